import type { DiscordEffect } from '../effects';
import { demoIdentities } from './identities';

export interface StandInMember {
  id: string;
  roles: Set<string>;
  /** Members who refuse direct messages from the bot. */
  dmsClosed: boolean;
}

export interface RecordedEffect {
  at: Date;
  effect: DiscordEffect;
  /** What happened: delivered as asked, or posted to the fallback channel. */
  outcome: 'delivered' | 'fallback';
}

/**
 * The simulated community server: who is in it, which roles they hold, and every
 * effect the panel asked of it. Tests assert on `effects`.
 */
export class StandInGuild {
  readonly members = new Map<string, StandInMember>();
  readonly messages: { channelId: string; content: string }[] = [];
  readonly effects: RecordedEffect[] = [];
  /** Private channels the panel asked for (tickets). */
  readonly channels: { name: string; parentId: string | null; memberIds: string[] }[] = [];
  private failures: { remaining: number; permanent: boolean }[] = [];

  constructor() {
    for (const identity of demoIdentities.filter((i) => i.inGuild)) {
      this.members.set(identity.id, { id: identity.id, roles: new Set(), dmsClosed: false });
    }
  }

  isMember(userId: string): boolean {
    return this.members.has(userId);
  }

  /** Makes the next `count` deliveries fail, as Discord being down (or refusing) would. */
  failNext(count: number, permanent = false): void {
    this.failures.push({ remaining: count, permanent });
  }

  /** Consumes one scheduled failure, if any. */
  takeFailure(): { permanent: boolean } | null {
    const next = this.failures[0];
    if (!next) return null;
    next.remaining -= 1;
    if (next.remaining <= 0) this.failures.shift();
    return { permanent: next.permanent };
  }
}
