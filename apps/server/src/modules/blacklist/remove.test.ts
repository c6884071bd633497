import type { BlacklistEntry, BlacklistList } from '@panel/contract/api/blacklist';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { postEntry } from '../../../test/blacklist-form';
import { demoIds } from '../../../test/sign-in';
import { useTestApp } from '../../../test/use-test-app';
import { auditLog } from '../../db/schema/audit';
import { blacklistEntries } from '../../db/schema/blacklist';
import { outbox } from '../../db/schema/deliveries';
import { demoBotSettings } from '../../demo/demo-bot-settings';

const s = useTestApp({ signIn: ['moderador', 'suporte'] });

const add = async (target: string, type = 'player') => {
  const response = await postEntry(s.t, s.as.moderador, {
    type,
    target,
    reason: 'Ofensas em call.',
  });
  expect(response.statusCode).toBe(201);
  return response.json<BlacklistEntry>();
};
const remove = (id: string, cookie = s.as.moderador, body?: object) =>
  s.call('removeBlacklist', cookie, { params: { id }, body });
const byRequest = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['x-request-id']);

describe('removing an entry', () => {
  it('keeps it in the history with who, when and why, audited, and takes the role off', async () => {
    const entry = await add('720000000000000001');
    const response = await remove(entry.id, s.as.moderador, { reason: '  Cumpriu a pena.  ' });
    expect(response.statusCode).toBe(204);

    const [row] = await s.t.database.db
      .select()
      .from(blacklistEntries)
      .where(eq(blacklistEntries.id, Number(entry.id)));
    expect(row).toMatchObject({
      removedById: demoIds.moderador,
      removedByName: 'Bruno Lima',
      removedReason: 'Cumpriu a pena.',
      liftedBy: 'staff',
      reason: 'Ofensas em call.',
    });
    expect(row?.removedAt).toBeInstanceOf(Date);

    const listed = await s.call('listBlacklist', s.as.suporte, {
      query: { search: '720000000000000001' },
    });
    expect(listed.json<BlacklistList>().total).toBe(0);

    const [audit] = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, byRequest(response)));
    expect(audit).toMatchObject({
      action: 'blacklist.remove',
      actionType: 'delete',
      target: '720000000000000001',
      details: 'Removeu o jogador (720000000000000001) da blacklist: Cumpriu a pena.',
      before: expect.objectContaining({ id: entry.id, removedAt: null, liftedBy: null }),
      after: expect.objectContaining({ removedBy: 'Bruno Lima', liftedBy: 'staff' }),
    });

    const effects = await s.t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.requestId, byRequest(response)));
    expect(effects.map((effect) => effect.effect)).toEqual([
      {
        type: 'member.removeRole',
        userId: '720000000000000001',
        roleId: demoBotSettings.blacklistRoleId,
        reason: 'Removido da blacklist',
      },
    ]);
  });

  it('takes no role off for a server, and needs no body', async () => {
    const entry = await add('720000000000000002', 'server');
    const response = await remove(entry.id);
    expect(response.statusCode).toBe(204);
    const effects = await s.t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.requestId, byRequest(response)));
    expect(effects).toEqual([]);
  });

  it('answers 404 for an entry already removed or unknown, changing nothing', async () => {
    const entry = await add('720000000000000003');
    expect((await remove(entry.id)).statusCode).toBe(204);
    const again = await remove(entry.id);
    expect(again.statusCode).toBe(404);
    expect(messageOf(again)).toBe(
      'Entrada não encontrada ou já removida da blacklist. Atualize a lista.',
    );
    expect((await remove('999999')).statusCode).toBe(404);
    const audits = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'blacklist.remove'));
    expect(audits.filter((row) => row.target === '720000000000000003')).toHaveLength(1);
  });

  it('refuses suporte, a bad id and a long reason', async () => {
    const entry = await add('720000000000000004');
    expect((await remove(entry.id, s.as.suporte)).statusCode).toBe(403);
    expect((await remove('abc')).statusCode).toBe(400);
    const long = await remove(entry.id, s.as.moderador, { reason: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    const [row] = await s.t.database.db
      .select()
      .from(blacklistEntries)
      .where(eq(blacklistEntries.id, Number(entry.id)));
    expect(row?.removedAt).toBeNull();
  });
});
