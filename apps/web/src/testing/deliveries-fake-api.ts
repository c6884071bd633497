// A fake server for the "Entregas" tab: lists deliveries and records retries and discards.
import { HttpResponse } from 'msw';
import type { ApiErrorBody } from '@panel/contract/api/errors';
import type { Delivery } from '@panel/contract/api/deliveries';
import { server } from './server';
import { answer } from './answer';

export interface FakeDeliveriesServer {
  deliveries: Delivery[];
  /** Query strings of every list call, in order. */
  listCalls: URLSearchParams[];
  retries: string[];
  discards: { id: string; body: unknown }[];
  /** Bodies of "Tentar novamente todas" and "Descartar todas", in order. */
  retryAlls: unknown[];
  discardAlls: unknown[];
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
  return { ...delivery, status: 'pending', retryable: false, canDiscard: false, failure: null };
}

function discarded(delivery: Delivery, reason: string): Delivery {
  return {
    ...delivery,
    status: 'discarded',
    retryable: false,
    canDiscard: false,
    discarded: { at: '2026-03-11T09:00:00.000Z', by: 'Ana Souza', reason },
  };
}

interface FilterValues {
  status?: string | null;
  type?: string | null;
  search?: string | null;
}

function matching(deliveries: Delivery[], filter: FilterValues): Delivery[] {
  const search = (filter.search ?? '').toLowerCase();
  return deliveries.filter(
    (item) =>
      (!filter.status || item.status === filter.status) &&
      (!filter.type || item.type === filter.type) &&
      (!search ||
        item.member?.id.includes(search) === true ||
        (item.member?.name ?? '').toLowerCase().includes(search)),
  );
}

/**
 * A server over `deliveries` (newest first as given): filters by status, type and search
 * (member name or id), pages by page and limit; retry, discard and both bulk actions change
 * them.
 */
export function serveDeliveries(options: FakeDeliveriesOptions = {}): FakeDeliveriesServer {
  const state: FakeDeliveriesServer = {
    deliveries: (options.deliveries ?? []).map((item) => ({ ...item })),
    listCalls: [],
    retries: [],
    discards: [],
    retryAlls: [],
    discardAlls: [],
  };
  const replace = (id: string, change: (delivery: Delivery) => Delivery) => {
    state.deliveries = state.deliveries.map((item) => (item.id === id ? change(item) : item));
    return state.deliveries.find((item) => item.id === id);
  };

  server.use(
    answer('listDeliveries', ({ request }) => {
      const params = new URL(request.url).searchParams;
      state.listCalls.push(params);
      if (options.listStatus) {
        return HttpResponse.json(
          { code: 'internal', message: 'Falhou.' },
          { status: options.listStatus },
        );
      }
      const matches = matching(state.deliveries, {
        status: params.get('status'),
        type: params.get('type'),
        search: params.get('search'),
      });
      const page = Number(params.get('page') ?? '1');
      const limit = Number(params.get('limit') ?? '25');
      return HttpResponse.json({
        data: matches.slice((page - 1) * limit, page * limit),
        total: matches.length,
        retryableCount: matches.filter((item) => item.retryable).length,
        discardableCount: matches.filter((item) => item.canDiscard).length,
        failedLast24h:
          options.failedLast24h ??
          state.deliveries.filter((item) => item.status === 'failed').length,
      });
    }),
    answer('retryAllDeliveries', async ({ request }) => {
      const body = (await request.json()) as FilterValues;
      state.retryAlls.push(body);
      const chosen = matching(state.deliveries, body).filter((item) => item.retryable);
      for (const item of chosen) replace(item.id, requeued);
      return HttpResponse.json({ count: chosen.length });
    }),
    answer('discardAllDeliveries', async ({ request }) => {
      const body = (await request.json()) as FilterValues & { reason: string };
      state.discardAlls.push(body);
      const chosen = matching(state.deliveries, body).filter((item) => item.canDiscard);
      for (const item of chosen) replace(item.id, (one) => discarded(one, body.reason));
      return HttpResponse.json({ count: chosen.length });
    }),
    answer('retryDelivery', ({ params }) => {
      const id = String(params.id);
      state.retries.push(id);
      if (options.retryError) {
        return HttpResponse.json(options.retryError.body, { status: options.retryError.status });
      }
      return HttpResponse.json(replace(id, requeued));
    }),
    answer('discardDelivery', async ({ params, request }) => {
      const id = String(params.id);
      const body = (await request.json()) as { reason: string };
      state.discards.push({ id, body });
      return HttpResponse.json(replace(id, (item) => discarded(item, body.reason)));
    }),
  );
  return state;
}
