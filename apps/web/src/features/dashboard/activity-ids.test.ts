import { describe, expect, it } from 'vitest';
import { splitActivityIds } from './activity-ids';

describe('splitActivityIds', () => {
  it('keeps a sentence without ids whole', () => {
    expect(splitActivityIds('Aprovou a whitelist de Eduardo Alves')).toEqual([
      { kind: 'text', text: 'Aprovou a whitelist de Eduardo Alves' },
    ]);
    // Ticket and purchase numbers are not Discord ids.
    expect(splitActivityIds('Entregou a compra #12345 (Overlay)')).toEqual([
      { kind: 'text', text: 'Entregou a compra #12345 (Overlay)' },
    ]);
  });

  it('finds bare ids, and ids in parentheses after a name', () => {
    expect(
      splitActivityIds(
        'Mutou Ana Souza (100000000000000001) na call 500000000000000003 e 100000000000000004.',
      ),
    ).toEqual([
      { kind: 'text', text: 'Mutou Ana Souza ' },
      { kind: 'id', id: '100000000000000001', beside: true },
      { kind: 'text', text: ' na call ' },
      { kind: 'id', id: '500000000000000003', beside: false },
      { kind: 'text', text: ' e ' },
      { kind: 'id', id: '100000000000000004', beside: false },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves a lone parenthesis as text', () => {
    expect(splitActivityIds('Enviou (100000000000000001, teste)')).toEqual([
      { kind: 'text', text: 'Enviou (' },
      { kind: 'id', id: '100000000000000001', beside: false },
      { kind: 'text', text: ', teste)' },
    ]);
  });
});
