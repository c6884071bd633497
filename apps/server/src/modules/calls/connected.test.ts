import type { ConnectedCalls } from '@panel/contract/api/calls';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAdminApp } from '../../../test/admin-app';
import { until } from '../../../test/bot-app';
import { voiceSegments } from '../../db/schema/calls';
import { discordMembers, discordVoiceStates } from '../../db/schema/discord';
import { communityId } from '../../discord/local/community';

/**
 * "Usuários Conectados": who is in voice in the local Discord, as the logged-in bot wrote it
 * to the catalog. At start Gabriel and Helena (self-muted) are in Patrulha 1, Júlia alone in
 * Hospital.
 */

const s = useAdminApp({ gateway: true });
const gabriel = '100000000000000101';
const helena = '100000000000000102';
const julia = '100000000000000104';
const diego = '100000000000000004';
const patrulha1 = communityId(222);
const patrulha2 = communityId(223);
const hospital = communityId(224);

const connected = async (query = '') => {
  const response = await s.call('GET', `/api/calls/connected${query}`, s.admin);
  expect(response.statusCode).toBe(200);
  return response.json<ConnectedCalls>();
};
const ids = (calls: ConnectedCalls) => calls.data.map((row) => row.discordId);
const row = (calls: ConnectedCalls, id: string) => calls.data.find((r) => r.discordId === id);

/** Moves the start of a member's stay back, as if they had joined `seconds` ago. */
async function joinedAgo(userId: string, seconds: number): Promise<void> {
  await s.t.database.db
    .update(voiceSegments)
    .set({ sessionStartedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(and(eq(voiceSegments.userId, userId), isNull(voiceSegments.endedAt)));
}

/** Makes a change in the local Discord and waits until the list shows it, tracking included. */
async function settle(change: () => void, shown: (calls: ConnectedCalls) => boolean) {
  change();
  await until(connected, shown);
  await s.t.discord.port.catalogIdle();
}

describe('GET /api/calls/connected', () => {
  it('lists who is in voice, longest in voice first, with their names, channel and state', async () => {
    await joinedAgo(julia, 7200);
    await joinedAgo(gabriel, 3600);
    await joinedAgo(helena, 600);
    const calls = await connected();
    expect(calls.total).toBe(3);
    expect(ids(calls)).toEqual([julia, gabriel, helena]);
    expect(row(calls, julia)).toMatchObject({
      id: julia,
      username: 'Júlia Ribeiro',
      channelId: hospital,
      callName: 'Hospital',
      isMuted: false,
      notCounted: 'alone',
    });
    expect(row(calls, helena)).toMatchObject({
      callName: 'Patrulha 1',
      selfMuted: true,
      selfDeafened: false,
      notCounted: null,
    });
    const now = new Date(calls.serverTime).getTime();
    for (const member of calls.data) {
      expect(member.timeInCall).toBe(Math.floor((now - Date.parse(member.joinedAt)) / 1000));
    }
    expect(row(calls, julia)?.timeInCall).toBeGreaterThanOrEqual(7200);
    expect(row(calls, gabriel)?.timeInCall).toBeGreaterThanOrEqual(3600);
    expect(row(calls, gabriel)?.timeInCall).toBeLessThan(3700);
    expect(calls.channels).toEqual([
      { id: patrulha1, name: 'Patrulha 1', count: 2 },
      { id: hospital, name: 'Hospital', count: 1 },
    ]);
  });

  it('pages on the server and filters by channel', async () => {
    const all = await connected();
    const first = await connected('?page=1&limit=2');
    const second = await connected('?page=2&limit=2');
    expect(first.data).toHaveLength(2);
    expect(second.data).toHaveLength(1);
    expect(first.total).toBe(3);
    expect([...ids(first), ...ids(second)]).toEqual(ids(all));

    const patrulha = await connected(`?channelId=${patrulha1}`);
    expect(patrulha.total).toBe(2);
    expect(ids(patrulha)).toEqual([gabriel, helena]);
    expect(patrulha.channels).toHaveLength(2);
    const invalid = await s.call('GET', '/api/calls/connected?channelId=abc', s.admin);
    expect(invalid.statusCode).toBe(400);
  });

  it('keeps the time in call across a move; a new member starts at zero under their nickname', async () => {
    const before = row(await connected(), gabriel);
    const { state } = s.t.local;
    await settle(
      () => state.setVoiceChannel(gabriel, patrulha2),
      (calls) => row(calls, gabriel)?.channelId === patrulha2,
    );
    await settle(
      () => state.setVoiceChannel(diego, patrulha2),
      (calls) => row(calls, diego) !== undefined,
    );
    await settle(
      () => state.setNick(diego, 'Diegão'),
      (calls) => row(calls, diego)?.username === 'Diegão',
    );
    const calls = await connected();
    expect(row(calls, gabriel)).toMatchObject({
      callName: 'Patrulha 2',
      joinedAt: before?.joinedAt,
      notCounted: null,
    });
    expect(row(calls, helena)?.notCounted).toBe('alone');
    expect(row(calls, diego)).toMatchObject({ username: 'Diegão', callName: 'Patrulha 2' });
    expect(row(calls, diego)?.timeInCall).toBeLessThan(30);
    expect(ids(calls).at(-1)).toBe(diego);
    expect(calls.channels.map((channel) => [channel.name, channel.count])).toEqual([
      ['Patrulha 1', 1],
      ['Patrulha 2', 2],
      ['Hospital', 1],
    ]);
  });

  it('shows a member the catalog does not know without a name, and leaves bots out', async () => {
    const db = s.t.database.db;
    const stranger = '100000000000009001';
    const bot = '100000000000009002';
    const unknownChannel = '300000000000009999';
    await db.insert(discordMembers).values({ userId: bot, username: 'musica', bot: true });
    await db.insert(discordVoiceStates).values([
      { userId: bot, channelId: hospital },
      {
        userId: stranger,
        channelId: unknownChannel,
        updatedAt: sql`now() - interval '90 seconds'`,
      },
    ]);
    try {
      const calls = await connected();
      expect(ids(calls)).not.toContain(bot);
      expect(calls.total).toBe(5);
      // No segment yet: the time runs from the catalog's last word on them.
      expect(row(calls, stranger)).toMatchObject({
        username: null,
        avatarUrl: null,
        callName: null,
        notCounted: null,
      });
      expect(row(calls, stranger)?.timeInCall).toBeGreaterThanOrEqual(90);
      expect(calls.channels).toContainEqual({ id: unknownChannel, name: unknownChannel, count: 1 });
      expect(calls.channels.find((c) => c.id === hospital)?.count).toBe(1);
    } finally {
      await db.delete(discordVoiceStates).where(eq(discordVoiceStates.userId, stranger));
      await db.delete(discordVoiceStates).where(eq(discordVoiceStates.userId, bot));
    }
  });
});
