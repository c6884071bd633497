import type { EndpointId } from '@panel/contract/endpoints';
import type { Database } from '../src/db/client';
import { gameIdentities, gameLinkCodes, gameServers } from '../src/db/schema/game-servers';
import type { Caller } from './authorization-expected';
import { defined } from './defined';
import { demoIds } from './sign-in';

type Sample = string | ((caller: Caller) => string);

/** Rows the game servers' samples act on, made by `prepareGameSamples`. */
const ids = { server: '999999', spare: '999999', identity: '999999' };
const signedIn: Caller[] = ['membro', 'suporte', 'moderador', 'administrador'];
const codeOf = (caller: Caller) => `MTX${'ABCD'[signedIn.indexOf(caller)] ?? 'E'}2`;

export const gameSampleUrl = {
  listGameServers: '/api/game-servers',
  createGameServer: '/api/game-servers',
  updateGameServer: () => `/api/game-servers/${ids.server}`,
  rotateGameServerKey: () => `/api/game-servers/${ids.server}/rotate-key`,
  setGameDatabase: () => `/api/game-servers/${ids.server}/database`,
  removeGameDatabase: () => `/api/game-servers/${ids.server}/database`,
  listGamePassports: `/api/game-passports?discordId=${demoIds.membro}`,
  setGamePassport: () => `/api/game-servers/${ids.server}/passports/${demoIds.membro}`,
  deleteGameServer: () => `/api/game-servers/${ids.spare}`,
  listGameJoins: () => `/api/game-servers/${ids.server}/joins?outcome=refused&page=1`,
  listGameIdentities: `/api/game-identities?discordId=${demoIds.membro}`,
  unlinkGameIdentity: () => `/api/game-identities/${ids.identity}`,
  myGameLinks: '/api/me/game-links',
  linkGameAccount: '/api/me/game-links',
  // A panel session never opens the game API: every caller gets 401.
  gameJoin: '/api/game/v1/join',
  gamePlayers: '/api/game/v1/players',
  gameCommands: '/api/game/v1/commands',
  ackGameCommand: '/api/game/v1/commands/1/ack',
} satisfies Partial<Record<EndpointId, Sample>>;

export const gameSampleBody = {
  createGameServer: { name: 'Servidor da matriz' },
  updateGameServer: { whitelistMode: 'guild' },
  setGameDatabase: {
    framework: 'vrp1',
    host: '127.0.0.1',
    port: 3306,
    user: 'fivem',
    database: 'vrp',
    password: 'segredo',
  },
  setGamePassport: { passport: 42 },
  linkGameAccount: (caller: Caller) => ({ code: codeOf(caller) }),
  gameJoin: { name: 'Jogador', identifiers: ['license:abc123'], tokens: [] },
  gamePlayers: { players: [] },
  ackGameCommand: { outcome: 'done' },
} satisfies Partial<Record<EndpointId, object | ((caller: Caller) => object)>>;

export async function prepareGameSamples(db: Database): Promise<void> {
  const servers = await db
    .insert(gameServers)
    .values(
      ['Matriz', 'Matriz (revogar)'].map((name, index) => ({
        name,
        keyHash: `matrix-hash-${index}`,
        keyPrefix: `prp_matrix${index}`,
        createdByName: 'Matriz',
      })),
    )
    .returning({ id: gameServers.id });
  ids.server = String(defined(servers[0]).id);
  ids.spare = String(defined(servers[1]).id);
  const [identity] = await db
    .insert(gameIdentities)
    .values({
      identifier: 'license:0123456789abcdef0123456789abcdef01234567',
      kind: 'license',
      discordId: demoIds.membro,
      linkedAt: new Date(),
    })
    .returning({ id: gameIdentities.id });
  ids.identity = String(defined(identity).id);
  await db.insert(gameLinkCodes).values(
    signedIn.map((caller, index) => ({
      code: codeOf(caller),
      serverId: defined(servers[0]).id,
      playerName: `Jogador ${index}`,
      identifiers: [`license:${String(index).repeat(40)}`],
      anchor: `license:${String(index).repeat(40)}`,
      expiresAt: new Date(Date.now() + 30 * 60_000),
    })),
  );
}
