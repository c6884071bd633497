// A fake server for the calls page: the connected members, the ranking, mute and remove.
import { http, HttpResponse } from 'msw';
import type { CallPeriod, ConnectedCallUser, RankingUser } from '@panel/contract/api/calls';
import type { ApiErrorBody } from '@panel/contract/api/errors';
import { server } from './server';

export interface FakeCallsServer {
  connected: ConnectedCallUser[];
  /** Query strings of every connected list call, in order. */
  connectedCalls: URLSearchParams[];
  /** Query strings of every ranking call, in order. */
  rankingCalls: URLSearchParams[];
  mutes: { discordId: string; body: unknown }[];
  removals: string[];
}

type Refusal = { status: number; body: ApiErrorBody };

interface FakeCallsOptions {
  connected?: ConnectedCallUser[];
  /** The ranking of each period; an absent period has nobody. */
  rankings?: Partial<Record<CallPeriod, RankingUser[]>>;
  /** The connected list answers this status instead (e.g. 500). */
  connectedStatus?: number;
  /** The ranking answers this status instead. */
  rankingStatus?: number;
  /** The server's clock as it reports it (a skewed clock must change nothing). */
  serverTime?: string;
  /** Mute and remove wait for this before answering. */
  holdActions?: Promise<void>;
  muteError?: Refusal;
  removeError?: Refusal;
}

function failure(status: number) {
  return HttpResponse.json({ code: 'internal', message: 'Falhou.' }, { status });
}

function channelsOf(users: ConnectedCallUser[]) {
  const channels = new Map<string, { id: string; name: string; count: number }>();
  for (const { channelId, callName } of users) {
    const channel = channels.get(channelId) ?? { id: channelId, name: callName ?? '', count: 0 };
    channel.count += 1;
    channels.set(channelId, channel);
  }
  return [...channels.values()];
}

/**
 * A server over `connected`: filters by channel, pages by page and limit, lists the channels
 * of everyone; mute sets `isMuted`, remove takes the member out of the list.
 */
export function serveCalls(options: FakeCallsOptions = {}): FakeCallsServer {
  const state: FakeCallsServer = {
    connected: (options.connected ?? []).map((user) => ({ ...user })),
    connectedCalls: [],
    rankingCalls: [],
    mutes: [],
    removals: [],
  };

  server.use(
    http.get('*/api/calls/connected', ({ request }) => {
      const params = new URL(request.url).searchParams;
      state.connectedCalls.push(params);
      if (options.connectedStatus) return failure(options.connectedStatus);
      const channelId = params.get('channelId');
      const matches = state.connected.filter((user) => !channelId || user.channelId === channelId);
      const page = Number(params.get('page') ?? '1');
      const limit = Number(params.get('limit') ?? '5');
      return HttpResponse.json({
        data: matches.slice((page - 1) * limit, page * limit),
        total: matches.length,
        channels: channelsOf(state.connected),
        serverTime: options.serverTime ?? new Date().toISOString(),
      });
    }),
    http.get('*/api/calls/ranking', ({ request }) => {
      const params = new URL(request.url).searchParams;
      state.rankingCalls.push(params);
      if (options.rankingStatus) return failure(options.rankingStatus);
      const period = (params.get('period') ?? 'all') as CallPeriod;
      return HttpResponse.json({ period, data: options.rankings?.[period] ?? [] });
    }),
    http.patch('*/api/calls/:discordId/mute', async ({ request, params }) => {
      const discordId = String(params.discordId);
      const body = (await request.json()) as { muted: boolean };
      state.mutes.push({ discordId, body });
      await options.holdActions;
      if (options.muteError) {
        return HttpResponse.json(options.muteError.body, { status: options.muteError.status });
      }
      state.connected = state.connected.map((user) =>
        user.discordId === discordId ? { ...user, isMuted: body.muted } : user,
      );
      return HttpResponse.json({ discordId, isMuted: body.muted });
    }),
    http.delete('*/api/calls/:discordId', async ({ params }) => {
      const discordId = String(params.discordId);
      state.removals.push(discordId);
      await options.holdActions;
      if (options.removeError) {
        return HttpResponse.json(options.removeError.body, { status: options.removeError.status });
      }
      state.connected = state.connected.filter((user) => user.discordId !== discordId);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}
