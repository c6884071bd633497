import { describe, expect, it } from 'vitest';
import { checkSetting } from './checks';
import { buildGuildView } from './guild-view';
import type { GuildCatalog } from '../repository';

const guild = {
  id: '900000000000000001',
  name: 'Guilda',
  iconUrl: null,
  memberCount: 3,
  ownerId: null,
};
const roles = [
  { id: guild.id, name: '@everyone', color: 0, position: 0, permissions: '0', managed: false },
  {
    id: '300000000000000006',
    name: 'Allowlist',
    color: 0,
    position: 5,
    permissions: '0',
    managed: false,
  },
  { id: '300000000000000100', name: 'Bot', color: 0, position: 3, permissions: '0', managed: true },
];
const catalog = (bot: GuildCatalog['bot']): GuildCatalog => ({ guild, roles, channels: [], bot });

describe('role checks and the bot', () => {
  it('refuses a role above the bot once the bot is known', () => {
    const view = buildGuildView(
      catalog({ userId: '800000000000000001', roleIds: ['300000000000000100'] }),
    );
    expect(checkSetting('allowListRoleId', '300000000000000006', view)).toEqual([
      expect.objectContaining({ level: 'error', message: expect.stringContaining('acima') }),
    ]);
  });

  it('only warns while the bot has not connected (its place is unknown)', () => {
    const view = buildGuildView(catalog(null));
    expect(checkSetting('allowListRoleId', '300000000000000006', view)).toEqual([
      {
        key: 'allowListRoleId',
        level: 'warning',
        message: 'Não foi possível conferir a posição do cargo: o bot ainda não se conectou.',
      },
    ]);
  });
});

describe('ticket categories and Discord’s 50 channels', () => {
  const categoryId = '500000000000000001';
  const withChildren = (count: number): GuildCatalog => ({
    guild,
    roles,
    bot: null,
    channels: [
      {
        id: categoryId,
        name: 'Tickets',
        type: 4,
        parentId: null,
        position: 0,
        permissionOverwrites: [],
      },
      ...Array.from({ length: count }, (_, index) => ({
        id: String(600000000000000000n + BigInt(index)),
        name: `ticket-${index}`,
        type: 0,
        parentId: categoryId,
        position: index + 1,
        permissionOverwrites: [],
      })),
    ],
  });

  it('says nothing below 45, warns from 45, and says a full one leaves tickets without channel', () => {
    expect(checkSetting('categoryReportId', categoryId, buildGuildView(withChildren(44)))).toEqual(
      [],
    );
    expect(checkSetting('categoryReportId', categoryId, buildGuildView(withChildren(45)))).toEqual([
      {
        key: 'categoryReportId',
        level: 'warning',
        message:
          'A categoria Tickets tem 45 de 50 canais: ao chegar a 50, novos tickets ficam sem canal.',
      },
    ]);
    expect(
      checkSetting('categoryReportId', categoryId, buildGuildView(withChildren(50)))[0]?.message,
    ).toMatch(/^A categoria Tickets está cheia \(50 de 50 canais\)/);
  });
});
