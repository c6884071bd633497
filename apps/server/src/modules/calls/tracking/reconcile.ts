import { creditVoicePoints } from '../../store';
import type { Database } from '../../../db/client';
import {
  closeSegment,
  findAfkChannelId,
  findCallRules,
  findVoiceMembers,
  lockOpenSegments,
  lockVoiceTracking,
  openSegments,
  rollUpSegments,
  shiftRecentWindow,
  type OpenSegment,
} from '../repository/segments';
import { desiredStates, sameState, type SegmentState } from './rules';

/**
 * After a reconnection, an open segment not seen for this long spans an outage: it closes at
 * its last known moment (inferred), and a member still in voice starts a new stay now.
 */
export const outageAfterMs = 2 * 60_000;

/** Timestamps in whole seconds, so the totals add up exactly. */
export function wholeSeconds(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 1000) * 1000);
}

interface ReconcileOptions {
  /** Right after the gateway's READY: members gone meanwhile left at their last known moment. */
  afterReconnect?: boolean;
}

/**
 * Brings the open segments in line with who is in voice now (the catalog's voice states):
 * closes what ended, opens what started, splits a segment when its channel or counting state
 * changes (the stay goes on). One transaction; the database allows one open segment per member.
 */
export function reconcileVoice(
  db: Database,
  at: Date,
  options: ReconcileOptions = {},
): Promise<{ opened: number; closed: number }> {
  const now = wholeSeconds(at);
  return db.transaction(async (tx) => {
    await lockVoiceTracking(tx);
    // One after the other: a transaction is one connection, which runs one query at a time.
    const members = await findVoiceMembers(tx);
    const afkChannelId = await findAfkChannelId(tx);
    const rules = await findCallRules(tx);
    const open = await lockOpenSegments(tx);
    const desired = desiredStates(members, afkChannelId, rules);
    const toOpen: { userId: string; state: SegmentState; at: Date; sessionStartedAt: Date }[] = [];
    let closed = 0;
    const close = async (segment: OpenSegment, when: Date, reason: string, inferred = false) => {
      await closeSegment(tx, segment, when, reason, inferred);
      closed += 1;
    };
    const seen = new Set<string>();
    for (const segment of open) {
      seen.add(segment.userId);
      const state = desired.get(segment.userId);
      const stale =
        options.afterReconnect && now.getTime() - segment.lastSeenAt.getTime() > outageAfterMs;
      if (!state) {
        // Gone: at the event, or, after an outage, at the last moment the bot knew of them.
        if (options.afterReconnect) await close(segment, segment.lastSeenAt, 'leave', true);
        else await close(segment, now, 'leave');
        continue;
      }
      if (stale) {
        await close(segment, segment.lastSeenAt, 'outage', true);
        toOpen.push({ userId: segment.userId, state, at: now, sessionStartedAt: now });
        continue;
      }
      if (sameState(segment, state)) continue;
      await close(segment, now, segment.channelId === state.channelId ? 'state' : 'move');
      toOpen.push({
        userId: segment.userId,
        state,
        at: now,
        sessionStartedAt: segment.sessionStartedAt,
      });
    }
    for (const [userId, state] of desired) {
      if (!seen.has(userId)) toOpen.push({ userId, state, at: now, sessionStartedAt: now });
    }
    await openSegments(tx, toOpen);
    return { opened: toOpen.length, closed };
  });
}

/**
 * The minute's rollup: every segment's new time into the totals (see `rollUpSegments`), and
 * the counted minutes of the days it touched into points, in the same transaction.
 */
export function rollUpVoice(db: Database, at: Date): Promise<number> {
  const now = wholeSeconds(at);
  return db.transaction(async (tx) => {
    await lockVoiceTracking(tx);
    await shiftRecentWindow(tx, now);
    const { credited, days } = await rollUpSegments(tx, now);
    await creditVoicePoints(tx, days, now);
    return credited;
  });
}
