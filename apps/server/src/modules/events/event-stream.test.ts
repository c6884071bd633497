import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { eventStreamLimits } from '@panel/contract/api/events';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../http/auth-context';
import { EventStream } from './event-stream';
import { PresenceBoard } from './presence-board';

/** A response whose client reads nothing: what is written stays buffered. */
class UnreadResponse extends EventEmitter {
  writableLength = 0;
  destroyed = false;
  write(chunk: string): boolean {
    this.writableLength += Buffer.byteLength(chunk);
    return false;
  }
  end(): void {}
  destroy(): void {
    this.destroyed = true;
  }
}

const auth = { sessionId: 's', user: { id: 'u' } } as unknown as AuthContext;

describe('EventStream', () => {
  it('drops a client that reads slower than the notices come, instead of holding them', () => {
    const response = new UnreadResponse();
    const closed: EventStream[] = [];
    const stream = new EventStream(
      response as unknown as ServerResponse,
      auth,
      'token',
      '127.0.0.1',
      (s) => closed.push(s),
    );
    const notice = { area: 'audit', key: '1', change: 'x'.repeat(500), by: null } as const;
    let sent = 0;
    while (stream.isOpen && sent < 10_000) {
      stream.send('notice', notice, sent);
      sent += 1;
    }
    expect(response.destroyed).toBe(true);
    expect(closed).toEqual([stream]);
    expect(response.writableLength).toBeLessThanOrEqual(eventStreamLimits.maxBufferedBytes + 600);
    expect(sent).toBeLessThan(1_000);
  });
});

describe('PresenceBoard', () => {
  const viewer = (id: string) => ({ id, name: `Nome ${id}`, avatarUrl: null });

  it('lists each member once, moves a stream to its new entry and forgets what is not renewed', () => {
    const board = new PresenceBoard();
    const at = 1_000_000;
    expect(
      board.apply({ stream: 'a', area: 'allowlists', key: '7', viewer: viewer('1') }, at),
    ).toEqual([{ area: 'allowlists', key: '7' }]);
    board.apply({ stream: 'b', area: 'allowlists', key: '7', viewer: viewer('1') }, at);
    board.apply({ stream: 'c', area: 'allowlists', key: '7', viewer: viewer('2') }, at);
    expect(board.viewers({ area: 'allowlists', key: '7' }).map((v) => v.id)).toEqual(['1', '2']);
    // Renewing the same entry changes nothing anyone sees.
    expect(
      board.apply({ stream: 'c', area: 'allowlists', key: '7', viewer: viewer('2') }, at + 30_000),
    ).toEqual([]);
    // Moving to another entry changes both.
    expect(
      board.apply({ stream: 'b', area: 'insertions', key: '3', viewer: viewer('1') }, at),
    ).toEqual([
      { area: 'insertions', key: '3' },
      { area: 'allowlists', key: '7' },
    ]);
    const expired = board.sweep(at + eventStreamLimits.presenceTtlMs + 1);
    expect(expired).toEqual([
      { area: 'allowlists', key: '7' },
      { area: 'insertions', key: '3' },
    ]);
    // Stream c was renewed later: it stays.
    expect(board.viewers({ area: 'allowlists', key: '7' }).map((v) => v.id)).toEqual(['2']);
  });
});
