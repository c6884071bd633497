import {
  gamePlayersBodyMaxBytes,
  gameServerLimits,
  type GameIdentity,
  type GameJoinAnswer,
  type GameJoinList,
  type GameServer,
  type GameServerKey,
  type GameServerList,
} from '@panel/contract/api/game-servers';
import type { BlacklistEntry } from '@panel/contract/api/blacklist';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageOf, urlOf } from '../../../test/api';
import { defined } from '../../../test/defined';
import { postEntry } from '../../../test/blacklist-form';
import { demoIds, signIn } from '../../../test/sign-in';
import { useTestApp } from '../../../test/use-test-app';
import { applications } from '../../db/schema/applications';
import { auditLog } from '../../db/schema/audit';
import { discordMembers } from '../../db/schema/discord';
import { gameIdentities, gameServers } from '../../db/schema/game-servers';
import { outbox } from '../../db/schema/deliveries';
import { writeGatewayStatus } from '../../discord/gateway-status';
import { hashGameKey } from './service/game-key';
import { sortIdentifiers } from './service/identifiers';
import { readJoinFacts } from './repository/joins';
import { demoApplicant, demoMembers } from '../../../test/demo-members';

const approvedApplicant = demoApplicant(8);
const pendingApplicant = demoApplicant(1);
const hex = (seed: string, length: number) => seed.repeat(length).slice(0, length);
const license = (seed: string) => `license:${hex(seed, 40)}`;
const token = (seed: string) => `3:${hex(seed, 64)}`;

const s = useTestApp({ signIn: ['administrador', 'moderador', 'membro'] });
beforeAll(async () => {
  // The bot's catalog, as the gateway would have filled it.
  await s.t.database.db.insert(discordMembers).values([
    { userId: demoIds.membro, username: 'diego', globalName: 'Diego Rocha', roleIds: [] },
    { userId: approvedApplicant, username: 'aprovado', roleIds: ['500000000000000001'] },
  ]);
});

async function createServer(name = 'Cidade Alta'): Promise<GameServerKey> {
  const response = await s.call('createGameServer', s.as.administrador, { body: { name } });
  expect(response.statusCode).toBe(200);
  return response.json<GameServerKey>();
}

/** A request as a game server makes it: its key, no cookie, no Origin. */
function game(key: string, url: string, payload: object) {
  return s.t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${key}` },
    payload,
  });
}

async function join(
  key: string,
  identifiers: string[],
  tokens: string[] = [],
  name = 'Jogador',
): Promise<GameJoinAnswer> {
  const response = await game(key, urlOf('gameJoin'), { name, identifiers, tokens });
  expect(response.statusCode).toBe(200);
  return response.json<GameJoinAnswer>();
}

const setMode = async (id: string, body: object) => {
  const response = await s.call('updateGameServer', s.as.administrador, { params: { id }, body });
  expect(response.statusCode).toBe(200);
  return response.json<GameServer>();
};

describe('game servers', () => {
  it('answers the key once, keeps only its hash, and audits the creation', async () => {
    const created = await createServer('Servidor Principal');
    expect(created.apiKey).toMatch(/^prp_[A-Za-z0-9_-]{43}$/);
    expect(created.server).toMatchObject({
      name: 'Servidor Principal',
      keyPrefix: created.apiKey.slice(0, 12),
      whitelistMode: 'allowlist',
      minIdentifierMatches: 1,
      lastSeenAt: null,
      playersOnline: null,
      joinsToday: { allowed: 0, refused: 0 },
    });
    const [row] = await s.t.database.db
      .select()
      .from(gameServers)
      .where(eq(gameServers.id, Number(created.server.id)));
    expect(row?.keyHash).toBe(hashGameKey(created.apiKey));
    expect(JSON.stringify(row)).not.toContain(created.apiKey);
    const list = (await s.call('listGameServers', s.as.moderador)).json<GameServerList>();
    const listed = list.data.find((server) => server.id === created.server.id);
    expect(listed?.keyPrefix).toBe(created.apiKey.slice(0, 12));
    expect(JSON.stringify(list)).not.toContain(created.apiKey);
    const audit = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `game-server:${created.server.id}`));
    expect(audit[0]?.details).toBe(
      `Conectou o servidor de jogo "Servidor Principal" (chave ${created.apiKey.slice(0, 12)}…)`,
    );
    expect(JSON.stringify(audit)).not.toContain(created.apiKey);
  });

  it('refuses bad names and bad modes in Portuguese, changing nothing', async () => {
    const { server } = await createServer('Teste de validação');
    const blank = await s.call('createGameServer', s.as.administrador, { body: { name: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(messageOf(blank)).toContain('O nome precisa de pelo menos 2 caracteres.');
    const roles = await s.call('updateGameServer', s.as.administrador, {
      params: { id: server.id },
      body: {
        whitelistMode: 'roles',
      },
    });
    expect(roles.statusCode).toBe(400);
    expect(messageOf(roles)).toBe(
      'Escolha pelo menos um cargo do Discord para o modo "Cargos do Discord".',
    );
    const matches = await s.call('updateGameServer', s.as.administrador, {
      params: { id: server.id },
      body: {
        minIdentifierMatches: 9,
      },
    });
    expect(matches.statusCode).toBe(400);
    const empty = await s.call('updateGameServer', s.as.administrador, {
      params: { id: server.id },
      body: {},
    });
    expect(empty.statusCode).toBe(400);
    const missing = await s.call('updateGameServer', s.as.administrador, {
      params: { id: '999999' },
      body: { name: 'Outro' },
    });
    expect(missing.statusCode).toBe(404);
    const after = (await s.call('listGameServers', s.as.administrador)).json<GameServerList>();
    expect(after.data.find((item) => item.id === server.id)).toMatchObject({
      name: 'Teste de validação',
      whitelistMode: 'allowlist',
      minIdentifierMatches: 1,
    });
  });

  it('refuses a rotated key at once and a revoked server’s key too', async () => {
    const { server, apiKey } = await createServer('Rotação');
    expect((await game(apiKey, urlOf('gamePlayers'), { players: [] })).statusCode).toBe(200);
    const rotated = await s.call('rotateGameServerKey', s.as.administrador, {
      params: { id: server.id },
    });
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json<GameServerKey>();
    expect(next.apiKey).not.toBe(apiKey);
    expect(next.server.keyRotatedAt).not.toBeNull();
    const old = await game(apiKey, urlOf('gamePlayers'), { players: [] });
    expect(old.statusCode).toBe(401);
    expect(messageOf(old)).toContain('Chave do servidor de jogo inválida ou revogada');
    expect((await game(next.apiKey, urlOf('gamePlayers'), { players: [] })).statusCode).toBe(200);
    expect(
      (await s.call('deleteGameServer', s.as.administrador, { params: { id: server.id } }))
        .statusCode,
    ).toBe(204);
    expect((await game(next.apiKey, urlOf('gamePlayers'), { players: [] })).statusCode).toBe(401);
    expect(
      (await s.call('deleteGameServer', s.as.administrador, { params: { id: server.id } }))
        .statusCode,
    ).toBe(404);
  });

  it('opens the game API with a key only: no session, no malformed header', async () => {
    const { apiKey } = await createServer('Sem sessão');
    const body = { name: 'X', identifiers: [license('a')], tokens: [] };
    const withSession = await s.call('gameJoin', s.as.administrador, { body });
    expect(withSession.statusCode).toBe(401);
    for (const authorization of ['', 'Bearer', `Basic ${apiKey}`, `Bearer ${apiKey}x`]) {
      const response = await s.t.app.inject({
        method: 'POST',
        url: urlOf('gameJoin'),
        headers: { authorization },
        payload: body,
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers bad bodies with a Portuguese 400 and never a 500', async () => {
    const { apiKey } = await createServer('Corpos ruins');
    const bodies: unknown[] = [
      {},
      { name: 'X' },
      { name: 'X', identifiers: 'license:abc' },
      { name: 'X', identifiers: Array.from({ length: 40 }, () => license('b')) },
      { name: 'x'.repeat(500), identifiers: [] },
      { name: 'X', identifiers: [42] },
      { players: [{ source: -1, name: 'X', identifiers: [] }] },
    ];
    for (const payload of bodies) {
      const response = await game(apiKey, urlOf('gameJoin'), payload as object);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('validation');
    }
    // Unknown identifier kinds and malformed tokens are ignored, not refused.
    const odd = await join(apiKey, ['weird:thing', 'license:not-hex!', 'ip:10.0.0.1'], ['nope']);
    expect(odd.allow).toBe(false);
  });
});

describe('the join check', () => {
  let server: GameServer;
  let key: string;
  beforeAll(async () => {
    ({ server, apiKey: key } = await createServer('Joins'));
  });

  it('lets in a member with an approved whitelist by their discord identifier', async () => {
    const answer = await join(key, [`discord:${approvedApplicant}`, license('1')], [token('1')]);
    expect(answer).toEqual({ allow: true, discordId: approvedApplicant });
    const pending = await join(key, [`discord:${pendingApplicant}`, license('2')]);
    expect(pending.allow).toBe(false);
    expect(pending.reason).toContain('Sua whitelist está em análise');
    // The license is now linked: the next join without the Discord identifier is the same member.
    expect(await join(key, [license('1')])).toEqual({ allow: true, discordId: approvedApplicant });
  });

  it('gives an unlinked player a request code; the member links it and gets in', async () => {
    const identifiers = [license('3'), 'steam:110000112345678', 'ip:177.34.10.20'];
    const refused = await join(key, identifiers, [token('3')], 'Zé do Jogo');
    expect(refused.allow).toBe(false);
    expect(refused.requestCode).toMatch(/^[A-Z2-9]{5}$/);
    expect(refused.reason).toContain(`digite o código ${refused.requestCode}`);
    // Reconnecting shows the same code.
    expect((await join(key, identifiers, [token('3')])).requestCode).toBe(refused.requestCode);

    const linked = await s.call('linkGameAccount', s.as.membro, {
      body: {
        code: ` ${refused.requestCode?.toLowerCase()} `,
      },
    });
    expect(linked.statusCode).toBe(200);
    // The member is told what the next join will find: here, a whitelist to ask for first.
    expect(linked.json()).toEqual({
      playerName: 'Zé do Jogo',
      serverName: 'Joins',
      next: 'no_whitelist',
      message:
        'Conta do jogo vinculada. Agora peça sua whitelist: Joins só deixa entrar quem tem whitelist aprovada.',
    });
    // Used once.
    const again = await s.call('linkGameAccount', s.as.membro, {
      body: { code: refused.requestCode },
    });
    expect(again.statusCode).toBe(404);

    // Linked but no whitelist in mode allowlist; in mode guild, a member of the guild gets in.
    const noWhitelist = await join(key, identifiers, [token('3')]);
    expect(noWhitelist).toMatchObject({ allow: false, discordId: demoIds.membro });
    expect(noWhitelist.reason).toContain('Você ainda não tem whitelist aprovada');
    await setMode(server.id, { whitelistMode: 'guild' });
    expect(await join(key, identifiers, [token('3')])).toEqual({
      allow: true,
      discordId: demoIds.membro,
    });

    const mine = (await s.call('myGameLinks', s.as.membro)).json<GameIdentity[]>();
    expect(mine.map((identity) => identity.kind)).toEqual(['license', 'steam', 'token']);
    expect(mine.find((identity) => identity.kind === 'token')?.identifier).toMatch(/…$/);
    expect(JSON.stringify(mine)).not.toContain('177.34');
    await setMode(server.id, { whitelistMode: 'allowlist' });
  });

  it('refuses a linked account entered by another member', async () => {
    const refused = await join(key, [license('3'), 'fivem:12345'], [], 'Outro');
    // The license is Diego's: the join is decided for him, no code needed.
    expect(refused.requestCode).toBeUndefined();
    const fresh = await join(key, [license('4')]);
    const elisa = await signIn(s.t.app, demoMembers.elisa);
    const first = await s.call('linkGameAccount', elisa, { body: { code: fresh.requestCode } });
    expect(first.statusCode).toBe(200);
    const bad = await s.call('linkGameAccount', s.as.membro, { body: { code: 'ABCDE' } });
    expect(bad.statusCode).toBe(404);
    expect(messageOf(bad)).toContain('Código não encontrado ou expirado');
    const malformed = await s.call('linkGameAccount', s.as.membro, { body: { code: 'O0O0' } });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses a blacklisted player by Discord id, linked identifier or game identifier, and lets them in once lifted', async () => {
    const entry = await postEntry(s.t, s.as.administrador, {
      type: 'player',
      target: approvedApplicant,
      reason: 'Uso de trapaça',
    });
    expect(entry.statusCode).toBe(201);
    const refused = await join(key, [license('1'), 'ip:200.100.50.25']);
    expect(refused.allow).toBe(false);
    expect(refused.reason).toContain('Motivo: Uso de trapaça.');
    expect(refused.reason).toContain('Para contestar, envie uma apelação em http');
    expect(refused.reason).toContain('/apelacao');
    // A shared hardware token linked to the banned member counts as one match.
    const shared = await join(key, [license('9')], [token('1')]);
    expect(shared.reason).toContain('blacklist');
    await setMode(server.id, { minIdentifierMatches: 2 });
    expect((await join(key, [license('9')], [token('1')])).reason).not.toContain('blacklist');
    expect((await join(key, [license('1')], [token('1')])).reason).toContain('blacklist');
    await setMode(server.id, { minIdentifierMatches: 1 });

    const lifted = await s.call('removeBlacklist', s.as.administrador, {
      params: { id: entry.json<BlacklistEntry>().id },
      body: {},
    });
    expect(lifted.statusCode).toBe(204);
    expect(await join(key, [license('1')])).toEqual({ allow: true, discordId: approvedApplicant });

    // The server saw this Steam account before it was banned: its answers may say why.
    await join(key, ['steam:110000199999999', license('7')]);
    const byIdentifier = await postEntry(s.t, s.as.administrador, {
      type: 'player',
      target: 'steam:110000199999999',
      reason: 'Conta de trapaça',
    });
    expect(byIdentifier.statusCode).toBe(201);
    // A game identifier names no Discord member: no role to give; the log channel names it.
    const effects = await s.t.database.db
      .select({ effect: outbox.effect })
      .from(outbox)
      .where(eq(outbox.requestId, byIdentifier.headers['x-request-id'] as string));
    expect(effects.map((row) => row.effect.type)).toEqual(['channel.message']);
    expect(JSON.stringify(effects[0]?.effect)).toContain('O jogador steam:110000199999999 foi');
    const steam = await join(key, ['steam:110000199999999', license('7')]);
    expect(steam.allow).toBe(false);
    expect(steam.reason).toContain('Conta de trapaça');
  });

  it('records every decision for staff, the IP only with view_game_server_ips and only on a ban', async () => {
    const page = (
      await s.call('listGameJoins', s.as.administrador, {
        params: { id: server.id },
        query: { outcome: 'refused' },
      })
    ).json<GameJoinList>();
    expect(page.total).toBeGreaterThan(3);
    expect(page.data.every((entry) => entry.outcome === 'refused')).toBe(true);
    const banned = page.data.find((entry) => entry.reason === 'blacklisted' && entry.ip);
    expect(banned?.ip).toBe('200.100.50.25');
    const unlinked = page.data.find((entry) => entry.reason === 'unlinked');
    expect(unlinked?.ip).toBeNull();
    expect(unlinked?.requestCode).toMatch(/^[A-Z2-9]{5}$/);
    const asModerador = (
      await s.call('listGameJoins', s.as.moderador, {
        params: { id: server.id },
        query: { outcome: 'refused' },
      })
    ).json<GameJoinList>();
    expect(asModerador.data.every((entry) => entry.ip === null)).toBe(true);
    // The administrador's by default; any role can be given it in the matrix.
    const grant = (granted: boolean) =>
      s.call('updateRole', s.as.administrador, {
        params: { roleName: 'moderador' },
        body: { view_game_server_ips: granted },
      });
    expect((await grant(true)).statusCode).toBe(200);
    try {
      const granted = (
        await s.call('listGameJoins', s.as.moderador, {
          params: { id: server.id },
          query: { outcome: 'refused' },
        })
      ).json<GameJoinList>();
      expect(granted.data.find((entry) => entry.id === banned?.id)?.ip).toBe('200.100.50.25');
    } finally {
      expect((await grant(false)).statusCode).toBe(200);
    }
    const allowed = (
      await s.call('listGameJoins', s.as.administrador, {
        params: { id: server.id },
        query: { outcome: 'allowed', limit: '100' },
      })
    ).json<GameJoinList>();
    expect(allowed.data.some((entry) => entry.member?.name === 'Diego Rocha')).toBe(true);
    const list = (await s.call('listGameServers', s.as.administrador)).json<GameServerList>();
    const listed = list.data.find((item) => item.id === server.id);
    expect(listed?.joinsToday.allowed).toBe(allowed.total);
    expect(listed?.lastSeenAt).not.toBeNull();
  });

  it('drops online players the panel no longer lets in', async () => {
    await s.t.database.db.insert(applications).values({
      form: 'whitelist',
      userId: demoIds.membro,
      username: 'Diego Rocha',
      answers: {},
      status: 'approved',
    });
    const players = [
      { source: 1, name: 'Diego', identifiers: [license('3')], tokens: [] },
      { source: 2, name: 'Aprovado', identifiers: [license('1')], tokens: [] },
    ];
    const clear = await game(key, urlOf('gamePlayers'), { players });
    expect(clear.json()).toEqual({ drop: [], nextReportMs: 5000 });
    const entry = await postEntry(s.t, s.as.administrador, {
      type: 'player',
      target: demoIds.membro,
      reason: 'Ofensas no chat',
    });
    const report = await game(key, urlOf('gamePlayers'), { players });
    const { drop } = report.json<{ drop: { source: number; reason: string }[] }>();
    expect(drop).toHaveLength(1);
    expect(drop[0]?.source).toBe(1);
    expect(drop[0]?.reason).toContain('Ofensas no chat');
    const list = (await s.call('listGameServers', s.as.administrador)).json<GameServerList>();
    expect(list.data.find((item) => item.id === server.id)?.playersOnline).toBe(2);
    await s.call('removeBlacklist', s.as.administrador, {
      params: { id: entry.json<BlacklistEntry>().id },
      body: {},
    });
  });

  it('lets staff see and unlink a member’s identities, audited', async () => {
    const identities = (
      await s.call('listGameIdentities', s.as.moderador, { query: { discordId: demoIds.membro } })
    ).json<GameIdentity[]>();
    const steam = identities.find((identity) => identity.kind === 'steam');
    expect(steam?.identifier).toBe('steam:110000112345678');
    expect(identities.find((identity) => identity.kind === 'token')?.identifier).toBe(token('3'));
    expect(
      (await s.call('unlinkGameIdentity', s.as.moderador, { params: { id: defined(steam).id } }))
        .statusCode,
    ).toBe(403);
    const unlinked = await s.call('unlinkGameIdentity', s.as.administrador, {
      params: { id: defined(steam).id },
    });
    expect(unlinked.statusCode).toBe(204);
    const [row] = await s.t.database.db
      .select()
      .from(gameIdentities)
      .where(eq(gameIdentities.identifier, 'steam:110000112345678'));
    expect(row?.discordId).toBeNull();
    const [audit] = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, unlinked.headers['x-request-id'] as string));
    expect(audit?.details).toBe(`Desvinculou steam:110000112345678 do membro ${demoIds.membro}`);
    expect(
      (
        await s.call('unlinkGameIdentity', s.as.administrador, {
          params: { id: defined(steam).id },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets in by Discord role in mode roles', async () => {
    const roles = await createServer('Cargos');
    await setMode(roles.server.id, {
      whitelistMode: 'roles',
      roleIds: ['500000000000000001'],
    });
    expect((await join(roles.apiKey, [`discord:${approvedApplicant}`])).allow).toBe(true);
    const diegoJoin = await join(roles.apiKey, [`discord:${demoIds.membro}`]);
    expect(diegoJoin.reason).toContain('cargos do Discord exigidos');
    const outsider = await join(roles.apiKey, ['discord:100000000000000006']);
    expect(outsider.reason).toContain('entre no servidor do Discord');
  });
});

describe('races', () => {
  it('records every one of many joins decided at once, each answered after its row is written', async () => {
    const { server, apiKey } = await createServer('Reinício');
    await setMode(server.id, { whitelistMode: 'off' });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        join(apiKey, [license(`e${index}`)], [token(`f${index}`)], `Jogador ${index}`),
      ),
    );
    expect(answers.every((answer) => answer.allow)).toBe(true);
    const page = (
      await s.call('listGameJoins', s.as.administrador, {
        params: { id: server.id },
        query: { limit: '100' },
      })
    ).json<GameJoinList>();
    expect(page.total).toBe(60);
    expect(new Set(page.data.map((entry) => entry.playerName)).size).toBe(60);
    const [identity] = await s.t.database.db
      .select()
      .from(gameIdentities)
      .where(eq(gameIdentities.identifier, license('e59')));
    expect(identity?.playerName).toBe('Jogador 59');
  });

  it('decides each of many different joins read together on its own facts', async () => {
    const { apiKey } = await createServer('Mistura');
    const banned = await postEntry(s.t, s.as.administrador, {
      type: 'player',
      target: 'steam:110000100000042',
      reason: 'Conta banida no jogo',
    });
    expect(banned.statusCode).toBe(201);
    const kinds = ['approved', 'pending', 'unknown', 'banned', 'wrong key'] as const;
    const answers = await Promise.all(
      Array.from({ length: 25 }, async (_, index) => {
        const kind = kinds[index % kinds.length];
        const identifiers =
          kind === 'approved'
            ? [`discord:${approvedApplicant}`]
            : kind === 'pending'
              ? [`discord:${pendingApplicant}`]
              : kind === 'banned'
                ? ['steam:110000100000042', license(`m${index}`)]
                : [license(`m${index}`)];
        const response = await game(
          kind === 'wrong key' ? `prp_${'z'.repeat(43)}` : apiKey,
          urlOf('gameJoin'),
          { name: `Jogador ${index}`, identifiers, tokens: [] },
        );
        return { kind, status: response.statusCode, answer: response.json<GameJoinAnswer>() };
      }),
    );
    for (const { kind, status, answer } of answers) {
      if (kind === 'wrong key') {
        expect(status).toBe(401);
        continue;
      }
      expect(status).toBe(200);
      if (kind === 'approved')
        expect(answer).toEqual({ allow: true, discordId: approvedApplicant });
      if (kind === 'pending') expect(answer.reason).toContain('Sua whitelist está em análise');
      if (kind === 'unknown') expect(answer.requestCode).toMatch(/^[A-Z0-9]{5}$/);
      // Banned before this server ever saw them: refused, the reason kept for the panel.
      if (kind === 'banned') {
        expect(answer.reason).toContain('Você está na blacklist desta comunidade.');
        expect(answer.reason).not.toContain('Conta banida no jogo');
      }
    }
    // The same joins in one statement, as a busy process reads them: each row is its own join's.
    const keyHash = hashGameKey(apiKey);
    const facts = await readJoinFacts(s.t.database.db, [
      { keyHash, player: sortIdentifiers([`discord:${approvedApplicant}`], []) },
      {
        keyHash: hashGameKey(`prp_${'z'.repeat(43)}`),
        player: sortIdentifiers([license('m1')], []),
      },
      { keyHash, player: sortIdentifiers(['steam:110000100000042', license('m3')], []) },
      { keyHash, player: sortIdentifiers([license('never seen')], []) },
      { keyHash, player: sortIdentifiers([`discord:${pendingApplicant}`], []) },
    ]);
    expect(facts.map((fact) => [fact.server?.name ?? null, fact.discordId])).toEqual([
      ['Mistura', approvedApplicant],
      [null, null],
      ['Mistura', null],
      ['Mistura', null],
      ['Mistura', pendingApplicant],
    ]);
    expect(
      facts.map((fact) => [fact.approved, fact.pending, fact.banId !== null, fact.banReason]),
    ).toEqual([
      [true, false, false, null],
      [false, false, false, null],
      [false, false, true, null],
      [false, false, false, null],
      [false, true, false, null],
    ]);
  });

  it('links a request code once when two members enter it at the same time', async () => {
    const { apiKey } = await createServer('Corrida');
    const { requestCode } = await join(apiKey, [license('c')]);
    const elisa = await signIn(s.t.app, demoMembers.elisa);
    const answers = await Promise.all(
      [s.as.membro, elisa].map((cookie) =>
        s.call('linkGameAccount', cookie, { body: { code: requestCode } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    const [row] = await s.t.database.db
      .select()
      .from(gameIdentities)
      .where(eq(gameIdentities.identifier, license('c')));
    expect(row?.discordId).not.toBeNull();
  });
});

describe('the players report of a big server, and the drops it may cause', () => {
  it('takes a 2,048-slot report at the contract’s maximum (16 identifiers, 32 tokens each)', async () => {
    const { apiKey, server } = await createServer('Cidade Lotada');
    await setMode(server.id, { whitelistMode: 'off' });
    const long = (prefix: string, seed: string) =>
      `${prefix}${seed.repeat(gameServerLimits.identifierMax)}`.slice(
        0,
        gameServerLimits.identifierMax,
      );
    const players = Array.from({ length: gameServerLimits.playersMax }, (_, index) => ({
      source: index + 1,
      name: 'J'.repeat(gameServerLimits.playerNameMax),
      identifiers: [
        `license:${index.toString(16).padStart(40, '0')}`,
        ...Array.from({ length: gameServerLimits.identifiersMax - 1 }, (_, i) =>
          long(`xbl:${i}`, '9'),
        ),
      ],
      tokens: Array.from({ length: gameServerLimits.tokensMax }, (_, i) => long(`${i}:`, 'a')),
    }));
    const payload = JSON.stringify({ players });
    expect(payload.length).toBeGreaterThan(8 * 1024 * 1024);
    expect(payload.length).toBeLessThanOrEqual(gamePlayersBodyMaxBytes);
    const response = await s.t.app.inject({
      method: 'POST',
      url: urlOf('gamePlayers'),
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.json()).toEqual({ drop: [], nextReportMs: 5000 });
    const list = (await s.call('listGameServers', s.as.administrador)).json<GameServerList>();
    expect(list.data.find((item) => item.id === server.id)?.playersOnline).toBe(2048);
    // Without the key, the body is not even read.
    const refused = await s.t.app.inject({
      method: 'POST',
      url: urlOf('gamePlayers'),
      headers: { authorization: 'Bearer prp_wrong', 'content-type': 'application/json' },
      payload,
    });
    expect(refused.statusCode).toBe(401);
  });

  it('holds drops while the member catalog is not live, and when one report would drop too many; the blacklist still drops', async () => {
    const { apiKey, server } = await createServer('Cidade Guild');
    await setMode(server.id, { whitelistMode: 'guild' });
    const outsider = (n: number) => ({
      source: 100 + n,
      name: `Fora ${n}`,
      identifiers: [`discord:${300000000000000000n + BigInt(n)}`],
      tokens: [],
    });
    const inside = (n: number) => ({
      source: n,
      name: `Dentro ${n}`,
      identifiers: [`discord:${approvedApplicant}`, license(`${n}f`)],
      tokens: [],
    });
    const report = async (players: object[]) => {
      const response = await game(apiKey, urlOf('gamePlayers'), { players });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ drop: { source: number }[] }>().drop.map((item) => item.source);
    };
    const shown = async () =>
      (await s.call('listGameServers', s.as.administrador))
        .json<GameServerList>()
        .data.find((item) => item.id === server.id)?.dropsHeld;
    const audits = async () =>
      (
        await s.t.database.db
          .select({ action: auditLog.action })
          .from(auditLog)
          .where(eq(auditLog.target, `game-server:${server.id}`))
      )
        .map((row) => row.action)
        .filter((action) => action.startsWith('gameServers.drops.'));

    // The bot is online: two players outside the guild of twelve go.
    await writeGatewayStatus(s.t.database.db, 'online');
    const twelve = [
      outsider(1),
      outsider(2),
      ...Array.from({ length: 10 }, (_, i) => inside(i + 1)),
    ];
    expect(await report(twelve)).toEqual([101, 102]);
    expect(await shown()).toBeNull();

    // The bot goes offline: the catalog may be wrong, nobody is dropped for it, twice.
    await writeGatewayStatus(s.t.database.db, 'offline');
    expect(await report(twelve)).toEqual([]);
    expect(await report(twelve)).toEqual([]);
    expect(await shown()).toMatchObject({ reason: 'catalog_stale', players: 2 });
    expect(await audits()).toEqual(['gameServers.drops.held']);

    // Back online, a report that would drop 7 of 12 (an emptied catalog, a wrong setting).
    await writeGatewayStatus(s.t.database.db, 'online');
    const many = [
      ...Array.from({ length: 7 }, (_, i) => outsider(i + 1)),
      ...Array.from({ length: 5 }, (_, i) => inside(i + 1)),
    ];
    expect(await report(many)).toEqual([]);
    expect(await shown()).toMatchObject({ reason: 'mass_drop', players: 7 });

    // A blacklisted player is dropped whatever is held.
    const entry = await postEntry(s.t, s.as.administrador, {
      type: 'player',
      target: license('1f'),
      reason: 'Trapaça',
    });
    expect(entry.statusCode, entry.body).toBe(201);
    expect(await report(many)).toEqual([1]);
    await s.call('removeBlacklist', s.as.administrador, {
      params: { id: entry.json<BlacklistEntry>().id },
      body: {
        reason: 'Revisto',
      },
    });

    // Normal again: drops go through and the hold ends, audited once.
    expect(await report(twelve)).toEqual([101, 102]);
    expect(await shown()).toBeNull();
    expect(await audits()).toEqual([
      'gameServers.drops.held',
      'gameServers.drops.held',
      'gameServers.drops.resumed',
    ]);
  });
});
