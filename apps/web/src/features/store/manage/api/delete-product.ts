import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { storeEndpoints } from '@panel/contract/endpoints/store';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { storeKeys } from '@/lib/query-keys';

export function deleteProduct(id: string): Promise<void> {
  return callEndpoint(storeEndpoints.deleteStoreProduct, { params: { id } });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => {
      toast.success('Produto excluído');
    },
    onError: (error) => notifyError('Erro ao excluir o produto', error),
    // Also after a refusal: a 404 means someone else deleted it first.
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  });
}
