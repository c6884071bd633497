import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateWebhookBody,
  UpdateWebhookBody,
  WebhookCreated,
  WebhookSubscription,
} from '@panel/contract/api/webhooks';
import { staleTimes } from '@panel/contract/constants';
import { integrationsEndpoints } from '@panel/contract/endpoints/integrations';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { integrationKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export function getWebhooks(signal?: AbortSignal): Promise<WebhookSubscription[]> {
  return callEndpoint(integrationsEndpoints.listWebhooks, { signal });
}

export function webhooksQueryOptions() {
  return queryOptions({
    queryKey: integrationKeys.webhooks,
    queryFn: ({ signal }) => getWebhooks(signal),
    staleTime: staleTimes.list,
  });
}

/** The webhooks, each with how its deliveries go: staff see a receiver that stopped answering. */
export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}

/** One webhook in the cached list replaced by the server's answer, before the list refetches. */
function useReplaceInList() {
  const queryClient = useQueryClient();
  return (subscription: WebhookSubscription) =>
    queryClient.setQueryData<WebhookSubscription[]>(integrationKeys.webhooks, (list) =>
      list?.map((item) => (item.id === subscription.id ? subscription : item)),
    );
}

export function createWebhook(body: CreateWebhookBody): Promise<WebhookCreated> {
  return callEndpoint(integrationsEndpoints.createWebhook, { body });
}

/** "Novo webhook": the answer carries the signing secret, shown once by the dialog. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: ({ subscription }) => {
      toast.success('Webhook criado', { description: subscription.name });
    },
    onError: (error) => notifyError('Erro ao criar o webhook', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks }),
  });
}

export interface UpdateWebhookInput {
  id: string;
  /** For the toast. */
  name: string;
  body: UpdateWebhookBody;
}

export function updateWebhook({ id, body }: UpdateWebhookInput): Promise<WebhookSubscription> {
  return callEndpoint(integrationsEndpoints.updateWebhook, { params: { id }, body });
}

/** What a change did, in the toast's words. */
function updatedToast({ name, body }: UpdateWebhookInput): [string, string] {
  if (body.paused === true) {
    return ['Webhook pausado', `${name} não recebe entregas até ser retomado; os eventos esperam.`];
  }
  if (body.paused === false) {
    return ['Webhook retomado', `As entregas de ${name} que esperavam voltam a sair, em ordem.`];
  }
  return ['Webhook salvo', name];
}

/** "Pausar", "Retomar" and the edit of the URL or the events. */
export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: (subscription, input) => {
      replace(subscription);
      const [title, description] = updatedToast(input);
      toast.success(title, { description });
    },
    onError: (error, { body }) =>
      notifyError(
        body.paused === true
          ? 'Erro ao pausar o webhook'
          : body.paused === false
            ? 'Erro ao retomar o webhook'
            : 'Erro ao salvar o webhook',
        error,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks }),
  });
}

export interface WebhookInput {
  id: string;
  /** For the toast. */
  name: string;
}

export function testWebhook({ id }: WebhookInput): Promise<WebhookSubscription> {
  return callEndpoint(integrationsEndpoints.testWebhook, { params: { id } });
}

/** "Enviar teste": a `webhook.test` event joins the webhook's queue, behind what waits there. */
export function useTestWebhook() {
  const queryClient = useQueryClient();
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: testWebhook,
    onSuccess: (subscription) => {
      replace(subscription);
      toast.success('Teste enviado para a fila', {
        description: subscription.pausedAt
          ? `O webhook está pausado: o teste sai quando ${subscription.name} for retomado.`
          : `O evento webhook.test sai para ${subscription.name} em instantes.`,
      });
    },
    onError: (error) => notifyError('Erro ao enviar o teste', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks }),
  });
}

export function deleteWebhook({ id }: WebhookInput): Promise<void> {
  return callEndpoint(integrationsEndpoints.deleteWebhook, { params: { id } });
}

/** "Excluir": the webhook and its deliveries not yet sent are gone. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: (_answer, { name }) => {
      toast.success('Webhook excluído', { description: `${name} não recebe mais eventos.` });
    },
    onError: (error) => notifyError('Erro ao excluir o webhook', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks }),
  });
}
