import { describe, expect, it } from 'vitest';
import { toLedgerEntry } from './present-purchase';
import type { LedgerRow } from './repository/points';

const at = new Date('2026-11-23T22:00:00.000Z');

function voiceDay(voiceMinutes: number): LedgerRow {
  return {
    id: 1,
    userId: '100000000000000001',
    kind: 'voice',
    amount: voiceMinutes,
    reason: 'Tempo em call',
    voiceDay: '2026-11-23',
    voiceMinutes,
    purchaseId: null,
    actorId: null,
    actorName: null,
    createdAt: at,
    updatedAt: at,
  };
}

describe('toLedgerEntry', () => {
  it('writes a voice day’s time as the calls screen does ("1h 05min")', () => {
    expect(toLedgerEntry(voiceDay(45)).reason).toBe('45min em call em 23/11');
    expect(toLedgerEntry(voiceDay(65)).reason).toBe('1h 05min em call em 23/11');
    expect(toLedgerEntry(voiceDay(120)).reason).toBe('2h 00min em call em 23/11');
  });

  it('keeps the stored reason of any other movement', () => {
    const grant: LedgerRow = { ...voiceDay(0), kind: 'grant', voiceDay: null, voiceMinutes: null };
    expect(toLedgerEntry({ ...grant, reason: 'Evento de sábado' }).reason).toBe('Evento de sábado');
  });
});
