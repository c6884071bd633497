import type { Dashboard } from '@panel/contract/api/dashboard';
import type { Delivery, DeliveryList } from '@panel/contract/api/deliveries';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { defined } from '../../../test/defined';
import { demoIds, signIn } from '../../../test/sign-in';
import { auditLog } from '../../db/schema/audit';
import { outbox } from '../../db/schema/deliveries';
import { withSetting, type DiscordEffect } from '../../outbox/discord-effects';
import { communitySettingIds as ids } from '@panel/discord-local/community';
import { enqueueEffects } from '../../outbox/enqueue';
import { createOutboxWorker } from '../../outbox/worker';
import { readBotSettings, saveBotSettings } from '../bot-settings';

/** The "Entregas" tab: the outbox as staff see it, retried and discarded through the API. */

const s = useTestApp({ gateway: true, signIn: ['administrador'] });
const diego = demoIds.membro;
const deliver = () => createOutboxWorker(s.t.database.db, s.t.discord.port, s.t.app.log).runOnce();
const addRole = (reason: string): DiscordEffect => ({
  type: 'member.addRole',
  userId: diego,
  roleId: ids.groupLeadRoleId,
  reason,
});
const get = async (id: number | string) =>
  (await s.call('getDelivery', s.as.administrador, { params: { id } })).json<Delivery>();
const list = async (query: string) =>
  (await s.call('listDeliveries', s.as.administrador, { query })).json<DeliveryList>();
const lastAudit = async (action: string) =>
  (
    await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

const missingPermissions = { status: 403, code: 50013, message: 'Missing Permissions' };

/** Queues one effect, has Discord refuse it for good, and returns its id. */
async function failedDelivery(
  reason: string,
  refusal: { status: number; code: number; message: string } = missingPermissions,
): Promise<number> {
  await deliver(); // whatever the demo queued goes first
  const [id] = await enqueueEffects(s.t.database.db, [addRole(reason)]);
  s.t.local.faults.failNext(1, refusal);
  await deliver();
  return defined(id);
}

describe('a delivery Discord refuses', () => {
  it('is failed with its reason in Portuguese, counted on the dashboard for who sees it', async () => {
    const id = await failedDelivery('Falha de teste');
    const delivery = await get(id);
    expect(delivery).toMatchObject({
      status: 'failed',
      type: 'member.addRole',
      member: { id: diego },
      target: { userId: diego, roleId: ids.groupLeadRoleId, channelId: null, content: null },
      retryable: true,
      canDiscard: true,
      failure: {
        reason: expect.stringContaining('O bot não pode dar ou tirar este cargo'),
        detail: expect.stringContaining('Missing Permissions'),
      },
    });
    expect(delivery.summary).toContain('Dar o cargo Group Lead a');
    const page = await list(`status=failed&type=member.addRole&search=${diego}`);
    expect(page.data.map((row) => row.id)).toContain(String(id));
    expect(page.failedLast24h).toBeGreaterThanOrEqual(1);
    expect(
      (await list('status=delivered&type=member.addRole')).data.map((r) => r.id),
    ).not.toContain(String(id));

    const adminDashboard = (await s.call('dashboard', s.as.administrador)).json<Dashboard>();
    expect(adminDashboard.failedDeliveries).toBe(page.failedLast24h);
    const moderador = await signIn(s.t.app, demoIds.moderador);
    const modDashboard = (await s.call('dashboard', moderador)).json<Dashboard>();
    expect(modDashboard.failedDeliveries).toBeNull();
    // The backups are for whoever may see the configuration.
    expect(adminDashboard.backups).not.toBeNull();
    expect(modDashboard.backups).toBeNull();
  });

  it('goes back in the queue on "Tentar novamente" (audited) and is delivered', async () => {
    const id = await failedDelivery('Nova tentativa');
    const response = await s.call('retryDelivery', s.as.administrador, {
      params: { id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Delivery>()).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await lastAudit('deliveries.retry'))?.target).toBe(diego);
    await deliver();
    expect((await get(id)).status).toBe('delivered');
    expect(s.t.local.state.members.get(diego)?.roles.has(ids.groupLeadRoleId)).toBe(true);

    const again = await s.call('retryDelivery', s.as.administrador, {
      params: { id },
    });
    expect(again.statusCode).toBe(409);
  });

  it('is not offered again when the member left Discord, and a retry is refused', async () => {
    const id = await failedDelivery('Membro saiu', {
      status: 404,
      code: 10007,
      message: 'Unknown Member',
    });
    const delivery = await get(id);
    expect(delivery).toMatchObject({
      status: 'failed',
      retryable: false,
      canDiscard: true,
      failure: { reason: 'O membro não está mais no servidor.' },
    });
    const page = await list(`status=failed&search=${diego}`);
    expect(page.data.find((row) => row.id === String(id))?.retryable).toBe(false);

    const refused = await s.call('retryDelivery', s.as.administrador, {
      params: { id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'Tentar novamente não resolve: O membro não está mais no servidor. Descarte a entrega.',
    );
    expect((await get(id)).status).toBe('failed');
    await s.call('discardDelivery', s.as.administrador, {
      params: { id },
      body: {
        reason: 'Membro saiu do servidor',
      },
    });
  });

  it('is discarded with a reason (audited), once', async () => {
    const id = await failedDelivery('Descartar');
    const short = await s.call('discardDelivery', s.as.administrador, {
      params: { id },
      body: {
        reason: 'x',
      },
    });
    expect(short.statusCode).toBe(400);
    const response = await s.call('discardDelivery', s.as.administrador, {
      params: { id },
      body: {
        reason: 'Membro saiu da comunidade',
      },
    });
    expect(response.json<Delivery>()).toMatchObject({
      status: 'discarded',
      retryable: false,
      canDiscard: false,
      discarded: { by: 'Ana Souza', reason: 'Membro saiu da comunidade' },
    });
    expect((await lastAudit('deliveries.discard'))?.details).toContain('Membro saiu da comunidade');
    const again = await s.call('discardDelivery', s.as.administrador, {
      params: { id },
      body: {
        reason: 'De novo',
      },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('a message delivery', () => {
  it('lists the ids it acts on and its text as sent, its summary without Discord markup', async () => {
    const content = `<@${diego}> entrou na allowlist. Leia <#${ids.logChannelId}>.`;
    const [id] = await enqueueEffects(s.t.database.db, [
      { type: 'channel.message', channelId: ids.logChannelId, content },
    ]);
    const delivery = await get(defined(id));
    expect(delivery.target).toEqual({
      userId: null,
      roleId: null,
      channelId: ids.logChannelId,
      content,
      channelName: null,
      ticketId: null,
      reason: null,
      gameServerName: null,
    });
    expect(delivery.summary).toMatch(
      /^Mensagem em #.+: "@membro entrou na allowlist\. Leia #canal\."$/,
    );
    await deliver();
  });

  it('shows a review message as its text reads, without its Markdown', async () => {
    const [id] = await enqueueEffects(s.t.database.db, [
      {
        type: 'message.post',
        channelId: ids.reviewChannelId,
        applicationId: 0,
        message: {
          content: `**Whitelist** de <@${diego}>\n\n**Experiência**\n> Três anos\n\n_…e mais 1 resposta no painel._`,
          buttons: [],
        },
      },
    ]);
    const delivery = await get(defined(id));
    expect(delivery.type).toBe('message.post');
    expect(delivery.target.content).toBe(
      `Whitelist de <@${diego}>\n\nExperiência\nTrês anos\n\n…e mais 1 resposta no painel.`,
    );
    expect(delivery.summary).toMatch(
      /^Mensagem de análise em #.+: "Whitelist de @membro Experiência Três anos …e mais 1 resposta no painel\."$/,
    );
    await s.t.database.db.delete(outbox).where(eq(outbox.id, defined(id)));
  });
});

describe('a delivery being sent right now', () => {
  it('can be neither retried nor discarded', async () => {
    const [row] = await s.t.database.db
      .insert(outbox)
      .values({ effect: addRole('Em envio'), status: 'processing', attempts: 2 })
      .returning({ id: outbox.id });
    const delivery = await get(defined(row).id);
    expect(delivery).toMatchObject({ status: 'retrying', retryable: false, canDiscard: false });
    const refused = await s.call('discardDelivery', s.as.administrador, {
      params: { id: defined(row).id },
      body: { reason: 'Tentativa' },
    });
    expect(refused.statusCode).toBe(409);
    await s.t.database.db.delete(outbox).where(eq(outbox.id, defined(row).id));
  });
});

describe('a delivery skipped for a missing setting', () => {
  it('waits for the setting, then is sent with its id', async () => {
    const settings = await readBotSettings(s.t.database.db);
    const without = { ...settings, groupLeadRoleId: undefined };
    await saveBotSettings(s.t.database.db, without);
    const [id] = await enqueueEffects(s.t.database.db, [
      withSetting(without, 'groupLeadRoleId', (roleId) => ({ ...addRole('Sem cargo'), roleId })),
    ]);
    const skipped = await get(defined(id));
    expect(skipped).toMatchObject({
      status: 'skipped',
      missingSetting: 'groupLeadRoleId',
      retryable: false,
    });
    expect(skipped.summary).toContain('(Group Lead não configurado)');
    expect((await list('status=skipped')).data.map((row) => row.id)).toContain(String(id));
    const settingsView = await s.call('getBotSettings', s.as.administrador);
    expect(settingsView.json<{ skipped: Record<string, number> }>().skipped.groupLeadRoleId).toBe(
      1,
    );

    const early = await s.call('retryDelivery', s.as.administrador, {
      params: { id: defined(id) },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(
      'Configure "Group Lead" nas configurações do bot antes de tentar novamente.',
    );

    await saveBotSettings(s.t.database.db, settings);
    expect((await get(defined(id))).retryable).toBe(true);
    const retried = await s.call('retryDelivery', s.as.administrador, {
      params: { id: defined(id) },
    });
    expect(retried.statusCode).toBe(200);
    const [row] = await s.t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, defined(id)));
    expect(row?.effect).toMatchObject({ roleId: ids.groupLeadRoleId });
    expect(row?.missingSetting).toBeNull();
    await deliver();
    expect((await get(defined(id))).status).toBe('delivered');
  });
});
