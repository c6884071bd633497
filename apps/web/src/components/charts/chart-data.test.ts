import { describe, expect, it } from 'vitest';
import { axisTicks, highestValue, labelStep, stackedForDrawing } from './chart-data';

describe('stackedForDrawing', () => {
  it('adds each series to those before it and draws the top of the stack first', () => {
    const { series, values } = stackedForDrawing([
      { label: 'Aprovadas', values: [1, 0, 3], color: 3 },
      { label: 'Reprovadas', values: [2, null, 1], color: 2 },
    ]);
    expect(series.map((item) => item.label)).toEqual(['Reprovadas', 'Aprovadas']);
    expect(values).toEqual([
      [3, 0, 4],
      [1, 0, 3],
    ]);
  });
});

describe('axisTicks', () => {
  it('steps by 1, 2, 2.5 or 5 times a power of ten up to the highest value', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(18)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(40)).toEqual([0, 10, 20, 30, 40]);
    expect(axisTicks(0.9)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(axisTicks(26.3)).toEqual([0, 10, 20, 30]);
  });

  it('keeps whole steps for counts', () => {
    expect(axisTicks(3, true)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(5, true)).toEqual([0, 2, 4, 6]);
    expect(axisTicks(1, true)).toEqual([0, 1]);
    expect(axisTicks(90, true)).toEqual([0, 25, 50, 75, 100]);
  });
});

describe('highestValue', () => {
  const series = [
    { label: 'a', values: [1, 5], color: 1 as const },
    { label: 'b', values: [4, null], color: 2 as const },
  ];
  it('is the tallest stack when stacked, the highest bar otherwise', () => {
    expect(highestValue(series, true)).toBe(5);
    expect(highestValue(series, false)).toBe(5);
    expect(highestValue([{ label: 'a', values: [1, 2], color: 1 }, series[1]!], true)).toBe(5);
    expect(highestValue([], true)).toBe(0);
  });
});

describe('labelStep', () => {
  it('writes every label when they fit, fewer when they do not', () => {
    expect(labelStep(7, 600)).toBe(1);
    expect(labelStep(30, 300)).toBe(5);
    expect(labelStep(90, 1000)).toBe(5);
    expect(labelStep(1, 10)).toBe(1);
  });
});
