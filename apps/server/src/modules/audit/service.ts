import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { auditLog, type AuditActionType } from '../../db/schema/audit';
import { displayNameOf } from '../../http/auth-context';

export interface AuditActor {
  id: string | null;
  name: string;
  avatar: string | null;
}

/** Who acts and from where; taken from the request once, passed down to services. */
export interface AuditContext {
  actor: AuditActor;
  requestId: string | null;
  ip: string | null;
}

export interface AuditEntry {
  actionType: AuditActionType;
  /** Machine-readable action, e.g. `auth.signIn`. */
  action: string;
  target?: string | null;
  /** One Portuguese sentence saying what happened. */
  details: string;
  before?: unknown;
  after?: unknown;
}

export const systemActor: AuditActor = { id: null, name: 'Sistema', avatar: null };

export function auditContextOf(request: FastifyRequest): AuditContext {
  const user = request.auth?.user;
  return {
    actor: user
      ? { id: user.id, name: displayNameOf(user), avatar: user.avatarUrl }
      : { id: null, name: 'Anônimo', avatar: null },
    requestId: request.id,
    ip: request.ip,
  };
}

/**
 * Writes one audit entry. Call it with the transaction of the change it describes:
 * if the entry cannot be written, the change does not happen either.
 */
export async function recordAudit(
  db: Executor,
  context: AuditContext,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: context.actor.id,
    actorName: context.actor.name,
    actorAvatar: context.actor.avatar,
    actionType: entry.actionType,
    action: entry.action,
    target: entry.target ?? null,
    details: entry.details,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: context.requestId,
    ip: context.ip,
  });
}
