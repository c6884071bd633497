import { auditEntryType, type AuditPage } from '@panel/contract/api/audit';
import type { ListPageOf } from '@panel/contract/api/paged-list';
import { snowflakePattern } from '@panel/contract/constants';
import type { Executor } from '../../db/client';
import { listReader } from '../../db/list-page';
import type { AuditActionType } from '../../db/schema/audit';
import {
  findAuditLogVersion,
  findByDiscordId,
  findByText,
  insertAuditEntry,
  narrowsByActorOrDate,
  type AuditFilter,
} from './repository';

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
  /** Done from Discord (a slash command, a button) rather than the panel: the entry says so. */
  via?: 'discord';
  /**
   * Done by another tool with an integration's key (`/api/v1`): its name, which the entry's
   * details end with (docs/decisions/2026-12-05-integrations.md).
   */
  integration?: string;
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

function detailsOf(context: AuditContext, details: string): string {
  if (context.integration !== undefined)
    return `${details} (via integração ${context.integration})`;
  return context.via === 'discord' ? `${details} (via Discord)` : details;
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
  await insertAuditEntry(db, {
    actorId: context.actor.id,
    actorName: context.actor.name,
    actorAvatar: context.actor.avatar,
    actionType: entry.actionType,
    action: entry.action,
    target: entry.target ?? null,
    details: detailsOf(context, entry.details),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: context.requestId,
    ip: context.ip,
  });
}

type AuditRow = Awaited<ReturnType<typeof findByText>>['rows'][number];

function toAuditLog(row: AuditRow): AuditPage['logs'][number] {
  return {
    id: String(row.id),
    userId: row.actorId,
    username: row.actorName,
    avatar: row.actorAvatar,
    createdAt: row.createdAt.toISOString(),
    actionType: auditEntryType(row.actionType, row.action),
    action: row.action,
    target: row.target,
    details: row.details,
    before: row.before,
    after: row.after,
  };
}

/** The same moment written with any offset keeps one page. */
const instantKey = (iso: string | undefined) => (iso ? new Date(iso).toISOString() : '');

/**
 * The log, newest first. A whole Discord id finds what that person did or had done to them;
 * other text is matched against the start of the words of who acted and what happened.
 * `actorId`, `from` and `to` narrow it to what one member did, in a period; those and a search
 * count up to a cap (the counters know neither). A page without a search is kept while the log
 * holds the same number of entries.
 */
const readAuditLog = listReader({
  name: 'audit',
  read: async (db, filter: AuditFilter, range) => {
    const search = filter.search?.trim() || undefined;
    const found =
      search && snowflakePattern.test(search)
        ? await findByDiscordId(db, search, filter, range)
        : await findByText(db, search, filter, range);
    const capped = Boolean(search) || narrowsByActorOrDate(filter);
    return { ...found, countedUpTo: capped ? found.countedUpTo : undefined };
  },
  present: toAuditLog,
  keep: {
    version: { counter: (db) => findAuditLogVersion(db) },
    key: (filter) =>
      `${filter.type ?? ''} ${filter.signIns ?? 'show'} ${filter.actorId ?? ''} ${instantKey(filter.from)} ${instantKey(filter.to)}`,
    size: 200,
  },
});

/** One page of the log (the spec's `{ logs, total }` on the wire). */
export function listAuditPage(db: Executor, filter: AuditFilter): Promise<ListPageOf<AuditPage>> {
  return readAuditLog(db, filter);
}
