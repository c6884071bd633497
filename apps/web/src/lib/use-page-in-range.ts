import { useEffect } from 'react';
import { pageCount } from './page-items';

interface PagedQuery {
  isSuccess: boolean;
  isPlaceholderData: boolean;
  data?: { items: readonly unknown[]; total: number } | undefined;
}

/**
 * The total and page count of a server-paginated list, and a step back to the new last
 * page when the asked-for page is past it (its last item was just decided or deleted, or
 * an old link).
 */
export function usePageInRange(
  list: PagedQuery,
  page: number,
  pageSize: number,
  setPage: (page: number, options?: { replace?: boolean }) => void,
): { total: number; totalPages: number } {
  const total = list.data?.total ?? 0;
  const totalPages = pageCount(total, pageSize);
  const pastLastPage =
    list.isSuccess &&
    !list.isPlaceholderData &&
    list.data?.items.length === 0 &&
    total > 0 &&
    page > totalPages;
  useEffect(() => {
    if (pastLastPage) setPage(totalPages, { replace: true });
  }, [pastLastPage, totalPages, setPage]);
  return { total, totalPages };
}
