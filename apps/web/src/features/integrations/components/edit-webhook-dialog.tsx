import { Pencil, Save } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { WebhookSubscription } from '@panel/contract/api/webhooks';
import { DialogFormActions } from '@/components/dialog-form-actions';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-error';
import { useUpdateWebhook } from '../api/webhooks';
import {
  checkWebhookEdit,
  webhookErrorsOf,
  type WebhookDraft,
  type WebhookDraftErrors,
} from '../webhook-form';
import { EventChoices } from './event-choices';
import { WebhookUrlField } from './webhook-url-field';

type EditDraft = Pick<WebhookDraft, 'url' | 'events'>;

function EditWebhookForm({
  subscription,
  onDone,
}: {
  subscription: WebhookSubscription;
  onDone: () => void;
}) {
  const update = useUpdateWebhook();
  const [draft, setDraft] = useState<EditDraft>({
    url: subscription.url,
    events: subscription.events,
  });
  const [errors, setErrors] = useState<WebhookDraftErrors>({});
  const urlId = useId();
  const urlInput = useRef<HTMLInputElement>(null);

  function edit(next: Partial<EditDraft>) {
    setDraft((current) => ({ ...current, ...next }));
    setErrors((current) => ({
      ...current,
      ...('url' in next && { url: undefined }),
      ...('events' in next && { events: undefined }),
    }));
  }

  function refuse(refused: WebhookDraftErrors) {
    setErrors(refused);
    if (refused.url) urlInput.current?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    const checked = checkWebhookEdit(subscription, draft);
    if (!checked.ok) {
      refuse(checked.errors);
      return;
    }
    if (checked.body === null) {
      onDone();
      return;
    }
    update.mutate(
      { id: subscription.id, name: subscription.name, body: checked.body },
      {
        onSuccess: onDone,
        onError: (failure) => {
          const issues = isApiError(failure) ? failure.issues : undefined;
          if (issues) refuse(webhookErrorsOf(issues));
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Editar webhook" className="grid gap-5">
      <WebhookUrlField
        id={urlId}
        value={draft.url}
        onChange={(url) => edit({ url })}
        error={errors.url}
        pending={update.isPending}
        inputRef={urlInput}
      />
      <EventChoices
        name={`webhook-${subscription.id}-events`}
        value={draft.events}
        onChange={(events) => edit({ events })}
        disabled={update.isPending}
        error={errors.events}
      />
      <DialogFormActions
        pending={update.isPending}
        label="Salvar"
        pendingLabel="Salvando..."
        icon={<Save aria-hidden="true" />}
      />
    </form>
  );
}

/** "Editar": the URL and the events; the deliveries waiting go to the new URL. */
export function EditWebhookDialog({ subscription }: { subscription: WebhookSubscription }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Editar o webhook ${subscription.name}`}>
          <Pencil aria-hidden="true" />
          Editar
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Editar o webhook {subscription.name}</DialogTitle>
          <DialogDescription>
            Vale a partir da próxima entrega: as que esperam vão para a nova URL. Um evento
            desmarcado deixa de entrar na fila.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted while open: each opening starts from the webhook as it is now. */}
        {open ? (
          <EditWebhookForm subscription={subscription} onDone={() => setOpen(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
