import type { GameJoinList, GameServerList } from '@panel/contract/api/game-servers';
import {
  memberTimelineSchema,
  type MemberFile,
  type MemberGameAccounts,
  type MemberShared,
  type MemberSignal,
} from '@panel/contract/api/members';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defined } from '../../test/defined';
import { useTestApp } from '../../test/use-test-app';
import { auditLog } from '../db/schema/audit';
import { gameJoins, gameLinkCodes } from '../db/schema/game-servers';
import { demoGameServerName } from './demo-game';
import { demoGameCast } from './demo-game-players';

const s = useTestApp({ signIn: ['administrador', 'suporte'] });
const db = () => s.t.database.db;
const { lucas, manuela, clara, davi, cheater } = demoGameCast;

async function demoServer() {
  const response = await s.call('listGameServers', s.as.administrador);
  const servers = response.json<GameServerList>().data;
  return defined(servers.find((server) => server.name === demoGameServerName));
}

const signalsOf = async (ids: string[]) => {
  const response = await s.call('listMemberSignals', s.as.suporte, {
    query: { ids: ids.join(',') },
  });
  expect(response.statusCode).toBe(200);
  return response.json<MemberSignal[]>();
};

describe("the demo's game server", () => {
  it('is connected in the whitelist mode, with no game database and joins of the last days', async () => {
    const server = await demoServer();
    expect(server).toMatchObject({ whitelistMode: 'allowlist', database: null });
    expect(server.keyPrefix).toMatch(/^prp_[A-Za-z0-9_-]{8}$/);
    const joins = (
      await s.call('listGameJoins', s.as.administrador, {
        params: { id: server.id },
        query: { limit: '100' },
      })
    ).json<GameJoinList>();
    expect(new Set(joins.data.map((join) => join.reason))).toEqual(
      new Set(['allowed', 'whitelist_pending', 'blacklisted', 'unlinked']),
    );
    // Newest first, each dated in the two weeks before the seed, none at the seed's moment.
    const times = joins.data.map((join) => new Date(join.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(times).size).toBe(times.length);
    for (const at of times) {
      expect(at).toBeLessThan(Date.now());
      expect(at).toBeGreaterThan(Date.now() - 15 * 24 * 3_600_000);
    }
    // A join the blacklist refused keeps the address; no other does.
    const banned = joins.data.filter((join) => join.reason === 'blacklisted');
    expect(banned.map((join) => join.member?.id)).toEqual([cheater.id, cheater.id]);
    expect(banned.every((join) => join.ip?.startsWith('203.0.113.'))).toBe(true);
    expect(joins.data.filter((join) => join.ip !== null)).toHaveLength(banned.length);
    const pending = defined(joins.data.find((join) => join.reason === 'whitelist_pending'));
    expect(pending.message).toMatch(/^Sua whitelist está em análise/);
  });

  it('warns the pending applicant’s review card: a PC shared with 1 blacklisted player', async () => {
    const [manuelaSignal, lucasSignal, claraSignal] = await signalsOf([
      manuela.id,
      lucas.id,
      clara.id,
    ]);
    expect(manuelaSignal).toMatchObject({
      pc: { members: 1, blacklisted: 1 },
      account: { members: 0, blacklisted: 0 },
    });
    // Lucas is watched, and shares nothing; Clara shares a Steam account with Davi.
    expect(lucasSignal).toMatchObject({ pc: { members: 0 }, account: { members: 0 } });
    expect(lucasSignal?.watch.map((tag) => tag.name)).toEqual(['Observação']);
    expect(claraSignal).toMatchObject({
      pc: { members: 0, blacklisted: 0 },
      account: { members: 1, blacklisted: 0 },
    });

    const shared = await s.call('listMemberShared', s.as.suporte, {
      params: { discordId: manuela.id },
    });
    expect(
      shared.json<MemberShared[]>().map((member) => [member.discordId, member.blacklisted]),
    ).toEqual([[cheater.id, true]]);
    const file = await s.call('getMemberFile', s.as.suporte, { params: { discordId: manuela.id } });
    expect(file.json<MemberFile>().shared).toEqual({ members: 1, blacklisted: 1 });
    const steam = await s.call('listMemberShared', s.as.suporte, {
      params: { discordId: clara.id },
    });
    expect(steam.json<MemberShared[]>()).toMatchObject([
      {
        discordId: davi.id,
        blacklisted: false,
        servers: [{ name: demoGameServerName, kinds: ['steam'] }],
      },
    ]);
  });

  it('fills the file’s game accounts: the server, its last join and the linked identities', async () => {
    const server = await demoServer();
    const response = await s.call('getMemberGameAccounts', s.as.suporte, {
      params: { discordId: lucas.id },
    });
    const accounts = response.json<MemberGameAccounts>();
    expect(accounts.identities.map((identity) => identity.kind).sort()).toEqual([
      'discord',
      'license',
      'steam',
      'token',
    ]);
    const tokenIdentity = defined(accounts.identities.find((item) => item.kind === 'token'));
    expect(tokenIdentity.serverId).toBe(server.id);
    expect(tokenIdentity.identifier).toMatch(/…$/);
    expect(accounts.servers).toEqual([
      expect.objectContaining({ id: server.id, name: demoGameServerName, online: false }),
    ]);
    expect(accounts.servers[0]?.lastJoinAt).not.toBeNull();
    const file = (
      await s.call('getMemberFile', s.as.suporte, { params: { discordId: lucas.id } })
    ).json<MemberFile>();
    expect(file.standing.gameServers).toEqual([
      {
        id: server.id,
        name: demoGameServerName,
        mode: 'allowlist',
        next: 'whitelist_pending',
        online: false,
      },
    ]);
  });

  it('links Davi by the request code the server showed him, as the link service records it', async () => {
    const [code] = await db()
      .select()
      .from(gameLinkCodes)
      .where(eq(gameLinkCodes.usedById, davi.id));
    expect(code).toMatchObject({ playerName: 'Davi_Gomes' });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'gameServers.link'));
    expect(audit).toMatchObject({ actorId: davi.id, target: davi.id });
    expect(audit?.details).toContain(`pelo código ${code?.code}`);
    expect(audit?.createdAt.getTime()).toBe(code?.usedAt?.getTime());
    const accounts = (
      await s.call('getMemberGameAccounts', s.as.suporte, { params: { discordId: davi.id } })
    ).json<MemberGameAccounts>();
    // The code's links count on every server.
    expect(accounts.identities.filter((item) => item.kind !== 'token').length).toBeGreaterThan(0);
    const joins = await db()
      .select()
      .from(gameJoins)
      .where(eq(gameJoins.discordId, davi.id))
      .orderBy(asc(gameJoins.id));
    expect(joins.map((join) => join.reason)).toEqual(['allowed', 'allowed', 'allowed']);
    expect(defined(joins[0]).at.getTime()).toBeGreaterThan(defined(code?.usedAt).getTime());
  });

  it("tells the watched applicant's joins in the file's timeline", async () => {
    const response = await s.call('listMemberTimeline', s.as.suporte, {
      params: { discordId: lucas.id },
      query: { kinds: 'game_join,identity' },
    });
    expect(response.statusCode).toBe(200);
    const timeline = memberTimelineSchema.parse(response.json());
    const joins = timeline.items.filter((item) => item.kind === 'game_join');
    expect(joins).toHaveLength(3);
    expect(joins[0]).toMatchObject({
      title: `Barrado em ${demoGameServerName}: Whitelist em análise`,
      tone: 'negative',
      fields: [{ label: 'Nome no jogo', value: 'Lucas_Moura' }],
    });
    // Linked at the first join, which named his Discord account.
    const identities = timeline.items.filter((item) => item.kind === 'identity');
    expect(identities).toHaveLength(4);
    const firstJoin = defined(joins.at(-1)).at;
    expect(identities.every((item) => item.at === firstJoin)).toBe(true);
  });
});
