import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { keyRefusals } from '../../http/bearer-keys';
import { bearerKey, hashGameKey, keyMatches } from './service/game-key';
import { findServerByKeyHash, type GameServerRow } from './repository/servers';

const failuresPerMinute = 30;

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
  const failures = keyRefusals({ perMinute: failuresPerMinute });
  const keys = new WeakMap<FastifyRequest, GameKey>();
  const rows = new WeakMap<FastifyRequest, GameServerRow>();

  /** A refusal of the request's key, counted against that key from its address. */
  const refuse = (request: FastifyRequest): HttpError => {
    const key = keys.get(request);
    if (key) failures.count(request.ip, key.keyHash);
    return invalidKey();
  };

  /**
   * Takes the key of the `Authorization` header: a malformed one is refused at once (no
   * look-up), and a key refused 30 times this minute from this address is refused there,
   * without a look-up, with the seconds to wait in `Retry-After`.
   */
  const readKey = async (request: FastifyRequest): Promise<void> => {
    const apiKey = bearerKey(request.headers.authorization);
    if (!apiKey) throw invalidKey();
    const keyHash = hashGameKey(apiKey);
    const seconds = failures.blockedFor(request.ip, keyHash);
    if (seconds !== null) {
      throw new HttpError(
        429,
        'rate_limited',
        `Chave do servidor de jogo recusada muitas vezes. Aguarde ${seconds} segundos.`,
        undefined,
        { 'retry-after': String(seconds) },
      );
    }
    keys.set(request, { apiKey, keyHash });
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
