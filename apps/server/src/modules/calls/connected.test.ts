import type { ConnectedCalls } from '@panel/contract/api/calls';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { messageOf, urlOf } from '../../../test/api';
import { until } from '../../../test/bot-app';
import { voiceSegments } from '../../db/schema/calls';
import { discordMembers, discordVoiceStates } from '../../db/schema/discord';
import { communityId } from '@panel/discord-local/community';
import { demoMembers } from '../../../test/demo-members';

/**
 * "Usuários Conectados": who is in voice in the local Discord, as the logged-in bot wrote it
 * to the catalog. At start Gabriel and Helena (self-muted) are in Patrulha 1, Júlia alone in
 * Hospital.
 */

const s = useTestApp({ gateway: true, signIn: ['administrador'] });
const gabriel = demoMembers.gabriel;
const helena = demoMembers.helena;
const julia = demoMembers.julia;
const diego = demoMembers.diego;
const patrulha1 = communityId(222);
const patrulha2 = communityId(223);
const hospital = communityId(224);
const cidade = communityId(220);

const connected = async (query = '') => {
  const response = await s.call('GET', `${urlOf('connectedCalls')}${query}`, s.as.administrador);
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
  it('lists who is in voice channel by channel, longest in voice first, with their names, channel and state', async () => {
    await joinedAgo(julia, 7200);
    await joinedAgo(gabriel, 600);
    await joinedAgo(helena, 3600);
    const calls = await connected();
    expect(calls.total).toBe(3);
    // Patrulha 1 comes before Hospital on Discord, whoever joined first.
    expect(ids(calls)).toEqual([helena, gabriel, julia]);
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
    expect(row(calls, helena)?.timeInCall).toBeGreaterThanOrEqual(3600);
    expect(row(calls, helena)?.timeInCall).toBeLessThan(3700);
    expect(calls.channels).toEqual([
      {
        id: patrulha1,
        name: 'Patrulha 1',
        position: expect.any(Number),
        categoryName: 'Cidade',
        count: 2,
        matching: 2,
      },
      {
        id: hospital,
        name: 'Hospital',
        position: expect.any(Number),
        categoryName: 'Cidade',
        count: 1,
        matching: 1,
      },
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
    expect(ids(patrulha)).toEqual([helena, gabriel]);
    expect(patrulha.channels).toHaveLength(2);
    const invalid = await s.call('connectedCalls', s.as.administrador, {
      query: { channelId: 'abc' },
    });
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
    // Channel by channel, the newcomer after Gabriel in Patrulha 2.
    expect(ids(calls)).toEqual([helena, gabriel, diego, julia]);
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
      // A channel the catalog does not know comes last, its member too.
      expect(calls.channels.at(-1)).toEqual({
        id: unknownChannel,
        name: unknownChannel,
        position: null,
        categoryName: null,
        count: 1,
        matching: 1,
      });
      expect(ids(calls).at(-1)).toBe(stranger);
      expect(calls.channels.find((c) => c.id === hospital)?.count).toBe(1);
    } finally {
      await db.delete(discordVoiceStates).where(eq(discordVoiceStates.userId, stranger));
      await db.delete(discordVoiceStates).where(eq(discordVoiceStates.userId, bot));
    }
  });

  it('orders the channels as Discord lists them: outside a category first, then by position', async () => {
    const { state } = s.t.local;
    const hospitalAt = state.channels.get(hospital)?.position ?? 0;
    try {
      // Hospital dragged to the top of its category.
      await settle(
        () => state.updateChannel(hospital, { position: 0 }),
        (calls) => calls.channels[0]?.id === hospital,
      );
      let calls = await connected();
      expect(calls.channels.map((channel) => channel.name)).toEqual([
        'Hospital',
        'Patrulha 1',
        'Patrulha 2',
      ]);
      expect(ids(calls)).toEqual([julia, helena, gabriel, diego]);
      // Discord's own positions, as the local Discord holds them (not a rank computed from them).
      expect(calls.channels.map((channel) => channel.position)).toEqual(
        calls.channels.map((channel) => state.channels.get(channel.id)?.position),
      );

      // Patrulha 2 taken out of the category: listed above every category, whatever its position.
      await settle(
        () => state.updateChannel(patrulha2, { parentId: null }),
        (list) => list.channels[0]?.id === patrulha2,
      );
      calls = await connected();
      expect(calls.channels.map((channel) => [channel.name, channel.categoryName])).toEqual([
        ['Patrulha 2', null],
        ['Hospital', 'Cidade'],
        ['Patrulha 1', 'Cidade'],
      ]);
      expect(ids(calls)).toEqual([gabriel, diego, julia, helena]);
    } finally {
      await settle(
        () => {
          state.updateChannel(patrulha2, { parentId: cidade });
          state.updateChannel(hospital, { position: hospitalAt });
        },
        (calls) => calls.channels.at(-1)?.id === hospital,
      );
    }
  });
});

describe('GET /api/calls/connected?search=', () => {
  it('finds members by part of their name or by their Discord ID, and counts the matches per channel', async () => {
    const byName = await connected('?search=ribeiro');
    expect(ids(byName)).toEqual([julia]);
    expect(byName.total).toBe(1);
    expect(
      byName.channels.map((channel) => [channel.name, channel.count, channel.matching]),
    ).toEqual([
      ['Patrulha 1', 1, 0],
      ['Patrulha 2', 2, 0],
      ['Hospital', 1, 1],
    ]);
    // Any case, any of the names (Diego's nickname is Diegão, his username is kept).
    expect(ids(await connected('?search=GABRIEL'))).toEqual([gabriel]);
    expect(ids(await connected(`?search=${helena}`))).toEqual([helena]);
    // Combined with the channel and the pages.
    const inPatrulha2 = await connected(`?search=a&channelId=${patrulha2}&limit=1`);
    expect(inPatrulha2.total).toBe(2);
    expect(ids(inPatrulha2)).toEqual([gabriel]);
    // Blank is no search; LIKE's wildcards are plain text.
    expect((await connected('?search=%20%20')).total).toBe(4);
    const wildcard = await connected('?search=%25');
    expect(wildcard.total).toBe(0);
    expect(wildcard.data).toEqual([]);
  });

  it('refuses a search longer than 100 characters, in Portuguese', async () => {
    const response = await s.call('connectedCalls', s.as.administrador, {
      query: { search: 'a'.repeat(101) },
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain('A busca pode ter no máximo 100 caracteres.');
  });
});
