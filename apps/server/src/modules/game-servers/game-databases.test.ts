import type { Delivery } from '@panel/contract/api/deliveries';
import type { PublicForm } from '@panel/contract/api/forms';
import {
  gameDatabasePresets,
  vrpForever,
  type GamePresetFramework,
} from '@panel/contract/api/game-database-presets';
import type { GameServer, GameServerKey } from '@panel/contract/api/game-servers';
import type { Readiness } from '@panel/contract/api/system';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, messageOf, urlOf } from '../../../test/api';
import { defined } from '../../../test/defined';
import { postEntry } from '../../../test/blacklist-form';
import { startMariaDb, type TestMariaDb } from '../../../test/mariadb';
import { freePort } from '../../../test/processes';
import { frameworkSchema } from '../../../test/shared-fixtures';
import { demoIds, signIn } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { outbox } from '../../db/schema/deliveries';
import { gameDatabases } from '../../db/schema/game-servers';
import { createOutboxWorker } from '../../outbox/worker';
import { gameDatabaseDelivery } from './game-database/delivery';

// The whitelist and bans written into a real MariaDB, in each framework's own published tables
// (../shared/fixtures/game-frameworks), by a database user holding exactly the grants the
// preset names (docs/decisions/2026-12-03-game-frameworks.md).

let t: TestApp;
let maria: TestMariaDb;
let call: ReturnType<typeof apiCaller>;
let admin: string;
let diego: string;
const member = demoIds.membro;

// Diego's game: his Rockstar licence and Steam id; others' accounts sit beside his.
const licenseHex = 'ab'.repeat(20);
const steamHex = '110000100000abc';
const otherHex = 'cd'.repeat(20);
const thirdHex = 'ef'.repeat(20);

/** Each preset's database, loaded from the framework's published schema, seeded as in a city. */
const cities: Record<
  GamePresetFramework | 'vrpex',
  { schema: Parameters<typeof frameworkSchema>[0]; seed: string[] }
> = {
  // vRP 1: Diego connected once (vRP made user 2 and kept his identifiers) and never spawned.
  vrp1: {
    schema: 'vrp1',
    seed: [
      'INSERT INTO vrp_users (id, whitelisted, banned) VALUES (1, 1, 0), (2, 0, 0)',
      `INSERT INTO vrp_user_ids (identifier, user_id) VALUES ('license:${otherHex}', 1), ('license:${licenseHex}', 2), ('steam:${steamHex}', 2)`,
    ],
  },
  // vRPex: vRP 1's tables in a server's dump; Diego is user 7 there.
  vrpex: {
    schema: 'vrpex',
    seed: [
      'INSERT INTO vrp_users (id, whitelisted, banned) VALUES (2, 1, 0), (7, 0, 0)',
      `INSERT INTO vrp_user_ids (identifier, user_id) VALUES ('license:${otherHex}', 2), ('license:${licenseHex}', 7)`,
    ],
  },
  // vRP 2: Diego has users and identifiers rows but no vrp_login_users row (never let in).
  vrp2: {
    schema: 'vrp2',
    seed: [
      'INSERT INTO vrp_users (id) VALUES (1), (2)',
      `INSERT INTO vrp_user_ids (identifier, user_id) VALUES ('license:${otherHex}', 1), ('license:${licenseHex}', 2)`,
      "INSERT INTO vrp_login_users (user_id, whitelisted, ban_end, ban_reason) VALUES (1, 1, 0, '')",
    ],
  },
  // Creative v5 (BaseMode "license"): Diego's account 2 has two characters, 3 and 5; account 5
  // is someone else's, so a write by passport on accounts.id would hit them.
  creative5: {
    schema: 'creative5',
    seed: [
      `INSERT INTO accounts (id, whitelist, license) VALUES (1, 1, '${otherHex}'), (2, 0, '${licenseHex}'), (5, 0, '${thirdHex}')`,
      `INSERT INTO characters (id, license, name) VALUES (1, '${otherHex}', 'Ana'), (3, '${licenseHex}', 'Diego'), (5, '${licenseHex}', 'Dante')`,
    ],
  },
  // Creative Network with BaseMode "steam": the License column holds the Steam hex.
  creativeNetwork: {
    schema: 'creativeNetwork',
    seed: [
      `INSERT INTO accounts (id, Whitelist, License) VALUES (1, 1, '${otherHex}'), (2, 0, '${steamHex}'), (5, 0, '${thirdHex}')`,
      `INSERT INTO characters (id, License, Name) VALUES (1, '${otherHex}', 'Ana'), (5, '${steamHex}', 'Diego')`,
    ],
  },
};

const presetOf = (city: keyof typeof cities): GamePresetFramework =>
  city === 'vrpex' ? 'vrp1' : city;

beforeAll(async () => {
  maria = await startMariaDb();
  for (const [city, { schema, seed }] of Object.entries(cities)) {
    await maria.load(city, frameworkSchema(schema));
    await maria.query(`USE \`${city}\``);
    for (const statement of seed) await maria.query(statement);
    // The user the README asks for: exactly the preset's grants, table by table.
    await maria.query(`CREATE USER '${city}'@'%' IDENTIFIED BY 'senha-do-jogo'`);
    for (const grant of gameDatabasePresets[presetOf(city as keyof typeof cities)].grants) {
      await maria.query(
        `GRANT ${grant.privileges} ON \`${city}\`.\`${grant.table}\` TO '${city}'@'%'`,
      );
    }
  }
  t = await createTestApp({ env: { DECISION_UNDO_SECONDS: '0' } });
  call = apiCaller(t);
  admin = await signIn(t.app, demoIds.administrador);
  diego = await signIn(t.app, demoIds.membro);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await maria?.stop();
});

const worker = () =>
  createOutboxWorker(
    t.database.db,
    t.discord.port,
    t.app.log,
    {},
    {},
    gameDatabaseDelivery(t.database.db, t.config.gameDbKey),
  );

async function createServer(name: string): Promise<GameServerKey> {
  const response = await call('createGameServer', admin, { body: { name } });
  expect(response.statusCode).toBe(200);
  const created = response.json<GameServerKey>();
  await call('updateGameServer', admin, {
    params: { id: created.server.id },
    body: { whitelistMode: 'off' },
  });
  return created;
}

async function game(key: string, url: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${key}` },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const gameDbRows = () =>
  t.database.db
    .select()
    .from(outbox)
    .then((rows) => rows.filter((row) => row.effect.type === 'gameDb.write'));

const servers = new Map<string, GameServerKey>();
const rows = (sql: string) => maria.query<Record<string, unknown>>(sql);

describe("the game's own database, in each framework's published tables", () => {
  it('keeps the connection with its password sealed; a preset shows no SQL of its own', async () => {
    const server = await createServer('Cidade vRP');
    servers.set('vrp1', server);
    const path = urlOf('setGameDatabase', { params: { id: server.server.id } });
    const unknown = await call('PUT', path, admin, {
      framework: 'esx',
      host: '127.0.0.1',
      user: 'vrp1',
      database: 'vrp1',
    });
    expect(unknown.statusCode).toBe(400);
    const custom = await call('PUT', path, admin, {
      framework: 'custom',
      host: '127.0.0.1',
      user: 'vrp1',
      database: 'vrp1',
    });
    expect(messageOf(custom)).toContain('informe os quatro comandos');
    const badParameter = await call('PUT', path, admin, {
      framework: 'custom',
      host: '127.0.0.1',
      user: 'vrp1',
      database: 'vrp1',
      statements: {
        whitelist: 'UPDATE x SET a = 1 WHERE id = :account',
        unwhitelist: 'UPDATE x SET a = 0 WHERE id = :passport',
        ban: 'UPDATE x SET b = 1 WHERE id = :passport',
        unban: 'UPDATE x SET b = 0 WHERE id = :passport',
      },
    });
    expect(messageOf(badParameter)).toContain(':licenseHex');

    const response = await call('PUT', path, admin, {
      framework: 'vrp1',
      host: '127.0.0.1',
      port: maria.port,
      user: 'vrp1',
      database: 'vrp1',
      password: 'senha-do-jogo',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<GameServer>().database).toEqual({
      framework: 'vrp1',
      host: '127.0.0.1',
      port: maria.port,
      user: 'vrp1',
      database: 'vrp1',
      hasPassword: true,
      statements: null,
    });
    const [row] = await t.database.db
      .select()
      .from(gameDatabases)
      .where(eq(gameDatabases.serverId, Number(server.server.id)));
    expect(row?.passwordSealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('senha-do-jogo');
    expect(JSON.stringify(response.json())).not.toContain('senha-do-jogo');
  });

  it('connects a server per preset; Diego joins each once, linking his licence and Steam id', async () => {
    for (const city of ['vrpex', 'vrp2', 'creative5', 'creativeNetwork'] as const) {
      const server = await createServer(`Cidade ${city}`);
      servers.set(city, server);
      const response = await call('setGameDatabase', admin, {
        params: { id: server.server.id },
        body: {
          framework: presetOf(city),
          host: '127.0.0.1',
          port: maria.port,
          user: city,
          database: city,
          password: 'senha-do-jogo',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    // He connects to each server once (where each framework stored his account): a link one
    // server's join makes counts on that server only.
    for (const server of servers.values()) {
      await game(server.apiKey, urlOf('gameJoin'), {
        name: 'Diego_Rocha',
        identifiers: [`license:${licenseHex}`, `steam:${steamHex}`, `discord:${member}`],
        tokens: [],
      });
    }
    // Creative's resources tell the character's passport: characters.id 5, Diego's second.
    for (const city of ['creative5', 'creativeNetwork'] as const) {
      await game(servers.get(city)!.apiKey, urlOf('gamePlayers'), {
        players: [
          {
            source: 3,
            name: 'Diego_Rocha',
            identifiers: [`license:${licenseHex}`, `discord:${member}`],
            tokens: [],
            passport: 5,
          },
        ],
      });
    }
  });

  it('is ready while every connected game database answers (/readyz)', async () => {
    const response = await t.app.inject({ method: 'GET', url: urlOf('readiness') });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Readiness>().checks.gameDatabases).toEqual({
      ok: true,
      message: `Os ${servers.size} bancos de dados do jogo respondem.`,
      connected: servers.size,
      unreachable: 0,
    });
  });

  it('an approved whitelist is written on Diego’s account, found from what the game stored at his first connection, and on no other', async () => {
    const form = (
      await call('publicForm', undefined, { params: { formType: 'whitelist' } })
    ).json<PublicForm>();
    const applied = await call('submitWhitelist', diego, {
      body: {
        discordUsername: 'diego.membro',
        walletAddress: '0xabc',
        answers: form.questions.map((q) => ({
          questionId: q.id,
          answer: 'Quero jogar na cidade.',
        })),
      },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const approved = await call('approveAllowlist', admin, { body: { userId: member } });
    expect(approved.statusCode, approved.body).toBe(200);
    await worker().runOnce();
    expect((await gameDbRows()).map((row) => [row.status, row.lastError])).toEqual(
      Array(5).fill(['delivered', null]),
    );

    expect(await rows('SELECT id, whitelisted, banned FROM vrp1.vrp_users ORDER BY id')).toEqual([
      { id: 1, whitelisted: 1, banned: 0 },
      { id: 2, whitelisted: 1, banned: 0 },
    ]);
    expect(await rows('SELECT id, whitelisted FROM vrpex.vrp_users ORDER BY id')).toEqual([
      { id: 2, whitelisted: 1 },
      { id: 7, whitelisted: 1 },
    ]);
    expect(await rows('SELECT * FROM vrp2.vrp_login_users ORDER BY user_id')).toEqual([
      { user_id: 1, whitelisted: 1, ban_end: 0, ban_reason: '' },
      { user_id: 2, whitelisted: 1, ban_end: 0, ban_reason: '' },
    ]);
    expect(await rows('SELECT id, whitelist, discord FROM creative5.accounts ORDER BY id')).toEqual(
      [
        { id: 1, whitelist: 1, discord: '0' },
        { id: 2, whitelist: 1, discord: member },
        { id: 5, whitelist: 0, discord: '0' },
      ],
    );
    expect(
      await rows('SELECT id, Whitelist, Discord FROM creativeNetwork.accounts ORDER BY id'),
    ).toEqual([
      { id: 1, Whitelist: 1, Discord: '0' },
      { id: 2, Whitelist: 1, Discord: member },
      { id: 5, Whitelist: 0, Discord: '0' },
    ]);
  });

  let entryId = '';
  it('a blacklist entry bans where each framework reads bans, and lifting it clears them', async () => {
    const added = await postEntry(t, admin, {
      type: 'player',
      target: member,
      reason: 'Trapaça em evento.',
    });
    expect(added.statusCode, added.body).toBe(201);
    entryId = added.json<{ id: string }>().id;
    await worker().runOnce();
    expect(await rows('SELECT id, banned FROM vrp1.vrp_users ORDER BY id')).toEqual([
      { id: 1, banned: 0 },
      { id: 2, banned: 1 },
    ]);
    expect(await rows('SELECT id, banned FROM vrpex.vrp_users ORDER BY id')).toEqual([
      { id: 2, banned: 0 },
      { id: 7, banned: 1 },
    ]);
    expect(
      await rows('SELECT user_id, ban_end, ban_reason FROM vrp2.vrp_login_users ORDER BY user_id'),
    ).toEqual([
      { user_id: 1, ban_end: 0, ban_reason: '' },
      { user_id: 2, ban_end: vrpForever, ban_reason: 'Entrou na blacklist: Trapaça em evento.' },
    ]);
    expect(await rows('SELECT license, time FROM creative5.banneds')).toEqual([
      { license: licenseHex, time: vrpForever },
    ]);
    expect(
      await rows('SELECT id, Banned, Reason FROM creativeNetwork.accounts ORDER BY id'),
    ).toEqual([
      { id: 1, Banned: 0, Reason: null },
      { id: 2, Banned: -1, Reason: 'Entrou na blacklist: Trapaça em evento.' },
      { id: 5, Banned: 0, Reason: null },
    ]);

    const removed = await call('removeBlacklist', admin, {
      params: { id: entryId },
      body: {
        reason: 'Revisto pela equipe',
      },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    await worker().runOnce();
    expect(await rows('SELECT banned FROM vrp1.vrp_users WHERE id = 2')).toEqual([{ banned: 0 }]);
    expect(await rows('SELECT banned FROM vrpex.vrp_users WHERE id = 7')).toEqual([{ banned: 0 }]);
    expect(await rows('SELECT ban_end FROM vrp2.vrp_login_users WHERE user_id = 2')).toEqual([
      { ban_end: 0 },
    ]);
    expect(await rows('SELECT * FROM creative5.banneds')).toEqual([]);
    expect(await rows('SELECT Banned FROM creativeNetwork.accounts WHERE id = 2')).toEqual([
      { Banned: 0 },
    ]);
  });

  it('an approved appeal lifts the ban where each framework reads bans', async () => {
    const added = await postEntry(t, admin, {
      type: 'player',
      target: member,
      reason: 'Trapaça em evento.',
    });
    expect(added.statusCode, added.body).toBe(201);
    const entry = added.json<{ id: string }>().id;
    await worker().runOnce();
    expect(await rows('SELECT banned FROM vrp1.vrp_users WHERE id = 2')).toEqual([{ banned: 1 }]);
    const form = (
      await call('publicForm', undefined, { params: { formType: 'appeal' } })
    ).json<PublicForm>();
    const appealed = await call('submitAppeal', diego, {
      body: {
        subject: { kind: 'blacklist', id: entry },
        answers: form.questions.map((q) => ({ questionId: q.id, answer: 'Foi outra pessoa.' })),
      },
    });
    expect(appealed.statusCode, appealed.body).toBe(200);
    const approved = await call('approveAppeal', admin, { body: { userId: member } });
    expect(approved.statusCode, approved.body).toBe(200);
    await worker().runOnce();
    expect(await rows('SELECT banned FROM vrp1.vrp_users WHERE id = 2')).toEqual([{ banned: 0 }]);
    expect(await rows('SELECT banned FROM vrpex.vrp_users WHERE id = 7')).toEqual([{ banned: 0 }]);
    expect(await rows('SELECT ban_end FROM vrp2.vrp_login_users WHERE user_id = 2')).toEqual([
      { ban_end: 0 },
    ]);
    expect(await rows('SELECT * FROM creative5.banneds')).toEqual([]);
    expect(await rows('SELECT Banned FROM creativeNetwork.accounts WHERE id = 2')).toEqual([
      { Banned: 0 },
    ]);
  });

  it('a revoked whitelist is taken back where each framework reads it, on Diego’s account only', async () => {
    const approved = await call('listAllowlists', admin, {
      query: { status: 'approved', search: member },
    });
    const [application] = approved.json<{ id: string }[]>();
    const revoked = await call('revokeAllowlist', admin, {
      body: {
        id: application?.id,
        reason: 'Combate em zona segura',
      },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    await worker().runOnce();
    expect(await rows('SELECT id, whitelisted FROM vrp1.vrp_users ORDER BY id')).toEqual([
      { id: 1, whitelisted: 1 },
      { id: 2, whitelisted: 0 },
    ]);
    expect(await rows('SELECT id, whitelisted FROM vrpex.vrp_users ORDER BY id')).toEqual([
      { id: 2, whitelisted: 1 },
      { id: 7, whitelisted: 0 },
    ]);
    expect(
      await rows('SELECT user_id, whitelisted FROM vrp2.vrp_login_users ORDER BY user_id'),
    ).toEqual([
      { user_id: 1, whitelisted: 1 },
      { user_id: 2, whitelisted: 0 },
    ]);
    expect(await rows('SELECT id, whitelist FROM creative5.accounts ORDER BY id')).toEqual([
      { id: 1, whitelist: 1 },
      { id: 2, whitelist: 0 },
      { id: 5, whitelist: 0 },
    ]);
    expect(await rows('SELECT id, Whitelist FROM creativeNetwork.accounts ORDER BY id')).toEqual([
      { id: 1, Whitelist: 1 },
      { id: 2, Whitelist: 0 },
      { id: 5, Whitelist: 0 },
    ]);
  });

  it('a member with no account there yet fails as such on the deliveries screen, not as Discord', async () => {
    await maria.query('DELETE FROM vrp1.vrp_user_ids WHERE user_id = 2');
    const added = await postEntry(t, admin, {
      type: 'player',
      target: member,
      reason: 'Outra vez.',
    });
    expect(added.statusCode).toBe(201);
    entryId = added.json<{ id: string }>().id;
    await worker().runOnce();
    const failed = (await gameDbRows()).find(
      (row) =>
        row.effect.type === 'gameDb.write' &&
        row.effect.serverId === Number(servers.get('vrp1')!.server.id) &&
        row.status === 'failed',
    );
    expect(failed).toMatchObject({ failureCode: 'game_account_unknown' });
    const shown = await call('getDelivery', admin, { params: { id: defined(failed).id } });
    expect(shown.json<Delivery>()).toMatchObject({
      type: 'gameDb.write',
      retryable: true,
      target: { gameServerName: 'Cidade vRP' },
      failure: { reason: expect.stringContaining('ainda não tem conta no banco do jogo') },
    });
    // Diego tries to join: vRP makes his account at that connection, and the write goes again.
    await maria.query(
      `INSERT INTO vrp1.vrp_user_ids (identifier, user_id) VALUES ('license:${licenseHex}', 2)`,
    );
    await game(servers.get('vrp1')!.apiKey, urlOf('gameJoin'), {
      name: 'Diego_Rocha',
      identifiers: [`license:${licenseHex}`, `discord:${member}`],
      tokens: [],
    });
    const [again] = await t.database.db.select().from(outbox).where(eq(outbox.id, failed!.id));
    expect(again).toMatchObject({ status: 'pending', attempts: 0 });
    expect(again!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // The few seconds it waits for the framework pass.
    await t.database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(outbox.id, failed!.id));
    await worker().runOnce();
    expect(await rows('SELECT banned FROM vrp1.vrp_users WHERE id = 2')).toEqual([{ banned: 1 }]);
  });

  it('custom SQL naming only the licence writes without a passport, once per licence, in its bare form', async () => {
    const server = servers.get('creative5')!;
    const response = await call('setGameDatabase', admin, {
      params: { id: server.server.id },
      body: {
        framework: 'custom',
        host: '127.0.0.1',
        port: maria.port,
        user: 'creative5',
        database: 'creative5',
        statements: {
          whitelist: 'UPDATE accounts SET whitelist = 1 WHERE license = :licenseHex',
          unwhitelist: 'UPDATE accounts SET whitelist = 0 WHERE license = :licenseHex',
          ban: 'INSERT INTO banneds (license, time) VALUES (:licenseHex, 1)',
          unban: 'DELETE FROM banneds WHERE license = :licenseHex',
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<GameServer>().database?.statements?.ban).toContain(':licenseHex');
    await maria.query('DELETE FROM creative5.banneds');
    const removed = await call('removeBlacklist', admin, {
      params: { id: entryId },
      body: { reason: 'Revisto' },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const added = await postEntry(t, admin, { type: 'player', target: member, reason: 'De novo.' });
    expect(added.statusCode).toBe(201);
    entryId = added.json<{ id: string }>().id;
    await worker().runOnce();
    expect(await rows('SELECT license, time FROM creative5.banneds')).toEqual([
      { license: licenseHex, time: 1 },
    ]);
  });

  it('refuses for good on a wrong password, and retries, as the game database, while it cannot be reached', async () => {
    const vrp = servers.get('vrp1')!;
    const wrong = await call('setGameDatabase', admin, {
      params: { id: vrp.server.id },
      body: {
        framework: 'vrp1',
        host: '127.0.0.1',
        port: maria.port,
        user: 'vrp1',
        database: 'vrp1',
        password: 'senha-errada',
      },
    });
    expect(wrong.statusCode).toBe(200);
    const network = servers.get('creativeNetwork')!.server.id;
    // The password is kept when none is sent; nothing listens on this port.
    const unreachable = await call('setGameDatabase', admin, {
      params: { id: network },
      body: {
        framework: 'creativeNetwork',
        host: '127.0.0.1',
        port: await freePort(),
        user: 'creativeNetwork',
        database: 'creativeNetwork',
      },
    });
    expect(unreachable.json<GameServer>().database?.hasPassword).toBe(true);
    const before = new Set((await gameDbRows()).map((row) => row.id));
    const removed = await call('removeBlacklist', admin, {
      params: { id: entryId },
      body: { reason: 'Revisto' },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    await worker().runOnce();
    const fresh = (await gameDbRows()).filter((row) => !before.has(row.id));
    const of = (serverId: string) =>
      fresh.find(
        (row) => row.effect.type === 'gameDb.write' && row.effect.serverId === Number(serverId),
      );
    expect(of(vrp.server.id)).toMatchObject({ status: 'failed', failureCode: 'game_db_rejected' });
    expect(of(vrp.server.id)?.lastError).toContain('Access denied');
    const waiting = of(network);
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      failureCode: 'game_db_unavailable',
    });
    const shown = await call('getDelivery', admin, { params: { id: defined(waiting).id } });
    expect(shown.json<Delivery>().failure?.reason).toContain('A gravação no banco do jogo falhou');
    expect(shown.json<Delivery>().failure?.reason).not.toContain('Discord');
  });
});
