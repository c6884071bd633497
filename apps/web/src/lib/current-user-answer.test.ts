import { describe, expect, it } from 'vitest';
import { currentUserSchema } from '@panel/contract/api/auth';
import { emptyPermissionMap, permissionKeys } from '@panel/contract/permissions';
import { parseCurrentUser } from './current-user-answer';

const user = {
  id: '123',
  username: 'ana',
  avatar: null,
  permission: 'moderador',
  permissions: { ...emptyPermissionMap(), view_tickets: true },
  twoFactorRequired: false,
};

/** Answers the schema accepts or refuses; the parser must agree on each. */
const answers: unknown[] = [
  user,
  { ...user, avatar: 'abc', permission: 'user' },
  { ...user, extra: 1, permissions: { ...user.permissions, unknown_key: true } },
  null,
  [],
  'user',
  { ...user, id: 1 },
  { ...user, username: undefined },
  { ...user, avatar: undefined },
  { ...user, avatar: 3 },
  { ...user, permission: 'dono' },
  { ...user, permission: undefined },
  { ...user, permissions: null },
  { ...user, permissions: [] },
  { ...user, permissions: { ...user.permissions, view_audit: 'true' } },
  { ...user, permissions: { view_tickets: true } },
  { ...user, twoFactorRequired: true, permissions: emptyPermissionMap() },
  { ...user, twoFactorRequired: undefined },
  { ...user, twoFactorRequired: 'false' },
];

describe('parseCurrentUser', () => {
  it.each(answers.map((answer) => [JSON.stringify(answer), answer]))(
    'agrees with the contract schema on %s',
    (_label, answer) => {
      const expected = currentUserSchema.safeParse(answer);
      if (expected.success) expect(parseCurrentUser(answer)).toStrictEqual(expected.data);
      else expect(() => parseCurrentUser(answer)).toThrow();
    },
  );

  it('keeps every permission key of the contract', () => {
    expect(Object.keys(parseCurrentUser(user).permissions)).toEqual([...permissionKeys]);
  });
});
