import { describe, expect, it } from 'vitest';
import { parseAuditFilters } from './use-audit-filters';

describe('parseAuditFilters', () => {
  it('reads the search, type and page of the query string', () => {
    expect(parseAuditFilters(new URLSearchParams('search=%20ana%20&type=delete&page=3'))).toEqual({
      search: 'ana',
      type: 'delete',
      signIns: 'show',
      page: 3,
    });
    expect(parseAuditFilters(new URLSearchParams('signIns=hide')).signIns).toBe('hide');
  });

  it('falls back to the defaults for missing or hand-edited values', () => {
    const defaults = { search: '', type: null, signIns: 'show', page: 1 };
    expect(parseAuditFilters(new URLSearchParams(''))).toEqual(defaults);
    expect(parseAuditFilters(new URLSearchParams('type=drop&page=abc&signIns=talvez'))).toEqual(
      defaults,
    );
    expect(parseAuditFilters(new URLSearchParams('page=0'))).toEqual(defaults);
    expect(parseAuditFilters(new URLSearchParams('page=2.5'))).toEqual(defaults);
  });
});
