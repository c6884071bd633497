import type { GameJoin, gameJoinListQuerySchema } from '@panel/contract/api/game-servers';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { listReader, type ListPage } from '../../../db/list-page';
import { notFound } from '../../../http/errors';
import { presentJoin } from '../present';
import { listJoinRows } from '../repository/joins';
import { findServerRow } from '../repository/servers';

type JoinQuery = z.output<typeof gameJoinListQuerySchema> & { serverId: number; showIp: boolean };

/** A server's decided joins, newest first, counted up to a cap; the IP only with `view_game_server_ips`. */
const readJoins = listReader({
  name: 'game-joins',
  read: async (db, query: JoinQuery, range) => {
    const found = await listJoinRows(db, query.serverId, query, range);
    return { ...found, rows: found.rows.map((row) => presentJoin(row, query.showIp)) };
  },
  present: (join: GameJoin) => join,
});

export async function listGameJoins(
  db: Database,
  serverId: number,
  query: z.output<typeof gameJoinListQuerySchema>,
  options: { showIp: boolean },
): Promise<ListPage<GameJoin>> {
  if (!(await findServerRow(db, serverId))) throw notFound('Servidor de jogo não encontrado.');
  return readJoins(db, { ...query, serverId, showIp: options.showIp });
}
