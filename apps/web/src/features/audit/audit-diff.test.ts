import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { diffAuditValues, formatAuditValue } from './audit-diff';

/** Rows as `label: before → after`, a missing side left out. */
function lines(rows: { label: string; before?: string; after?: string }[]): string[] {
  return rows.map(({ label, before, after }) =>
    [label, [before, after].filter((side) => side !== undefined).join(' → ')].join(': '),
  );
}

describe('formatAuditValue', () => {
  it('writes values the way a reader expects', () => {
    expect(formatAuditValue(true)).toBe('Sim');
    expect(formatAuditValue(false)).toBe('Não');
    expect(formatAuditValue(null)).toBe('—');
    expect(formatAuditValue(undefined)).toBe('—');
    expect(formatAuditValue('')).toBe('(vazio)');
    expect(formatAuditValue('moderador')).toBe('moderador');
    expect(formatAuditValue(1500)).toBe('1.500');
    expect(formatAuditValue(['a', true])).toBe('a, Sim');
    expect(formatAuditValue([])).toBe('(vazio)');
    expect(formatAuditValue({ a: 1 })).toBe('{"a":1}');
  });

  it('writes ISO dates in pt-BR', () => {
    const iso = '2025-03-04T15:06:00.000Z';
    expect(formatAuditValue(iso)).toBe(formatDateTime(iso));
    expect(formatAuditValue(iso)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });
});

describe('diffAuditValues', () => {
  it('has nothing to show when both sides are empty', () => {
    expect(diffAuditValues(null, null)).toBeNull();
    expect(diffAuditValues(undefined, null)).toBeNull();
  });

  it('gives one row per changed key of an update and sets the unchanged ones apart', () => {
    const diff = diffAuditValues(
      { view_allowlists: false, manage_tickets: true, role: 'suporte', closesAt: null },
      { view_allowlists: true, manage_tickets: true, role: 'moderador', isOpen: false },
    );
    expect(lines(diff?.changed ?? [])).toEqual([
      'Ver allowlists: Não → Sim',
      'Cargo: suporte → moderador',
      'Inscrições abertas: — → Não',
    ]);
    // closesAt: null before, absent after; both read "—".
    expect(diff?.unchanged.map((row) => row.key)).toEqual(['manage_tickets', 'closesAt']);
  });

  it('shows only the new values of a creation and only the old ones of a removal', () => {
    const created = diffAuditValues(null, { role: 'moderador', active: true });
    expect(lines(created?.changed ?? [])).toEqual(['Cargo: moderador', 'active: Sim']);
    expect(created?.changed.every((row) => row.before === undefined)).toBe(true);

    const removed = diffAuditValues({ role: 'suporte' }, null);
    expect(removed?.changed).toEqual([
      { key: 'role', label: 'Cargo', before: 'suporte', changed: true },
    ]);
  });

  it('compares nested values by content', () => {
    const diff = diffAuditValues({ tags: ['a', 'b'] }, { tags: ['a', 'b'] });
    expect(diff?.changed).toEqual([]);
    expect(diff?.unchanged).toHaveLength(1);
  });

  it('treats a bare value as a single row', () => {
    const diff = diffAuditValues('aberto', 'fechado');
    expect(lines(diff?.changed ?? [])).toEqual(['Valor: aberto → fechado']);
    expect(lines(diffAuditValues(null, ['x', 'y'])?.changed ?? [])).toEqual(['Valor: x, y']);
  });
});
