import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ConnectedCalls, ConnectedCallUser } from '@panel/contract/api/calls';
import { pageSizes } from '@panel/contract/constants';
import { callsEndpoints } from '@panel/contract/endpoints/calls';
import { callEndpointPage } from '@/lib/api-client';
import { useLivePollInterval } from '@/lib/live-updates';
import { callKeys } from '@/lib/query-keys';

export const connectedPageSize = pageSizes.callsConnected;
/** Who is in voice changes by the minute: the list asks again every 10 seconds. */
export const connectedRefreshMs = 10_000;

export interface ConnectedQuery {
  channelId: string | null;
  /** Trimmed; empty for none. */
  search: string;
  page: number;
}

export interface ConnectedCallsPage {
  items: ConnectedCallUser[];
  /** Members in voice (in the chosen channel, matching the search), over all pages. */
  total: number;
  channels: ConnectedCalls['channels'];
  /**
   * When the answer arrived, by this browser's clock. Each `timeInCall` runs on from here, so
   * a browser clock that disagrees with the server's changes nothing.
   */
  receivedAt: number;
}

export async function getConnectedCalls(
  { channelId, search, page }: ConnectedQuery,
  signal?: AbortSignal,
): Promise<ConnectedCallsPage> {
  const { items, total, extra } = await callEndpointPage(callsEndpoints.connectedCalls, {
    query: {
      channelId: channelId ?? undefined,
      search: search || undefined,
      page,
      limit: connectedPageSize,
    },
    signal,
  });
  return { items, total, channels: extra.channels, receivedAt: Date.now() };
}

export function connectedCallsQueryOptions(query: ConnectedQuery) {
  return queryOptions({
    queryKey: callKeys.connected(query),
    queryFn: ({ signal }) => getConnectedCalls(query, signal),
    staleTime: connectedRefreshMs,
    refetchInterval: connectedRefreshMs,
    // Spec section 7: polled instead, and retried once (the client's default).
    refetchOnWindowFocus: false,
    // The current page stays on screen while another page or channel loads.
    placeholderData: keepPreviousData,
  });
}

/** Polled while live updates are off; once on, a voice change refreshes it within a second. */
export function useConnectedCalls(query: ConnectedQuery) {
  const refetchInterval = useLivePollInterval(connectedRefreshMs);
  return useQuery({ ...connectedCallsQueryOptions(query), refetchInterval });
}
