import { Webhook } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { webhookNameMax } from '@panel/contract/api/webhooks';
import { CopyableLines } from '@/components/copyable-lines';
import { ShownOnceKey } from '@/components/shown-once-key';
import { DialogFormActions } from '@/components/dialog-form-actions';
import { ShownOnceDialog } from '@/components/shown-once-dialog';
import { isApiError } from '@/lib/api-error';
import { useCreateWebhook } from '../api/webhooks';
import {
  checkNewWebhook,
  verifyExample,
  webhookErrorsOf,
  type WebhookDraft,
  type WebhookDraftErrors,
} from '../webhook-form';
import { EventChoices } from './event-choices';
import { NameField } from './name-field';
import { WebhookUrlField } from './webhook-url-field';

const emptyDraft: WebhookDraft = { name: '', url: '', events: [] };

/** The headers a receiver checks, as code. */
function Header({ children }: { children: string }) {
  return <code className="font-mono text-foreground">{children}</code>;
}

interface NewWebhookDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Novo webhook": the name, the URL and the events, then the signing secret and a receiver
 * that checks it, shown once. Closing forgets the secret: the answer is dropped with the
 * mutation's state.
 */
export function NewWebhookDialog({ open, onOpenChange }: NewWebhookDialogProps) {
  const create = useCreateWebhook();
  const [draft, setDraft] = useState<WebhookDraft>(emptyDraft);
  const [errors, setErrors] = useState<WebhookDraftErrors>({});
  const nameId = useId();
  const urlId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const created = create.data;

  function change(next: boolean) {
    if (!next) {
      create.reset();
      setDraft(emptyDraft);
      setErrors({});
    }
    onOpenChange(next);
  }

  function edit(next: Partial<WebhookDraft>) {
    setDraft((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const kept = { ...current };
      for (const field of Object.keys(next) as (keyof WebhookDraft)[]) delete kept[field];
      return kept;
    });
  }

  /** The first refused field gets the focus (the events have no one box to focus). */
  function refuse(refused: WebhookDraftErrors) {
    setErrors(refused);
    if (refused.name) nameInput.current?.focus();
    else if (refused.url) urlInput.current?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const checked = checkNewWebhook(draft);
    if (!checked.ok) {
      refuse(checked.errors);
      return;
    }
    create.mutate(checked.body, {
      onError: (failure) => {
        const issues = isApiError(failure) ? failure.issues : undefined;
        if (issues) refuse(webhookErrorsOf(issues));
      },
    });
  }

  return (
    <ShownOnceDialog
      open={open}
      onOpenChange={change}
      title={created ? `Webhook ${created.subscription.name} criado` : 'Novo webhook'}
      description={
        created
          ? 'Guarde o segredo no receptor: com ele, o receptor confere que cada entrega veio do painel.'
          : 'O painel envia um POST com JSON para a URL a cada evento escolhido.'
      }
      shown={
        created ? (
          <>
            <ShownOnceKey
              label="Segredo de assinatura"
              apiKey={created.secret}
              copyLabel="Copiar o segredo de assinatura"
              warning="Copie o segredo agora: ele não será mostrado de novo."
            />
            <p className="text-sm text-muted-foreground">
              O painel assina cada entrega como descreve o Standard Webhooks, nos cabeçalhos{' '}
              <Header>webhook-id</Header>, <Header>webhook-timestamp</Header> e{' '}
              <Header>webhook-signature</Header>. Recuse a entrega cuja assinatura não confere.
            </p>
            <CopyableLines
              title="Confira a assinatura (Node)"
              lines={verifyExample}
              copyLabel="Copiar o exemplo em Node"
            >
              Uma entrega tentada de novo chega com o mesmo <Header>webhook-id</Header>: use-o para
              não processar o mesmo evento duas vezes. Qualquer resposta 2xx conta como entregue.
            </CopyableLines>
          </>
        ) : null
      }
    >
      <form noValidate onSubmit={submit} aria-label="Novo webhook" className="grid gap-5">
        <NameField
          id={nameId}
          value={draft.name}
          onChange={(name) => edit({ name })}
          error={errors.name}
          pending={create.isPending}
          inputRef={nameInput}
          maxLength={webhookNameMax}
          hint="Quem recebe, por exemplo Bot da equipe. A lista e o registro de auditoria mostram esse nome."
        />
        <WebhookUrlField
          id={urlId}
          value={draft.url}
          onChange={(url) => edit({ url })}
          error={errors.url}
          pending={create.isPending}
          inputRef={urlInput}
        />
        <EventChoices
          name="new-webhook-events"
          value={draft.events}
          onChange={(events) => edit({ events })}
          disabled={create.isPending}
          error={errors.events}
        />
        <DialogFormActions
          pending={create.isPending}
          label="Criar webhook"
          pendingLabel="Criando..."
          icon={<Webhook aria-hidden="true" />}
        />
      </form>
    </ShownOnceDialog>
  );
}
