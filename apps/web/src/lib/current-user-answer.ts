import type { CurrentUser } from '@panel/contract/api/auth';
import { panelRoleNames, permissionKeys, type PermissionMap } from '@panel/contract/permissions';

/** An answer of `/auth/me` that is not the contract's user. */
export class InvalidCurrentUserError extends Error {
  constructor(field: string) {
    super(`Resposta inválida de /auth/me: ${field}`);
    this.name = 'InvalidCurrentUserError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isLevel(value: unknown): value is CurrentUser['permission'] {
  return value === 'user' || (panelRoleNames as readonly unknown[]).includes(value);
}

/**
 * Reads an answer of `/auth/me` as the contract's `currentUserSchema` does (the same fields,
 * unknown keys dropped, a mismatch thrown), without zod: the session is known on the first
 * screen without waiting for the schemas. `current-user-answer.test.ts` holds it to the schema.
 */
export function parseCurrentUser(data: unknown): CurrentUser {
  if (!isRecord(data)) throw new InvalidCurrentUserError('corpo');
  const { id, username, avatar, permission, permissions, twoFactorRequired } = data;
  if (typeof id !== 'string') throw new InvalidCurrentUserError('id');
  if (typeof username !== 'string') throw new InvalidCurrentUserError('username');
  if (avatar !== null && typeof avatar !== 'string') throw new InvalidCurrentUserError('avatar');
  if (!isLevel(permission)) throw new InvalidCurrentUserError('permission');
  if (!isRecord(permissions)) throw new InvalidCurrentUserError('permissions');
  if (typeof twoFactorRequired !== 'boolean') {
    throw new InvalidCurrentUserError('twoFactorRequired');
  }
  const map: Partial<PermissionMap> = {};
  for (const key of permissionKeys) {
    const granted = permissions[key];
    if (typeof granted !== 'boolean') throw new InvalidCurrentUserError(`permissions.${key}`);
    map[key] = granted;
  }
  return {
    id,
    username,
    avatar,
    permission,
    permissions: map as PermissionMap,
    twoFactorRequired,
  };
}
