import type { Delivery } from '@panel/contract/api/deliveries';
import type { PublicForm } from '@panel/contract/api/forms';
import type { GameServer, GameServerKey } from '@panel/contract/api/game-servers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, messageOf } from '../../../test/api';
import { postEntry } from '../../../test/blacklist-form';
import { startMariaDb, type TestMariaDb } from '../../../test/mariadb';
import { freePort } from '../../../test/processes';
import { demoIds, signIn } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { outbox } from '../../db/schema/deliveries';
import { gameDatabases } from '../../db/schema/game-servers';
import { createOutboxWorker } from '../../discord/outbox-worker';
import { gameDatabaseDelivery } from './game-database/delivery';

// The whitelist and bans written into a real MariaDB, in the tables vRP and Creative create
// (docs/decisions/2026-11-28-game-databases.md).

let t: TestApp;
let maria: TestMariaDb;
let call: ReturnType<typeof apiCaller>;
let admin: string;
let diego: string;
const member = demoIds.membro;

beforeAll(async () => {
  maria = await startMariaDb();
  // vRP's own table (vRP 1's `vrp_users`), and Creative v5's `accounts`.
  await maria.query('CREATE DATABASE vrp');
  await maria.query(`CREATE TABLE vrp.vrp_users (id INTEGER AUTO_INCREMENT, last_login VARCHAR(255),
    whitelisted BOOLEAN, banned BOOLEAN, CONSTRAINT pk_user PRIMARY KEY(id))`);
  await maria.query('CREATE DATABASE creative');
  await maria.query(`CREATE TABLE creative.accounts (id INT NOT NULL AUTO_INCREMENT,
    license VARCHAR(50) NOT NULL, whitelist TINYINT(1) NOT NULL DEFAULT 0,
    banned TINYINT(1) NOT NULL DEFAULT 0, chars INT NOT NULL DEFAULT 1,
    gems INT NOT NULL DEFAULT 0, premium INT NOT NULL DEFAULT 0,
    discord VARCHAR(50) NOT NULL DEFAULT '0', PRIMARY KEY (id))`);
  await maria.query(`CREATE USER 'fivem'@'%' IDENTIFIED BY 'senha-do-jogo'`);
  await maria.query(`GRANT SELECT, UPDATE ON vrp.* TO 'fivem'@'%'`);
  await maria.query(`GRANT SELECT, UPDATE ON creative.* TO 'fivem'@'%'`);
  // Passport 7 on both servers, neither whitelisted nor banned.
  await maria.query(
    'INSERT INTO vrp.vrp_users (id, whitelisted, banned) VALUES (6, 0, 0), (7, 0, 0)',
  );
  await maria.query(`INSERT INTO creative.accounts (id, license) VALUES (7, 'license:abc')`);

  t = await createTestApp({ env: { DECISION_UNDO_SECONDS: '0' } });
  call = apiCaller(t);
  admin = await signIn(t.app, demoIds.administrador);
  diego = await signIn(t.app, demoIds.membro);
}, 120_000);
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
  const response = await call('POST', '/api/game-servers', admin, { name });
  expect(response.statusCode).toBe(200);
  const created = response.json<GameServerKey>();
  await call('PATCH', `/api/game-servers/${created.server.id}`, admin, { whitelistMode: 'off' });
  return created;
}

/** The server reports Diego online with his passport. */
async function reportPassport(key: string, passport: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/game/v1/players',
    headers: { authorization: `Bearer ${key}` },
    payload: {
      players: [
        {
          source: 3,
          name: 'Diego_Rocha',
          identifiers: [`license:${'ab'.repeat(20)}`, `discord:${member}`],
          tokens: [],
          passport,
        },
      ],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const gameDbRows = () =>
  t.database.db
    .select()
    .from(outbox)
    .then((rows) => rows.filter((row) => row.effect.type === 'gameDb.write'));

describe("the game's own database", () => {
  let vrp: GameServerKey;
  let creativeId = '';
  let activeEntry = '';

  it('keeps the connection with its password sealed, and shows the preset statements', async () => {
    vrp = await createServer('Cidade vRP');
    const unknownFramework = await call(
      'PUT',
      `/api/game-servers/${vrp.server.id}/database`,
      admin,
      {
        framework: 'esx',
        host: '127.0.0.1',
        user: 'fivem',
        database: 'vrp',
      },
    );
    expect(unknownFramework.statusCode).toBe(400);
    const custom = await call('PUT', `/api/game-servers/${vrp.server.id}/database`, admin, {
      framework: 'custom',
      host: '127.0.0.1',
      user: 'fivem',
      database: 'vrp',
    });
    expect(messageOf(custom)).toContain('informe os quatro comandos');

    const response = await call('PUT', `/api/game-servers/${vrp.server.id}/database`, admin, {
      framework: 'vrp',
      host: '127.0.0.1',
      port: maria.port,
      user: 'fivem',
      database: 'vrp',
      password: 'senha-do-jogo',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<GameServer>().database).toEqual({
      framework: 'vrp',
      host: '127.0.0.1',
      port: maria.port,
      user: 'fivem',
      database: 'vrp',
      hasPassword: true,
      statements: {
        whitelist: 'UPDATE vrp_users SET whitelisted = 1 WHERE id = :passport',
        unwhitelist: 'UPDATE vrp_users SET whitelisted = 0 WHERE id = :passport',
        ban: 'UPDATE vrp_users SET banned = 1 WHERE id = :passport',
        unban: 'UPDATE vrp_users SET banned = 0 WHERE id = :passport',
      },
    });
    const [row] = await t.database.db
      .select()
      .from(gameDatabases)
      .where(eq(gameDatabases.serverId, Number(vrp.server.id)));
    expect(row?.passwordSealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('senha-do-jogo');
    expect(JSON.stringify(response.json())).not.toContain('senha-do-jogo');
  });

  it('writes an approved whitelist as whitelisted = 1 on the passport the game reported', async () => {
    await reportPassport(vrp.apiKey, 7);
    const form = (await call('GET', '/api/forms/whitelist')).json<PublicForm>();
    const applied = await call('POST', '/api/forms/whitelist/applications', diego, {
      discordUsername: 'diego.membro',
      walletAddress: '0xabc',
      answers: form.questions.map((q) => ({ questionId: q.id, answer: 'Quero jogar na cidade.' })),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const approved = await call('POST', '/api/allowlists/approve', admin, { userId: member });
    expect(approved.statusCode, approved.body).toBe(200);
    await worker().runOnce();
    expect(
      await maria.query('SELECT id, whitelisted, banned FROM vrp.vrp_users ORDER BY id'),
    ).toEqual([
      { id: 6, whitelisted: 0, banned: 0 },
      { id: 7, whitelisted: 1, banned: 0 },
    ]);
    const [write] = await gameDbRows();
    expect(write).toMatchObject({ status: 'delivered' });
  });

  it('sets the ban flag while blacklisted, and clears it when the entry is removed', async () => {
    const added = await postEntry(t, admin, {
      type: 'player',
      target: member,
      reason: 'Trapaça em evento.',
    });
    expect(added.statusCode, added.body).toBe(201);
    await worker().runOnce();
    expect(await maria.query('SELECT banned FROM vrp.vrp_users WHERE id = 7')).toEqual([
      { banned: 1 },
    ]);
    const entry = added.json<{ id: string }>();
    const removed = await call('DELETE', `/api/blacklist/${entry.id}`, admin, {
      reason: 'Revisto pela equipe',
    });
    expect(removed.statusCode, removed.body).toBe(204);
    await worker().runOnce();
    expect(await maria.query('SELECT banned FROM vrp.vrp_users WHERE id = 7')).toEqual([
      { banned: 0 },
    ]);
  });

  it('says why a write failed, and delivers it once staff give the passport', async () => {
    const creative = await createServer('Cidade Creative');
    const set = await call('PUT', `/api/game-servers/${creative.server.id}/database`, admin, {
      framework: 'creative',
      host: '127.0.0.1',
      port: maria.port,
      user: 'fivem',
      database: 'creative',
      password: 'senha-do-jogo',
    });
    expect(set.statusCode, set.body).toBe(200);
    creativeId = creative.server.id;
    const added = await postEntry(t, admin, {
      type: 'player',
      target: member,
      reason: 'Outra vez.',
    });
    expect(added.statusCode).toBe(201);
    activeEntry = added.json<{ id: string }>().id;
    await worker().runOnce();
    const failed = (await gameDbRows()).find(
      (row) =>
        row.effect.type === 'gameDb.write' &&
        row.effect.serverId === Number(creative.server.id) &&
        row.status === 'failed',
    );
    expect(failed).toMatchObject({ failureCode: 'passport_unknown' });
    const shown = await call('GET', `/api/bot-settings/deliveries/${failed?.id}`, admin);
    expect(shown.json<Delivery>()).toMatchObject({
      type: 'gameDb.write',
      retryable: true,
      target: { gameServerName: 'Cidade Creative' },
      failure: { reason: expect.stringContaining('passaporte do membro') },
    });

    const typed = await call(
      'PUT',
      `/api/game-servers/${creative.server.id}/passports/${member}`,
      admin,
      { passport: 7 },
    );
    expect(typed.statusCode, typed.body).toBe(200);
    const passports = await call('GET', `/api/game-passports?discordId=${member}`, admin);
    expect(passports.json()).toEqual([
      { serverId: vrp.server.id, serverName: 'Cidade vRP', passport: 7, source: 'game' },
      { serverId: creative.server.id, serverName: 'Cidade Creative', passport: 7, source: 'staff' },
    ]);
    const retried = await call('POST', `/api/bot-settings/deliveries/${failed?.id}/retry`, admin);
    expect(retried.statusCode, retried.body).toBe(200);
    await worker().runOnce();
    expect(await maria.query('SELECT banned FROM creative.accounts WHERE id = 7')).toEqual([
      { banned: 1 },
    ]);
  });

  it('refuses for good on a wrong password, and retries while the database cannot be reached', async () => {
    const wrong = await call('PUT', `/api/game-servers/${vrp.server.id}/database`, admin, {
      framework: 'vrp',
      host: '127.0.0.1',
      port: maria.port,
      user: 'fivem',
      database: 'vrp',
      password: 'senha-errada',
    });
    expect(wrong.statusCode).toBe(200);
    // The password is kept when none is sent; nothing listens on this port.
    const unreachable = await call('PUT', `/api/game-servers/${creativeId}/database`, admin, {
      framework: 'creative',
      host: '127.0.0.1',
      port: await freePort(),
      user: 'fivem',
      database: 'creative',
    });
    expect(unreachable.json<GameServer>().database?.hasPassword).toBe(true);
    const before = new Set((await gameDbRows()).map((row) => row.id));
    const removed = await call('DELETE', `/api/blacklist/${activeEntry}`, admin, {
      reason: 'Revisto pela equipe',
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
    expect(of(creativeId)).toMatchObject({
      status: 'pending',
      attempts: 1,
      failureCode: 'unavailable',
    });
  });
});
