// A fake server for the "Entregas" tab: lists deliveries and records retries and discards.
import { http, HttpResponse } from 'msw';
import type { ApiErrorBody } from '@panel/contract/api/errors';
import type { Delivery } from '@panel/contract/api/deliveries';
import { server } from './server';

export interface FakeDeliveriesServer {
  deliveries: Delivery[];
  /** Query strings of every list call, in order. */
  listCalls: URLSearchParams[];
  retries: string[];
  discards: { id: string; body: unknown }[];
  retryAlls: unknown[];
}

interface FakeDeliveriesOptions {
  deliveries?: Delivery[];
  failedLast24h?: number;
  /** The list answers this status instead (e.g. 500). */
  listStatus?: number;
  /** Retrying one answers this refusal instead. */
  retryError?: { status: number; body: ApiErrorBody };
}

function requeued(delivery: Delivery): Delivery {
  return { ...delivery, status: 'pending', canRetry: false, canDiscard: false, failure: null };
}

/**
 * A server over `deliveries` (newest first as given): filters by status, type and search
 * (member name or id), pages by page and limit; retry, discard and retry-all change them.
 */
export function serveDeliveries(options: FakeDeliveriesOptions = {}): FakeDeliveriesServer {
  const state: FakeDeliveriesServer = {
    deliveries: (options.deliveries ?? []).map((item) => ({ ...item })),
    listCalls: [],
    retries: [],
    discards: [],
    retryAlls: [],
  };
  const replace = (id: string, change: (delivery: Delivery) => Delivery) => {
    state.deliveries = state.deliveries.map((item) => (item.id === id ? change(item) : item));
    return state.deliveries.find((item) => item.id === id);
  };

  server.use(
    http.get('*/api/bot-settings/deliveries', ({ request }) => {
      const params = new URL(request.url).searchParams;
      state.listCalls.push(params);
      if (options.listStatus) {
        return HttpResponse.json(
          { code: 'internal', message: 'Falhou.' },
          { status: options.listStatus },
        );
      }
      const status = params.get('status');
      const type = params.get('type');
      const search = (params.get('search') ?? '').toLowerCase();
      const matches = state.deliveries.filter(
        (item) =>
          (!status || item.status === status) &&
          (!type || item.type === type) &&
          (!search ||
            item.member?.id.includes(search) === true ||
            (item.member?.name ?? '').toLowerCase().includes(search)),
      );
      const page = Number(params.get('page') ?? '1');
      const limit = Number(params.get('limit') ?? '20');
      return HttpResponse.json({
        data: matches.slice((page - 1) * limit, page * limit),
        total: matches.length,
        failedLast24h:
          options.failedLast24h ??
          state.deliveries.filter((item) => item.status === 'failed').length,
      });
    }),
    http.post('*/api/bot-settings/deliveries/retry-failed', async ({ request }) => {
      const body = (await request.json()) as { type: string };
      state.retryAlls.push(body);
      const matching = state.deliveries.filter(
        (item) => item.status === 'failed' && item.type === body.type,
      );
      for (const item of matching) replace(item.id, requeued);
      return HttpResponse.json({ count: matching.length });
    }),
    http.post('*/api/bot-settings/deliveries/:id/retry', ({ params }) => {
      const id = String(params.id);
      state.retries.push(id);
      if (options.retryError) {
        return HttpResponse.json(options.retryError.body, { status: options.retryError.status });
      }
      return HttpResponse.json(replace(id, requeued));
    }),
    http.post('*/api/bot-settings/deliveries/:id/discard', async ({ params, request }) => {
      const id = String(params.id);
      const body = (await request.json()) as { reason: string };
      state.discards.push({ id, body });
      return HttpResponse.json(
        replace(id, (item) => ({
          ...item,
          status: 'discarded',
          canRetry: false,
          canDiscard: false,
          discarded: { at: '2026-03-11T09:00:00.000Z', by: 'Ana Souza', reason: body.reason },
        })),
      );
    }),
  );
  return state;
}
