import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreCategory } from '@panel/contract/api/store';
import { storeEndpoints } from '@panel/contract/endpoints/store';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { storeKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export type CategoryChange =
  | { action: 'create'; name: string }
  | { action: 'rename'; id: string; name: string }
  | { action: 'remove'; id: string };

const messages = {
  create: { done: 'Categoria criada', failed: 'Erro ao criar a categoria' },
  rename: { done: 'Categoria renomeada', failed: 'Erro ao renomear a categoria' },
  remove: { done: 'Categoria excluída', failed: 'Erro ao excluir a categoria' },
};

export async function changeCategory(change: CategoryChange): Promise<void> {
  if (change.action === 'create') {
    await callEndpoint(storeEndpoints.createStoreCategory, { body: { name: change.name } });
  } else if (change.action === 'rename') {
    await callEndpoint(storeEndpoints.renameStoreCategory, {
      params: { id: change.id },
      body: { name: change.name },
    });
  } else {
    await callEndpoint(storeEndpoints.deleteStoreCategory, { params: { id: change.id } });
  }
}

/**
 * Creates, renames or deletes a category; the server's refusal (a name taken, a category that
 * still has products) shows as is. The products show their category's name: they refresh too.
 */
export function useChangeCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCategory,
    onSuccess: (_, { action }) => toast.success(messages[action].done),
    onError: (error, { action }) => notifyError(messages[action].failed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  });
}

export function reorderCategories(ids: string[]): Promise<StoreCategory[]> {
  return callEndpoint(storeEndpoints.reorderStoreCategories, { body: { ids } });
}

/** Moves show at once (optimistic); a refused move puts the previous order back. */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: storeKeys.reorderCategories,
    mutationFn: reorderCategories,
    onMutate: async (ids) => {
      // A list arriving mid-move would overwrite the optimistic order with the old one.
      await queryClient.cancelQueries({ queryKey: storeKeys.categories });
      const previous = queryClient.getQueryData<StoreCategory[]>(storeKeys.categories);
      if (previous) {
        const byId = new Map(previous.map((category) => [category.id, category]));
        queryClient.setQueryData(
          storeKeys.categories,
          ids.flatMap((id) => byId.get(id) ?? []),
        );
      }
      return { previous };
    },
    onError: (error, _ids, result) => {
      if (result?.previous) queryClient.setQueryData(storeKeys.categories, result.previous);
      notifyError('Erro ao reordenar as categorias', error);
    },
    onSettled: async () => {
      // Several quick moves in flight: only the last one to finish refetches.
      if (queryClient.isMutating({ mutationKey: storeKeys.reorderCategories }) === 1) {
        await queryClient.invalidateQueries({ queryKey: storeKeys.categories });
      }
    },
  });
}
