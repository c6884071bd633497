import { describe, expect, it } from 'vitest';
import { pageCount, pageItems } from './page-items';

const render = (current: number, total: number) =>
  pageItems(current, total)
    .map((item) => (item.kind === 'page' ? String(item.page) : '…'))
    .join(' ');

describe('pageItems', () => {
  it('shows nothing for a single page', () => {
    expect(render(1, 1)).toBe('');
    expect(render(1, 0)).toBe('');
  });

  it('shows every page when none is skipped', () => {
    expect(render(1, 2)).toBe('1 2');
    expect(render(2, 3)).toBe('1 2 3');
    expect(render(3, 5)).toBe('1 2 3 4 5');
  });

  it('puts ellipses around the current page and its neighbours', () => {
    expect(render(5, 10)).toBe('1 … 4 5 6 … 10');
    expect(render(1, 10)).toBe('1 2 … 10');
    expect(render(10, 10)).toBe('1 … 9 10');
  });

  it('fills a gap of one page with that page instead of an ellipsis', () => {
    expect(render(4, 10)).toBe('1 2 3 4 5 … 10');
    expect(render(7, 10)).toBe('1 … 6 7 8 9 10');
  });

  it('clamps a current page outside the range', () => {
    expect(render(99, 4)).toBe('1 2 3 4');
    expect(render(-3, 6)).toBe('1 2 … 6');
  });
});

describe('pageCount', () => {
  it('rounds up and never answers zero', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
  });
});
