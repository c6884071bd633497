import type { GameJoinList } from '@panel/contract/api/game-servers';
import type { z } from 'zod';
import type { gameJoinListQuerySchema } from '@panel/contract/api/game-servers';
import type { Database } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { presentJoin } from '../present';
import { listJoinRows } from '../repository/joins';
import { findServerRow } from '../repository/servers';

/** A server's decided joins, newest first; the IP only for administradores. */
export async function listGameJoins(
  db: Database,
  serverId: number,
  query: z.output<typeof gameJoinListQuerySchema>,
  options: { showIp: boolean },
): Promise<GameJoinList> {
  if (!(await findServerRow(db, serverId))) throw notFound('Servidor de jogo não encontrado.');
  const page = await listJoinRows(db, serverId, query);
  return { data: page.rows.map((row) => presentJoin(row, options.showIp)), total: page.total };
}
