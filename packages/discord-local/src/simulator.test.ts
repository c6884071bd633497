import { describe, expect, it } from 'vitest';
import { plannedVoice, startVoiceSimulator } from './simulator';
import { LocalGuildState } from './state';

const channels = ['300000000000000221', '300000000000000222', '300000000000000223'];
const afk = '300000000000000227';
const minute = 60_000;
// 2026-11-23 20:00 in Brasília (23:00 UTC): the busy evening.
const evening = Date.UTC(2026, 10, 23, 23, 0);
const dawn = Date.UTC(2026, 10, 23, 7, 0); // 04:00 in Brasília

describe('demo voice simulator', () => {
  it('plans the same thing for the same seed, member and time', () => {
    for (let i = 0; i < 50; i++) {
      const at = evening + i * 7 * minute;
      expect(plannedVoice(1, '100000000000000101', at, channels, afk, 20 * minute)).toEqual(
        plannedVoice(1, '100000000000000101', at, channels, afk, 20 * minute),
      );
    }
  });

  it('keeps voice busier in the evening than at dawn, and changes over the day', () => {
    const members = Array.from({ length: 40 }, (_, i) => String(100000000000000101n + BigInt(i)));
    const inVoice = (at: number) =>
      members.filter((id) => plannedVoice(7, id, at, channels, afk, 20 * minute).channelId).length;
    expect(inVoice(evening)).toBeGreaterThan(inVoice(dawn));
    expect(inVoice(evening)).toBeGreaterThan(10);
    const plans = (at: number) =>
      members.map((id) => plannedVoice(7, id, at, channels, afk, 20 * minute).channelId);
    expect(plans(evening)).not.toEqual(plans(evening + 60 * minute));
  });

  it('moves members through the local Discord, which tells the gateway', () => {
    const state = new LocalGuildState();
    const events: string[] = [];
    state.on('dispatch', (event) => events.push(event.t));
    let now = evening;
    const stop = startVoiceSimulator(state, { seed: 3, now: () => now, tickMs: 60_000 });
    stop();
    const first = new Map([...state.voiceStates].map(([id, v]) => [id, v.channelId]));
    expect(first.size).toBeGreaterThan(0);
    expect(events.length).toBeGreaterThan(0);
    expect(new Set(events)).toEqual(new Set(['VOICE_STATE_UPDATE']));

    now += 3 * 60 * minute;
    const again = startVoiceSimulator(state, { seed: 3, now: () => now, tickMs: 60_000 });
    again();
    expect(new Map([...state.voiceStates].map(([id, v]) => [id, v.channelId]))).not.toEqual(first);
  });
});
