import { sessionPolicyOf } from '../src/app';
import { users } from '../src/db/schema/users';
import { sessionCookieName } from '../src/modules/auth/cookies';
import { createSession } from '../src/modules/auth/session-store';
import type { TestApp } from './test-app';

/**
 * A signed-in member without the Discord round trip: many members at once (races)
 * would otherwise hit the sign-in rate limit. Inserts the user if needed.
 */
export async function memberSession(t: TestApp, id: string, name = `Membro ${id.slice(-3)}`) {
  await t.database.db
    .insert(users)
    .values({ id, username: name.toLowerCase().replace(/\s+/g, '.'), displayName: name })
    .onConflictDoNothing();
  const token = await createSession(t.database.db, id, sessionPolicyOf(t.config), {
    ip: '127.0.0.1',
    userAgent: 'vitest',
  });
  return `${sessionCookieName(t.config)}=${token}`;
}
