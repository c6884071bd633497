import { Pause, Play, Send } from 'lucide-react';
import type { WebhookSubscription } from '@panel/contract/api/webhooks';
import { Button } from '@/components/ui/button';
import { useTestWebhook, useUpdateWebhook } from '../api/webhooks';
import { EditWebhookDialog } from './edit-webhook-dialog';

/** A manager's actions on a webhook: a test event, pausing or resuming, and the edit. */
export function WebhookActions({ subscription }: { subscription: WebhookSubscription }) {
  const test = useTestWebhook();
  const update = useUpdateWebhook();
  const { id, name } = subscription;
  const paused = subscription.pausedAt !== null;
  // On a phone, words without icons: the three fit on one line.
  return (
    <div className="flex flex-wrap gap-2 border-t pt-3 max-sm:[&_svg]:hidden">
      <Button
        variant="outline"
        size="sm"
        aria-label={`Enviar teste para o webhook ${name}`}
        disabled={test.isPending}
        aria-busy={test.isPending}
        onClick={() => test.mutate({ id, name })}
      >
        <Send aria-hidden="true" />
        Enviar teste
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={`${paused ? 'Retomar' : 'Pausar'} o webhook ${name}`}
        disabled={update.isPending}
        aria-busy={update.isPending}
        onClick={() => update.mutate({ id, name, body: { paused: !paused } })}
      >
        {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        {paused ? 'Retomar' : 'Pausar'}
      </Button>
      <EditWebhookDialog subscription={subscription} />
    </div>
  );
}
