import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  GatewayIntentBits as I,
  GatewayOpcodes as Op,
  type GatewayRateLimitedDispatchData,
} from 'discord-api-types/v10';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { gatewayUrlFor, localDiscordPrefix, type LocalDiscord } from './local-discord';
import { intentOf, memberChunks, readyPayload } from './gateway-dispatches';
import {
  canReplayFrom,
  forgetStaleSessions,
  openSession,
  pushDispatch,
  type Session,
} from './gateway-sessions';
import { guildCreatePayload } from './guild-payloads';
import type { Dispatch } from './model';
import { asText } from './values';

interface Payload {
  op?: unknown;
  d?: unknown;
}

/** Privileged intents, switched on per bot in Discord's developer portal. */
const privileged = I.GuildPresences | I.MessageContent | I.GuildMembers;
/** Discord closes a connection that does not identify in time; so do we. */
const identifyTimeoutMs = 30_000;
/** What a client may send: 4096 bytes a payload, 120 payloads a minute (close 4002, 4008). */
const maxPayloadBytes = 4096;
const payloadsPerMinute = 120;
/** The opcodes a client may send (heartbeat, identify, presence, voice, resume, members...). */
const clientOpcodes = new Set<number>([
  Op.Heartbeat,
  Op.Identify,
  Op.PresenceUpdate,
  Op.VoiceStateUpdate,
  Op.Resume,
  Op.RequestGuildMembers,
  Op.RequestSoundboardSounds,
]);
/** Every intent bit Discord knows; any other bit is 4013 Invalid intent(s). */
const knownIntents = Object.values(I)
  .filter((bit): bit is number => typeof bit === 'number')
  .reduce((all, bit) => all | bit, 0);

function bytesOf(raw: RawData): Buffer {
  return Array.isArray(raw)
    ? Buffer.concat(raw)
    : Buffer.isBuffer(raw)
      ? raw
      : Buffer.from(new Uint8Array(raw));
}

function decode(bytes: Buffer): Payload | null {
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

/**
 * Discord's gateway (v10, JSON, no compression) over WebSocket: HELLO, IDENTIFY → READY and
 * GUILD_CREATE, heartbeats, RESUME with replay, REQUEST_GUILD_MEMBERS, and every change of
 * the local guild's state as a dispatch. Tests and the control API can drop the connection,
 * ask the client to reconnect (op 7) or invalidate its session (op 9).
 */
export class LocalGateway {
  readonly path = `${localDiscordPrefix}/gateway`;
  // Larger than Discord's 4096 bytes, so that a payload over it is closed as Discord does (4002).
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  private readonly sessions = new Map<string, Session>();
  private readonly pending = new Set<WebSocket>();
  readonly stats = { identifies: 0, resumes: 0, heartbeats: 0, rateLimited: 0 };
  /** Discord's 41.25 s (tests lower it). */
  heartbeatIntervalMs = 41_250;
  /** Stops acknowledging heartbeats (a zombie connection, for tests). */
  ackHeartbeats = true;
  /**
   * Discord answers one REQUEST_GUILD_MEMBERS (op 8) per guild in this time; within it, a
   * `RATE_LIMITED` dispatch instead, which discord.js turns into a rejected `members.fetch()`.
   */
  memberRequestIntervalMs = 30_000;
  /** When the last members request was answered (ms). */
  memberRequestAt = Number.NEGATIVE_INFINITY;
  /** The privileged intents "switched on in the portal": Server Members only, as the README asks. */
  allowedPrivilegedIntents: number = I.GuildMembers;

  constructor(private readonly local: LocalDiscord) {
    local.state.on('dispatch', (event) => this.broadcast(event));
  }

  /** Takes the WebSocket upgrades of `path` on this HTTP server. */
  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(request.url ?? '/', 'http://local');
      if (url.pathname !== this.path) {
        socket.destroy();
        return;
      }
      this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, request));
    });
  }

  /** Open connections right now. */
  get connections(): number {
    return [...this.sessions.values()].filter((s) => s.socket).length + this.pending.size;
  }

  private accept(ws: WebSocket, request: IncomingMessage): void {
    forgetStaleSessions(this.sessions);
    const resumeUrl = gatewayUrlFor(request.headers.host);
    const version = new URL(request.url ?? '/', 'http://local').searchParams.get('v');
    if (version !== null && version !== '10') {
      ws.close(4012, 'Invalid API version.');
      return;
    }
    // Payloads received in the last minute (Discord closes a client over 120 with 4008).
    const received: number[] = [];
    let session: Session | null = null;
    this.pending.add(ws);
    const unidentified = setTimeout(() => {
      if (!session) ws.close(4003, 'Not authenticated.');
    }, identifyTimeoutMs);
    unidentified.unref();
    const send = (payload: unknown) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(payload));
    };
    send({ op: Op.Hello, d: { heartbeat_interval: this.heartbeatIntervalMs }, s: null, t: null });

    ws.on('message', (raw) => {
      const now = Date.now();
      while (received.length > 0 && (received[0] ?? now) <= now - 60_000) received.shift();
      received.push(now);
      if (received.length > payloadsPerMinute) {
        ws.close(4008, 'Rate limited.');
        return;
      }
      const bytes = bytesOf(raw);
      const payload = bytes.length > maxPayloadBytes ? null : decode(bytes);
      if (!payload) {
        ws.close(4002, 'Error while decoding payload.');
        return;
      }
      if (typeof payload.op !== 'number' || !clientOpcodes.has(payload.op)) {
        ws.close(4001, 'Unknown opcode.');
        return;
      }
      // Before IDENTIFY (or RESUME), only heartbeats are welcome.
      if (!session && ![Op.Heartbeat, Op.Identify, Op.Resume].includes(payload.op)) {
        ws.close(4003, 'Not authenticated.');
        return;
      }
      const d =
        typeof payload.d === 'object' && payload.d !== null
          ? (payload.d as Record<string, unknown>)
          : {};
      // One of `clientOpcodes`, checked above.
      switch (payload.op as Op) {
        case Op.Heartbeat:
          this.stats.heartbeats += 1;
          if (this.ackHeartbeats) send({ op: Op.HeartbeatAck, d: null, s: null, t: null });
          return;
        case Op.Identify: {
          if (session) return ws.close(4005, 'Already authenticated.');
          if (!this.local.isBotToken(asText(d.token))) {
            return ws.close(4004, 'Authentication failed.');
          }
          const intents = d.intents;
          if (
            typeof intents !== 'number' ||
            !Number.isInteger(intents) ||
            intents < 0 ||
            intents & ~knownIntents
          ) {
            return ws.close(4013, 'Invalid intent(s).');
          }
          if (intents & privileged & ~this.allowedPrivilegedIntents) {
            return ws.close(4014, 'Disallowed intent(s).');
          }
          this.stats.identifies += 1;
          session = openSession(ws, intents);
          this.sessions.set(session.id, session);
          this.pending.delete(ws);
          pushDispatch(session, 'READY', readyPayload(this.local.state, session.id, resumeUrl));
          if (intents & I.Guilds) {
            const threshold = Number(d.large_threshold);
            pushDispatch(
              session,
              'GUILD_CREATE',
              guildCreatePayload(this.local.state, {
                presences: (intents & I.GuildPresences) !== 0,
                // Discord takes 50 to 250; 50 when not given.
                largeThreshold: Number.isInteger(threshold)
                  ? Math.min(250, Math.max(50, threshold))
                  : 50,
              }),
            );
          }
          return;
        }
        case Op.Resume: {
          if (!this.local.isBotToken(asText(d.token))) {
            return ws.close(4004, 'Authentication failed.');
          }
          const found = this.sessions.get(asText(d.session_id));
          if (!found) {
            // Gone (expired, or invalidated): the client must identify anew.
            send({ op: Op.InvalidSession, d: false, s: null, t: null });
            return;
          }
          const seq = Number(d.seq) || 0;
          if (!canReplayFrom(found, seq)) return ws.close(4007, 'Invalid seq.');
          this.stats.resumes += 1;
          found.socket?.terminate();
          found.socket = ws;
          found.closedAt = null;
          session = found;
          this.pending.delete(ws);
          for (const event of found.sent.filter((e) => e.s > seq)) {
            send({ op: Op.Dispatch, ...event });
          }
          // RESUMED itself is not replayed by a later resume.
          found.seq += 1;
          send({ op: Op.Dispatch, s: found.seq, t: 'RESUMED', d: {} });
          return;
        }
        case Op.RequestGuildMembers: {
          if (!session) return;
          const waitMs = this.memberRequestAt + this.memberRequestIntervalMs - now;
          if (waitMs > 0) {
            this.stats.rateLimited += 1;
            const nonce = typeof d.nonce === 'string' ? d.nonce : undefined;
            pushDispatch(session, 'RATE_LIMITED', {
              opcode: Op.RequestGuildMembers,
              retry_after: waitMs / 1000,
              meta: { guild_id: asText(d.guild_id), ...(nonce !== undefined && { nonce }) },
            } satisfies GatewayRateLimitedDispatchData);
            return;
          }
          this.memberRequestAt = now;
          for (const chunk of memberChunks(this.local.state, d)) {
            pushDispatch(session, 'GUILD_MEMBERS_CHUNK', chunk);
          }
          return;
        }
        default:
          return; // presence and voice updates from the bot: nothing to do here
      }
    });
    ws.on('close', () => {
      clearTimeout(unidentified);
      this.pending.delete(ws);
      if (session?.socket === ws) {
        session.socket = null;
        session.closedAt = Date.now();
      }
    });
    ws.on('error', () => ws.terminate());
  }

  private broadcast(event: Dispatch): void {
    for (const session of this.sessions.values()) {
      const needed = intentOf(event.t);
      if (needed === 0 || session.intents & needed) pushDispatch(session, event.t, event.d);
    }
  }

  /** Cuts every connection without a close frame (as a network failure): clients resume. */
  drop(): void {
    for (const session of this.sessions.values()) session.socket?.terminate();
  }

  /** Asks every client to reconnect and resume (op 7). */
  requestReconnect(): void {
    for (const session of this.sessions.values()) {
      session.socket?.send(JSON.stringify({ op: Op.Reconnect, d: null, s: null, t: null }));
    }
  }

  /** Ends every session (op 9, not resumable): clients identify again and get a fresh GUILD_CREATE. */
  invalidateSessions(): void {
    for (const session of [...this.sessions.values()]) {
      session.socket?.send(JSON.stringify({ op: Op.InvalidSession, d: false, s: null, t: null }));
      this.sessions.delete(session.id);
    }
  }

  close(): void {
    for (const session of this.sessions.values()) session.socket?.terminate();
    for (const socket of this.pending) socket.terminate();
    this.sessions.clear();
    this.wss.close();
  }
}
