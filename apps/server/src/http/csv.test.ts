import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('csv cells', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const value of ['=1+1', '+55 11', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvCell('Olá, mundo')).toBe('"Olá, mundo"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell('linha\nnova')).toBe('"linha\nnova"');
    expect(csvCell(null)).toBe('');
    expect(csvCell('texto comum')).toBe('texto comum');
  });

  it('ends lines with CRLF', () => {
    expect(csvLine(['a', null, 'c'], ';')).toBe('a;;c\r\n');
  });
});
