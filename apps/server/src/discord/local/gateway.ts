import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { GatewayIntentBits as I, GatewayOpcodes as Op } from 'discord-api-types/v10';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { gatewayUrlFor, localDiscordPrefix, type LocalDiscord } from './local-discord';
import { guildCreatePayload, memberPayload, userPayload } from './payloads';
import type { Dispatch } from './model';
import { asText, keptEvents } from './values';

interface Sent {
  s: number;
  t: string;
  d: unknown;
}

interface Session {
  id: string;
  intents: number;
  seq: number;
  /** The last events of this session, for RESUME to replay. */
  sent: Sent[];
  socket: WebSocket | null;
  /** When the socket went away: a session nobody resumes is dropped after a while. */
  closedAt: number | null;
}

interface Payload {
  op?: unknown;
  d?: unknown;
}

/** The gateway intent each event needs. */
function intentOf(event: string): number {
  if (event.startsWith('GUILD_MEMBER')) return I.GuildMembers;
  if (event === 'VOICE_STATE_UPDATE') return I.GuildVoiceStates;
  return I.Guilds;
}

/** Privileged intents, switched on per bot in Discord's developer portal. */
const privileged = I.GuildPresences | I.MessageContent | I.GuildMembers;
/** Discord closes a connection that does not identify in time; so do we. */
const identifyTimeoutMs = 30_000;
/** How long a disconnected session stays resumable. */
const resumableMs = 5 * 60_000;

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
    this.forgetStaleSessions();
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
          session = {
            id: randomBytes(16).toString('hex'),
            intents,
            seq: 0,
            sent: [],
            socket: ws,
            closedAt: null,
          };
          this.sessions.set(session.id, session);
          this.pending.delete(ws);
          this.push(session, 'READY', this.readyPayload(session.id, resumeUrl));
          if (intents & I.Guilds) {
            this.push(session, 'GUILD_CREATE', guildCreatePayload(this.local.state));
          }
          return;
        }
        case Op.Resume: {
          if (!this.local.isBotToken(asText(d.token))) {
            return ws.close(4004, 'Authentication failed.');
          }
          const found = this.sessions.get(asText(d.session_id));
          const seq = Number(d.seq) || 0;
          if (!found || !this.canReplayFrom(found, seq)) {
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
          if (session) this.sendMembers(session, d);
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

  /** Whether every event after `seq` is still kept (and `seq` is not from the future). */
  private canReplayFrom(session: Session, seq: number): boolean {
    if (seq > session.seq) return false;
    const oldest = session.sent[0]?.s ?? session.seq + 1;
    return seq >= oldest - 1;
  }

  private forgetStaleSessions(): void {
    const now = Date.now();
    for (const [id, session] of this.sessions) {
      if (session.closedAt !== null && now - session.closedAt > resumableMs)
        this.sessions.delete(id);
    }
  }

  private readyPayload(sessionId: string, resumeUrl: string) {
    const { state } = this.local;
    return {
      v: 10,
      user: {
        ...userPayload(state.users.get(state.botUserId)!),
        verified: true,
        mfa_enabled: false,
        flags: 0,
      },
      guilds: [{ id: state.guild.id, unavailable: true }],
      session_id: sessionId,
      resume_gateway_url: resumeUrl,
      shard: [0, 1],
      application: { id: state.application.id, flags: 1 << 15 },
      private_channels: [],
      relationships: [],
      presences: [],
      guild_join_requests: [],
      geo_ordered_rtc_regions: [],
      user_settings: {},
    };
  }

  /** GUILD_MEMBERS_CHUNK answers to op 8, a thousand members per chunk. */
  private sendMembers(session: Session, request: Record<string, unknown>): void {
    const { state } = this.local;
    const query = asText(request.query).toLowerCase();
    const limit = Number(request.limit) || Number.POSITIVE_INFINITY;
    const userIds = Array.isArray(request.user_ids) ? request.user_ids.map(asText) : null;
    const ids = userIds
      ? userIds.filter((id) => state.members.has(id))
      : [...state.members.keys()]
          .filter((id) => {
            const user = state.users.get(id);
            return (
              !query ||
              [user?.username, user?.globalName].some((n) => n?.toLowerCase().startsWith(query))
            );
          })
          .slice(0, limit);
    const chunks = Math.max(1, Math.ceil(ids.length / 1000));
    for (let index = 0; index < chunks; index++) {
      this.push(session, 'GUILD_MEMBERS_CHUNK', {
        guild_id: state.guild.id,
        members: ids.slice(index * 1000, (index + 1) * 1000).map((id) => memberPayload(state, id)),
        chunk_index: index,
        chunk_count: chunks,
        ...(userIds && { not_found: userIds.filter((id) => !state.members.has(id)) }),
        ...(request.nonce !== undefined && { nonce: request.nonce }),
      });
    }
  }

  private push(session: Session, t: string, d: unknown): void {
    session.seq += 1;
    const event = { s: session.seq, t, d };
    session.sent.push(event);
    if (session.sent.length > keptEvents) session.sent.shift();
    if (session.socket?.readyState === session.socket?.OPEN) {
      session.socket?.send(JSON.stringify({ op: Op.Dispatch, ...event }));
    }
  }

  private broadcast(event: Dispatch): void {
    for (const session of this.sessions.values()) {
      if (session.intents & intentOf(event.t)) this.push(session, event.t, event.d);
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
