/**
 * Live updates: the stream of change notices a signed-in session reads (`GET /api/events`,
 * server-sent events) and who is looking at a review entry. No zod here: the app's first
 * download opens the stream. See docs/decisions/2026-11-28-live-updates.md.
 */

/** What a notice is about: the areas staff and members watch. */
export const noticeAreas = [
  'allowlists',
  'insertions',
  'appeals',
  'tickets',
  'blacklist',
  'deliveries',
  'store',
  'points',
  'calls',
  'tokens',
  'audit',
  'game-servers',
  'members',
  'duty',
] as const;
export type NoticeArea = (typeof noticeAreas)[number];

/**
 * A change, small: its area, the key of what changed (`null` when a statement changed many
 * rows at once: `change` is then "many"), what changed ('created', 'approved', 'rejected',
 * 'pending', 'deleted', 'updated', a delivery's status, a voice 'joined' / 'moved' / 'left',
 * the audit action) and who did it, by name, when the change names them. A member receives
 * only notices about themselves, without `by`; staff who see the dashboard but not the area
 * receive it without key nor name.
 */
export interface PanelNotice {
  area: NoticeArea;
  key: string | null;
  change: string;
  by: string | null;
}

/** The entries whose presence is shared: the review pages. */
export const presenceAreas = ['allowlists', 'insertions', 'appeals'] as const;
export type PresenceArea = (typeof presenceAreas)[number];

export interface Viewer {
  id: string;
  name: string;
  avatarUrl: string | null;
}

/** Who has one entry open now (every staff member, the reader included). */
export interface PresenceNotice {
  area: PresenceArea;
  key: string;
  viewers: Viewer[];
}

/**
 * The stream's events:
 * - `ready` `{ stream }`: the stream's id, which the presence calls name;
 * - `notice` (`PanelNotice`), with an SSE id that `Last-Event-ID` resumes from;
 * - `resync` `{}`: the notices since the given id are no longer known, refetch everything;
 * - `presence` (`PresenceNotice`);
 * - `session` `{}`: the session's permissions changed, read them again;
 * - `end` `{ reason }`: the session ended (`signed-out`) or the server is stopping
 *   (`closing`); after `signed-out`, do not reconnect.
 * - `ping` `{}` every `heartbeatMs`: the stream is alive (a silent one is buffered or stuck).
 */
export type StreamEvent =
  | { event: 'ready'; data: { stream: string } }
  | { event: 'notice'; data: PanelNotice }
  | { event: 'resync'; data: Record<string, never> }
  | { event: 'presence'; data: PresenceNotice }
  | { event: 'session'; data: Record<string, never> }
  | { event: 'end'; data: { reason: 'signed-out' | 'closing' } }
  | { event: 'ping'; data: Record<string, never> };

export const eventStreamLimits = {
  /** Open streams of one session (tabs); the next is refused with 429 and polls instead. */
  perSession: 3,
  /** Open streams from one address. */
  perAddress: 60,
  /** A `ping` this often keeps proxies from closing the stream and proves it alive. */
  heartbeatMs: 20_000,
  /** Bytes a stream may hold unsent before its client is dropped as too slow. */
  maxBufferedBytes: 256 * 1024,
  /** How long a presence lasts unless renewed; the app renews it every `presenceRenewMs`. */
  presenceTtlMs: 45_000,
  presenceRenewMs: 20_000,
} as const;
