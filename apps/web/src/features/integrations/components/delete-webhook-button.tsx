import type { WebhookSubscription } from '@panel/contract/api/webhooks';
import { ConfirmDeleteButton } from '@/components/confirm-delete-button';
import { useDeleteWebhook } from '../api/webhooks';

/** "Excluir": no more events for the webhook; its deliveries not yet sent are dropped. */
export function DeleteWebhookButton({ subscription }: { subscription: WebhookSubscription }) {
  const remove = useDeleteWebhook();
  const { id, name } = subscription;
  return (
    <ConfirmDeleteButton
      label={`Excluir o webhook ${name}`}
      action="Excluir"
      title="Excluir o webhook?"
      description={
        <>
          <span className="font-medium text-foreground">{name}</span> deixa de receber eventos, e as
          entregas dele que ainda não saíram são descartadas. Para só interromper por um tempo, use
          Pausar. Esta ação não pode ser desfeita.
        </>
      }
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id, name })}
    />
  );
}
