import type { GameServerKey } from '@panel/contract/api/game-servers';
import type { MemberTag } from '@panel/contract/api/members';
import { and, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { urlOf } from '../../../test/api';
import { setBotSettings } from '../../../test/bot-settings';
import { demoApplicant } from '../../../test/demo-members';
import { useTestApp } from '../../../test/use-test-app';
import { outbox } from '../../db/schema/deliveries';
import { discordMembers } from '../../db/schema/discord';
import type { RecordedJoin } from '../game-servers';
import { warnWatchedJoins } from './service/watch';

const s = useTestApp({ signIn: ['administrador', 'moderador'] });
const db = () => s.t.database.db;

const logChannelId = '600000000000000777';
const watched = demoApplicant(11);
const unwatched = demoApplicant(12);
const options = () => ({ publicUrl: s.t.config.publicUrl });
let city: GameServerKey;
let other: GameServerKey;

async function createServer(name: string): Promise<GameServerKey> {
  const response = await s.call('createGameServer', s.as.administrador, { body: { name } });
  expect(response.statusCode).toBe(200);
  return response.json<GameServerKey>();
}

beforeAll(async () => {
  city = await createServer('Cidade Vigiada');
  other = await createServer('Outra Vigiada');
  await db()
    .insert(discordMembers)
    .values({ userId: watched, username: 'vigiado', nick: 'Vigiado da Silva' })
    .onConflictDoNothing();
  const tag = await s.call('createMemberTag', s.as.moderador, {
    body: { name: 'Vigiar de perto', color: '#ff0000', watch: true },
  });
  expect(tag.statusCode).toBe(200);
  const plain = await s.call('createMemberTag', s.as.moderador, {
    body: { name: 'Apoiador antigo', color: '#00ff00' },
  });
  expect(plain.statusCode).toBe(200);
  for (const [member, given] of [
    [watched, tag],
    [unwatched, plain],
  ] as const) {
    const set = await s.call('setMemberTags', s.as.moderador, {
      params: { discordId: member },
      body: { tagIds: [given.json<MemberTag>().id] },
    });
    expect(set.statusCode).toBe(200);
  }
  await setBotSettings(db(), { logChannelId });
});

/** The warnings queued for the log channel about `discordId`. */
async function warningsAbout(discordId: string): Promise<string[]> {
  const rows = await db()
    .select({ effect: outbox.effect })
    .from(outbox)
    .where(
      and(
        sql`${outbox.effect}->>'type' = 'channel.message'`,
        sql`${outbox.effect}->>'channelId' = ${logChannelId}`,
        sql`${outbox.effect}->>'content' like ${`%<@${discordId}>%`}`,
      ),
    );
  return rows.map((row) => (row.effect as { content: string }).content);
}

const joinOf = (discordId: string, server: GameServerKey, more: Partial<RecordedJoin> = {}) => ({
  serverId: Number(server.server.id),
  serverName: server.server.name,
  discordId,
  playerName: 'Jogador',
  outcome: 'refused' as const,
  reason: 'no_whitelist' as const,
  ...more,
});

describe('the watchlist warning when a member joins a game server', () => {
  it('posts once in the log channel when a watched member joins, with a link to the file', async () => {
    const response = await s.t.app.inject({
      method: 'POST',
      url: urlOf('gameJoin'),
      headers: { authorization: `Bearer ${city.apiKey}` },
      payload: { name: 'Vigiado', identifiers: [`discord:${watched}`] },
    });
    expect(response.statusCode).toBe(200);
    // Told after the batch is recorded, apart from the join's answer.
    await vi.waitFor(async () => expect(await warningsAbout(watched)).toHaveLength(1), {
      timeout: 5_000,
    });
    const [text] = await warningsAbout(watched);
    expect(text).toContain('👁️ Membro em observação (Vigiar de perto)');
    expect(text).toContain('no servidor Cidade Vigiada: Vigiado da Silva');
    expect(text).toContain(`Ficha: http://localhost:3000/members/${watched}`);
  });

  it('warns once per member and server in 6 hours, even when two batches race', async () => {
    const join = joinOf(watched, other, { outcome: 'allowed', reason: 'allowed' });
    await Promise.all([
      warnWatchedJoins(db(), [join], options()),
      warnWatchedJoins(db(), [join, join], options()),
    ]);
    const onOther = async () =>
      (await warningsAbout(watched)).filter((text) => text.includes('Outra Vigiada'));
    expect(await onOther()).toEqual([
      expect.stringContaining('entrou no servidor Outra Vigiada: Vigiado da Silva') as unknown,
    ]);
    expect((await onOther())[0]).toContain('— permitido.');
    await warnWatchedJoins(db(), [join], options());
    expect(await onOther()).toHaveLength(1);

    await db().execute(
      sql`update member_watch_warnings set warned_at = now() - interval '7 hours'
          where discord_id = ${watched}`,
    );
    await warnWatchedJoins(db(), [joinOf(watched, other)], options());
    const again = await onOther();
    expect(again).toHaveLength(2);
    expect(again[1]).toContain('tentou entrar no servidor Outra Vigiada');
    expect(again[1]).toContain('— recusado: Sem whitelist.');
  });

  it('says nothing of a member without a watchlist tag', async () => {
    await warnWatchedJoins(db(), [joinOf(unwatched, city)], options());
    expect(await warningsAbout(unwatched)).toEqual([]);
  });

  it('says nothing without a log channel, and keeps the warning for when there is one', async () => {
    await db().execute(sql`delete from member_watch_warnings where discord_id = ${watched}`);
    await setBotSettings(db(), {});
    const before = (await warningsAbout(watched)).length;
    await warnWatchedJoins(db(), [joinOf(watched, city)], options());
    expect(await warningsAbout(watched)).toHaveLength(before);

    await setBotSettings(db(), { logChannelId });
    await warnWatchedJoins(db(), [joinOf(watched, city)], options());
    expect(await warningsAbout(watched)).toHaveLength(before + 1);
  });
});
