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
