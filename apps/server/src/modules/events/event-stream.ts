import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { eventStreamLimits, type StreamEvent } from '@panel/contract/api/events';
import type { AuthContext } from '../../http/auth-context';

/**
 * One open `text/event-stream` answer: what it writes and to whom it belongs. A client that
 * reads slower than the notices come is dropped once `maxBufferedBytes` wait unsent, instead
 * of the server holding them (docs/decisions/2026-11-28-live-updates.md).
 */
export class EventStream {
  readonly id = randomUUID();
  /** When the session was last read again (permissions, expiry). */
  checkedAt = Date.now();
  private closed = false;

  constructor(
    private readonly response: ServerResponse,
    public auth: AuthContext,
    /** The session cookie's token, to read the session again. */
    readonly token: string,
    readonly address: string,
    private readonly onClose: (stream: EventStream) => void,
  ) {
    response.on('close', () => this.closed || this.finish());
  }

  get sessionId(): string {
    return this.auth.sessionId;
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  /** An event; `data` already serialized when the caller shares it among many streams. */
  send<E extends StreamEvent>(event: E['event'], data: E['data'] | string, id?: number): void {
    const body = typeof data === 'string' ? data : JSON.stringify(data);
    this.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${body}\n\n`);
  }

  /** An event, not a comment: the browser's EventSource shows the app only events. */
  heartbeat(): void {
    this.write('event: ping\ndata: {}\n\n');
  }

  /** Says why, then closes. */
  end(reason: 'signed-out' | 'closing'): void {
    if (this.closed) return;
    this.send('end', { reason });
    this.response.end();
    this.finish();
  }

  private write(chunk: string): void {
    if (this.closed) return;
    if (this.response.writableLength > eventStreamLimits.maxBufferedBytes) {
      this.response.destroy();
      this.finish();
      return;
    }
    this.response.write(chunk);
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClose(this);
  }
}
