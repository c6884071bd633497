import { describe, expect, it } from 'vitest';
import { formatCount, formatResultCount } from './list-status';

describe('list counts', () => {
  it('count in pt-BR, and say "Mais de" when the server stopped counting at its cap', () => {
    expect(formatCount(1, 'entrada', 'entradas')).toBe('1 entrada');
    expect(formatCount(1234, 'entrada', 'entradas')).toBe('1.234 entradas');
    expect(formatCount(200, 'entrada', 'entradas', true)).toBe('Mais de 200 entradas');
    expect(formatResultCount(1000, true)).toBe('Mais de 1.000 resultados');
    expect(formatResultCount(0, false)).toBe('0 resultados');
  });
});
