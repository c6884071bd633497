import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useTheme } from '@/app/theme/theme-context';
import {
  axisTicks,
  labelStep,
  highestValue,
  stackedForDrawing,
  type ChartSeries,
} from './chart-data';

export interface UplotCanvasProps {
  /** One per point, written under the chart (every few when they do not fit). */
  labels: readonly string[];
  series: readonly ChartSeries[];
  kind: 'bars' | 'line';
  /** Bars only: each series on top of the ones before it. */
  stacked: boolean;
  formatValue: (value: number) => string;
  /** Counts: the value axis steps by whole numbers. */
  whole: boolean;
  height: number;
  /** The point under the pointer (`null` when it leaves the chart). Stable, as a state setter. */
  onHover: (index: number | null) => void;
}

function cssColor(element: Element, name: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || 'currentColor';
}

/**
 * The drawing, with uPlot (canvas): a value axis from zero and the labels along the bottom.
 * Colours are read from the theme's variables, so it is drawn again when the theme changes.
 * Where the browser cannot draw (no canvas context), it draws nothing: the table beside it says
 * the same (docs/decisions/2026-12-05-charts.md).
 */
export function UplotCanvas({
  labels,
  series,
  kind,
  stacked,
  formatValue,
  whole,
  height,
  onHover,
}: UplotCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const { theme } = useTheme();

  useEffect(() => {
    const element = container.current;
    if (!element || !document.createElement('canvas').getContext('2d')) return;
    const drawn = kind === 'bars' && stacked ? stackedForDrawing(series) : null;
    const drawnSeries = drawn?.series ?? [...series];
    const values = drawn?.values ?? series.map((item) => [...item.values]);
    const ticks = axisTicks(highestValue(series, kind === 'bars' && stacked), whole);
    const top = ticks.at(-1) ?? 1;
    // Room for the longest figure of the value axis (11 px text, about 6.5 px a character).
    const axisWidth = 14 + 6.5 * Math.max(...ticks.map((tick) => formatValue(tick).length));
    const muted = cssColor(element, '--muted-foreground');
    const grid = cssColor(element, '--border');
    const bars = uPlot.paths.bars?.({ size: [0.7, 28], radius: 0.15, gap: 1 });
    const line = uPlot.paths.linear?.();
    const options: uPlot.Options = {
      width: Math.max(1, element.clientWidth),
      height,
      legend: { show: false },
      cursor: {
        points: { show: kind === 'line' },
        drag: { x: false, y: false, setScale: false },
        y: false,
      },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      scales: {
        x: { time: false, range: () => [-0.5, labels.length - 0.5] },
        y: { range: () => [0, top] },
      },
      axes: [
        {
          stroke: muted,
          grid: { show: false },
          ticks: { show: false },
          size: 28,
          font: '11px system-ui, sans-serif',
          splits: (plot) => {
            const step = labelStep(labels.length, plot.bbox.width / devicePixelRatio);
            return labels.map((_, index) => index).filter((index) => index % step === 0);
          },
          values: (_plot, splits) => splits.map((index) => labels[index] ?? ''),
        },
        {
          stroke: muted,
          grid: { stroke: grid, width: 1 },
          ticks: { show: false },
          size: axisWidth,
          font: '11px system-ui, sans-serif',
          splits: () => ticks,
          values: (_plot, splits) => splits.map((value) => formatValue(value)),
        },
      ],
      series: [
        {},
        ...drawnSeries.map((item) => {
          const color = cssColor(element, `--chart-${item.color}`);
          return kind === 'bars'
            ? { label: item.label, fill: color, stroke: color, width: 0, paths: bars }
            : {
                label: item.label,
                stroke: color,
                width: 2,
                paths: line,
                points: { show: true, size: labels.length <= 31 ? 5 : 3, fill: color },
                spanGaps: false,
              };
        }),
      ],
      hooks: {
        setCursor: [(plot) => onHover(plot.cursor.idx ?? null)],
      },
    };
    const data: uPlot.AlignedData = [labels.map((_, index) => index), ...values];
    const plot = new uPlot(options, data, element);
    const resize = new ResizeObserver(() => {
      plot.setSize({ width: Math.max(1, element.clientWidth), height });
    });
    resize.observe(element);
    const leave = () => onHover(null);
    element.addEventListener('mouseleave', leave);
    return () => {
      element.removeEventListener('mouseleave', leave);
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, series, kind, stacked, formatValue, whole, height, theme, onHover]);

  // Clipped: a canvas drawn for the width before a resize never widens the page.
  return (
    <div
      ref={container}
      aria-hidden="true"
      className="w-full min-w-0 overflow-hidden"
      style={{ height }}
    />
  );
}
