import { useCallback } from 'react';
import { gameJoinOutcomes, type GameJoinOutcome } from '@panel/contract/api/game-servers';
import { maxPage } from '@panel/contract/constants';
import { setOrDelete, useUrlFilters } from '@/lib/use-url-filters';

export interface GameServerFilterValues {
  /** The server whose joins are open; `null`: the list of servers. */
  server: string | null;
  /** `null`: every outcome ("Todas"). */
  outcome: GameJoinOutcome | null;
  page: number;
}

/** A row id as the API writes it; anything else in `?server=` shows the list. */
const serverIdPattern = /^[1-9]\d{0,14}$/;

/** A hand-edited or stale link (`?server=abc`, `?page=0`) falls back to the defaults. */
export function parseGameServerFilters(params: URLSearchParams): GameServerFilterValues {
  const server = params.get('server') ?? '';
  const page = Number(params.get('page'));
  const isServer = serverIdPattern.test(server);
  return {
    server: isServer ? server : null,
    outcome: isServer ? (gameJoinOutcomes.find((o) => o === params.get('outcome')) ?? null) : null,
    page: isServer && Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1,
  };
}

function writeGameServerFilters(params: URLSearchParams, next: GameServerFilterValues): void {
  setOrDelete(params, 'server', next.server ?? '');
  setOrDelete(params, 'outcome', next.server ? (next.outcome ?? '') : '');
  setOrDelete(params, 'page', next.server && next.page > 1 ? String(next.page) : '');
}

export interface GameServerFilters extends GameServerFilterValues {
  /** Opens a server's joins (every outcome, page 1), or the list again with `null`. */
  openServer: (server: string | null) => void;
  setOutcome: (outcome: GameJoinOutcome | null) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
}

/**
 * The open server and its joins' filter and page live in the query string
 * (`?server=&outcome=&page=`), so a reload, the back button or a shared link shows the same.
 */
export function useGameServerFilters(): GameServerFilters {
  const [filters, update] = useUrlFilters(parseGameServerFilters, writeGameServerFilters);
  const openServer = useCallback(
    (server: string | null) => update({ server, outcome: null, page: 1 }),
    [update],
  );
  const setOutcome = useCallback(
    (outcome: GameJoinOutcome | null) => update({ outcome, page: 1 }),
    [update],
  );
  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) => update({ page }, options),
    [update],
  );
  return { ...filters, openServer, setOutcome, setPage };
}
