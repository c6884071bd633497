import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { GatewayIntentBits as I, GatewayOpcodes as Op } from 'discord-api-types/v10';
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

function decode(raw: RawData): Payload | null {
  const bytes = Array.isArray(raw)
    ? Buffer.concat(raw)
    : Buffer.isBuffer(raw)
      ? raw
      : Buffer.from(new Uint8Array(raw));
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
  // Discord's own limit on what a client may send is 4096 bytes.
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  private readonly sessions = new Map<string, Session>();
  private readonly pending = new Set<WebSocket>();
  readonly stats = { identifies: 0, resumes: 0, heartbeats: 0 };
  /** Discord asks for 41.25 s; shorter here, so the first latency shows sooner (tests lower it more). */
  heartbeatIntervalMs = 15_000;
  /** Stops acknowledging heartbeats (a zombie connection, for tests). */
  ackHeartbeats = true;
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
      const payload = decode(raw);
      if (!payload) {
        ws.close(4002, 'Error while decoding payload.');
        return;
      }
      const d =
        typeof payload.d === 'object' && payload.d !== null
          ? (payload.d as Record<string, unknown>)
          : {};
      switch (payload.op) {
        case Op.Heartbeat:
          this.stats.heartbeats += 1;
          if (this.ackHeartbeats) send({ op: Op.HeartbeatAck, d: null, s: null, t: null });
          return;
        case Op.Identify: {
          if (session) return ws.close(4005, 'Already authenticated.');
          if (!this.local.isBotToken(asText(d.token))) {
            return ws.close(4004, 'Authentication failed.');
          }
          const intents = Number(d.intents) || 0;
          if (intents & privileged & ~this.allowedPrivilegedIntents) {
            return ws.close(4014, 'Disallowed intent(s).');
          }
          this.stats.identifies += 1;
          session = openSession(ws, intents);
          this.sessions.set(session.id, session);
          this.pending.delete(ws);
          pushDispatch(session, 'READY', readyPayload(this.local.state, session.id, resumeUrl));
          if (intents & I.Guilds) {
            pushDispatch(session, 'GUILD_CREATE', guildCreatePayload(this.local.state));
          }
          return;
        }
        case Op.Resume: {
          if (!this.local.isBotToken(asText(d.token))) {
            return ws.close(4004, 'Authentication failed.');
          }
          const found = this.sessions.get(asText(d.session_id));
          const seq = Number(d.seq) || 0;
          if (!found || !canReplayFrom(found, seq)) {
            send({ op: Op.InvalidSession, d: false, s: null, t: null });
            return;
          }
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
        case Op.RequestGuildMembers:
          if (!session) return;
          for (const chunk of memberChunks(this.local.state, d)) {
            pushDispatch(session, 'GUILD_MEMBERS_CHUNK', chunk);
          }
          return;
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
      if (session.intents & intentOf(event.t)) pushDispatch(session, event.t, event.d);
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
