import type { OpenSession, StaffSession } from '@panel/contract/api/staff-security';
import type { Database, Executor } from '../../../db/client';
import { displayNameOf, type AuthContext } from '../../../http/auth-context';
import { notFound } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { describeDevice, networkOf } from '../device';
import {
  deleteSession,
  findSessionByPublicId,
  listOpenSessions,
  type ListedSession,
} from '../repository';

/** More staff sessions than any community has open; the list stops there. */
const staffSessionLimit = 500;

/** A session as a list shows it to `viewer`: the whole address only of the viewer's own. */
function present(row: ListedSession, viewer: AuthContext): OpenSession {
  const own = row.user.id === viewer.user.id;
  return {
    id: row.publicId,
    device: describeDevice(row.userAgent),
    ip: row.ip === null ? null : own ? row.ip : networkOf(row.ip),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === viewer.sessionId,
  };
}

/** The caller's open sessions, this one among them. */
export async function listOwnSessions(
  db: Executor,
  viewer: AuthContext,
  idleMs: number,
): Promise<OpenSession[]> {
  const rows = await listOpenSessions(db, { userId: viewer.user.id }, idleMs);
  return rows.map((row) => present(row, viewer));
}

/** Every staff member's open sessions, for who manages the staff. */
export async function listOpenStaffSessions(
  db: Executor,
  viewer: AuthContext,
  idleMs: number,
): Promise<StaffSession[]> {
  const rows = await listOpenSessions(db, 'staff', idleMs, staffSessionLimit);
  return rows.map((row) => ({
    ...present(row, viewer),
    user: {
      id: row.user.id,
      name: row.user.displayName ?? row.user.username,
      avatarUrl: row.user.avatarUrl,
      role: row.user.roleName ?? '',
      discordMfa: row.user.discordMfaEnabled,
    },
  }));
}

/** A session found by the id screens know, with whose it is (for the rule on acting on others). */
export function findOpenSession(
  db: Executor,
  publicId: string,
): Promise<ListedSession | undefined> {
  return findSessionByPublicId(db, publicId);
}

/** Ends a session in the caller's transaction; every process stops honouring it at once. */
export function endSessionRow(tx: Executor, row: ListedSession): Promise<void> {
  return deleteSession(tx, row.id);
}

/** Ends one of the caller's own sessions (another browser or device), audited. */
export async function endOwnSession(
  db: Database,
  viewer: AuthContext,
  publicId: string,
  audit: AuditContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findSessionByPublicId(tx, publicId);
    if (!row || row.user.id !== viewer.user.id) throw notFound('Sessão não encontrada.');
    const device = describeDevice(row.userAgent);
    await deleteSession(tx, row.id);
    await recordAudit(tx, audit, {
      actionType: 'delete',
      action: 'auth.endSession',
      target: viewer.user.id,
      details: `${displayNameOf(viewer.user)} encerrou uma das próprias sessões (${device})`,
      before: { device },
    });
  });
}
