import type { DiscordEffect } from '../effects';
import { DiscordDeliveryError, type DiscordPort } from '../port';
import type { StandInGuild } from './guild';

/** The Discord port in stand-in mode: applies effects to the simulated guild. */
export class StandInDiscordPort implements DiscordPort {
  readonly mode = 'standin' as const;
  private online = false;

  constructor(readonly guild: StandInGuild) {}

  start(): Promise<void> {
    this.online = true;
    return Promise.resolve();
  }

  stop(): Promise<void> {
    this.online = false;
    return Promise.resolve();
  }

  isOnline(): boolean {
    return this.online;
  }

  deliver(effect: DiscordEffect): Promise<void> {
    const failure = this.guild.takeFailure();
    if (failure) {
      return Promise.reject(
        new DiscordDeliveryError(
          failure.permanent
            ? 'Missing Permissions (simulated 403)'
            : 'Discord unavailable (simulated 503)',
          failure.permanent,
          failure.permanent ? 'missing_permission' : 'unavailable',
        ),
      );
    }
    try {
      const outcome = this.apply(effect);
      this.guild.effects.push({ at: new Date(), effect, outcome });
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private member(userId: string) {
    const member = this.guild.members.get(userId);
    if (!member) throw new DiscordDeliveryError('Unknown Member', true, 'unknown_target');
    return member;
  }

  private apply(effect: DiscordEffect): RecordedEffectOutcome {
    switch (effect.type) {
      case 'member.addRole':
        this.member(effect.userId).roles.add(effect.roleId);
        return 'delivered';
      case 'member.removeRole':
        this.member(effect.userId).roles.delete(effect.roleId);
        return 'delivered';
      case 'channel.message':
        this.guild.messages.push({ channelId: effect.channelId, content: effect.content });
        return 'delivered';
      case 'channel.createPrivate': {
        this.member(effect.userId);
        const channelId = String(700000000000000000n + BigInt(this.guild.channels.length + 1));
        this.guild.channels.push({
          name: effect.name,
          parentId: effect.parentId,
          memberIds: [effect.userId],
        });
        this.guild.messages.push({ channelId, content: effect.content });
        return 'delivered';
      }
      case 'member.directMessage': {
        const member = this.member(effect.userId);
        if (!member.dmsClosed) return 'delivered';
        if (!effect.fallbackChannelId) {
          throw new DiscordDeliveryError('Cannot send messages to this user', true, 'dm_closed');
        }
        this.guild.messages.push({
          channelId: effect.fallbackChannelId,
          content: `<@${effect.userId}> ${effect.content}`,
        });
        return 'fallback';
      }
    }
  }
}

type RecordedEffectOutcome = 'delivered' | 'fallback';
