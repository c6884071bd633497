import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { defined } from '../../../test/defined';
import { useTestApp } from '../../../test/use-test-app';
import { urlOf } from '../../../test/api';

const s = useTestApp({ seed: false });

interface Frame {
  op: number;
  d: unknown;
  t?: string | null;
}

/**
 * Opens the gateway, sends each message once HELLO arrived, and collects what comes back until
 * the server closes, an invalid session (op 9) arrives or `until` says it has what it needs.
 */
function session(
  messages: unknown[],
  options: { query?: string; until?: (frame: Frame) => boolean } = {},
): Promise<{ frames: Frame[]; closeCode: number }> {
  const socket = new WebSocket(
    `${s.t.baseUrl.replace('http', 'ws')}/discord-standin/gateway${options.query ?? '?v=10&encoding=json'}`,
  );
  const frames: Frame[] = [];
  return new Promise((resolve) => {
    socket.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString()) as Frame;
      frames.push(frame);
      if (frame.op === 10) {
        for (const message of messages)
          socket.send(typeof message === 'string' ? message : JSON.stringify(message));
      }
      if (frame.op === 9 || options.until?.(frame)) socket.close(1000);
    });
    socket.on('close', (closeCode) => resolve({ frames, closeCode }));
  });
}

const identify = (intents: number, extra: object = {}) => ({
  op: 2,
  d: { token: s.t.local.botToken, intents, properties: {}, ...extra },
});
const guildCreate = (frame: Frame) => frame.t === 'GUILD_CREATE';

describe('local gateway', () => {
  it('closes a connection that sends what is not a JSON object, and keeps serving', async () => {
    for (const junk of ['null', '42', '"text"', '{not json']) {
      expect((await session([junk])).closeCode).toBe(4002);
    }
    expect((await s.t.app.inject({ method: 'GET', url: urlOf('liveness') })).statusCode).toBe(200);
  });

  it('refuses a wrong token (4004) and the intents not switched on (4014)', async () => {
    expect((await session([{ op: 2, d: { token: 'wrong', intents: 1 } }])).closeCode).toBe(4004);
    const presences = 1 << 8;
    const refused = await session([
      { op: 2, d: { token: s.t.local.botToken, intents: 1 | presences } },
    ]);
    expect(refused.closeCode).toBe(4014);
  });

  it('answers a resume of an unknown session with a non-resumable invalid session', async () => {
    const { frames } = await session([
      { op: 6, d: { token: s.t.local.botToken, session_id: 'nope', seq: 3 } },
    ]);
    expect(frames.at(-1)).toEqual({ op: 9, d: false, s: null, t: null });
  });

  it("says HELLO with Discord's heartbeat interval of 41.25 s", async () => {
    const { frames } = await session([], { until: (frame) => frame.op === 10 });
    expect(frames[0]).toEqual({ op: 10, d: { heartbeat_interval: 41_250 }, s: null, t: null });
  });

  it('closes as Discord does: unknown opcode, not authenticated, bad version, bad intents', async () => {
    expect((await session([{ op: 99, d: null }])).closeCode).toBe(4001);
    // A members request before IDENTIFY; a heartbeat before it is fine.
    const early = await session([
      { op: 1, d: null },
      { op: 8, d: { guild_id: s.t.local.guildId, query: '', limit: 0 } },
    ]);
    expect(early.frames.some((frame) => frame.op === 11)).toBe(true);
    expect(early.closeCode).toBe(4003);
    expect((await session([], { query: '?v=9&encoding=json' })).closeCode).toBe(4012);
    for (const intents of [-1, 1.5, '1', 1 << 30]) {
      expect((await session([identify(0, { intents })])).closeCode).toBe(4013);
    }
  });

  it('closes a payload over 4096 bytes (4002) and a client over 120 payloads a minute (4008)', async () => {
    const big = { op: 1, d: null, padding: 'x'.repeat(4100) };
    expect((await session([big])).closeCode).toBe(4002);
    const flood = Array.from({ length: 121 }, () => ({ op: 1, d: null }));
    expect((await session(flood)).closeCode).toBe(4008);
  });

  it('closes a resume whose sequence the session never reached (4007)', async () => {
    const ready = await session([identify(1)], { until: guildCreate });
    const readyFrame = ready.frames.find((frame) => frame.t === 'READY');
    const sessionId = (readyFrame?.d as { session_id: string }).session_id;
    const resumed = await session([
      { op: 6, d: { token: s.t.local.botToken, session_id: sessionId, seq: 10_000 } },
    ]);
    expect(resumed.closeCode).toBe(4007);
  });

  it('sends every member in GUILD_CREATE only with the presences intent', async () => {
    const gateway = defined(s.t.local.gateway);
    const { state } = s.t.local;
    const inVoice = [...state.voiceStates.keys()];
    const membersOf = async () => {
      const { frames } = await session([identify(1 | (1 << 1) | (1 << 7))], {
        until: guildCreate,
      });
      const created = frames.find(guildCreate)?.d as { members: { user: { id: string } }[] };
      return created.members.map((member) => member.user.id).sort();
    };
    expect(await membersOf()).toEqual([...new Set([state.botUserId, ...inVoice])].sort());
    gateway.allowedPrivilegedIntents |= 1 << 8;
    const { frames } = await session([identify(1 | (1 << 8))], { until: guildCreate });
    const all = frames.find(guildCreate)?.d as { members: unknown[]; large: boolean };
    expect(all.members).toHaveLength(state.members.size);
    expect(all.large).toBe(state.members.size > 50);
  });
});
