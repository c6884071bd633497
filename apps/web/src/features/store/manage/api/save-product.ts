import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type {
  CreateStoreProductBody,
  StoreProductAdmin,
  UpdateStoreProductBody,
} from '@panel/contract/api/store';
import { storeEndpoints } from '@panel/contract/endpoints/store';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { storeKeys } from '@/lib/query-keys';

export function createProduct(body: CreateStoreProductBody): Promise<StoreProductAdmin> {
  return callEndpoint(storeEndpoints.createStoreProduct, { body });
}

export interface UpdateProductInput {
  id: string;
  body: UpdateStoreProductBody;
}

export function updateProduct({ id, body }: UpdateProductInput): Promise<StoreProductAdmin> {
  return callEndpoint(storeEndpoints.updateStoreProduct, { params: { id }, body });
}

/** What a save changed, in the toast: only `hidden` is the "Ocultar"/"Mostrar" action. */
function savedMessage(body: UpdateStoreProductBody): string {
  if (Object.keys(body).length === 1 && body.hidden !== undefined) {
    return body.hidden ? 'Produto ocultado' : 'Produto visível na loja';
  }
  return 'Produto atualizado';
}

/**
 * "Novo produto" (no id) and every edit of one. The members' store shows products too, so
 * both lists are refreshed, also after a refusal (someone else may have changed it).
 */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: null; body: CreateStoreProductBody } | UpdateProductInput) =>
      input.id === null ? createProduct(input.body) : updateProduct(input),
    onSuccess: (_product, input) => {
      toast.success(input.id === null ? 'Produto criado' : savedMessage(input.body));
    },
    onError: (error, input) =>
      notifyError(
        input.id === null ? 'Erro ao criar o produto' : 'Erro ao salvar o produto',
        error,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  });
}
