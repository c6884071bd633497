// The review pages' extra calls in tests: canned reasons, members' histories and bulk
// decisions (made through the fake's single-entry endpoints, so they share its entries).
import { http, HttpResponse } from 'msw';
import type { MemberHistory } from '@panel/contract/api/member-history';
import type { RejectionReason } from '@panel/contract/api/rejection-reasons';
import { answer } from '@/testing/answer';
import { server } from '@/testing/server';
import { serveReview, type FakeReviewServer } from '@/testing/applications-fixtures';

export const emptyHistory: MemberHistory = {
  applications: [],
  moreApplications: false,
  tickets: [],
  moreTickets: false,
  blacklist: null,
};

interface ExtrasOptions {
  reasons?: RejectionReason[];
  /** The history of each entry id; absent ids answer an empty one. */
  histories?: Record<string, MemberHistory>;
  /** The history calls answer this status instead (e.g. 500). */
  historyStatus?: number;
}

export interface FakeReviewExtras extends FakeReviewServer {
  historyCalls: string[];
  bulkCalls: { action: 'approve' | 'reject'; body: Record<string, unknown> }[];
}

type Options = Parameters<typeof serveReview>[0] & ExtrasOptions;

/** Unique across a file's tests: a toast is known by its action's id. */
let batches = 0;

export function serveReviewPage(options: Options): FakeReviewExtras {
  const actions = new Map<string, string[]>();
  const base = serveReview(options);
  const state: FakeReviewExtras = Object.assign(base, { historyCalls: [], bulkCalls: [] });
  const { basePath } = options;

  const bulk = (action: 'approve' | 'reject') =>
    http.post(`*${basePath}/${action}-many`, async ({ request }) => {
      const body = (await request.json()) as {
        entries: { userId: string; id: string }[];
        reason?: string;
      };
      state.bulkCalls.push({ action, body });
      const results = [];
      for (const entry of body.entries) {
        const answer = await fetch(new URL(`${basePath}/${action}`, request.url), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...entry, ...(body.reason ? { reason: body.reason } : {}) }),
        });
        const json = (await answer.json()) as { message?: string };
        results.push(
          answer.ok
            ? { id: entry.id, ok: true, entry: json }
            : { id: entry.id, ok: false, message: json.message ?? 'Falhou.' },
        );
      }
      // The single calls made here are not the page's own decisions.
      state.decisions.splice(state.decisions.length - body.entries.length);
      // The batch is one action "Desfazer" takes back: its id is the answer's X-Request-Id.
      batches += 1;
      const actionId = `00000000-0000-4000-9000-${String(batches).padStart(12, '0')}`;
      const decided = results.flatMap((result) => (result.ok ? [result.id] : []));
      actions.set(actionId, decided);
      return HttpResponse.json({ results }, { headers: { 'x-request-id': actionId } });
    });

  const undoBatch = answer('undoAction', async ({ params, request }) => {
    const ids = actions.get(String(params.id)) ?? [];
    for (const id of ids) {
      await fetch(new URL(`${basePath}/undo`, request.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id }),
      });
    }
    return HttpResponse.json({
      id: String(params.id),
      kind: 'applications.bulk',
      createdAt: '2026-03-01T10:00:00.000Z',
      undoUntil: '2026-03-01T10:00:10.000Z',
      undoneAt: '2026-03-01T10:00:05.000Z',
      deliveries: [],
    });
  });

  server.use(
    http.get(`*${basePath}/rejection-reasons`, () => HttpResponse.json(options.reasons ?? [])),
    http.get(`*${basePath}/:id/history`, ({ params }) => {
      const id = String(params.id);
      state.historyCalls.push(id);
      if (options.historyStatus) {
        return HttpResponse.json(
          { code: 'internal', message: 'Falhou.' },
          { status: options.historyStatus },
        );
      }
      return HttpResponse.json(options.histories?.[id] ?? emptyHistory);
    }),
    bulk('approve'),
    bulk('reject'),
    undoBatch,
  );
  return state;
}
