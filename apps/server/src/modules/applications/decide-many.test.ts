import type { BulkDecisionResult } from '@panel/contract/api/bulk-decisions';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications';
import { auditLog } from '../../db/schema/audit';
import { messageOf } from '../../../test/api';
import { useTestApp } from '../../../test/use-test-app';

const applicant = (n: number) => `20000000000000000${n}`;

const s = useTestApp({ signIn: ['moderador'] });

/** The demo's pending whitelist entries of applicants `numbers`, as the list gives them. */
async function pendingOf(...numbers: number[]) {
  const rows = await s.t.database.db
    .select({ id: applications.id, userId: applications.userId })
    .from(applications)
    .where(
      and(
        eq(applications.form, 'whitelist'),
        eq(applications.status, 'pending'),
        inArray(applications.userId, numbers.map(applicant)),
      ),
    );
  return numbers.map((n) => {
    const row = rows.find((candidate) => candidate.userId === applicant(n));
    return { userId: applicant(n), id: String(row?.id ?? 999999) };
  });
}

const auditFor = (requestId: string) =>
  s.t.database.db.select().from(auditLog).where(eq(auditLog.requestId, requestId));

describe('bulk decisions', () => {
  it('decides each entry on its own: one already decided does not stop the others', async () => {
    const entries = await pendingOf(1, 2, 3);
    // Someone else decided the second one first.
    const first = entries[1];
    expect((await s.call('approveAllowlist', s.as.moderador, { body: first })).statusCode).toBe(
      200,
    );

    const response = await s.call('rejectManyAllowlists', s.as.moderador, {
      body: {
        entries,
        reason: 'Respostas curtas.',
      },
    });
    expect(response.statusCode).toBe(200);
    const { results } = response.json<BulkDecisionResult>();
    expect(results.map((result) => [result.id, result.ok])).toEqual([
      [entries[0]?.id, true],
      [entries[1]?.id, false],
      [entries[2]?.id, true],
    ]);
    expect(results[1]).toMatchObject({
      message: expect.stringContaining('Esta whitelist já foi aprovada'),
    });
    expect(results[0]).toMatchObject({
      entry: { status: 'rejected', decisionReason: 'Respostas curtas.' },
    });
    // Two decisions, two audit entries, under the batch's request.
    const audited = await auditFor(response.headers['x-request-id'] as string);
    expect(audited.map((row) => row.action)).toEqual([
      'applications.whitelist.reject',
      'applications.whitelist.reject',
    ]);
  });

  it('approves a batch and refuses a bad one in Portuguese', async () => {
    const entries = await pendingOf(4, 5);
    const response = await s.call('approveManyAllowlists', s.as.moderador, { body: { entries } });
    const { results } = response.json<BulkDecisionResult>();
    expect(results.every((result) => result.ok)).toBe(true);

    const empty = await s.call('approveManyAllowlists', s.as.moderador, { body: { entries: [] } });
    expect(empty.statusCode).toBe(400);
    expect(messageOf(empty)).toContain('Selecione ao menos uma solicitação.');
    const tooMany = Array.from({ length: 51 }, () => ({ userId: applicant(6), id: '1' }));
    const refused = await s.call('approveManyAllowlists', s.as.moderador, {
      body: {
        entries: tooMany,
      },
    });
    expect(messageOf(refused)).toContain('Selecione no máximo 50 solicitações de uma vez.');
  });
});
