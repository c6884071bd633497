import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { StoreProductAdmin } from '@panel/contract/api/store';
import { formatCount, ListStatus } from '@/components/list-status';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useManageProducts } from '../api/get-manage-products';
import { ListSkeleton } from './list-skeleton';
import { ProductCards } from './product-cards';
import { ProductsTable } from './products-table';

// The product form (and its selects and uploads) loads when first opened.
const ProductSheet = lazy(async () => ({
  default: (await import('./product-sheet')).ProductSheet,
}));

/** "Produtos": every product, hidden ones too; staff who manage create and edit them here. */
export function ProductsTab({ canManage }: { canManage: boolean }) {
  const products = useManageProducts();
  // The product open in the sheet, 'new' for "Novo produto".
  const [editing, setEditing] = useState<StoreProductAdmin | 'new' | null>(null);
  const onEdit = canManage ? setEditing : undefined;
  const sheetUsed = useOpenedOnce(editing !== null);

  let content;
  if (products.isPending) {
    content = <ListSkeleton label="Carregando produtos..." count={4} />;
  } else if (products.isError) {
    content = (
      <ErrorState
        message="Erro ao carregar os produtos."
        onRetry={() => void products.refetch()}
        retrying={products.isFetching}
      />
    );
  } else if (products.data.length === 0) {
    content = <EmptyState message="Nenhum produto cadastrado." />;
  } else {
    content = (
      <>
        <ListStatus
          count={formatCount(products.data.length, 'produto', 'produtos')}
          fetching={products.isFetching}
          fetchingLabel="Atualizando produtos..."
        />
        {/* Both are rendered; CSS shows the table on wide screens, the cards below 1280 px. */}
        <ProductsTable products={products.data} onEdit={onEdit} className="hidden xl:block" />
        <ProductCards products={products.data} onEdit={onEdit} className="xl:hidden" />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {canManage
            ? 'Produtos ocultos não aparecem na loja, mas continuam aqui.'
            : 'Você pode ver os produtos, mas não alterá-los.'}
        </p>
        {canManage ? (
          <Button className="w-full sm:w-auto" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Novo produto
          </Button>
        ) : null}
      </div>
      {content}
      {canManage && sheetUsed ? (
        <Suspense fallback={null}>
          <ProductSheet target={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
