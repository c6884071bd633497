import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

interface Frame {
  op: number;
  d: unknown;
}

/** Opens the gateway, sends each message once HELLO arrived, and collects what comes back. */
function session(messages: unknown[]): Promise<{ frames: Frame[]; closeCode: number }> {
  const socket = new WebSocket(`${t.baseUrl.replace('http', 'ws')}/discord-standin/gateway?v=10`);
  const frames: Frame[] = [];
  return new Promise((resolve) => {
    socket.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString()) as Frame;
      frames.push(frame);
      if (frame.op === 10) {
        for (const message of messages)
          socket.send(typeof message === 'string' ? message : JSON.stringify(message));
      }
      if (frame.op === 9) socket.close(1000);
    });
    socket.on('close', (closeCode) => resolve({ frames, closeCode }));
  });
}

describe('local gateway', () => {
  it('closes a connection that sends what is not a JSON object, and keeps serving', async () => {
    for (const junk of ['null', '42', '"text"', '{not json']) {
      expect((await session([junk])).closeCode).toBe(4002);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses a wrong token (4004) and the intents not switched on (4014)', async () => {
    expect((await session([{ op: 2, d: { token: 'wrong', intents: 1 } }])).closeCode).toBe(4004);
    const presences = 1 << 8;
    const refused = await session([
      { op: 2, d: { token: t.local.botToken, intents: 1 | presences } },
    ]);
    expect(refused.closeCode).toBe(4014);
  });

  it('answers a resume of an unknown session with a non-resumable invalid session', async () => {
    const { frames } = await session([
      { op: 6, d: { token: t.local.botToken, session_id: 'nope', seq: 3 } },
    ]);
    expect(frames.at(-1)).toEqual({ op: 9, d: false, s: null, t: null });
  });
});
