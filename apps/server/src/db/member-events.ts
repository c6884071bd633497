import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { MemberEvent } from '@panel/contract/api/members';
import { memberEventKinds, type MemberEventKind } from '@panel/contract/api/member-values';
import { pagePath, type PageId } from '@panel/contract/routes';
import type { Executor } from './client';

/**
 * The member's timeline (docs/decisions/2026-12-05-member-file.md, "The timeline"): every area
 * answers its own events about a member, newest first, past a cursor, and the members module
 * merges them. What they share is here, beside the database, so that no area imports another
 * for it.
 *
 * The order is total: moment (microseconds since 1970, as PostgreSQL keeps it) descending, then
 * the kind's index in `memberEventKinds` descending, then the row id descending. A decision
 * and the audit entry of its transaction share `now()`; the kind tells them apart.
 */

/** The sort key of the last event of a page: where the next page starts. */
export interface EventBound {
  /** Microseconds since 1970-01-01 UTC, as digits. */
  micros: string;
  kindIndex: number;
  /** The row id within its kind, as digits. */
  rowId: string;
}

/** What a source is asked: the member, where to start, and how many events at most. */
export interface MemberEventQuery {
  discordId: string;
  before: EventBound | null;
  limit: number;
}

/** An event with its sort key (the kind is the event's own). */
export interface TimelineEvent {
  micros: string;
  rowId: string;
  event: MemberEvent;
}

/** One kind's events about a member, newest first, at most `limit`, all older than `before`. */
export type MemberEventSource = (db: Executor, query: MemberEventQuery) => Promise<TimelineEvent[]>;

/** The largest moment a cursor may name: beyond it a double no longer holds every microsecond. */
const microsMax = BigInt(Number.MAX_SAFE_INTEGER);
const rowIdMax = 9223372036854775807n;

export function kindIndexOf(kind: MemberEventKind): number {
  return memberEventKinds.indexOf(kind);
}

/** `<micros>.<kind index>.<row id>`, the `nextCursor` the API answers. */
export function formatEventCursor(bound: EventBound): string {
  return `${bound.micros}.${bound.kindIndex}.${bound.rowId}`;
}

/**
 * A cursor read back; `null` when it names no possible event (a kind past the list, a moment or
 * an id no column holds). The contract's pattern has checked its shape.
 */
export function parseEventCursor(cursor: string): EventBound | null {
  const match = /^(\d{1,20})\.(\d{1,2})\.(\d{1,20})$/.exec(cursor);
  if (!match) return null;
  const [, micros = '', kind = '', rowId = ''] = match;
  const kindIndex = Number(kind);
  if (kindIndex >= memberEventKinds.length) return null;
  if (BigInt(micros) > microsMax || BigInt(rowId) > rowIdMax) return null;
  return { micros: BigInt(micros).toString(), kindIndex, rowId: BigInt(rowId).toString() };
}

/** A panel page with its filters, where an event's row is listed: `/blacklist?type=player&…`. */
export function pageLink(page: PageId, params: Record<string, string | null | undefined> = {}) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return search ? `${pagePath(page)}?${search}` : pagePath(page);
}

/** Who did it, when someone else than the member did (`null`: the member, or nobody named). */
export function actorOtherThan(
  discordId: string,
  id: string | null,
  name: string | null,
): MemberEvent['actor'] {
  if (name === null || (id !== null && id === discordId)) return null;
  return { id, name };
}

/** The ISO moment of a sort key (milliseconds: what a `Date` holds). */
export function isoOfMicros(micros: string): string {
  return new Date(Number(BigInt(micros) / 1000n)).toISOString();
}

/**
 * A timestamptz as whole microseconds since 1970, as text (both drivers answer it alike).
 * `extract(epoch …)` is numeric since PostgreSQL 14, so the product is exact.
 */
export function eventMicros(at: SQLWrapper): SQL<string> {
  return sql<string>`((extract(epoch from ${at}) * 1000000)::bigint)::text`;
}

/** The bound's moment as a timestamptz, to the microsecond. */
export function boundInstant(bound: EventBound): SQL {
  return sql`(timestamptz 'epoch' + ${bound.micros}::bigint * interval '1 microsecond')`;
}

/**
 * The condition "this event comes after the bound" for a source of `kind` whose events have
 * moment `at` and id `rowId`: at the bound's moment, a kind listed before the bound's comes
 * after it, the same kind compares ids, a kind listed after it came before. `true` without a
 * bound. Written on the columns, so a source's index (member, moment, id) answers it.
 */
export function olderThan(
  kind: MemberEventKind,
  before: EventBound | null,
  at: SQLWrapper,
  rowId: SQLWrapper,
): SQL {
  if (!before) return sql`true`;
  const index = kindIndexOf(kind);
  const instant = boundInstant(before);
  if (index < before.kindIndex) return sql`${at} <= ${instant}`;
  if (index > before.kindIndex) return sql`${at} < ${instant}`;
  return sql`(${at}, ${rowId}) < (${instant}, ${before.rowId}::bigint)`;
}
