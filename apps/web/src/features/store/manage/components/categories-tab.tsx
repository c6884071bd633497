import { storeLimits } from '@panel/contract/api/store';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { useStoreCategories } from '@/lib/store-categories';
import { useManageProducts } from '../api/get-manage-products';
import { useChangeCategory, useReorderCategories } from '../api/store-categories';
import { moveId, useListMoves, type MoveDirection } from '@/lib/use-list-moves';
import { CategoryItem } from './category-item';
import { CategoryNameForm } from './category-name-form';
import { ListSkeleton } from './list-skeleton';

/**
 * "Categorias": the store's tabs, in their order (docs/decisions/2026-12-04-store-categories.md).
 * Staff who manage the store add, rename, move and delete them; one with products is not
 * deleted (the server says how many).
 */
export function CategoriesTab({ canManage }: { canManage: boolean }) {
  const categories = useStoreCategories();
  const products = useManageProducts();
  const change = useChangeCategory();
  const reorder = useReorderCategories();
  const { listRef, announcement, moved } = useListMoves(categories.data);

  const counts = new Map<string, number>();
  for (const product of products.data ?? []) {
    counts.set(product.category.id, (counts.get(product.category.id) ?? 0) + 1);
  }
  const list = categories.data ?? [];
  const full = list.length >= storeLimits.categoriesMax;

  function move(index: number, direction: MoveDirection) {
    const ids = moveId(
      list.map(({ id }) => id),
      index,
      direction === 'up' ? -1 : 1,
    );
    const category = list[index];
    if (!ids || !category) return;
    reorder.mutate(ids);
    moved(
      category.id,
      direction,
      `${category.name} movida para a posição ${ids.indexOf(category.id) + 1} de ${ids.length}.`,
    );
  }

  let content;
  if (categories.isPending) {
    content = <ListSkeleton label="Carregando categorias..." count={3} />;
  } else if (categories.isError) {
    content = (
      <ErrorState
        message="Erro ao carregar as categorias."
        onRetry={() => void categories.refetch()}
        retrying={categories.isFetching}
      />
    );
  } else if (list.length === 0) {
    content = <EmptyState message="Nenhuma categoria cadastrada." />;
  } else {
    content = (
      <ol ref={listRef} aria-label="Categorias" className="divide-y rounded-xl border bg-card">
        {list.map((category, index) => (
          <CategoryItem
            key={category.id}
            category={category}
            products={products.data ? (counts.get(category.id) ?? 0) : undefined}
            isFirst={index === 0}
            isLast={index === list.length - 1}
            canManage={canManage}
            pending={change.isPending}
            onMove={(direction) => move(index, direction)}
            onRename={(name, done) => {
              if (name === category.name) done();
              else change.mutate({ action: 'rename', id: category.id, name }, { onSuccess: done });
            }}
            onDelete={() => change.mutate({ action: 'remove', id: category.id })}
          />
        ))}
      </ol>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        {canManage
          ? 'As abas da loja, na ordem em que aparecem. Uma categoria com produtos só pode ser excluída depois que eles forem movidos para outra.'
          : 'As abas da loja, na ordem em que aparecem. Você pode vê-las, mas não alterá-las.'}
      </p>
      {canManage && categories.isSuccess && !full ? (
        <CategoryNameForm
          label="Nova categoria"
          placeholder="Nome da nova categoria"
          submitLabel="Adicionar"
          pending={change.isPending && change.variables.action === 'create'}
          onSubmit={(name, reset) =>
            change.mutate({ action: 'create', name }, { onSuccess: reset })
          }
        />
      ) : null}
      {canManage && full ? (
        <p className="text-sm text-muted-foreground">
          A loja já tem o máximo de {storeLimits.categoriesMax} categorias.
        </p>
      ) : null}
      {content}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
