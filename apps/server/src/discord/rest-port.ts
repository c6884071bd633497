import { ChannelType, DiscordAPIError, PermissionFlagsBits, REST, Routes } from 'discord.js';
import type { DiscordEffect } from './effects';
import { DiscordDeliveryError, type DiscordPort } from './port';

/** Discord's JSON error codes that no retry will fix. */
const permanentCodes: Record<number, DiscordDeliveryError['code']> = {
  10007: 'unknown_target', // Unknown Member
  10011: 'unknown_target', // Unknown Role
  10003: 'unknown_target', // Unknown Channel
  10013: 'unknown_target', // Unknown User
  50001: 'missing_permission', // Missing Access
  50013: 'missing_permission', // Missing Permissions (or the bot's role is below the target)
  50007: 'dm_closed', // Cannot send messages to this user
};

/**
 * The Discord port over discord.js's REST client, which waits out 429s (global and per
 * route) and retries 5xx itself. 4xx answers become permanent failures with the reason.
 */
export class DiscordRestPort implements DiscordPort {
  readonly mode = 'discord' as const;
  private readonly rest: REST;
  private online = false;
  private botUserId: string | null = null;

  constructor(
    token: string,
    private readonly guildId: string,
  ) {
    this.rest = new REST({ version: '10', retries: 3, timeout: 15_000 }).setToken(token);
  }

  async start(): Promise<void> {
    try {
      const bot = (await this.rest.get(Routes.user('@me'))) as { id: string };
      this.botUserId = bot.id;
      this.online = true;
    } catch {
      this.online = false;
    }
  }

  stop(): Promise<void> {
    this.online = false;
    return Promise.resolve();
  }

  isOnline(): boolean {
    return this.online;
  }

  async deliver(effect: DiscordEffect): Promise<void> {
    try {
      await this.apply(effect);
      this.online = true;
    } catch (error) {
      throw this.translate(error);
    }
  }

  private async apply(effect: DiscordEffect): Promise<void> {
    switch (effect.type) {
      case 'member.addRole':
        await this.rest.put(Routes.guildMemberRole(this.guildId, effect.userId, effect.roleId), {
          reason: effect.reason,
        });
        return;
      case 'member.removeRole':
        await this.rest.delete(Routes.guildMemberRole(this.guildId, effect.userId, effect.roleId), {
          reason: effect.reason,
        });
        return;
      case 'channel.message':
        await this.rest.post(Routes.channelMessages(effect.channelId), {
          body: { content: effect.content, allowed_mentions: { parse: ['users'] } },
        });
        return;
      case 'channel.createPrivate':
        await this.createPrivateChannel(effect);
        return;
      case 'member.directMessage':
        try {
          const channel = (await this.rest.post(Routes.userChannels(), {
            body: { recipient_id: effect.userId },
          })) as { id: string };
          await this.rest.post(Routes.channelMessages(channel.id), {
            body: { content: effect.content },
          });
        } catch (error) {
          const closed = error instanceof DiscordAPIError && error.code === 50007;
          if (!closed || !effect.fallbackChannelId) throw error;
          await this.rest.post(Routes.channelMessages(effect.fallbackChannelId), {
            body: {
              content: `<@${effect.userId}> ${effect.content}`,
              allowed_mentions: { users: [effect.userId] },
            },
          });
        }
        return;
    }
  }

  /** Hidden from @everyone; visible to the member, the bot and the staff roles. */
  private async createPrivateChannel(
    effect: Extract<DiscordEffect, { type: 'channel.createPrivate' }>,
  ): Promise<void> {
    this.botUserId ??= ((await this.rest.get(Routes.user('@me'))) as { id: string }).id;
    const talk = String(
      PermissionFlagsBits.ViewChannel |
        PermissionFlagsBits.SendMessages |
        PermissionFlagsBits.ReadMessageHistory |
        PermissionFlagsBits.AttachFiles,
    );
    const channel = (await this.rest.post(Routes.guildChannels(this.guildId), {
      body: {
        name: effect.name,
        type: ChannelType.GuildText,
        parent_id: effect.parentId,
        permission_overwrites: [
          // The @everyone role has the guild's id.
          { id: this.guildId, type: 0, deny: String(PermissionFlagsBits.ViewChannel) },
          { id: effect.userId, type: 1, allow: talk },
          {
            id: this.botUserId,
            type: 1,
            allow: String(BigInt(talk) | PermissionFlagsBits.ManageChannels),
          },
          ...effect.staffRoleIds.map((id) => ({ id, type: 0, allow: talk })),
        ],
      },
      reason: 'Ticket aberto no painel',
    })) as { id: string };
    await this.rest.post(Routes.channelMessages(channel.id), {
      body: { content: effect.content, allowed_mentions: { users: [effect.userId] } },
    });
  }

  private translate(error: unknown): DiscordDeliveryError {
    if (error instanceof DiscordAPIError) {
      const code = typeof error.code === 'number' ? permanentCodes[error.code] : undefined;
      const permanent = error.status >= 400 && error.status < 500 && error.status !== 429;
      return new DiscordDeliveryError(
        `Discord ${error.status} (${String(error.code)}): ${error.message}`,
        permanent,
        code ?? (permanent ? 'missing_permission' : 'unavailable'),
      );
    }
    return new DiscordDeliveryError(
      `Discord unavailable: ${error instanceof Error ? error.message : String(error)}`,
      false,
      'unavailable',
    );
  }
}
