import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateIntegrationKeyBody,
  IntegrationKey,
  IntegrationKeyCreated,
} from '@panel/contract/api/integrations';
import { staleTimes } from '@panel/contract/constants';
import { integrationsEndpoints } from '@panel/contract/endpoints/integrations';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { integrationKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export function getIntegrationKeys(signal?: AbortSignal): Promise<IntegrationKey[]> {
  return callEndpoint(integrationsEndpoints.listIntegrationKeys, { signal });
}

export function integrationKeysQueryOptions() {
  return queryOptions({
    queryKey: integrationKeys.keys,
    queryFn: ({ signal }) => getIntegrationKeys(signal),
    staleTime: staleTimes.list,
  });
}

/** The keys, active first: their last use tells staff which tools still call the panel. */
export function useIntegrationKeys() {
  return useQuery(integrationKeysQueryOptions());
}

export function createIntegrationKey(
  body: CreateIntegrationKeyBody,
): Promise<IntegrationKeyCreated> {
  return callEndpoint(integrationsEndpoints.createIntegrationKey, { body });
}

/** "Nova chave": the answer carries the key, shown once by the dialog. */
export function useCreateIntegrationKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIntegrationKey,
    onSuccess: ({ key }) => {
      toast.success('Chave de API criada', { description: key.name });
    },
    onError: (error) => notifyError('Erro ao criar a chave de API', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.keys }),
  });
}

export interface RevokeIntegrationKeyInput {
  id: string;
  /** For the toast. */
  name: string;
}

export function revokeIntegrationKey({ id }: RevokeIntegrationKeyInput): Promise<void> {
  return callEndpoint(integrationsEndpoints.revokeIntegrationKey, { params: { id } });
}

/** "Revogar": the key stops working at once, in every process of the panel. */
export function useRevokeIntegrationKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeIntegrationKey,
    onSuccess: (_answer, { name }) => {
      toast.success('Chave de API revogada', {
        description: `A chave de ${name} deixou de funcionar.`,
      });
    },
    onError: (error) => notifyError('Erro ao revogar a chave de API', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.keys }),
  });
}
