import type {
  GameJoinAnswer,
  GamePlayersAnswer,
  GameServerKey,
} from '@panel/contract/api/game-servers';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { messageOf, urlOf } from '../../../test/api';
import { postEntry } from '../../../test/blacklist-form';
import { demoIds, signIn } from '../../../test/sign-in';
import { useTestApp } from '../../../test/use-test-app';
import { auditLog } from '../../db/schema/audit';
import { gameIdentities, gameLinkCodes } from '../../db/schema/game-servers';
import { memberFlags, tickets } from '../../db/schema/tickets';
import { hashGameKey } from './service/game-key';
import { sortIdentifiers } from './service/identifiers';
import { findMemberGameFacts } from './repository/databases';
import { readJoinFacts } from './repository/joins';
import { demoApplicant, demoMembers } from '../../../test/demo-members';

// What a leaked or hostile game server key can and cannot do (docs/security.md, "Game servers'
// keys"): each test is one line of that threat model.

/** A member with an approved whitelist in the demo data. */
const approved = demoApplicant(8);
const elisa = demoMembers.elisa;
const hex = (seed: string, length: number) => seed.repeat(length).slice(0, length);
const license = (seed: string) => `license:${hex(seed, 40)}`;
const token = (seed: string) => `3:${hex(seed, 64)}`;
const generic = 'Você está na blacklist desta comunidade.\nPara saber o motivo';

const s = useTestApp({ signIn: ['administrador'] });

/** The servers a test created, revoked after it: a panel holds at most 20. */
const created: GameServerKey[] = [];
afterEach(async () => {
  for (const server of created.splice(0)) {
    await s.call('deleteGameServer', s.as.administrador, { params: { id: server.server.id } });
  }
});

async function createServer(
  name: string,
  settings: object = { whitelistMode: 'off' },
): Promise<GameServerKey> {
  const response = await s.call('createGameServer', s.as.administrador, { body: { name } });
  expect(response.statusCode, response.body).toBe(200);
  const server = response.json<GameServerKey>();
  created.push(server);
  const changed = await s.call('updateGameServer', s.as.administrador, {
    params: { id: server.server.id },
    body: settings,
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return server;
}

/** A request as a game server makes it: its key, no cookie, no Origin. */
function game(key: string, url: string, payload?: object, remoteAddress = '192.0.2.10') {
  return s.t.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    remoteAddress,
    headers: { authorization: `Bearer ${key}` },
    ...(payload && { payload }),
  });
}

async function join(
  key: string,
  identifiers: string[],
  tokens: string[] = [],
): Promise<GameJoinAnswer> {
  const response = await game(key, urlOf('gameJoin'), { name: 'Jogador', identifiers, tokens });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GameJoinAnswer>();
}

async function ban(target: string, reason: string): Promise<void> {
  const response = await postEntry(s.t, s.as.administrador, { type: 'player', target, reason });
  expect(response.statusCode, response.body).toBe(201);
}

const identityRows = (identifier: string) =>
  s.t.database.db.select().from(gameIdentities).where(eq(gameIdentities.identifier, identifier));

describe('hardware tokens', () => {
  it('matches a hardware token only among the tokens of the server that saw it', async () => {
    const first = await createServer('Tokens A');
    const second = await createServer('Tokens B');
    const cheater = '300000000000000101';
    await join(first.apiKey, [`discord:${cheater}`, license('a1')], [token('a1')]);
    await ban(cheater, 'Trapaça com o mesmo computador');

    // The same token on another server is that server's own, linked to no one there.
    expect((await join(second.apiKey, [license('b1')], [token('a1')])).allow).toBe(true);
    // On the server that saw it with the banned member, a new account on that computer matches.
    const shared = await join(first.apiKey, [license('a2')], [token('a1')]);
    expect(shared.allow).toBe(false);
    expect(shared.reason).toContain('Motivo: Trapaça com o mesmo computador.');

    const rows = await identityRows(token('a1'));
    expect(
      rows.map((row) => [row.serverId, row.discordId]).sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [Number(first.server.id), cheater],
      [Number(second.server.id), null],
    ]);
  });

  it('counts distinct identifier kinds towards the minimum: several tokens of one PC are one match', async () => {
    const { apiKey } = await createServer('Kinds', {
      whitelistMode: 'off',
      minIdentifierMatches: 2,
    });
    const cheater = '300000000000000102';
    await join(
      apiKey,
      [`discord:${cheater}`, license('k1')],
      [token('e1'), token('e2'), token('e3')],
    );
    await ban(cheater, 'Conta banida');
    // Two tokens of the banned member's computer: one kind, below the server's minimum of 2.
    expect((await join(apiKey, [license('k9')], [token('e1'), token('e2')])).allow).toBe(true);
    // Their license and a token: two kinds.
    expect((await join(apiKey, [license('k1')], [token('e1')])).allow).toBe(false);
  });
});

describe('links made by one server', () => {
  it('keeps a link a server made alone to that server, and lets the member’s own code take it', async () => {
    const hostile = await createServer('Hostil', { whitelistMode: 'allowlist' });
    const honest = await createServer('Honesto', { whitelistMode: 'allowlist' });
    // The hostile key names a whitelisted member with someone else's license.
    const claimed = await join(hostile.apiKey, [`discord:${approved}`, license('v1')]);
    expect(claimed).toEqual({ allow: true, discordId: approved });
    expect(await join(hostile.apiKey, [license('v1')])).toEqual({
      allow: true,
      discordId: approved,
    });

    // Elsewhere the license is nobody's: its owner gets a request code, not the member's entry.
    const elsewhere = await join(honest.apiKey, [license('v1')]);
    expect(elsewhere.allow).toBe(false);
    expect(elsewhere.discordId).toBeUndefined();
    expect(elsewhere.requestCode).toMatch(/^[A-Z2-9]{5}$/);
    // Nor do the other server's game-database writes find the member's account by it.
    const onHonest = await findMemberGameFacts(s.t.database.db, Number(honest.server.id), approved);
    expect(onHonest.identifiers).not.toContain(license('v1'));
    const onHostile = await findMemberGameFacts(
      s.t.database.db,
      Number(hostile.server.id),
      approved,
    );
    expect(onHostile.identifiers).toContain(license('v1'));

    // The owner enters the code: the license is theirs on every server, and staff see whose
    // one-server link it replaced.
    const owner = await signIn(s.t.app, elisa);
    const linked = await s.call('linkGameAccount', owner, {
      body: { code: elsewhere.requestCode },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const [audit] = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, linked.headers['x-request-id'] as string));
    expect(audit?.before).toEqual({
      replaced: [{ identifier: license('v1'), discordId: approved }],
    });
    const [row] = await identityRows(license('v1'));
    expect(row).toMatchObject({ discordId: elisa, linkedByServerId: null });
    expect(await join(honest.apiKey, [license('v1')])).toMatchObject({
      allow: false,
      discordId: elisa,
    });
    // The hostile server is now told nothing of who holds it.
    const after = await join(hostile.apiKey, [license('v1')]);
    expect(after.allow).toBe(false);
    expect(after.discordId).toBeUndefined();
  });

  it('makes a link count everywhere once a second server sees it', async () => {
    const first = await createServer('Primeiro', { whitelistMode: 'allowlist' });
    const second = await createServer('Segundo', { whitelistMode: 'allowlist' });
    const third = await createServer('Terceiro', { whitelistMode: 'allowlist' });
    await join(first.apiKey, [`discord:${approved}`, license('c1')]);
    expect((await join(second.apiKey, [license('c1')])).requestCode).toBeDefined();
    const [provisional] = await identityRows(license('c1'));
    expect(provisional?.linkedByServerId).toBe(Number(first.server.id));

    await join(second.apiKey, [`discord:${approved}`, license('c1')]);
    const [confirmed] = await identityRows(license('c1'));
    expect(confirmed?.linkedByServerId).toBeNull();
    // A third server lets the member in by the license, without being told who they are.
    expect(await join(third.apiKey, [license('c1')])).toEqual({ allow: true });
    expect(await join(second.apiKey, [license('c1')])).toEqual({
      allow: true,
      discordId: approved,
    });
  });

  it('shows a player again only a request code their own server made', async () => {
    const first = await createServer('Código A', { whitelistMode: 'allowlist' });
    const second = await createServer('Código B', { whitelistMode: 'allowlist' });
    const there = await join(first.apiKey, [license('u1'), 'steam:110000100000888']);
    const here = await join(second.apiKey, [license('u1')]);
    // Another server's code would link the identifiers that server listed, not these.
    expect(here.requestCode).toMatch(/^[A-Z2-9]{5}$/);
    expect(here.requestCode).not.toBe(there.requestCode);
    expect((await join(second.apiKey, [license('u1')])).requestCode).toBe(here.requestCode);
  });

  it('undoes the links a server made alone when it is revoked, and drops its tokens', async () => {
    const revoked = await createServer('Revogado', { whitelistMode: 'allowlist' });
    const other = await createServer('Fica', { whitelistMode: 'allowlist' });
    await join(
      revoked.apiKey,
      [`discord:${approved}`, license('r1'), license('r2')],
      [token('f1')],
    );
    // The other server saw the member with one of the two licenses: that link counts everywhere.
    await join(other.apiKey, [`discord:${approved}`, license('r2')]);
    expect((await identityRows(token('f1'))).map((row) => row.discordId)).toEqual([approved]);
    expect(
      (await s.call('deleteGameServer', s.as.administrador, { params: { id: revoked.server.id } }))
        .statusCode,
    ).toBe(204);
    expect(await identityRows(token('f1'))).toEqual([]);
    expect(await identityRows(license('r1'))).toMatchObject([
      { discordId: null, linkedByServerId: null, namedBy: [] },
    ]);
    expect(await identityRows(license('r2'))).toMatchObject([
      { discordId: approved, linkedByServerId: null },
    ]);
  });
});

describe('the cost of the rules', () => {
  it('writes no identity row for a returning player, banned or not, once each server saw them', async () => {
    const first = await createServer('Volta A');
    const second = await createServer('Volta B');
    const player = sortIdentifiers(
      [`discord:${approved}`, license('f5'), 'steam:110000100000999'],
      [token('f5'), token('f6')],
    );
    const fresh = async (server: GameServerKey) =>
      (await readJoinFacts(s.t.database.db, [{ keyHash: hashGameKey(server.apiKey), player }]))[0]
        ?.identitiesFresh;
    const identifiers = player.identities.filter((item) => item.kind !== 'token');
    const joinWith = (server: GameServerKey) =>
      join(
        server.apiKey,
        identifiers.map((item) => item.identifier),
        [token('f5'), token('f6')],
      );
    expect(await fresh(first)).toBe(false);
    await joinWith(first);
    expect(await fresh(first)).toBe(true);
    // A second server has its own tokens and its own sighting to record, once.
    expect(await fresh(second)).toBe(false);
    await joinWith(second);
    expect(await fresh(second)).toBe(true);
    expect(await fresh(first)).toBe(true);
    await ban('steam:110000100000999', 'Conta compartilhada');
    expect(await fresh(first)).toBe(true);
  });
});

describe('what an answer tells a key', () => {
  it('shows a ban’s reason only to a server that saw the player before the ban', async () => {
    const home = await createServer('Casa');
    const probe = await createServer('Sonda');
    const steam = 'steam:110000100000777';
    expect((await join(home.apiKey, [steam, license('h1')])).allow).toBe(true);
    await ban(steam, 'Conta usada para trapaça');

    const atHome = await join(home.apiKey, [steam, license('h1')]);
    expect(atHome.reason).toContain('Motivo: Conta usada para trapaça.');
    // A key probing the identifier learns it is banned, never why, however often it asks.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const probed = await join(probe.apiKey, [steam]);
      expect(probed.allow).toBe(false);
      expect(probed.reason).toContain(generic);
      expect(probed.reason).not.toContain('trapaça');
    }
    const report = await game(probe.apiKey, urlOf('gamePlayers'), {
      players: [{ source: 7, name: 'Sonda', identifiers: [steam], tokens: [] }],
    });
    expect(report.statusCode, report.body).toBe(200);
    const [drop] = report.json<GamePlayersAnswer>().drop;
    expect(drop?.reason).toContain(generic);
    expect(drop?.reason).not.toContain('trapaça');

    // By Discord id too, and on a server whose minimum lets a lone identifier in first.
    const member = '300000000000000103';
    await ban(member, 'Ofensas graves');
    expect((await join(probe.apiKey, [`discord:${member}`])).reason).toContain(generic);
    const lenient = await createServer('Sonda branda', {
      whitelistMode: 'off',
      minIdentifierMatches: 2,
    });
    expect((await join(lenient.apiKey, [`discord:${member}`, license('h9')])).allow).toBe(true);
    const twoKinds = await join(lenient.apiKey, [`discord:${member}`, license('h9')]);
    expect(twoKinds.allow).toBe(false);
    expect(twoKinds.reason).toContain(generic);
    expect(twoKinds.reason).not.toContain('Ofensas');
  });

  it('never tells a key the Discord id behind an identifier it did not know', async () => {
    const home = await createServer('Origem', { whitelistMode: 'allowlist' });
    const other = await createServer('Outro', { whitelistMode: 'allowlist' });
    await join(home.apiKey, [`discord:${approved}`, license('d1')]);
    await join(other.apiKey, [`discord:${approved}`, license('d1')]);
    const probe = await createServer('Curioso', { whitelistMode: 'allowlist' });
    // The link counts everywhere now: the member gets in, the key learns no Discord id.
    expect(await join(probe.apiKey, [license('d1')])).toEqual({ allow: true });
    expect(await join(probe.apiKey, [license('d1')])).toEqual({ allow: true });
    // A join that names the Discord id itself is answered with it.
    expect(await join(probe.apiKey, [`discord:${approved}`, license('d1')])).toEqual({
      allow: true,
      discordId: approved,
    });
    expect(await join(probe.apiKey, [license('d1')])).toEqual({
      allow: true,
      discordId: approved,
    });
  });
});

describe('request codes', () => {
  it('counts wrong codes per member across sessions and locks them out like code redemption', async () => {
    const member = demoIds.suporte;
    const sessions = [await signIn(s.t.app, member), await signIn(s.t.app, member)];
    const answers = [];
    for (const [index, code] of ['ABCDE', 'BCDEF', 'CDEFG', 'DEFGH', 'EFGHJ'].entries()) {
      const session = sessions[index % 2] ?? '';
      answers.push(await s.call('linkGameAccount', session, { body: { code } }));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 423]);
    expect(messageOf(answers[0]!)).toContain('Código não encontrado ou expirado');
    expect(messageOf(answers[3]!)).toContain('Resta 1 tentativa antes do bloqueio.');
    expect(messageOf(answers[4]!)).toContain('bloqueado de resgatar códigos');

    // Locked out: a right code now changes nothing, nor does a redemption code.
    const { apiKey } = await createServer('Códigos', { whitelistMode: 'allowlist' });
    const { requestCode } = await join(apiKey, [license('q1')]);
    const blocked = await s.call('linkGameAccount', sessions[1], { body: { code: requestCode } });
    expect(blocked.statusCode).toBe(423);
    const [code] = await s.t.database.db
      .select()
      .from(gameLinkCodes)
      .where(eq(gameLinkCodes.code, requestCode ?? ''));
    expect(code?.usedAt).toBeNull();
    const redeem = await s.call('redeemToken', sessions[0], { body: { token: 'QUALQUER1' } });
    expect(redeem.statusCode).toBe(423);
    const [flags] = await s.t.database.db
      .select()
      .from(memberFlags)
      .where(eq(memberFlags.userId, member));
    expect(flags?.redeemBlockedAt).not.toBeNull();
    const review = await s.t.database.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.userId, member), eq(tickets.ticketType, 'review_token')));
    expect(review).toHaveLength(1);
  });
});

describe('keys', () => {
  it('keeps a valid key working from an address that sent thirty wrong keys', async () => {
    const { apiKey } = await createServer('Atrás do proxy');
    const address = '203.0.113.50';
    const wrong = `prp_${'w'.repeat(43)}`;
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const refused = await game(wrong, urlOf('gamePlayers'), { players: [] }, address);
      expect(refused.statusCode).toBe(401);
    }
    // That key is now refused from there without a look-up, and told when to come back.
    const limited = await game(wrong, urlOf('gameJoin'), { name: 'X', identifiers: [] }, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The other server behind the same address keeps working.
    const valid = await game(apiKey, urlOf('gamePlayers'), { players: [] }, address);
    expect(valid.statusCode, valid.body).toBe(200);
    const other = await game(`prp_${'x'.repeat(43)}`, urlOf('gamePlayers'), {}, address);
    expect(other.statusCode).toBe(401);
  });

  it('answers a game server over its limit with Retry-After', async () => {
    const { apiKey } = await createServer('Apressado');
    let last = await game(apiKey, urlOf('gameCommands'), undefined, '203.0.113.60');
    for (let attempt = 0; attempt < 120 && last.statusCode !== 429; attempt += 1) {
      last = await game(apiKey, urlOf('gameCommands'), undefined, '203.0.113.60');
    }
    expect(last.statusCode).toBe(429);
    expect(last.json<{ code: string }>().code).toBe('rate_limited');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
