import { Spinner } from './ui/spinner';

const numberFormat = new Intl.NumberFormat('pt-BR');

/**
 * "1 ticket", "1.234 tickets". A count the server stopped at its cap (`X-Total-Capped`) is only
 * a lower bound: "Mais de 200 entradas".
 */
export function formatCount(
  total: number,
  singular: string,
  plural: string,
  capped = false,
): string {
  const count = total === 1 ? `1 ${singular}` : `${numberFormat.format(total)} ${plural}`;
  return capped ? `Mais de ${count}` : count;
}

/** A search's count of results, "12 resultados", or "Mais de 1.000 resultados" past its cap. */
export function formatResultCount(total: number, capped: boolean): string {
  return formatCount(total, 'resultado', 'resultados', capped);
}

interface ListStatusProps {
  /** How many there are, e.g. "12 resultados"; read out when it changes. */
  count: string;
  fetching: boolean;
  fetchingLabel: string;
}

/** The line above a list: its count, and a spinner while a newer page loads. */
export function ListStatus({ count, fetching, fetchingLabel }: ListStatusProps) {
  return (
    <div className="flex min-h-6 items-center justify-between gap-2 text-sm text-muted-foreground">
      <p aria-live="polite">{count}</p>
      {fetching ? <Spinner className="size-4" label={fetchingLabel} /> : null}
    </div>
  );
}
