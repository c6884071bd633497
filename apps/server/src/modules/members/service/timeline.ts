import {
  memberEventKinds,
  memberTimelinePageSize,
  type MemberEventKind,
  type MemberTimeline,
} from '@panel/contract/api/members';
import type { Database, Executor } from '../../../db/client';
import {
  actorOtherThan,
  formatEventCursor,
  isoOfMicros,
  kindIndexOf,
  parseEventCursor,
  type MemberEventQuery,
  type MemberEventSource,
  type TimelineEvent,
} from '../../../db/member-events';
import { badRequest } from '../../../http/errors';
import { memberApplicationEvents } from '../../applications';
import { memberAuditEvents } from '../../audit';
import { memberBlacklistEvents } from '../../blacklist';
import { memberVoiceEvents } from '../../calls';
import { memberGameJoinEvents, memberIdentityEvents } from '../../game-servers';
import { memberPointsEvents, memberPurchaseEvents } from '../../store';
import { memberTicketEvents } from '../../tickets';
import { memberCodeEvents } from '../../tokens';
import { findNoteEvents } from '../repository/timeline';

/**
 * The audit actions about a member that another kind of the timeline already shows, so they
 * appear once (docs/decisions/2026-12-05-member-file.md, "The timeline"). Undoing, revoking an
 * undo, purging evidence, a code block or a note's edit and deletion stay: no other kind tells
 * them.
 */
export const actionsShownElsewhere = [
  // application: sent, decided, revoked.
  'applications.whitelist.submit',
  'applications.insertion.submit',
  'applications.whitelist.approve',
  'applications.whitelist.reject',
  'applications.insertion.approve',
  'applications.insertion.reject',
  'applications.whitelist.revoke',
  // blacklist: added, lifted by staff, by expiry, by a review ticket.
  'blacklist.add',
  'blacklist.remove',
  'blacklist.expire',
  'blacklist.lift',
  // ticket: opened and decided.
  'tickets.open',
  'tickets.approve',
  'tickets.reject',
  'tickets.cancel',
  // code: redeemed.
  'tokens.redeem',
  // points and purchase: a grant, a purchase, its manual delivery and its refund.
  'store.points',
  'store.redeem',
  'store.purchase.deliver',
  'store.purchase.refund',
  // note: written (its text is the note's event).
  'members.note.create',
] as const;

function noteSource(discordId: string): MemberEventSource {
  return async (db: Executor, query: MemberEventQuery): Promise<TimelineEvent[]> => {
    const rows = await findNoteEvents(db, query);
    return rows.map((row) => ({
      micros: row.micros,
      rowId: row.row_id,
      event: {
        id: `note:${row.row_id}`,
        kind: 'note',
        at: isoOfMicros(row.micros),
        title: row.pinned ? 'Nota da equipe (fixada)' : 'Nota da equipe',
        tone: 'neutral',
        actor: actorOtherThan(discordId, row.author_id, row.author_name),
        detail: row.body,
        fields: [],
        images: [],
        href: null,
      },
    }));
  };
}

/** Each kind's source, in its own area (a module reads only its own tables). */
function sourcesFor(discordId: string): Record<MemberEventKind, MemberEventSource> {
  return {
    application: memberApplicationEvents,
    blacklist: memberBlacklistEvents,
    ticket: memberTicketEvents,
    code: memberCodeEvents,
    points: memberPointsEvents,
    purchase: memberPurchaseEvents,
    voice: memberVoiceEvents,
    game_join: memberGameJoinEvents,
    identity: memberIdentityEvents,
    note: noteSource(discordId),
    audit: (db, query) => memberAuditEvents(db, query, actionsShownElsewhere),
  };
}

/** Newest first: moment, then kind index, then row id, all descending (a total order). */
function compareNewestFirst(a: TimelineEvent, b: TimelineEvent): number {
  const byKey = (x: bigint, y: bigint) => (x === y ? 0 : x > y ? -1 : 1);
  return (
    byKey(BigInt(a.micros), BigInt(b.micros)) ||
    kindIndexOf(b.event.kind) - kindIndexOf(a.event.kind) ||
    byKey(BigInt(a.rowId), BigInt(b.rowId))
  );
}

/**
 * One page of the member's timeline of `pageSize` events: every kind asked answers at most one
 * more than a page past the cursor, newest first; the merge keeps the newest page of them all.
 * There is an older page exactly when more than a page came back.
 */
export async function readMemberTimeline(
  db: Executor,
  discordId: string,
  query: { kinds?: readonly MemberEventKind[] | undefined; before?: string | undefined },
  pageSize: number,
): Promise<MemberTimeline> {
  const before = query.before === undefined ? null : parseEventCursor(query.before);
  if (query.before !== undefined && before === null) {
    throw badRequest('Posição da linha do tempo inválida.', [
      { path: 'query.before', message: 'Posição da linha do tempo inválida.' },
    ]);
  }
  const kinds = query.kinds && query.kinds.length > 0 ? query.kinds : memberEventKinds;
  const sources = sourcesFor(discordId);
  const asked: MemberEventQuery = { discordId, before, limit: pageSize + 1 };
  // In turn: the sources share one connection (`listMemberTimeline`).
  const found: TimelineEvent[][] = [];
  for (const kind of memberEventKinds.filter((candidate) => kinds.includes(candidate))) {
    found.push(await sources[kind](db, asked));
  }
  const merged = found.flat().sort(compareNewestFirst);
  const page = merged.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map((entry) => entry.event),
    nextCursor:
      merged.length > pageSize && last
        ? formatEventCursor({
            micros: last.micros,
            kindIndex: kindIndexOf(last.event.kind),
            rowId: last.rowId,
          })
        : null,
  };
}

/**
 * The member's timeline, newest first, a page at a time (`GET /api/members/:discordId/timeline`).
 * Its sources share one connection (one transaction): a file opened takes one of the pool's
 * connections, not all of them, and every source reads the same snapshot.
 */
export function listMemberTimeline(
  db: Database,
  discordId: string,
  query: { kinds?: MemberEventKind[]; before?: string },
): Promise<MemberTimeline> {
  return db.transaction((tx) => readMemberTimeline(tx, discordId, query, memberTimelinePageSize));
}
