import { randomBytes } from 'node:crypto';
import { GatewayOpcodes as Op } from 'discord-api-types/v10';
import type { WebSocket } from 'ws';
import { keptEvents } from './values';

interface Sent {
  s: number;
  t: string;
  d: unknown;
}

/** One identified gateway session: what it receives, and what RESUME may replay. */
export interface Session {
  id: string;
  intents: number;
  seq: number;
  /** The last events of this session, for RESUME to replay. */
  sent: Sent[];
  socket: WebSocket | null;
  /** When the socket went away: a session nobody resumes is dropped after a while. */
  closedAt: number | null;
}

/** How long a disconnected session stays resumable. */
const resumableMs = 5 * 60_000;

export function openSession(socket: WebSocket, intents: number): Session {
  return {
    id: randomBytes(16).toString('hex'),
    intents,
    seq: 0,
    sent: [],
    socket,
    closedAt: null,
  };
}

/** Numbers an event, keeps it for RESUME and sends it if the session is connected. */
export function pushDispatch(session: Session, t: string, d: unknown): void {
  session.seq += 1;
  const event = { s: session.seq, t, d };
  session.sent.push(event);
  if (session.sent.length > keptEvents) session.sent.shift();
  if (session.socket?.readyState === session.socket?.OPEN) {
    session.socket?.send(JSON.stringify({ op: Op.Dispatch, ...event }));
  }
}

/** Whether every event after `seq` is still kept (and `seq` is not from the future). */
export function canReplayFrom(session: Session, seq: number): boolean {
  if (seq > session.seq) return false;
  const oldest = session.sent[0]?.s ?? session.seq + 1;
  return seq >= oldest - 1;
}

/** Drops the sessions disconnected for longer than they stay resumable. */
export function forgetStaleSessions(sessions: Map<string, Session>): void {
  const now = Date.now();
  for (const [id, session] of sessions) {
    if (session.closedAt !== null && now - session.closedAt > resumableMs) sessions.delete(id);
  }
}
