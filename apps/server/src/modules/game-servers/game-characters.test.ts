import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import {
  gameDatabasePresets,
  type GamePresetFramework,
} from '@panel/contract/api/game-database-presets';
import type { GameServerKey } from '@panel/contract/api/game-servers';
import type { MemberCharacters } from '@panel/contract/api/members';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../../../test/api';
import { startMariaDb, type TestMariaDb } from '../../../test/mariadb';
import { freePort } from '../../../test/processes';
import { frameworkSchema } from '../../../test/shared-fixtures';
import { demoIds } from '../../../test/sign-in';
import { useTestApp } from '../../../test/use-test-app';
import { readAccountCharacters } from './game-database/characters';
import { characterMessages } from './service/characters';
import { readMemberCharacters } from '.';

// The member's characters, read from a real MariaDB holding each framework's published tables
// (../shared/fixtures/game-frameworks), by a database user with exactly the preset's grants and
// its characters' grants (docs/decisions/2026-12-05-game-characters.md).

const s = useTestApp({ signIn: ['administrador'] });
let maria: TestMariaDb;
const member = demoIds.membro;
const stranger = demoIds.suporte;

const licenseHex = 'ab'.repeat(20);
const steamHex = '110000100000abc';
const otherHex = 'cd'.repeat(20);

type City = 'vrpex' | 'vrp1' | 'vrp2' | 'creative5' | 'creativeNetwork';

/** Each city: its published schema, rows a city would have, and whether the read may run. */
const cities: Record<
  City,
  {
    schema: Parameters<typeof frameworkSchema>[0];
    preset: GamePresetFramework;
    seed: string[];
    readGrants: boolean;
  }
> = {
  // vRPex: Diego is user 7; his identity and money are kept by vRP's modules' tables.
  vrpex: {
    schema: 'vrpex',
    preset: 'vrp1',
    readGrants: true,
    seed: [
      'INSERT INTO vrp_users (id, whitelisted, banned) VALUES (2, 1, 0), (7, 1, 0)',
      `INSERT INTO vrp_user_ids (identifier, user_id) VALUES ('license:${otherHex}', 2), ('license:${licenseHex}', 7)`,
      "INSERT INTO vrp_user_identities (user_id, registration, phone, firstname, name, age) VALUES (2, '111AAA', '555-0000', 'Ana', 'Lima', 30), (7, '123ABC', '555-1234', 'Diego', 'Rocha', 27)",
      'INSERT INTO vrp_user_moneys (user_id, wallet, bank) VALUES (2, 10, 20), (7, 1500, 1234567)',
    ],
  },
  // vRP 1.0 with only its base tables: the user may not read the identity tables.
  vrp1: {
    schema: 'vrp1',
    preset: 'vrp1',
    readGrants: false,
    seed: [
      'INSERT INTO vrp_users (id, whitelisted, banned) VALUES (1, 1, 0), (2, 0, 0)',
      `INSERT INTO vrp_user_ids (identifier, user_id) VALUES ('license:${otherHex}', 1), ('license:${licenseHex}', 2)`,
    ],
  },
  // vRP 2: Diego's user 2 has characters 4 and 6; someone else's user 1 has character 1.
  vrp2: {
    schema: 'vrp2',
    preset: 'vrp2',
    readGrants: true,
    seed: [
      'INSERT INTO vrp_users (id) VALUES (1), (2)',
      `INSERT INTO vrp_user_ids (identifier, user_id) VALUES ('license:${otherHex}', 1), ('license:${licenseHex}', 2)`,
      'INSERT INTO vrp_characters (id, user_id) VALUES (1, 1), (4, 2), (6, 2)',
    ],
  },
  // Creative v5 (BaseMode "license"): Diego's account has characters 3 and 5, and 7, deleted.
  creative5: {
    schema: 'creative5',
    preset: 'creative5',
    readGrants: true,
    seed: [
      `INSERT INTO accounts (id, whitelist, license) VALUES (1, 1, '${otherHex}'), (2, 1, '${licenseHex}')`,
      `INSERT INTO characters (id, license, name, name2, phone, bank, deleted) VALUES (1, '${otherHex}', 'Ana', 'Lima', '555-0000', 100, 0), (3, '${licenseHex}', 'Diego', 'Rocha', '555-0101', 2500000, 0), (5, '${licenseHex}', 'Dante', 'Silva', NULL, 0, 0), (7, '${licenseHex}', 'Velho', 'Apagado', '555-0999', 9, 1)`,
    ],
  },
  // Creative Network with BaseMode "steam": the License column holds the Steam hex.
  creativeNetwork: {
    schema: 'creativeNetwork',
    preset: 'creativeNetwork',
    readGrants: true,
    seed: [
      `INSERT INTO accounts (id, Whitelist, License) VALUES (1, 1, '${otherHex}'), (2, 1, '${steamHex}')`,
      `INSERT INTO characters (id, Name, Lastname, Phone, Bank, License) VALUES (1, 'Ana', 'Lima', '555-0000', 1, '${otherHex}'), (5, 'Diego', 'Rocha', '555-0202', 5000, '${steamHex}')`,
    ],
  },
};

const servers = new Map<string, GameServerKey>();
let silent: Server;
const sockets = new Set<Socket>();

async function connectServer(name: string, body: Record<string, unknown>) {
  const created = await s.call('createGameServer', s.as.administrador, { body: { name } });
  expect(created.statusCode, created.body).toBe(200);
  const server = created.json<GameServerKey>();
  const connected = await s.call('setGameDatabase', s.as.administrador, {
    params: { id: server.server.id },
    body: { host: '127.0.0.1', password: 'senha-do-jogo', ...body },
  });
  expect(connected.statusCode, connected.body).toBe(200);
  servers.set(name, server);
  return server;
}

beforeAll(async () => {
  maria = await startMariaDb();
  for (const [city, { schema, preset, seed, readGrants }] of Object.entries(cities)) {
    await maria.load(city, frameworkSchema(schema));
    await maria.query(`USE \`${city}\``);
    for (const statement of seed) await maria.query(statement);
    await maria.query(`CREATE USER '${city}'@'%' IDENTIFIED BY 'senha-do-jogo'`);
    const { grants, characters } = gameDatabasePresets[preset];
    for (const grant of readGrants ? [...grants, ...characters.grants] : grants) {
      await maria.query(
        `GRANT ${grant.privileges} ON \`${city}\`.\`${grant.table}\` TO '${city}'@'%'`,
      );
    }
  }
  // A database that takes the connection and never answers.
  silent = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  for (const city of Object.keys(cities) as City[]) {
    const server = await connectServer(`Cidade ${city}`, {
      framework: cities[city].preset,
      port: maria.port,
      user: city,
      database: city,
    });
    // Diego connects once: the join links his licence and Steam id to him on that server.
    const joined = await s.t.app.inject({
      method: 'POST',
      url: urlOf('gameJoin'),
      headers: { authorization: `Bearer ${server.apiKey}` },
      payload: {
        name: 'Diego_Rocha',
        identifiers: [`license:${licenseHex}`, `steam:${steamHex}`, `discord:${member}`],
        tokens: [],
      },
    });
    expect(joined.statusCode, joined.body).toBe(200);
  }
}, 180_000);

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  silent?.close();
  await maria?.stop();
});

const read = (discordId: string, gameDbKey = s.t.config.gameDbKey) =>
  readMemberCharacters(s.t.database.db, discordId, { gameDbKey });

const serverOf = (answer: MemberCharacters, city: string) =>
  answer.servers.find((server) => server.serverName === `Cidade ${city}`);

describe("the member's characters, read from each framework's published tables", () => {
  it('reads the characters of the accounts found from the identities linked to him', async () => {
    const answer = await read(member);
    expect(answer.servers.map((server) => server.serverName)).toEqual(
      (Object.keys(cities) as City[]).map((city) => `Cidade ${city}`),
    );
    expect(serverOf(answer, 'vrpex')).toEqual({
      serverId: servers.get('Cidade vrpex')!.server.id,
      serverName: 'Cidade vrpex',
      framework: 'vrp1',
      status: 'read',
      message: null,
      characters: [
        {
          id: '7',
          name: 'Diego Rocha',
          fields: [
            { label: 'Registro', value: '123ABC' },
            { label: 'Telefone', value: '555-1234' },
            { label: 'Idade', value: '27' },
            { label: 'Carteira', value: '1.500' },
            { label: 'Banco', value: '1.234.567' },
          ],
        },
      ],
    });
    expect(serverOf(answer, 'vrp2')).toMatchObject({
      framework: 'vrp2',
      status: 'read',
      characters: [
        { id: '4', name: null, fields: [] },
        { id: '6', name: null, fields: [] },
      ],
    });
    // The deleted character is left out, as Creative lists them; an empty phone is no field.
    expect(serverOf(answer, 'creative5')).toMatchObject({
      status: 'read',
      characters: [
        {
          id: '3',
          name: 'Diego Rocha',
          fields: [
            { label: 'Telefone', value: '555-0101' },
            { label: 'Banco', value: '2.500.000' },
          ],
        },
        { id: '5', name: 'Dante Silva', fields: [{ label: 'Banco', value: '0' }] },
      ],
    });
    expect(serverOf(answer, 'creativeNetwork')).toMatchObject({
      status: 'read',
      characters: [
        {
          id: '5',
          name: 'Diego Rocha',
          fields: [
            { label: 'Telefone', value: '555-0202' },
            { label: 'Banco', value: '5.000' },
          ],
        },
      ],
    });
  });

  it('says which grants are missing when the user may not read the characters’ tables', async () => {
    const answer = await read(member);
    const vrp1 = serverOf(answer, 'vrp1');
    expect(vrp1).toMatchObject({ status: 'unavailable', characters: [] });
    expect(vrp1?.message).toContain('precisa de SELECT em');
    expect(vrp1?.message).toContain('vrp_user_identities, vrp_user_moneys');
  });

  it('answers no_account for a member with no account there, then reads the passport staff typed', async () => {
    const answer = await read(stranger);
    for (const city of ['vrpex', 'vrp2', 'creative5', 'creativeNetwork']) {
      expect(serverOf(answer, city)).toMatchObject({
        status: 'no_account',
        message: characterMessages.noAccount,
        characters: [],
      });
    }
    const typed = await s.call('setGamePassport', s.as.administrador, {
      params: { id: servers.get('Cidade creative5')!.server.id, discordId: stranger },
      body: { passport: 1 },
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(serverOf(await read(stranger), 'creative5')).toMatchObject({
      status: 'read',
      characters: [{ id: '1', name: 'Ana Lima' }],
    });
  });

  it('answers unavailable for a database down or silent, custom SQL, or no key, and still reads the others', async () => {
    await connectServer('Cidade fora do ar', {
      framework: 'vrp2',
      port: await freePort(),
      user: 'vrp2',
      database: 'vrp2',
    });
    const silentPort = (silent.address() as { port: number }).port;
    await connectServer('Cidade muda', {
      framework: 'creative5',
      port: silentPort,
      user: 'creative5',
      database: 'creative5',
    });
    await connectServer('Cidade própria', {
      framework: 'custom',
      port: maria.port,
      user: 'creative5',
      database: 'creative5',
      statements: {
        whitelist: 'UPDATE accounts SET whitelist = 1 WHERE license = :licenseHex',
        unwhitelist: 'UPDATE accounts SET whitelist = 0 WHERE license = :licenseHex',
        ban: 'INSERT INTO banneds (license, time) VALUES (:licenseHex, 1)',
        unban: 'DELETE FROM banneds WHERE license = :licenseHex',
      },
    });
    const started = Date.now();
    const answer = await read(member);
    // In parallel: the silent one's 5 seconds are the whole wait.
    expect(Date.now() - started).toBeLessThan(9_000);
    expect(serverOf(answer, 'fora do ar')).toMatchObject({
      status: 'unavailable',
      message: characterMessages.unreachable,
      characters: [],
    });
    expect(serverOf(answer, 'muda')).toMatchObject({
      status: 'unavailable',
      message: characterMessages.unreachable,
    });
    expect(serverOf(answer, 'própria')).toMatchObject({
      framework: 'custom',
      status: 'unavailable',
      message: characterMessages.custom,
    });
    for (const city of ['vrpex', 'vrp2', 'creative5', 'creativeNetwork']) {
      expect(serverOf(answer, city)?.status).toBe('read');
    }

    const withoutKey = await read(member, null);
    expect(withoutKey.servers.map((server) => server.message)).toContain(characterMessages.noKey);
    expect(withoutKey.servers.every((server) => server.status === 'unavailable')).toBe(true);
  }, 30_000);

  it('reads inside a read-only transaction: a statement that writes is refused', async () => {
    const connection = await mysql.createConnection({
      host: '127.0.0.1',
      port: maria.port,
      user: 'vrpex',
      password: 'senha-do-jogo',
      database: 'vrpex',
      namedPlaceholders: true,
    });
    try {
      const preset = gameDatabasePresets.vrp1;
      const writing = {
        ...preset,
        characters: {
          ...preset.characters,
          sql: 'UPDATE vrp_users SET banned = 1 WHERE id = :account',
        },
      };
      await expect(
        readAccountCharacters(connection, writing, {
          passport: null,
          identifiers: [`license:${licenseHex}`],
        }),
      ).rejects.toMatchObject({ code: 'ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION' });
    } finally {
      await connection.end();
    }
    expect(await maria.query('SELECT banned FROM vrpex.vrp_users WHERE id = 7')).toEqual([
      { banned: 0 },
    ]);
  });
});
