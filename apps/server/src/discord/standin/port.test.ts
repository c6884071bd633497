import { describe, expect, it } from 'vitest';
import { StandInGuild } from './guild';
import { StandInDiscordPort } from './port';

describe('stand-in private channels', () => {
  it('records the channel and posts its first message', async () => {
    const guild = new StandInGuild();
    const port = new StandInDiscordPort(guild);
    await port.deliver({
      type: 'channel.createPrivate',
      name: 'ticket-1-diego',
      parentId: '300000000000000025',
      userId: '100000000000000004',
      staffRoleIds: [],
      content: 'Olá',
    });
    expect(guild.channels).toEqual([
      { name: 'ticket-1-diego', parentId: '300000000000000025', memberIds: ['100000000000000004'] },
    ]);
    expect(guild.messages.map((message) => message.content)).toEqual(['Olá']);
    await expect(
      port.deliver({
        type: 'channel.createPrivate',
        name: 'x',
        parentId: null,
        userId: '999999999999999999',
        staffRoleIds: [],
        content: 'x',
      }),
    ).rejects.toThrow('Unknown Member');
  });
});
