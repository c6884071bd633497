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

/**
 * The onRequest hook of the game API: the request's Bearer key must be a game server's current
 * key, looked up by its hash on every request (no cache, so a rotation or a revocation holds at
 * once in every process). Sets `request.gameServer` and keeps the server's row for the handler.
 */
export function gameKeyAuthenticator(db: Database) {
  const failures = new Map<string, { count: number; resetAt: number }>();
  const rows = new WeakMap<FastifyRequest, GameServerRow>();

  const refuse = (address: string): HttpError => {
    const now = Date.now();
    const entry = failures.get(address);
    if (!entry || entry.resetAt <= now) {
      if (failures.size >= maxTrackedAddresses) {
        for (const [key, value] of failures) if (value.resetAt <= now) failures.delete(key);
      }
      if (failures.size < maxTrackedAddresses) {
        failures.set(address, { count: 1, resetAt: now + failureWindowMs });
      }
    } else {
      entry.count += 1;
    }
    return invalidKey();
  };

  return {
    async authenticate(request: FastifyRequest): Promise<void> {
      const address = request.ip;
      const entry = failures.get(address);
      if (entry && entry.resetAt > Date.now() && entry.count >= failuresPerMinute) {
        const seconds = Math.ceil((entry.resetAt - Date.now()) / 1000);
        throw new HttpError(
          429,
          'rate_limited',
          `Muitas chaves inválidas deste endereço. Aguarde ${seconds} segundos.`,
        );
      }
      const key = bearerKey(request.headers.authorization);
      if (!key) throw refuse(address);
      const row = await findServerByKeyHash(db, hashGameKey(key));
      if (!row || !keyMatches(key, row.keyHash)) throw refuse(address);
      request.gameServer = { id: row.id, name: row.name };
      rows.set(request, row);
    },
    /** The server row of an authenticated game request. */
    serverOf(request: FastifyRequest): GameServerRow {
      const row = rows.get(request);
      if (!row) throw invalidKey();
      return row;
    },
  };
}
