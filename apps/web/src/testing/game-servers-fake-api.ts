// A fake server for the game servers' endpoints: servers, keys, joins and linked identities.
import { HttpResponse } from 'msw';
import type { ApiErrorBody } from '@panel/contract/api/errors';
import type {
  GameIdentity,
  GameLinkResult,
  GameJoin,
  GameServer,
  UpdateGameServerBody,
} from '@panel/contract/api/game-servers';
import { apiKey, gameServer } from './game-servers-fixtures';
import { server } from './server';
import { answer } from './answer';

type Refusal = { status: number; body: ApiErrorBody };
type Action =
  'list' | 'create' | 'update' | 'rotate' | 'remove' | 'joins' | 'identities' | 'unlink';

export interface FakeGameServersApi {
  servers: GameServer[];
  /** Joins per server id, newest first. */
  joins: Record<string, GameJoin[]>;
  /** Identities per Discord id. */
  identities: Record<string, GameIdentity[]>;
  creates: unknown[];
  updates: { id: string; body: UpdateGameServerBody }[];
  rotations: string[];
  removals: string[];
  /** Query strings of every joins call, in order. */
  joinCalls: { id: string; params: URLSearchParams }[];
  identityCalls: string[];
  unlinks: string[];
  /** Every key handed out, in order. */
  keys: string[];
}

interface FakeGameServersOptions {
  servers?: GameServer[];
  joins?: Record<string, GameJoin[]>;
  identities?: Record<string, GameIdentity[]>;
  refuse?: Partial<Record<Action, Refusal>>;
  /** The list waits for this before answering. */
  holdList?: Promise<void>;
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** Serves `/api/game-servers*` and `/api/game-identities*` over the given data. */
export function serveGameServers(options: FakeGameServersOptions = {}): FakeGameServersApi {
  const state: FakeGameServersApi = {
    servers: (options.servers ?? []).map((item) => ({ ...item })),
    joins: { ...options.joins },
    identities: { ...options.identities },
    creates: [],
    updates: [],
    rotations: [],
    removals: [],
    joinCalls: [],
    identityCalls: [],
    unlinks: [],
    keys: [],
  };
  const refusal = (action: Action) => {
    const refused = options.refuse?.[action];
    return refused ? HttpResponse.json(refused.body, { status: refused.status }) : null;
  };
  const newKey = () => {
    const key = apiKey(`novachave${state.keys.length + 1}`);
    state.keys.push(key);
    return key;
  };
  let nextId = 100;

  server.use(
    answer('listGameServers', async () => {
      await options.holdList;
      return refusal('list') ?? HttpResponse.json({ data: state.servers });
    }),
    answer('createGameServer', async ({ request }) => {
      const body = (await readJson(request)) as { name: string };
      state.creates.push(body);
      const refused = refusal('create');
      if (refused) return refused;
      const key = newKey();
      const created = gameServer(nextId++, { name: body.name, keyPrefix: key.slice(0, 12) });
      state.servers.push(created);
      return HttpResponse.json({ server: created, apiKey: key }, { status: 201 });
    }),
    answer('updateGameServer', async ({ request, params }) => {
      const id = String(params.id);
      const body = (await readJson(request)) as UpdateGameServerBody;
      state.updates.push({ id, body });
      const refused = refusal('update');
      if (refused) return refused;
      const current = state.servers.find((item) => item.id === id) ?? gameServer(Number(id));
      const { roleIds, ...rest } = body;
      const updated: GameServer = {
        ...current,
        ...rest,
        roles: roleIds ? roleIds.map((roleId) => ({ id: roleId, name: null })) : current.roles,
      };
      state.servers = state.servers.map((item) => (item.id === id ? updated : item));
      return HttpResponse.json(updated);
    }),
    answer('rotateGameServerKey', ({ params }) => {
      const id = String(params.id);
      state.rotations.push(id);
      const refused = refusal('rotate');
      if (refused) return refused;
      const key = newKey();
      const current = state.servers.find((item) => item.id === id) ?? gameServer(Number(id));
      const updated = {
        ...current,
        keyPrefix: key.slice(0, 12),
        keyRotatedAt: '2026-03-21T10:00:00.000Z',
      };
      state.servers = state.servers.map((item) => (item.id === id ? updated : item));
      return HttpResponse.json({ server: updated, apiKey: key });
    }),
    answer('deleteGameServer', ({ params }) => {
      const id = String(params.id);
      state.removals.push(id);
      const refused = refusal('remove');
      if (refused) return refused;
      state.servers = state.servers.filter((item) => item.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
    answer('listGameJoins', ({ request, params }) => {
      const id = String(params.id);
      const search = new URL(request.url).searchParams;
      state.joinCalls.push({ id, params: search });
      const refused = refusal('joins');
      if (refused) return refused;
      const outcome = search.get('outcome');
      const matches = (state.joins[id] ?? []).filter(
        (join) => !outcome || join.outcome === outcome,
      );
      const page = Number(search.get('page') ?? '1');
      const limit = Number(search.get('limit') ?? '20');
      return HttpResponse.json({
        data: matches.slice((page - 1) * limit, page * limit),
        total: matches.length,
      });
    }),
    answer('listGameIdentities', ({ request }) => {
      const discordId = new URL(request.url).searchParams.get('discordId') ?? '';
      state.identityCalls.push(discordId);
      return refusal('identities') ?? HttpResponse.json(state.identities[discordId] ?? []);
    }),
    answer('unlinkGameIdentity', ({ params }) => {
      const id = String(params.id);
      state.unlinks.push(id);
      const refused = refusal('unlink');
      if (refused) return refused;
      for (const [discordId, list] of Object.entries(state.identities)) {
        state.identities[discordId] = list.filter((identity) => identity.id !== id);
      }
      // The action "Desfazer" names: the request's id.
      return new HttpResponse(null, {
        status: 204,
        headers: { 'x-request-id': `unlink-${id}` },
      });
    }),
  );
  return state;
}

export interface FakeGameLinks {
  links: GameIdentity[];
  /** The bodies of every link call, in order. */
  linkCalls: unknown[];
}

interface FakeGameLinksOptions {
  links?: GameIdentity[];
  /** What a link adds to the member's identities. */
  linked?: GameIdentity[];
  refuse?: Refusal;
  /** What the next join would find, as the link answers it (`allowed` by default). */
  next?: GameLinkResult['next'];
  /** The member's list answers this status instead (e.g. 500). */
  listStatus?: number;
}

/** Serves the member's `/api/me/game-links`: the linked identities, and linking by code. */
export function serveGameLinks(options: FakeGameLinksOptions = {}): FakeGameLinks {
  const state: FakeGameLinks = { links: [...(options.links ?? [])], linkCalls: [] };
  server.use(
    answer('myGameLinks', () =>
      options.listStatus
        ? HttpResponse.json(
            { code: 'internal', message: 'Falhou.' },
            { status: options.listStatus },
          )
        : HttpResponse.json(state.links),
    ),
    answer('linkGameAccount', async ({ request }) => {
      const body = await readJson(request);
      state.linkCalls.push(body);
      if (options.refuse) {
        return HttpResponse.json(options.refuse.body, { status: options.refuse.status });
      }
      state.links = [...(options.linked ?? []), ...state.links];
      return HttpResponse.json({
        message:
          options.next === 'no_whitelist'
            ? 'Conta do jogo vinculada. Agora peça sua whitelist: Cidade principal só deixa entrar quem tem whitelist aprovada.'
            : 'Conta do jogo vinculada: conecte de novo em Cidade principal para entrar.',
        next: options.next ?? 'allowed',
        playerName: 'Diego_RP',
        serverName: 'Cidade principal',
      });
    }),
  );
  return state;
}
