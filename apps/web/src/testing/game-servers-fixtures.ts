// Game servers, joins and linked identities as the game-servers endpoints answer them.
import type {
  GameIdentity,
  GameJoin,
  GameServer,
  GameServerKey,
} from '@panel/contract/api/game-servers';

export function gameServer(index: number, overrides: Partial<GameServer> = {}): GameServer {
  return {
    id: String(index),
    name: `Servidor ${index}`,
    keyPrefix: `prp_abcd123${index}`,
    whitelistMode: 'allowlist',
    roles: [],
    minIdentifierMatches: 1,
    createdBy: { id: '100000000000000001', name: 'Ana Souza' },
    createdAt: '2026-03-02T18:30:00.000Z',
    keyRotatedAt: null,
    lastSeenAt: null,
    playersOnline: null,
    commandsAllowed: null,
    dropsHeld: null,
    joinsToday: { allowed: 0, refused: 0 },
    database: null,
    ...overrides,
  };
}

/** A key as the server writes one: `prp_` and 43 base64url characters. */
export function apiKey(seed: string): string {
  return `prp_${seed.padEnd(43, 'x').slice(0, 43)}`;
}

export function gameServerKey(server: GameServer, seed = 'chave'): GameServerKey {
  return { server, apiKey: apiKey(seed) };
}

export function gameJoin(index: number, overrides: Partial<GameJoin> = {}): GameJoin {
  return {
    id: String(index),
    at: '2026-03-20T21:15:00.000Z',
    playerName: `Jogador ${index}`,
    member: {
      id: `30000000000000000${index % 10}`,
      name: `Membro ${index}`,
      avatarUrl: null,
    },
    outcome: 'allowed',
    reason: 'allowed',
    message: null,
    requestCode: null,
    identifiers: [`license:${'a'.repeat(39)}${index % 10}`, 'steam:110000112345678'],
    ip: null,
    ...overrides,
  };
}

export function gameIdentity(index: number, overrides: Partial<GameIdentity> = {}): GameIdentity {
  return {
    id: String(index),
    kind: 'license',
    identifier: `license:${'b'.repeat(39)}${index % 10}`,
    playerName: 'Diego_RP',
    linkedAt: '2026-03-10T12:00:00.000Z',
    lastSeenAt: '2026-03-20T21:15:00.000Z',
    ...overrides,
  };
}
