import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { defined } from '../../../test/defined';
import { auditLog } from '../../db/schema/audit';
import { outbox } from '../../db/schema/deliveries';
import { communitySettingIds as ids } from '@panel/discord-local/community';
import { demoMembers } from '../../../test/demo-members';

/** Meaningful on PostgreSQL (`npm run test:pg`), where the requests really overlap. */
const s = useTestApp({ signIn: ['administrador'] });

describe('staff retrying and discarding the same failed delivery at once', () => {
  it('lets exactly one of them act; the others get a clean 409', async () => {
    const [row] = await s.t.database.db
      .insert(outbox)
      .values({
        effect: {
          type: 'member.addRole',
          userId: demoMembers.elisa,
          roleId: ids.allowListRoleId,
          reason: 'Corrida',
        },
        status: 'failed',
        attempts: 3,
        lastError: 'Discord 403 (50013): Missing Permissions',
        failureCode: 'missing_permission',
        discordCode: 50013,
        failedAt: new Date(),
      })
      .returning({ id: outbox.id });
    const id = defined(row).id;
    const responses = await Promise.all([
      s.call('retryDelivery', s.as.administrador, { params: { id } }),
      s.call('discardDelivery', s.as.administrador, {
        params: { id },
        body: {
          reason: 'Corrida 1',
        },
      }),
      s.call('retryDelivery', s.as.administrador, { params: { id } }),
      s.call('discardDelivery', s.as.administrador, {
        params: { id },
        body: {
          reason: 'Corrida 2',
        },
      }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const audits = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, demoMembers.elisa));
    const acted = audits.filter((audit) => audit.action.startsWith('deliveries.'));
    expect(acted).toHaveLength(1);
  });
});

describe('two "Tentar novamente todas" at once', () => {
  it('queue each delivery once: the counts add up, as their audit entries state', async () => {
    const member = '100000000000000801';
    const rows = await s.t.database.db
      .insert(outbox)
      .values(
        Array.from({ length: 30 }, (_, index) => ({
          effect: {
            type: 'member.addRole' as const,
            userId: member,
            roleId: ids.allowListRoleId,
            reason: `Lote ${index}`,
          },
          status: 'failed' as const,
          attempts: 8,
          lastError: 'Discord 503: Service Unavailable',
          failureCode: 'unavailable',
          failedAt: new Date(),
        })),
      )
      .returning({ id: outbox.id });
    const filter = { status: 'failed', search: member };
    const responses = await Promise.all([
      s.call('retryAllDeliveries', s.as.administrador, { body: filter }),
      s.call('retryAllDeliveries', s.as.administrador, { body: filter }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const counts = responses.map((response) => response.json<{ count: number }>().count);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(30);

    const after = await s.t.database.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.id,
          rows.map((row) => row.id),
        ),
      );
    expect(after.every((row) => row.status === 'pending' && row.attempts === 0)).toBe(true);
    const audits = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'deliveries.retryAll'));
    const stated = audits
      .filter((audit) => audit.details.includes(member))
      .map((audit) => (audit.after as { count: number }).count);
    expect(stated.reduce((sum, count) => sum + count, 0)).toBe(30);
    expect(stated).toEqual(counts.filter((count) => count > 0));
  });
});
