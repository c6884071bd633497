import type { Dashboard } from '@panel/contract/api/dashboard';
import type { DeliveryList } from '@panel/contract/api/deliveries';
import { and, desc, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { defined } from '../../../test/defined';
import { auditLog } from '../../db/schema/audit';
import { outbox } from '../../db/schema/deliveries';
import type { DiscordEffect } from '../../outbox/discord-effects';
import { communitySettingIds as ids } from '@panel/discord-local/community';
import { createOutboxWorker } from '../../outbox/worker';

/** "Tentar novamente todas" and "Descartar todas": every delivery of the current filter. */

const s = useTestApp({ signIn: ['administrador'] });

const addRole = (userId: string, roleId: string = ids.allowListRoleId): DiscordEffect => ({
  type: 'member.addRole',
  userId,
  roleId,
  reason: 'Lote',
});
const refused = (code: number, message: string) => ({
  status: 'failed' as const,
  attempts: 3,
  lastError: `Discord 4xx (${code}): ${message}`,
  failureCode: code === 50013 ? 'missing_permission' : 'unknown_target',
  discordCode: code,
  failedAt: new Date(),
});

/** One delivery in each state, for a member of its own (not on the demo Discord). */
async function seedMember(userId: string) {
  const rows = await s.t.database.db
    .insert(outbox)
    .values([
      { effect: addRole(userId), ...refused(50013, 'Missing Permissions') },
      { effect: addRole(userId), ...refused(10007, 'Unknown Member') },
      { effect: addRole(userId), ...refused(10011, 'Unknown Role') },
      // Skipped for a setting the demo configures: sent with its id once retried.
      { effect: addRole(userId, ''), status: 'skipped', missingSetting: 'groupLeadRoleId' },
      { effect: addRole(userId), status: 'pending', attempts: 2, lastError: 'Discord 503' },
      { effect: addRole(userId), status: 'delivered', attempts: 1, deliveredAt: new Date() },
    ])
    .returning({ id: outbox.id });
  const [permission, member, role, skipped, retrying, delivered] = rows.map((row) => row.id);
  return {
    permission: defined(permission),
    member: defined(member),
    role: defined(role),
    skipped: defined(skipped),
    retrying: defined(retrying),
    delivered: defined(delivered),
  };
}

const rowOf = async (id: number) =>
  defined((await s.t.database.db.select().from(outbox).where(eq(outbox.id, id)))[0]);
const list = async (query: string) =>
  (await s.call('listDeliveries', s.as.administrador, { query })).json<DeliveryList>();
const auditsOf = (action: string, search: string) =>
  s.t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), like(auditLog.details, `%${search}%`)))
    .orderBy(desc(auditLog.id));
const failedCount = async () =>
  (await s.call('dashboard', s.as.administrador)).json<Dashboard>().failedDeliveries;

describe('the list', () => {
  it('says per delivery whether a new try can succeed, and how many each bulk action takes', async () => {
    const member = '100000000000000701';
    const row = await seedMember(member);
    const page = await list(`search=${member}`);
    expect(page.total).toBe(6);
    const retryable = Object.fromEntries(page.data.map((item) => [item.id, item.retryable]));
    expect(retryable).toEqual({
      [row.permission]: true,
      [row.member]: false,
      [row.role]: false,
      [row.skipped]: true,
      [row.retrying]: false,
      [row.delivered]: false,
    });
    expect(page).toMatchObject({ retryableCount: 2, discardableCount: 5 });
    expect(await list(`search=${member}&status=failed`)).toMatchObject({
      total: 3,
      retryableCount: 1,
      discardableCount: 3,
    });
  });
});

describe('"Tentar novamente todas"', () => {
  it('queues only what can succeed, fills a skipped one with its setting, audited once', async () => {
    const member = '100000000000000702';
    const row = await seedMember(member);
    const response = await s.call('retryAllDeliveries', s.as.administrador, {
      body: {
        search: member,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 2 });

    expect(await rowOf(row.permission)).toMatchObject({ status: 'pending', attempts: 0 });
    const skipped = await rowOf(row.skipped);
    expect(skipped).toMatchObject({ status: 'pending', missingSetting: null });
    expect(skipped.effect).toMatchObject({ roleId: ids.groupLeadRoleId });
    // A member or role Discord no longer has: left as it was.
    expect(await rowOf(row.member)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await rowOf(row.role)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await rowOf(row.retrying)).toMatchObject({ status: 'pending', attempts: 2 });

    const audits = await auditsOf('deliveries.retryAll', member);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toBe(`Reenviou 2 entregas ao Discord (membro "${member}")`);
    expect(audits[0]?.after).toEqual({ status: 'pending', count: 2 });

    const again = await s.call('retryAllDeliveries', s.as.administrador, {
      body: {
        search: member,
      },
    });
    expect(again.json()).toEqual({ count: 0 });
    expect(await auditsOf('deliveries.retryAll', member)).toHaveLength(1);
  });

  it('keeps to the filter', async () => {
    const member = '100000000000000703';
    const row = await seedMember(member);
    const other = await seedMember('100000000000000704');
    const response = await s.call('retryAllDeliveries', s.as.administrador, {
      body: {
        search: member,
        status: 'failed',
        type: 'member.addRole',
      },
    });
    expect(response.json()).toEqual({ count: 1 });
    expect((await rowOf(row.skipped)).status).toBe('skipped');
    expect((await rowOf(other.permission)).status).toBe('failed');
    expect((await auditsOf('deliveries.retryAll', member))[0]?.details).toBe(
      `Reenviou 1 entrega ao Discord (estado "Falhou", tipo "Adicionar cargo", membro "${member}")`,
    );
  });

  it('refuses an unknown filter in Portuguese', async () => {
    const response = await s.call('retryAllDeliveries', s.as.administrador, {
      body: {
        status: 'perdida',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Estado desconhecido.');
  });
});

describe('"Descartar todas"', () => {
  it('discards what still waits for a fix, with the reason, audited once', async () => {
    const member = '100000000000000705';
    const row = await seedMember(member);
    const failedBefore = defined(await failedCount());
    const response = await s.call('discardAllDeliveries', s.as.administrador, {
      body: {
        search: member,
        reason: 'Membro saiu da comunidade',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 5 });
    const rows = await s.t.database.db
      .select()
      .from(outbox)
      .where(inArray(outbox.id, [row.permission, row.member, row.role, row.skipped, row.retrying]));
    for (const discarded of rows) {
      expect(discarded).toMatchObject({
        status: 'discarded',
        discardedByName: 'Ana Souza',
        discardReason: 'Membro saiu da comunidade',
      });
    }
    expect((await rowOf(row.delivered)).status).toBe('delivered');
    // The dashboard counts failures that still need someone: discarded ones no longer do.
    expect(await failedCount()).toBe(failedBefore - 3);

    const audits = await auditsOf('deliveries.discardAll', member);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toBe(
      `Descartou 5 entregas ao Discord (membro "${member}"). Motivo: Membro saiu da comunidade`,
    );
  });

  it('leaves discarded deliveries to the worker untouched', async () => {
    const member = '100000000000000706';
    const row = await seedMember(member);
    await s.t.database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 60_000) })
      .where(eq(outbox.id, row.retrying));
    await s.call('discardAllDeliveries', s.as.administrador, {
      body: {
        search: member,
        status: 'retrying',
        reason: 'Não enviar',
      },
    });
    const worker = createOutboxWorker(s.t.database.db, s.t.discord.port, s.t.app.log);
    while ((await worker.runOnce()) > 0);
    expect(await rowOf(row.retrying)).toMatchObject({ status: 'discarded', attempts: 2 });
  });

  it('asks for the reason', async () => {
    const response = await s.call('discardAllDeliveries', s.as.administrador, {
      body: {
        status: 'failed',
        reason: ' ',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Informe o motivo (ao menos 3 caracteres).');
  });
});
