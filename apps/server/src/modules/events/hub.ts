import { eventStreamLimits, type PresenceArea, type Viewer } from '@panel/contract/api/events';
import type { FastifyBaseLogger } from 'fastify';
import { authChannel } from '../../db/auth-changes';
import type { Database, DatabaseHandle } from '../../db/client';
import type { NotificationListener } from '../../db/notifications';
import { displayNameOf, type AuthContext } from '../../http/auth-context';
import { HttpError } from '../../http/errors';
import { resolveSession, type SessionPolicy } from '../auth';
import { allows } from '../permissions';
import type { EventStream } from './event-stream';
import {
  eventsChannel,
  noticeFor,
  parseEventPayload,
  noticeAreaAccess,
  type PresenceMessage,
  type StoredNotice,
} from './notices';
import { PresenceBoard, type PresenceTarget } from './presence-board';
import { notifyPresence } from './repository';

/** Notices kept for streams that resume (`Last-Event-ID`). */
const keptNotices = 2_000;
/** A stream reads its session again this often: an expired session ends its stream. */
const sessionCheckMs = 5 * 60_000;

export interface EventHubDeps {
  db: Database;
  listen: DatabaseHandle['listen'];
  policy: SessionPolicy;
  log: FastifyBaseLogger;
}

/**
 * The process's open streams and what they hear: the database's change notices and the
 * presences (channel `panel_events`, from every process), and the sessions' changes
 * (`panel_auth`), which end a stream or change what it may read.
 * See docs/decisions/2026-11-28-live-updates.md.
 */
export class EventHub {
  private readonly streams = new Set<EventStream>();
  private readonly bySession = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();
  private readonly kept: StoredNotice[] = [];
  private readonly board = new PresenceBoard();
  private listeners: NotificationListener[] = [];
  private timer: NodeJS.Timeout | null = null;
  /** False while the database connection that hears notices is down: nothing is resumable. */
  private listening = false;

  constructor(private readonly deps: EventHubDeps) {}

  async start(): Promise<void> {
    this.listeners = await Promise.all([
      this.deps.listen(eventsChannel, {
        onMessage: (payload) => this.heard(payload),
        onListening: (listening) => this.setListening(listening),
      }),
      this.deps.listen(authChannel, {
        onMessage: (payload) => this.authChanged(payload),
        onListening: () => undefined,
      }),
    ]);
    this.timer = setInterval(() => this.tick(), eventStreamLimits.heartbeatMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    for (const stream of [...this.streams]) stream.end('closing');
    await Promise.all(this.listeners.map((listener) => listener.close()));
  }

  /** Streams open in this process (the panel's metrics). */
  get openStreams(): number {
    return this.streams.size;
  }

  /** Refuses a stream over the limits of its session or its address. */
  admit(sessionId: string, address: string): void {
    if ((this.bySession.get(sessionId) ?? 0) >= eventStreamLimits.perSession) {
      throw new HttpError(
        429,
        'rate_limited',
        'Muitas abas abertas com atualizações ao vivo: esta aba recarrega os dados periodicamente.',
      );
    }
    if ((this.byAddress.get(address) ?? 0) >= eventStreamLimits.perAddress) {
      throw new HttpError(
        429,
        'rate_limited',
        'Muitas conexões ao vivo deste endereço: os dados são recarregados periodicamente.',
      );
    }
  }

  /** A stream that just opened: says its id, then what it missed since `lastEventId`. */
  add(stream: EventStream, lastEventId: number | null): void {
    this.streams.add(stream);
    count(this.bySession, stream.sessionId, 1);
    count(this.byAddress, stream.address, 1);
    stream.send('ready', { stream: stream.id });
    if (lastEventId === null) return;
    const at = this.listening ? this.kept.findIndex((notice) => notice.id === lastEventId) : -1;
    if (at === -1) {
      stream.send('resync', {});
      return;
    }
    for (const notice of this.kept.slice(at + 1)) {
      const visible = noticeFor(stream.auth, notice);
      if (visible) stream.send('notice', visible, notice.id);
    }
  }

  /** Called by a stream once closed. */
  removed(stream: EventStream): void {
    if (!this.streams.delete(stream)) return;
    count(this.bySession, stream.sessionId, -1);
    count(this.byAddress, stream.address, -1);
    if (this.board.has(stream.id)) {
      void this.publishPresence({
        stream: stream.id,
        area: null,
        key: null,
        viewer: viewerOf(stream.auth),
      }).catch((error: unknown) => this.deps.log.warn({ err: error }, 'presence not cleared'));
    }
  }

  /** Says, to every process, what a stream has open; answers who has that entry open now. */
  async setPresence(
    auth: AuthContext,
    stream: string,
    area: PresenceArea,
    key: string | null,
  ): Promise<Viewer[]> {
    const message: PresenceMessage = { stream, area, key, viewer: viewerOf(auth) };
    await this.publishPresence(message);
    // Applied here at once too (the notification comes back later): the answer includes the
    // caller, and another process' viewers as far as this one heard them.
    this.presenceChanged(this.board.apply(message));
    return key ? this.board.viewers({ area, key }) : [];
  }

  private publishPresence(message: PresenceMessage): Promise<unknown> {
    return notifyPresence(this.deps.db, message);
  }

  private heard(payload: string): void {
    const parsed = parseEventPayload(payload);
    if (!parsed) return;
    if ('presence' in parsed) {
      this.presenceChanged(this.board.apply(parsed.presence));
      return;
    }
    const notice = parsed.notice;
    this.kept.push(notice);
    if (this.kept.length > keptNotices) this.kept.splice(0, this.kept.length - keptNotices);
    // Streams reading the same form of the notice share one serialization.
    const shared = new Map<string, string>();
    for (const stream of this.streams) {
      const visible = noticeFor(stream.auth, notice);
      if (!visible) continue;
      const key = `${visible.area}|${visible.change}|${visible.key ?? ''}|${visible.by ?? ''}`;
      let body = shared.get(key);
      if (body === undefined) {
        body = JSON.stringify(visible);
        shared.set(key, body);
      }
      stream.send('notice', body, notice.id);
    }
  }

  private presenceChanged(targets: PresenceTarget[]): void {
    for (const target of targets) {
      const body = JSON.stringify({ ...target, viewers: this.board.viewers(target) });
      const access = noticeAreaAccess(target.area);
      for (const stream of this.streams) {
        if (allows(stream.auth, access)) stream.send('presence', body);
      }
    }
  }

  private setListening(listening: boolean): void {
    if (listening && !this.listening) {
      // Whatever was announced while not listening is lost: every stream refetches.
      this.kept.length = 0;
      for (const stream of this.streams) stream.send('resync', {});
    }
    this.listening = listening;
    if (!listening) this.deps.log.warn('live updates paused: not listening to the database');
  }

  /** `panel_auth`: a session ended ('s:'), a user ('u:') or a role ('r:') changed. */
  private authChanged(payload: string): void {
    const key = payload.slice(2);
    for (const stream of this.streams) {
      if (payload.startsWith('s:')) {
        if (stream.sessionId === key) stream.end('signed-out');
      } else if (payload.startsWith('r:') || stream.auth.user.id === key) {
        void this.checkSession(stream);
      }
    }
  }

  /** Reads the stream's session again: ended, or its permissions changed. */
  private async checkSession(stream: EventStream): Promise<void> {
    stream.checkedAt = Date.now();
    try {
      const auth = await resolveSession(this.deps.db, stream.token, this.deps.policy);
      if (!stream.isOpen) return;
      if (!auth) {
        stream.end('signed-out');
        return;
      }
      const before = stream.auth;
      stream.auth = auth;
      if (
        before.role !== auth.role ||
        JSON.stringify(before.permissions) !== JSON.stringify(auth.permissions)
      ) {
        stream.send('session', {});
      }
    } catch (error) {
      this.deps.log.warn({ err: error }, 'stream session check failed');
    }
  }

  private tick(): void {
    const now = Date.now();
    this.presenceChanged(this.board.sweep(now));
    for (const stream of this.streams) {
      stream.heartbeat();
      if (now - stream.checkedAt >= sessionCheckMs) void this.checkSession(stream);
    }
  }
}

function count(map: Map<string, number>, key: string, delta: number): void {
  const next = (map.get(key) ?? 0) + delta;
  if (next > 0) map.set(key, next);
  else map.delete(key);
}

function viewerOf(auth: AuthContext): Viewer {
  return { id: auth.user.id, name: displayNameOf(auth.user), avatarUrl: auth.user.avatarUrl };
}
