import { describe, expect, it } from 'vitest';
import { parseApplicationFilters } from './use-application-filters';

describe('parseApplicationFilters', () => {
  it('defaults to the first page of pending entries', () => {
    expect(parseApplicationFilters(new URLSearchParams())).toEqual({
      status: 'pending',
      search: '',
      triage: null,
      signal: null,
      sort: 'queue',
      page: 1,
    });
  });

  it('reads a shared link', () => {
    expect(
      parseApplicationFilters(new URLSearchParams('status=rejected&search=%20bruno%20&page=3')),
    ).toEqual({
      status: 'rejected',
      search: 'bruno',
      triage: null,
      signal: null,
      sort: 'queue',
      page: 3,
    });
    expect(parseApplicationFilters(new URLSearchParams('triage=failed&sort=score'))).toMatchObject({
      triage: 'failed',
      sort: 'score',
    });
    expect(parseApplicationFilters(new URLSearchParams('triage=graded')).triage).toBe('graded');
    expect(
      parseApplicationFilters(new URLSearchParams('signal=new_account&sort=account')),
    ).toMatchObject({ signal: 'new_account', sort: 'account' });
    expect(parseApplicationFilters(new URLSearchParams('signal=rejected_before')).signal).toBe(
      'rejected_before',
    );
  });

  it('falls back on values the server would refuse', () => {
    expect(
      parseApplicationFilters(
        new URLSearchParams(`status=canceled&page=-2&search=${'a'.repeat(150)}`),
      ),
    ).toEqual({
      status: 'pending',
      search: 'a'.repeat(100),
      triage: null,
      signal: null,
      sort: 'queue',
      page: 1,
    });
    expect(
      parseApplicationFilters(new URLSearchParams('triage=aprovados&sort=nota')),
    ).toMatchObject({ triage: null, sort: 'queue' });
    expect(parseApplicationFilters(new URLSearchParams('signal=nova&sort=conta'))).toMatchObject({
      signal: null,
      sort: 'queue',
    });
    expect(parseApplicationFilters(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(parseApplicationFilters(new URLSearchParams('page=abc')).page).toBe(1);
    expect(parseApplicationFilters(new URLSearchParams('page=1000001')).page).toBe(1);
  });
});
