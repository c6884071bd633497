import type { UseQueryResult } from '@tanstack/react-query';
import { storeMessages, type StoreProduct } from '@panel/contract/api/store';
import { formatCount, ListStatus } from '@/components/list-status';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import type { StoreViewer } from '../use-store-viewer';
import { ProductCard } from './product-card';

const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

function ProductGridSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Carregando produtos...</span>
      <ul aria-hidden="true" className={gridClass}>
        {Array.from({ length: 8 }, (_, index) => (
          <li key={index} className="flex flex-col overflow-hidden rounded-xl border bg-card">
            <Skeleton className="aspect-video w-full rounded-none" />
            <div className="grid gap-2 p-4">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-5 w-24" />
              <Skeleton className="h-3 w-full" />
              <Skeleton className="h-3 w-4/5" />
              <Skeleton className="mt-2 h-9 w-full" />
              <Skeleton className="h-9 w-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ProductGridProps {
  products: UseQueryResult<StoreProduct[]>;
  viewer: StoreViewer;
}

/** The category's products, or why there are none to show. */
export function ProductGrid({ products, viewer }: ProductGridProps) {
  if (products.isPending) return <ProductGridSkeleton />;
  if (products.isError) {
    return (
      <ErrorState
        message="Erro ao carregar os produtos."
        onRetry={() => void products.refetch()}
        retrying={products.isFetching}
      />
    );
  }
  if (products.data.length === 0) return <EmptyState message={storeMessages.empty} />;
  return (
    <div className="grid gap-3">
      <ListStatus
        count={formatCount(products.data.length, 'produto', 'produtos')}
        fetching={products.isFetching}
        fetchingLabel="Atualizando produtos..."
      />
      <ul aria-label="Produtos" className={gridClass}>
        {products.data.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} viewer={viewer} />
          </li>
        ))}
      </ul>
    </div>
  );
}
