import { eventStreamLimits, type PresenceArea, type Viewer } from '@panel/contract/api/events';
import type { PresenceMessage } from './notices';

interface Seen {
  area: PresenceArea;
  key: string;
  viewer: Viewer;
  expiresAt: number;
}

/** An entry whose viewers changed. */
export interface PresenceTarget {
  area: PresenceArea;
  key: string;
}

/**
 * Who has which review entry open, by stream, as every process heard it. An entry lasts
 * `presenceTtlMs` unless renewed: a process that stopped without saying so leaves nothing
 * behind for long.
 */
export class PresenceBoard {
  private readonly seen = new Map<string, Seen>();

  /** Applies a message; answers the entries whose viewers changed. */
  apply(message: PresenceMessage, now = Date.now()): PresenceTarget[] {
    const before = this.seen.get(message.stream);
    const changed: PresenceTarget[] = [];
    if (message.area && message.key) {
      const same = before && before.area === message.area && before.key === message.key;
      this.seen.set(message.stream, {
        area: message.area,
        key: message.key,
        viewer: message.viewer,
        expiresAt: now + eventStreamLimits.presenceTtlMs,
      });
      if (same) return [];
      changed.push({ area: message.area, key: message.key });
    } else {
      this.seen.delete(message.stream);
    }
    if (before) changed.push({ area: before.area, key: before.key });
    return changed;
  }

  has(stream: string): boolean {
    return this.seen.has(stream);
  }

  /** Each member once, in the order they opened it. */
  viewers(target: PresenceTarget): Viewer[] {
    const found = new Map<string, Viewer>();
    for (const entry of this.seen.values()) {
      if (entry.area === target.area && entry.key === target.key && !found.has(entry.viewer.id)) {
        found.set(entry.viewer.id, entry.viewer);
      }
    }
    return [...found.values()];
  }

  /** Drops what was not renewed in time; answers the entries that changed. */
  sweep(now = Date.now()): PresenceTarget[] {
    const changed: PresenceTarget[] = [];
    for (const [stream, entry] of this.seen) {
      if (entry.expiresAt > now) continue;
      this.seen.delete(stream);
      changed.push({ area: entry.area, key: entry.key });
    }
    return changed;
  }
}
