import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { auditLog } from '../../db/schema/audit';
import { communityId, communitySettingIds as ids } from '@panel/discord-local/community';
import { readBotSettings } from './service/settings';

/** Meaningful on PostgreSQL (`npm run test:pg`), where the two saves really overlap. */
const s = useTestApp({ gateway: true, signIn: ['administrador'] });

describe('two staff members saving different ids at once', () => {
  it('keeps both changes: the second save starts from the first one', async () => {
    const geral = communityId(204);
    const responses = await Promise.all([
      s.call('updateBotSettings', s.as.administrador, { body: { codeErrorChannelId: geral } }),
      s.call('updateBotSettings', s.as.administrador, {
        body: { pendingRoleId: ids.cinematicRoleId },
      }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const settings = await readBotSettings(s.t.database.db);
    expect(settings.codeErrorChannelId).toBe(geral);
    expect(settings.pendingRoleId).toBe(ids.cinematicRoleId);
    expect(settings.allowListRoleId).toBe(ids.allowListRoleId);
    const audits = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'botSettings.update'));
    expect(audits).toHaveLength(2);
  });
});
