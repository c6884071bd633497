// Test data of the bot settings page: the bot, its saved ids, the guild catalog, deliveries.
import type { CurrentUser } from '@panel/contract/api/auth';
import type { BotCatalog, BotInfo, BotSettingsView } from '@panel/contract/api/bot-settings';
import type { Delivery } from '@panel/contract/api/deliveries';
import { testUser } from './fixtures';

export const ids = {
  adminRole: '400000000000000001',
  modRole: '400000000000000002',
  allowRole: '400000000000000003',
  botRole: '400000000000000009',
  integrationRole: '400000000000000010',
  logChannel: '500000000000000001',
  hiddenChannel: '500000000000000002',
  voiceChannel: '500000000000000003',
  reviewCategory: '600000000000000001',
  lockedCategory: '600000000000000002',
  /** Saved but no longer in the guild. */
  goneRole: '499999999999999999',
} as const;

export function botInfo(overrides: Partial<BotInfo> = {}): BotInfo {
  return {
    id: '700000000000000001',
    name: 'Guardião RP',
    avatarUrl: null,
    status: 'online',
    activity: { name: 'a cidade', type: 'Watching' },
    description: 'Cuida da allowlist da Cidade Alta.',
    latencyMs: 87,
    connectedAt: '2026-03-10T12:00:00.000Z',
    lastError: null,
    seenAt: '2026-03-10T12:30:00.000Z',
    guild: { id: '800000000000000001', name: 'Cidade Alta RP', iconUrl: null, memberCount: 1234 },
    highestRole: { id: ids.botRole, name: 'Bot', color: 0x5865f2, position: 12 },
    intents: [
      { key: 'guildMembers', enabled: true, required: true },
      { key: 'presence', enabled: false, required: false },
      { key: 'messageContent', enabled: false, required: true },
    ],
    ...overrides,
  };
}

export function botSettingsView(overrides: Partial<BotSettingsView> = {}): BotSettingsView {
  return {
    bot: botInfo(),
    settings: { adminRoleId: ids.adminRole, logChannelId: ids.logChannel },
    checks: [],
    skipped: {},
    ...overrides,
  };
}

const channel = {
  kind: 'text',
  parentName: 'Registros',
  botCanView: true,
  botCanSend: true,
  botCanManageChannels: false,
} as const;

export function botCatalog(overrides: Partial<BotCatalog> = {}): BotCatalog {
  const role = { color: 0, managed: false, assignable: true };
  return {
    roles: [
      {
        ...role,
        id: ids.adminRole,
        name: 'Administração',
        color: 0xe11d48,
        position: 20,
        assignable: false,
      },
      { ...role, id: ids.modRole, name: 'Moderação', color: 0x2563eb, position: 8 },
      { ...role, id: ids.allowRole, name: 'Allowlist', position: 3 },
      {
        ...role,
        id: ids.integrationRole,
        name: 'Bot de música',
        position: 5,
        managed: true,
        assignable: false,
      },
    ],
    channels: [
      { ...channel, id: ids.logChannel, name: 'logs' },
      {
        ...channel,
        id: ids.hiddenChannel,
        name: 'staff-secreto',
        botCanView: false,
        botCanSend: false,
      },
      { ...channel, id: ids.voiceChannel, name: 'Sala de espera', kind: 'voice' },
      {
        ...channel,
        id: ids.reviewCategory,
        name: 'Revisões',
        kind: 'category',
        parentName: null,
        botCanManageChannels: true,
      },
      { ...channel, id: ids.lockedCategory, name: 'Arquivo', kind: 'category', parentName: null },
    ],
    synced: true,
    ...overrides,
  };
}

export function delivery(index: number, overrides: Partial<Delivery> = {}): Delivery {
  const memberId = `2000000000000000${String(index).padStart(2, '0')}`;
  return {
    id: String(index),
    type: 'member.addRole',
    status: 'delivered',
    summary: `Dar o cargo Allowlist a Membro ${index}`,
    target: {
      userId: memberId,
      roleId: ids.allowRole,
      channelId: null,
      content: null,
      channelName: null,
      ticketId: null,
      reason: null,
      gameServerName: null,
    },
    member: { id: memberId, name: `Membro ${index}`, avatarUrl: null },
    attempts: 1,
    createdAt: '2026-03-10T12:00:00.000Z',
    nextAttemptAt: null,
    deliveredAt: '2026-03-10T12:00:05.000Z',
    failure: null,
    missingSetting: null,
    discarded: null,
    retryable: false,
    canDiscard: false,
    ...overrides,
  };
}

/** A failed delivery, as Discord refused it. */
export function failedDelivery(index: number, overrides: Partial<Delivery> = {}): Delivery {
  return delivery(index, {
    status: 'failed',
    attempts: 5,
    deliveredAt: null,
    failure: {
      reason: 'O cargo do bot está abaixo do cargo a dar.',
      detail: 'Missing Permissions',
    },
    retryable: true,
    canDiscard: true,
    ...overrides,
  });
}

/** Someone who may see the bot settings but not change them. */
export function botSettingsViewer(): CurrentUser {
  const user = testUser('suporte');
  return { ...user, permissions: { ...user.permissions, view_bot_settings: true } };
}
