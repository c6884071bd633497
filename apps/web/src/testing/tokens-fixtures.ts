// Test helpers of the codes pages: codes as the server sends them and a fake server over them.
import { HttpResponse } from 'msw';
import type { Token } from '@panel/contract/api/tokens';
import { server } from './server';
import { answer } from './answer';

const day = 86_400_000;

export function code(index: number, overrides: Partial<Token> = {}): Token {
  return {
    id: String(index),
    token: `Cod${String(index).padStart(3, '0')}`,
    uses: 0,
    maxUses: 10,
    expiresAt: new Date(Date.now() + 30 * day).toISOString(),
    type: 'allowlist',
    discordId: null,
    discordRole: null,
    ticketId: null,
    createdAt: '2026-02-01T12:00:00.000Z',
    createdBy: 'Ana Souza',
    ...overrides,
  };
}

export interface FakeTokensServer {
  /** Query strings of every list call, in order. */
  listCalls: URLSearchParams[];
  deleted: string[];
  created: unknown[];
  redeemed: unknown[];
}

interface RedeemAnswer {
  status: number;
  body: Record<string, unknown>;
}

interface FakeTokensOptions {
  codes?: Token[];
  /** The list answers this status instead (e.g. 500). */
  listStatus?: number;
  /** Create answers this instead of creating. */
  createError?: { status: number; body: Record<string, unknown> };
  /** Redeem answers this (a status and body), instead of a success; it may wait. */
  redeem?: (token: string) => RedeemAnswer | Promise<RedeemAnswer>;
}

/** A server over `codes`, newest first as given, paged with the total in `X-Total-Count`. */
export function serveTokens(options: FakeTokensOptions = {}): FakeTokensServer {
  const state: FakeTokensServer = { listCalls: [], deleted: [], created: [], redeemed: [] };
  let codes = [...(options.codes ?? [])];
  server.use(
    answer('listTokens', ({ request }) => {
      const params = new URL(request.url).searchParams;
      state.listCalls.push(params);
      if (options.listStatus) {
        return HttpResponse.json(
          { code: 'internal', message: 'Erro interno.' },
          { status: options.listStatus },
        );
      }
      const page = Number(params.get('page') ?? 1);
      const limit = Number(params.get('limit') ?? 10);
      return HttpResponse.json(codes.slice((page - 1) * limit, page * limit), {
        headers: { 'X-Total-Count': String(codes.length) },
      });
    }),
    answer('deleteToken', ({ params }) => {
      const id = String(params.id);
      state.deleted.push(id);
      codes = codes.filter((item) => item.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
    answer('redeemToken', async ({ request }) => {
      const body = (await request.json()) as { token: string };
      state.redeemed.push(body);
      const answer = (await options.redeem?.(body.token)) ?? {
        status: 200,
        body: { type: 'allowlist', message: 'Sua whitelist foi aprovada.' },
      };
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
    answer('createToken', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.created.push(body);
      if (options.createError) {
        return HttpResponse.json(options.createError.body, {
          status: options.createError.status,
        });
      }
      const created = code(codes.length + 1, body);
      codes = [created, ...codes];
      return HttpResponse.json(created);
    }),
  );
  return state;
}
