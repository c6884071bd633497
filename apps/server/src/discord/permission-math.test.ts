import { ChannelType, PermissionFlagsBits as P } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { channelPermissionsOf, type PermissionSubject } from './permission-math';

const guildId = '900000000000000001';
const roleId = '900000000000000002';
const bot: PermissionSubject = {
  guildId,
  ownerId: null,
  userId: '900000000000000003',
  roleIds: [roleId],
  rolePermissions: new Map([
    [guildId, P.ViewChannel | P.Connect],
    [roleId, P.MuteMembers | P.MoveMembers | P.SendMessages],
  ]),
};
const deny = (id: string, type: 0 | 1, bits: bigint) => ({ id, type, allow: 0n, deny: bits });

describe('channel permissions as Discord computes them', () => {
  it('applies @everyone, then the roles, then the member, per channel', () => {
    const muted = channelPermissionsOf(
      bot,
      [deny(bot.userId, 1, P.MuteMembers)],
      ChannelType.GuildVoice,
    );
    expect(muted & P.MuteMembers).toBe(0n);
    expect(muted & P.MoveMembers).toBe(P.MoveMembers);
  });

  it('takes everything away without VIEW_CHANNEL, and all but seeing in voice without CONNECT', () => {
    expect(
      channelPermissionsOf(bot, [deny(guildId, 0, P.ViewChannel)], ChannelType.GuildText),
    ).toBe(0n);
    expect(channelPermissionsOf(bot, [deny(roleId, 0, P.Connect)], ChannelType.GuildVoice)).toBe(
      P.ViewChannel,
    );
    // CONNECT means nothing to a text channel.
    expect(
      channelPermissionsOf(bot, [deny(roleId, 0, P.Connect)], ChannelType.GuildText) &
        P.SendMessages,
    ).toBe(P.SendMessages);
  });
});
