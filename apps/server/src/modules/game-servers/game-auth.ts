import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { bearerKey, hashGameKey, keyMatches } from './game-key';
import { findServerByKeyHash, type GameServerRow } from './repository/servers';

/** Wrong keys one address may send a minute before it is refused without a look-up. */
const failuresPerMinute = 30;
const failureWindowMs = 60_000;
const maxTrackedAddresses = 10_000;

const invalidKey = () =>
  new HttpError(
    401,
    'unauthenticated',
    'Chave do servidor de jogo inválida ou revogada. Gere uma nova chave em "Servidores de jogo" no painel.',
  );

/** The key a game request carries, read by the route's onRequest hook. */
export interface GameKey {
  apiKey: string;
  keyHash: string;
}

/**
 * The game API's keys. Every request's Bearer key must be a game server's current key, looked
 * up by its hash on every request (no cache, so a rotation or a revocation holds at once in
 * every process): by `authenticate` in the route's onRequest hook, or, for the join check, in
 * the same statement that reads the join's facts (`checkJoin`), after `readKey` took the
 * header's key.
 */
export function gameKeys(db: Database) {
  const failures = new Map<string, { count: number; resetAt: number }>();
  const keys = new WeakMap<FastifyRequest, GameKey>();
  const rows = new WeakMap<FastifyRequest, GameServerRow>();

  const countFailure = (address: string) => {
    const now = Date.now();
    const entry = failures.get(address);
    if (entry && entry.resetAt > now) {
      entry.count += 1;
      return;
    }
    if (failures.size >= maxTrackedAddresses) {
      for (const [key, value] of failures) if (value.resetAt <= now) failures.delete(key);
    }
    if (failures.size < maxTrackedAddresses) {
      failures.set(address, { count: 1, resetAt: now + failureWindowMs });
    }
  };

  /** A refusal of the request's key, counted against its address. */
  const refuse = (request: FastifyRequest): HttpError => {
    countFailure(request.ip);
    return invalidKey();
  };

  /** Takes the key of the `Authorization` header, refusing a malformed one and a flooding address. */
  const readKey = async (request: FastifyRequest): Promise<void> => {
    const entry = failures.get(request.ip);
    if (entry && entry.resetAt > Date.now() && entry.count >= failuresPerMinute) {
      const seconds = Math.ceil((entry.resetAt - Date.now()) / 1000);
      throw new HttpError(
        429,
        'rate_limited',
        `Muitas chaves inválidas deste endereço. Aguarde ${seconds} segundos.`,
      );
    }
    const apiKey = bearerKey(request.headers.authorization);
    if (!apiKey) throw refuse(request);
    keys.set(request, { apiKey, keyHash: hashGameKey(apiKey) });
  };

  return {
    readKey,
    refuse,
    /** `readKey`, then the server the key opens (sets `request.gameServer`). */
    async authenticate(request: FastifyRequest): Promise<void> {
      await readKey(request);
      const key = keys.get(request);
      const row = key && (await findServerByKeyHash(db, key.keyHash));
      if (!key || !row || !keyMatches(key.apiKey, row.keyHash)) throw refuse(request);
      request.gameServer = { id: row.id, name: row.name };
      rows.set(request, row);
    },
    keyOf(request: FastifyRequest): GameKey {
      const key = keys.get(request);
      if (!key) throw refuse(request);
      return key;
    },
    /** The server row of a request `authenticate` let through. */
    serverOf(request: FastifyRequest): GameServerRow {
      const row = rows.get(request);
      if (!row) throw refuse(request);
      return row;
    },
    /** The rate limit's key: the key's hash, so each game server has its own budget. */
    limitKey(request: FastifyRequest): string {
      return `game:${keys.get(request)?.keyHash ?? request.ip}`;
    },
  };
}

export type GameKeys = ReturnType<typeof gameKeys>;
