import type { BotSettingsView, BotCatalog } from '@panel/contract/api/bot-settings';
import type { Delivery } from '@panel/contract/api/deliveries';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { defined } from '../../../test/defined';
import { auditLog } from '../../db/schema/audit';
import { createOutboxWorker } from '../../outbox/worker';
import {
  communityFounderRoleId,
  communityId,
  communitySettingIds as ids,
} from '@panel/discord-local/community';
import { localDiscordIds } from '@panel/discord-local/identities';
import { readBotSettings } from './service/settings';

/** The bot settings against the local Discord's guild, as the logged-in bot sees it. */

const s = useTestApp({ gateway: true, signIn: ['administrador'] });
const anuncios = communityId(203);
const patrulha1 = communityId(222);
const informacoes = communityId(201);

const view = async () =>
  (await s.call('getBotSettings', s.as.administrador)).json<BotSettingsView>();
const save = (body: object) => s.call('updateBotSettings', s.as.administrador, { body });
const lastAudit = async () =>
  (
    await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'botSettings.update'))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('GET /api/bot-settings', () => {
  it('describes the bot as Discord does, its guild, highest role and intents', async () => {
    const { bot } = await view();
    expect(bot).toMatchObject({
      id: localDiscordIds.application,
      name: 'Painel RP',
      status: 'online',
      activity: { name: 'o painel da comunidade', type: 'Assistindo' },
      description: 'Bot do painel da comunidade (Discord local).',
      guild: { id: localDiscordIds.guild },
      highestRole: { id: localDiscordIds.botRole, name: 'Painel RP' },
    });
    expect(bot.guild?.memberCount).toBeGreaterThan(10);
    expect(bot.intents).toContainEqual({ key: 'guildMembers', enabled: true, required: true });
    expect(bot.intents).toContainEqual({ key: 'presence', enabled: false, required: false });
  });

  it('checks the saved ids: the demo gives only roles below the bot', async () => {
    const { settings, checks } = await view();
    expect(settings.allowListRoleId).toBe(ids.allowListRoleId);
    expect(checks.filter((check) => check.level === 'error')).toEqual([]);
  });

  it('says a configured role is above the bot once Discord moves it, before anything fails', async () => {
    const state = s.t.local.state;
    const original = defined(state.roles.get(ids.modRoleId)).position;
    const bot = defined(state.roles.get(localDiscordIds.botRole)).position;
    state.updateRole(ids.modRoleId, { position: bot + 1 });
    try {
      await expect
        .poll(async () => (await view()).checks.find((check) => check.key === 'modRoleId'))
        .toMatchObject({ level: 'error', message: expect.stringContaining('acima') });
    } finally {
      state.updateRole(ids.modRoleId, { position: original });
    }
    await expect
      .poll(async () => (await view()).checks.find((check) => check.key === 'modRoleId'))
      .toBeUndefined();
  });

  it('lists roles and channels with what the bot may do with each', async () => {
    const catalog = (await s.call('getBotCatalog', s.as.administrador)).json<BotCatalog>();
    expect(catalog.synced).toBe(true);
    const role = (id: string) => catalog.roles.find((r) => r.id === id);
    expect(role(ids.allowListRoleId)?.assignable).toBe(true);
    expect(role(localDiscordIds.botRole)?.assignable).toBe(false);
    expect(role(ids.adminRoleId)?.assignable).toBe(true);
    expect(role(communityFounderRoleId)?.assignable).toBe(false);
    expect(role(localDiscordIds.guild)).toBeUndefined();
    const channel = (id: string) => catalog.channels.find((c) => c.id === id);
    expect(channel(ids.logChannelId)).toMatchObject({
      kind: 'text',
      parentName: 'Registros',
      botCanView: true,
      botCanSend: true,
    });
    expect(channel(anuncios)).toMatchObject({ botCanView: true, botCanSend: false });
    expect(channel(patrulha1)?.kind).toBe('voice');
    expect(channel(ids.categoryReviewChannelId)?.kind).toBe('category');
  });
});

describe('PATCH /api/bot-settings/update', () => {
  it('refuses each wrong id with its own message and saves nothing', async () => {
    const before = await readBotSettings(s.t.database.db);
    const response = await save({
      allowListRoleId: '123',
      pendingRoleId: '399999999999999999',
      blockedRoleId: ids.logChannelId,
      blacklistRoleId: communityFounderRoleId,
      logChannelId: patrulha1,
      categoryReportId: ids.logChannelId,
      // A valid change in the same request is not saved either.
      codeLogChannelId: ids.logChannelId,
    });
    expect(response.statusCode).toBe(400);
    const issues = Object.fromEntries(
      response
        .json<{ issues: { path: string; message: string }[] }>()
        .issues.map((issue) => [issue.path, issue.message]),
    );
    expect(issues).toEqual({
      allowListRoleId: 'Informe um ID do Discord válido (17 a 20 dígitos).',
      pendingRoleId: 'Cargo não encontrado no servidor.',
      blockedRoleId: 'Este ID é de um canal, não de um cargo.',
      blacklistRoleId: expect.stringContaining(
        'O cargo Fundador está acima ou no nível do cargo mais alto do bot (Painel RP)',
      ),
      logChannelId: 'Patrulha 1 é canal de voz; escolha um canal de texto.',
      categoryReportId: 'logs-painel é canal de texto; escolha uma categoria.',
    });
    expect(await readBotSettings(s.t.database.db)).toEqual(before);
  });

  it('saves only the changed keys, audits each before and after, returns the warnings', async () => {
    const response = await save({
      allowListRoleId: ids.allowListRoleId,
      pendingRoleId: ids.allowListRoleId,
      codeErrorChannelId: anuncios,
      categoryReportId: informacoes,
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<BotSettingsView & { changed: string[] }>();
    expect(result.changed.sort()).toEqual(
      ['codeErrorChannelId', 'categoryReportId', 'pendingRoleId'].sort(),
    );
    expect(result.settings.pendingRoleId).toBe(ids.allowListRoleId);
    expect(result.checks).toEqual(
      expect.arrayContaining([
        {
          key: 'codeErrorChannelId',
          level: 'warning',
          message: 'O bot não pode enviar mensagens em #anúncios (Enviar mensagens).',
        },
        {
          key: 'pendingRoleId',
          level: 'warning',
          message: 'Também usado em: Cargo de whitelist aprovada.',
        },
        {
          key: 'allowListRoleId',
          level: 'warning',
          message: 'Também usado em: Cargo de whitelist pendente.',
        },
      ]),
    );
    const audit = defined(await lastAudit());
    expect(audit.before).toEqual({
      pendingRoleId: ids.pendingRoleId,
      codeErrorChannelId: ids.codeErrorChannelId,
      categoryReportId: ids.categoryReportId,
    });
    expect(audit.after).toEqual({
      pendingRoleId: ids.allowListRoleId,
      codeErrorChannelId: anuncios,
      categoryReportId: informacoes,
    });
    expect(audit.details).toContain('Cargo de whitelist pendente → Allowlist');
  });

  it('writes nothing and audits nothing when nothing changed; an empty value clears a key', async () => {
    const audited = defined(await lastAudit()).id;
    const same = await save({ pendingRoleId: ids.allowListRoleId });
    expect(same.json<{ changed: string[] }>().changed).toEqual([]);
    expect(defined(await lastAudit()).id).toBe(audited);

    const cleared = await save({ pendingRoleId: '', codeErrorChannelId: null });
    expect(cleared.statusCode).toBe(200);
    const settings = await readBotSettings(s.t.database.db);
    expect(settings.pendingRoleId).toBeUndefined();
    expect(settings.codeErrorChannelId).toBeUndefined();
    await save({ pendingRoleId: ids.pendingRoleId, codeErrorChannelId: ids.codeErrorChannelId });
  });

  it('refuses a key it does not know', async () => {
    const response = await save({ adminRole: ids.adminRoleId });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/bot-settings/test-message', () => {
  const test = async (channelId: string) => {
    const response = await s.call('testBotChannel', s.as.administrador, {
      body: {
        key: 'logChannelId',
        channelId,
      },
    });
    expect(response.statusCode).toBe(200);
    await createOutboxWorker(s.t.database.db, s.t.discord.port, s.t.app.log).runOnce();
    const { deliveryId } = response.json<{ deliveryId: string }>();
    return (
      await s.call('getDelivery', s.as.administrador, { params: { id: deliveryId } })
    ).json<Delivery>();
  };

  it('posts a test message through the outbox and reports it delivered', async () => {
    const delivery = await test(ids.logChannelId);
    expect(delivery.status).toBe('delivered');
    const posted = s.t.local.state.messages.filter((m) => m.channelId === ids.logChannelId).at(-1);
    expect(posted?.content).toContain('Mensagem de teste do painel');
    expect(posted?.content).toContain('"Canal de logs"');
  });

  it("reports Discord's refusal in Portuguese", async () => {
    const delivery = await test(anuncios);
    expect(delivery.status).toBe('failed');
    expect(delivery.failure?.reason).toBe(
      'O bot não tem permissão para enviar mensagens neste canal.',
    );
    expect(delivery.failure?.detail).toContain('50013');
  });

  it('refuses what is not a text channel, naming the field', async () => {
    const response = await s.call('testBotChannel', s.as.administrador, {
      body: {
        key: 'logChannelId',
        channelId: patrulha1,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe('logChannelId');
  });
});
