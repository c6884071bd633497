import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { until } from '../../../test/bot-app';
import { defined } from '../../../test/defined';
import { voiceDaily, voiceRecent, voiceSegments, voiceTotals } from '../../db/schema/calls';
import { communityId } from '@panel/discord-local/community';
import { localDiscordIds } from '@panel/discord-local/identities';
import { reconcileVoice, rollUpVoice } from './tracking/reconcile';
import { demoMembers } from '../../../test/demo-members';

/** Voice time recorded from the gateway's events on the local Discord. */

const s = useTestApp({ gateway: true, signIn: ['administrador'] });
const diego = demoMembers.diego;
const elisa = demoMembers.elisa;
const salaDeEspera = communityId(221);
const patrulha2 = communityId(223);
const mecanica = communityId(225);

/** The member's segments of the last hour (the demo's history is older). */
const segmentsOf = async (userId: string) =>
  (
    await s.t.database.db
      .select()
      .from(voiceSegments)
      .where(eq(voiceSegments.userId, userId))
      .orderBy(asc(voiceSegments.id))
  ).filter((row) => row.startedAt.getTime() > Date.now() - 3_600_000);
const openOf = async (userId: string) =>
  (
    await s.t.database.db
      .select()
      .from(voiceSegments)
      .where(and(eq(voiceSegments.userId, userId), isNull(voiceSegments.endedAt)))
  )[0];
type Segment = typeof voiceSegments.$inferSelect;
/** Waits until the gateway's events made the member's open segment satisfy `accept`. */
const openWhen = async (userId: string, accept: (segment: Segment | undefined) => boolean) =>
  until(() => openOf(userId), accept);
const voice = async (userId: string, channelId: string | null) => {
  s.t.local.state.setVoiceChannel(userId, channelId);
  await openWhen(userId, (segment) => (segment?.channelId ?? null) === channelId);
};

describe('segments from voice events', () => {
  it('opens on join, splits on move keeping the stay, closes on leave', async () => {
    await voice(diego, salaDeEspera);
    const first = defined(await openOf(diego));
    expect(first).toMatchObject({ channelId: salaDeEspera, notCounted: 'alone', counted: false });

    await voice(diego, patrulha2);
    const second = defined(await openOf(diego));
    expect(second.channelId).toBe(patrulha2);
    expect(second.sessionStartedAt).toEqual(first.sessionStartedAt);

    await voice(diego, null);
    expect(await openOf(diego)).toBeUndefined();
    const all = await segmentsOf(diego);
    expect(all.map((row) => [row.channelId, row.endReason])).toEqual([
      [salaDeEspera, 'move'],
      [patrulha2, 'leave'],
    ]);
    expect(all.every((row) => row.endedAt && row.endedAt >= row.startedAt)).toBe(true);
  });

  it('counts a member once someone joins them, and stops when they self-deafen', async () => {
    await voice(diego, mecanica);
    expect((await openOf(diego))?.notCounted).toBe('alone');
    await voice(elisa, mecanica);
    await openWhen(diego, (segment) => segment?.counted === true);
    expect(await openOf(diego)).toMatchObject({ counted: true, notCounted: null });
    expect(await openOf(elisa)).toMatchObject({ counted: true, notCounted: null });
    s.t.local.state.setVoiceFlags(elisa, { selfDeaf: true });
    await openWhen(elisa, (segment) => segment?.notCounted === 'selfDeaf');
    // Diego still has company: a deafened member is there all the same.
    expect((await openOf(diego))?.counted).toBe(true);
    await voice(elisa, localDiscordIds.afkChannel);
    expect(await openOf(elisa)).toMatchObject({ afk: true, notCounted: 'afk' });
    await openWhen(diego, (segment) => segment?.notCounted === 'alone');
    await voice(elisa, null);
    await voice(diego, null);
  });

  it('changes nothing on a repeated or late event: segments follow the voice states, not the events', async () => {
    await voice(diego, mecanica);
    const before = await segmentsOf(diego);
    // The same state again (a duplicate, or an event replayed on resume) and a reconciliation
    // with nothing new: no segment opens or closes.
    s.t.local.state.setVoiceChannel(diego, mecanica);
    await s.t.discord.port.catalogIdle();
    expect(await reconcileVoice(s.t.database.db, new Date())).toEqual({ opened: 0, closed: 0 });
    expect(await segmentsOf(diego)).toEqual(before);
    await voice(diego, null);
  });

  it('allows one open segment per member in the database', async () => {
    await voice(diego, mecanica);
    const now = new Date();
    await expect(
      s.t.database.db.insert(voiceSegments).values({
        userId: diego,
        channelId: patrulha2,
        sessionStartedAt: now,
        startedAt: now,
        lastSeenAt: now,
        creditedUntil: now,
        afk: false,
        counted: true,
      }),
    ).rejects.toThrow();
    await voice(diego, null);
  });
});

describe('after a restart or an outage', () => {
  it('closes at the last known moment whoever left meanwhile, and restarts a stale stay', async () => {
    const db = s.t.database.db;
    const now = new Date();
    const minutesAgo = (n: number) =>
      new Date(Math.floor(now.getTime() / 1000) * 1000 - n * 60_000);
    // Diego is in voice, but his segment was last seen 10 minutes ago.
    await voice(diego, mecanica);
    await db
      .update(voiceSegments)
      .set({ lastSeenAt: minutesAgo(10), creditedUntil: minutesAgo(10), startedAt: minutesAgo(20) })
      .where(and(eq(voiceSegments.userId, diego), isNull(voiceSegments.endedAt)));

    // Elisa "was" in voice when the bot went away 10 minutes ago and is not there now.
    await db.insert(voiceSegments).values({
      userId: elisa,
      channelId: patrulha2,
      sessionStartedAt: minutesAgo(30),
      startedAt: minutesAgo(30),
      lastSeenAt: minutesAgo(10),
      creditedUntil: minutesAgo(10),
      afk: false,
      counted: true,
    });
    await reconcileVoice(db, now, { afterReconnect: true });
    const gone = (await segmentsOf(elisa)).find(
      (row) => row.startedAt.getTime() === minutesAgo(30).getTime(),
    );
    expect(gone).toMatchObject({ endReason: 'leave', inferred: true, endedAt: minutesAgo(10) });
    const diegos = await segmentsOf(diego);
    expect(diegos.at(-2)).toMatchObject({
      endReason: 'outage',
      inferred: true,
      endedAt: minutesAgo(10),
    });
    expect(diegos.at(-1)).toMatchObject({ endedAt: null, channelId: mecanica });
    expect(defined(diegos.at(-1)).startedAt.getTime()).toBeGreaterThanOrEqual(
      minutesAgo(0).getTime(),
    );
    await voice(diego, null);
  });
});

describe('the rollup', () => {
  it('moves time into days split at midnight in Brasília and totals, once', async () => {
    const db = s.t.database.db;
    const user = '100000000000000777';
    // 23:30 to 00:45 Brasília time (UTC−3): 30 minutes on the 10th, 45 on the 11th.
    await db.insert(voiceSegments).values({
      userId: user,
      channelId: patrulha2,
      sessionStartedAt: new Date('2026-11-11T02:30:00Z'),
      startedAt: new Date('2026-11-11T02:30:00Z'),
      endedAt: new Date('2026-11-11T03:45:00Z'),
      lastSeenAt: new Date('2026-11-11T03:45:00Z'),
      creditedUntil: new Date('2026-11-11T02:30:00Z'),
      afk: false,
      counted: false,
      notCounted: 'alone',
    });
    await rollUpVoice(db, new Date());
    await rollUpVoice(db, new Date());
    const days = await db
      .select()
      .from(voiceDaily)
      .where(eq(voiceDaily.userId, user))
      .orderBy(asc(voiceDaily.day));
    expect(days.map((d) => [d.day, d.seconds, d.countedSeconds])).toEqual([
      ['2026-11-10', 1800, 0],
      ['2026-11-11', 2700, 0],
    ]);
    const [total] = await db.select().from(voiceTotals).where(eq(voiceTotals.userId, user));
    expect(total).toMatchObject({ seconds: 4500, countedSeconds: 0 });
  });

  it('credits open segments up to now and marks them seen', async () => {
    const db = s.t.database.db;
    await voice(diego, patrulha2);
    const open = defined(await openOf(diego));
    const later = new Date(open.startedAt.getTime() + 90_000);
    await rollUpVoice(db, later);
    const after = defined(await openOf(diego));
    expect(after.creditedUntil).toEqual(later);
    expect(after.lastSeenAt).toEqual(later);
    const [{ seconds } = { seconds: 0 }] = await db
      .select({ seconds: sql<number>`sum(${voiceDaily.seconds})::int` })
      .from(voiceDaily)
      .where(eq(voiceDaily.userId, diego));
    expect(seconds).toBeGreaterThanOrEqual(90);
    // The 7- and 30-day sums follow the days, whether computed at the day's first rollup or
    // added to by the later ones.
    await rollUpVoice(db, new Date(later.getTime() + 60_000));
    const [sums] = await db.select().from(voiceRecent).where(eq(voiceRecent.userId, diego));
    const [days] = await db
      .select({
        week: sql<number>`sum(${voiceDaily.seconds}) filter (where ${voiceDaily.day} > (now() at time zone 'America/Sao_Paulo')::date - 7)::int`,
        month: sql<number>`sum(${voiceDaily.seconds})::int`,
      })
      .from(voiceDaily)
      .where(
        and(
          eq(voiceDaily.userId, diego),
          sql`${voiceDaily.day} > (now() at time zone 'America/Sao_Paulo')::date - 30`,
        ),
      );
    expect(sums).toMatchObject({ weekSeconds: days?.week, monthSeconds: days?.month });
    await voice(diego, null);
  });
});
