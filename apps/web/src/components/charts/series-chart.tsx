import { useId, useState, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { ChartColor, ChartSeries } from './chart-data';
import { UplotCanvas } from './uplot-canvas';

export type { ChartColor, ChartSeries };

const swatches: Record<ChartColor, string> = {
  1: 'bg-chart-1',
  2: 'bg-chart-2',
  3: 'bg-chart-3',
  4: 'bg-chart-4',
  5: 'bg-chart-5',
};

export interface SeriesChartProps {
  title: string;
  description?: ReactNode;
  /** One per point ("12/11"), under the chart and in the table's first column. */
  labels: readonly string[];
  /** The table's first column's heading ("Dia"). */
  labelHeading: string;
  series: readonly ChartSeries[];
  kind?: 'bars' | 'line';
  stacked?: boolean;
  /** A value as the axis, the readout and the table write it. Must be a stable function. */
  formatValue: (value: number) => string;
  /** Counts: the value axis steps by whole numbers. */
  whole?: boolean;
  /** Beside the title: an export link. */
  actions?: ReactNode;
  height?: number;
  className?: string;
}

/**
 * A chart of a series per day (or per anything): drawn with uPlot, its legend, a readout of the
 * point under the pointer (the period's totals otherwise), and the same figures as a table for
 * screen readers and for anyone who would rather read (docs/decisions/2026-12-05-charts.md).
 */
export function SeriesChart({
  title,
  description,
  labels,
  labelHeading,
  series,
  kind = 'bars',
  stacked = false,
  formatValue,
  whole = false,
  actions,
  height = 200,
  className,
}: SeriesChartProps) {
  const titleId = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const empty = series.every((item) => item.values.every((value) => !value));
  return (
    <Card className={cn('min-w-0 gap-3', className)} aria-labelledby={titleId} role="figure">
      <CardHeader className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 gap-1">
          <CardTitle id={titleId} className="text-base">
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {actions}
      </CardHeader>
      <CardContent className="grid min-w-0 gap-2">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden>
          {series.map((item) => (
            <li key={item.label} className="flex items-center gap-1.5">
              <span className={cn('size-2.5 rounded-sm', swatches[item.color])} />
              {item.label}
              <span className="font-medium text-foreground tabular-nums">
                {readout(item, hovered, kind, formatValue)}
              </span>
            </li>
          ))}
          {hovered !== null ? (
            <li className="font-medium text-foreground">{labels[hovered]}</li>
          ) : null}
        </ul>
        {empty ? (
          <p
            className="grid place-items-center rounded-md border border-dashed text-sm text-muted-foreground"
            style={{ height }}
          >
            Nada no período.
          </p>
        ) : (
          <UplotCanvas
            labels={labels}
            series={series}
            kind={kind}
            stacked={stacked}
            formatValue={formatValue}
            whole={whole}
            height={height}
            onHover={setHovered}
          />
        )}
        <details className="group text-sm">
          <summary className="cursor-pointer rounded-sm text-xs text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            Ver dados em tabela
          </summary>
          <div className="mt-2 max-h-72 overflow-auto rounded-md border">
            <table className="w-full text-xs tabular-nums">
              <caption className="sr-only">{title}</caption>
              <thead className="sticky top-0 bg-muted text-left">
                <tr>
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    {labelHeading}
                  </th>
                  {series.map((item) => (
                    <th key={item.label} scope="col" className="px-2 py-1.5 text-right font-medium">
                      {item.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {labels.map((label, index) => (
                  <tr key={`${label}-${index}`} className="border-t">
                    <th scope="row" className="px-2 py-1 text-left font-normal">
                      {label}
                    </th>
                    {series.map((item) => {
                      const value = item.values[index];
                      return (
                        <td key={item.label} className="px-2 py-1 text-right">
                          {value === null || value === undefined ? '—' : formatValue(value)}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </CardContent>
    </Card>
  );
}

/** The value at the point under the pointer; without one, the bars' total (a line has none). */
function readout(
  item: ChartSeries,
  hovered: number | null,
  kind: 'bars' | 'line',
  format: (value: number) => string,
): string {
  if (hovered !== null) {
    const value = item.values[hovered];
    return value === null || value === undefined ? '—' : format(value);
  }
  if (kind === 'line') return '';
  return format(item.values.reduce<number>((sum, value) => sum + (value ?? 0), 0));
}
