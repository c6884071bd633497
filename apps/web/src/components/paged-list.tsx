import type { ReactNode } from 'react';
import { formatCount, ListStatus } from '@/components/list-status';
import { ErrorState } from '@/components/error-state';
import { Pagination } from '@/components/ui/pagination';
import { cn } from '@/lib/cn';

/** What the scaffold reads of a paged list's query (`useQuery` of a `ListPage`). */
interface PagedQuery<Item> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  data?: { items: Item[]; capped?: boolean } | undefined;
  refetch: () => unknown;
}

interface PagedListProps<Item> {
  list: PagedQuery<Item>;
  /** The skeleton shown until the first page arrives. */
  loading: ReactNode;
  /** The load error ("Erro ao carregar …"). */
  errorMessage: string;
  /** The count's noun, singular and plural ("compra", "compras"). */
  noun: readonly [string, string];
  fetchingLabel: string;
  /** Beside the count: what acts on the whole list (bulk actions). */
  actions?: ReactNode;
  /** What an empty page shows (an `EmptyState`). */
  empty: ReactNode;
  /** The rows; `stale` while the previous page stays on screen as the next one loads. */
  children: (items: Item[], stale: boolean) => ReactNode;
  total: number;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the pager where a page has two lists ("Paginação" by default). */
  pagerLabel?: string;
}

/**
 * The one scaffold of a paged list: the skeleton, the load error with its retry, the count,
 * the empty text or the rows, and the pager (docs/decisions/2026-12-03-one-paged-answer.md).
 */
export function PagedList<Item>({
  list,
  loading,
  errorMessage,
  noun,
  fetchingLabel,
  actions,
  empty,
  children,
  total,
  page,
  totalPages,
  onPageChange,
  pagerLabel,
}: PagedListProps<Item>) {
  if (list.isPending) return loading;
  if (list.isError || !list.data) {
    return (
      <ErrorState
        message={errorMessage}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const status = (
    <ListStatus
      count={formatCount(total, noun[0], noun[1], list.data.capped)}
      fetching={list.isFetching}
      fetchingLabel={fetchingLabel}
    />
  );
  return (
    <>
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="min-w-0 flex-1">{status}</div>
          {actions}
        </div>
      ) : (
        status
      )}
      {list.data.items.length === 0 ? empty : children(list.data.items, list.isPlaceholderData)}
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
        label={pagerLabel}
      />
    </>
  );
}

interface PagedRowsProps {
  label: string;
  stale: boolean;
  children: ReactNode;
}

/** The rows of a page as cards, dimmed while the next page loads. */
export function PagedRows({ label, stale, children }: PagedRowsProps) {
  return (
    <ul
      aria-label={label}
      aria-busy={stale}
      className={cn('grid gap-3 transition-opacity', stale && 'opacity-60')}
    >
      {children}
    </ul>
  );
}
