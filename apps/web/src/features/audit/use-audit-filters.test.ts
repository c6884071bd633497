import { describe, expect, it } from 'vitest';
import { parseAuditFilters } from './use-audit-filters';

const defaults = {
  search: '',
  type: null,
  signIns: 'hide',
  actorId: null,
  from: '',
  to: '',
  page: 1,
  limit: 25,
};

describe('parseAuditFilters', () => {
  it('reads the search, type, member, period, page size and page of the query string', () => {
    expect(parseAuditFilters(new URLSearchParams('search=%20ana%20&type=delete&page=3'))).toEqual({
      ...defaults,
      search: 'ana',
      type: 'delete',
      page: 3,
    });
    expect(parseAuditFilters(new URLSearchParams('signIns=show')).signIns).toBe('show');
    expect(
      parseAuditFilters(
        new URLSearchParams(
          'actor=100000000000000004&from=2026-01-10T00%3A00&to=2026-01-12T23%3A59&limit=50',
        ),
      ),
    ).toEqual({
      ...defaults,
      actorId: '100000000000000004',
      from: '2026-01-10T00:00',
      to: '2026-01-12T23:59',
      limit: 50,
    });
    expect(parseAuditFilters(new URLSearchParams('limit=5')).limit).toBe(5);
  });

  it('falls back to the defaults for missing or hand-edited values', () => {
    expect(parseAuditFilters(new URLSearchParams(''))).toEqual(defaults);
    expect(parseAuditFilters(new URLSearchParams('type=drop&page=abc&signIns=talvez'))).toEqual(
      defaults,
    );
    expect(parseAuditFilters(new URLSearchParams('page=0'))).toEqual(defaults);
    expect(parseAuditFilters(new URLSearchParams('page=2.5'))).toEqual(defaults);
    expect(
      parseAuditFilters(new URLSearchParams('actor=ana&from=ontem&to=2026-02-30T10%3A00&limit=7')),
    ).toEqual(defaults);
    expect(parseAuditFilters(new URLSearchParams('limit=100')).limit).toBe(25);
  });

  it('leaves out the end of an inverted period', () => {
    expect(
      parseAuditFilters(new URLSearchParams('from=2026-01-12T00%3A00&to=2026-01-10T23%3A59')),
    ).toMatchObject({ from: '2026-01-12T00:00', to: '' });
  });
});
