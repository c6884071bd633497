// A fake server for the calls page: the connected members, the ranking, mute and remove.
import { HttpResponse } from 'msw';
import type {
  CallPeriod,
  ConnectedCallChannel,
  ConnectedCallUser,
  RankingUser,
} from '@panel/contract/api/calls';
import type { ApiErrorBody } from '@panel/contract/api/errors';
import { server } from './server';
import { answer } from './answer';

export interface FakeCallsServer {
  connected: ConnectedCallUser[];
  /** Query strings of every connected list call, in order. */
  connectedCalls: URLSearchParams[];
  /** Query strings of every ranking call, in order. */
  rankingCalls: URLSearchParams[];
  mutes: { discordId: string; body: unknown }[];
  removals: string[];
  /** The actions undone ("Desfazer" on a mute's toast), by id. */
  undone: string[];
}

type Refusal = { status: number; body: ApiErrorBody };

interface FakeCallsOptions {
  connected?: ConnectedCallUser[];
  /** The whole ranking of each period, paged as asked; an absent period has nobody. */
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

/** Unique across the tests of a file: a toast is known by its action's id. */
let actionCount = 0;

function failure(status: number) {
  return HttpResponse.json({ code: 'internal', message: 'Falhou.' }, { status });
}

/** Part of the name, any case, or the whole Discord ID, as the server matches it. */
function matches(user: ConnectedCallUser, search: string): boolean {
  return (
    user.discordId === search || (user.username ?? '').toLowerCase().includes(search.toLowerCase())
  );
}

/** The channels of everyone, in the order their members first appear in `connected`. */
function channelsOf(users: ConnectedCallUser[], search: string): ConnectedCallChannel[] {
  const channels = new Map<string, ConnectedCallChannel>();
  for (const user of users) {
    const channel = channels.get(user.channelId) ?? {
      id: user.channelId,
      name: user.callName ?? user.channelId,
      position: user.callName === null ? null : channels.size,
      categoryName: user.callName === null ? null : 'Cidade',
      count: 0,
      matching: 0,
    };
    channel.count += 1;
    if (!search || matches(user, search)) channel.matching += 1;
    channels.set(user.channelId, channel);
  }
  return [...channels.values()];
}

/**
 * A server over `connected`: lists them channel by channel (channels in the order their members
 * first appear), filters by channel and search, pages by page and limit, lists the channels of
 * everyone; pages the rankings the same way; mute sets `isMuted`, remove takes the member out
 * of the list.
 */
export function serveCalls(options: FakeCallsOptions = {}): FakeCallsServer {
  const state: FakeCallsServer = {
    connected: (options.connected ?? []).map((user) => ({ ...user })),
    connectedCalls: [],
    rankingCalls: [],
    mutes: [],
    removals: [],
    undone: [],
  };
  /** Each mute is an action the server can undo: its id is the answer's `X-Request-Id`. */
  const muteActions = new Map<string, { discordId: string; muted: boolean }>();

  server.use(
    answer('connectedCalls', ({ request }) => {
      const params = new URL(request.url).searchParams;
      state.connectedCalls.push(params);
      if (options.connectedStatus) return failure(options.connectedStatus);
      const channelId = params.get('channelId');
      const search = params.get('search')?.trim() ?? '';
      const channels = channelsOf(state.connected, search);
      const order = (user: ConnectedCallUser) =>
        channels.findIndex((channel) => channel.id === user.channelId);
      const found = state.connected
        .filter((user) => !channelId || user.channelId === channelId)
        .filter((user) => !search || matches(user, search))
        .sort((a, b) => order(a) - order(b));
      const page = Number(params.get('page') ?? '1');
      const limit = Number(params.get('limit') ?? '5');
      return HttpResponse.json({
        data: found.slice((page - 1) * limit, page * limit),
        total: found.length,
        channels,
        serverTime: options.serverTime ?? new Date().toISOString(),
      });
    }),
    answer('callRanking', ({ request }) => {
      const params = new URL(request.url).searchParams;
      state.rankingCalls.push(params);
      if (options.rankingStatus) return failure(options.rankingStatus);
      const period = (params.get('period') ?? 'all') as CallPeriod;
      const ranking = options.rankings?.[period] ?? [];
      const page = Number(params.get('page') ?? '1');
      const limit = Number(params.get('limit') ?? '10');
      return HttpResponse.json({
        period,
        data: ranking.slice((page - 1) * limit, page * limit),
        total: ranking.length,
        topSeconds: ranking[0]?.totalSeconds ?? 0,
      });
    }),
    answer('muteCall', async ({ request, params }) => {
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
      actionCount += 1;
      const actionId = `00000000-0000-4000-8000-${String(actionCount).padStart(12, '0')}`;
      muteActions.set(actionId, { discordId, muted: body.muted });
      return HttpResponse.json(
        { discordId, isMuted: body.muted },
        { headers: { 'x-request-id': actionId } },
      );
    }),
    answer('undoAction', ({ params }) => {
      const id = String(params.id);
      const action = muteActions.get(id);
      if (!action)
        return HttpResponse.json(
          { code: 'not_found', message: 'Ação não encontrada.' },
          { status: 404 },
        );
      state.undone.push(id);
      state.connected = state.connected.map((user) =>
        user.discordId === action.discordId ? { ...user, isMuted: !action.muted } : user,
      );
      return HttpResponse.json({
        id,
        kind: 'calls.mute',
        createdAt: new Date().toISOString(),
        undoUntil: new Date().toISOString(),
        undoneAt: new Date().toISOString(),
        deliveries: [],
      });
    }),
    answer('removeFromCall', async ({ params }) => {
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
