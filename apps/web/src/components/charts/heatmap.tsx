import { cn } from '@/lib/cn';

interface HeatmapProps {
  /** Names the table (its caption). */
  title: string;
  /** One per row ("Dom", "Seg", …) with its full name for screen readers. */
  rows: readonly { short: string; long: string }[];
  /** One per column ("0" to "23"). */
  columns: readonly string[];
  /** Every column header is written only every `columnStep` columns (all are read). */
  columnStep?: number;
  /** `values[row][column]`. */
  values: readonly (readonly number[])[];
  format: (value: number) => string;
  /** What a cell's column is called when read ("14h"). */
  columnName: (column: string) => string;
}

/**
 * A grid of cells shaded by their value (a day × hour heatmap), drawn as the table it is: each
 * cell holds its figure for screen readers and in its tooltip, so the picture and the table are
 * one element. Shades are the first chart colour over the card, in five steps.
 */
export function Heatmap({
  title,
  rows,
  columns,
  columnStep = 3,
  values,
  format,
  columnName,
}: HeatmapProps) {
  const top = Math.max(1, ...values.flat());
  return (
    // `relative`: the cells' screen-reader figures are placed inside it, not beside the page.
    <div className="relative min-w-0">
      <table className="w-full table-fixed border-separate border-spacing-0.5 text-[10px]">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            <td className="w-8" />
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className="p-0 text-center font-normal text-muted-foreground"
              >
                <span className={cn(index % columnStep !== 0 && 'sr-only')}>{column}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={row.short}>
              <th scope="row" className="pr-1 text-left font-normal text-muted-foreground">
                <abbr title={row.long} className="no-underline">
                  {row.short}
                </abbr>
              </th>
              {columns.map((column, columnIndex) => {
                const value = values[rowIndex]?.[columnIndex] ?? 0;
                const share = value / top;
                const text = `${row.long}, ${columnName(column)}: ${format(value)}`;
                return (
                  <td key={column} title={text} className="p-0">
                    <div
                      className={cn(
                        'aspect-square w-full rounded-[2px]',
                        value === 0 ? 'bg-muted' : 'bg-chart-1',
                      )}
                      style={value === 0 ? undefined : { opacity: 0.15 + 0.85 * share }}
                    />
                    <span className="sr-only">{format(value)}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div
        aria-hidden="true"
        className="mt-2 flex items-center justify-end gap-1 text-[10px] text-muted-foreground"
      >
        menos
        {[0.15, 0.35, 0.55, 0.75, 1].map((opacity) => (
          <span key={opacity} className="size-2.5 rounded-[2px] bg-chart-1" style={{ opacity }} />
        ))}
        mais
      </div>
    </div>
  );
}
