import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAdminApp } from '../../../test/admin-app';
import { defined } from '../../../test/defined';
import { auditLog } from '../../db/schema/audit';
import { outbox } from '../../db/schema/outbox';
import { communitySettingIds as ids } from '../../discord/local/community';

/** Meaningful on PostgreSQL (`npm run test:pg`), where the requests really overlap. */
const s = useAdminApp();

describe('staff retrying and discarding the same failed delivery at once', () => {
  it('lets exactly one of them act; the others get a clean 409', async () => {
    const [row] = await s.t.database.db
      .insert(outbox)
      .values({
        effect: {
          type: 'member.addRole',
          userId: '100000000000000005',
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
      s.call('POST', `/api/bot-settings/deliveries/${id}/retry`, s.admin),
      s.call('POST', `/api/bot-settings/deliveries/${id}/discard`, s.admin, {
        reason: 'Corrida 1',
      }),
      s.call('POST', `/api/bot-settings/deliveries/${id}/retry`, s.admin),
      s.call('POST', `/api/bot-settings/deliveries/${id}/discard`, s.admin, {
        reason: 'Corrida 2',
      }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const audits = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, '100000000000000005'));
    const acted = audits.filter((audit) => audit.action.startsWith('deliveries.'));
    expect(acted).toHaveLength(1);
  });
});
