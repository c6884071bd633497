import { cn } from '@/lib/cn';

export interface RankedItem {
  key: string;
  label: string;
  value: number;
  /** The value as written beside the bar ("1.234 min", "12 vendas"). */
  text: string;
}

/**
 * A ranking as a list with a bar per item, as long as its share of the first: readable as it is
 * by a screen reader (the bars are drawn beside the words, not instead of them).
 */
export function RankedBars({
  items,
  label,
  empty,
  className,
}: {
  items: readonly RankedItem[];
  /** Names the list ("Canais com mais minutos"). */
  label: string;
  empty: string;
  className?: string;
}) {
  if (items.length === 0) {
    return <p className={cn('text-sm text-muted-foreground', className)}>{empty}</p>;
  }
  const top = Math.max(...items.map((item) => item.value), 1);
  return (
    <ol aria-label={label} className={cn('grid gap-2', className)}>
      {items.map((item) => (
        <li key={item.key} className="grid gap-1 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 truncate">{item.label}</span>
            <span className="shrink-0 font-medium tabular-nums">{item.text}</span>
          </div>
          <div aria-hidden="true" className="h-1.5 rounded-full bg-muted">
            <div
              className="h-full rounded-full bg-chart-1"
              style={{ width: `${Math.max(2, (item.value / top) * 100)}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}
