import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationsChart } from './applications-chart';

const days = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 24 - (count - 1 - index)));
    return { date: date.toISOString().slice(0, 10), count: index % 3 };
  });

/** The dates written under the bars, as always shown and as shown from `@lg`. */
function dateLabels() {
  const labels = [
    ...(screen.getByRole('list').nextElementSibling?.children ?? []),
  ] as HTMLElement[];
  return {
    always: labels
      .filter((label) => !label.className.includes('invisible'))
      .map((l) => l.textContent),
    wide: labels
      .filter((label) => label.className.includes('@lg:visible'))
      .map((l) => l.textContent),
  };
}

describe('ApplicationsChart', () => {
  it('writes every fifth date under 30 days (every tenth when narrow), ending today', () => {
    render(<ApplicationsChart days={days(30)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
    expect(dateLabels()).toEqual({
      always: ['04/11', '14/11', '24/11'],
      wide: ['30/10', '09/11', '19/11'],
    });
  });

  it('writes every date under 14 days (every other when narrow)', () => {
    render(<ApplicationsChart days={days(14)} />);
    const { always, wide } = dateLabels();
    expect(always).toHaveLength(7);
    expect(always.at(-1)).toBe('24/11');
    expect(wide).toHaveLength(7);
  });
});
