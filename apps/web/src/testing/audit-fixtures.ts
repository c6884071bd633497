// Test helpers of the audit page: entries as the server sends them and a fake server over them.
import { HttpResponse } from 'msw';
import type { AuditEntry, AuditPage } from '@panel/contract/api/audit';
import { server } from './server';
import { answer } from './answer';

export function auditEntry(index: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: `log-${index}`,
    userId: `2000000000000000${String(index).padStart(2, '0')}`,
    username: `Usuário ${index}`,
    avatar: null,
    createdAt: `2025-03-${String((index % 28) + 1).padStart(2, '0')}T12:30:00.000Z`,
    actionType: 'update',
    action: 'test.action',
    target: null,
    details: `Ação número ${index}`,
    before: null,
    after: null,
    ...overrides,
  };
}

/** A fake server over `entries`: filters by search and type, pages by page and limit. */
export function serveAudit(
  entries: AuditEntry[],
  options: { status?: number; delay?: Promise<unknown> } = {},
) {
  const requests: URLSearchParams[] = [];
  server.use(
    answer('auditLogs', async ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      await options.delay;
      if (options.status) {
        return HttpResponse.json(
          { code: 'internal', message: 'Falhou.' },
          { status: options.status },
        );
      }
      const search = params.get('search')?.toLowerCase() ?? '';
      const type = params.get('type');
      const matches = entries.filter(
        (entry) =>
          (!type || entry.actionType === type) &&
          (!search ||
            [entry.username, entry.userId ?? '', entry.details].some((field) =>
              field.toLowerCase().includes(search),
            )),
      );
      const page = Number(params.get('page'));
      const limit = Number(params.get('limit'));
      const body: AuditPage = {
        logs: matches.slice((page - 1) * limit, page * limit),
        total: matches.length,
      };
      return HttpResponse.json(body, { headers: { 'X-Total-Count': String(body.total) } });
    }),
  );
  return requests;
}

export const manyEntries = Array.from({ length: 23 }, (_, index) => auditEntry(index + 1));
