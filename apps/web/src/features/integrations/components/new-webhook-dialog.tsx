import { Save, Webhook } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { webhookNameMax, webhookUrlMax } from '@panel/contract/api/webhooks';
import { CopyableLines } from '@/components/copyable-lines';
import { FormField } from '@/components/form-field';
import { ShownOnceKey } from '@/components/shown-once-key';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { useTopOfDialog } from '../use-top-of-dialog';
import { useCreateWebhook } from '../api/webhooks';
import {
  checkNewWebhook,
  verifyExample,
  webhookErrorsOf,
  type WebhookDraft,
  type WebhookDraftErrors,
} from '../webhook-form';
import { EventChoices } from './event-choices';
import { WebhookUrlHint } from './webhook-url-hint';

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
  const content = useTopOfDialog(created !== undefined);

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
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        ref={content}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
        // With the secret on screen, a stray click outside must not throw it away.
        onInteractOutside={created ? (event) => event.preventDefault() : undefined}
      >
        <DialogHeader>
          <DialogTitle>
            {created ? `Webhook ${created.subscription.name} criado` : 'Novo webhook'}
          </DialogTitle>
          <DialogDescription>
            {created
              ? 'Guarde o segredo no receptor: com ele, o receptor confere que cada entrega veio do painel.'
              : 'O painel envia um POST com JSON para a URL a cada evento escolhido.'}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <div className="grid min-w-0 gap-4">
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
            <div className="flex justify-end">
              <DialogClose asChild>
                <Button type="button">Concluído</Button>
              </DialogClose>
            </div>
          </div>
        ) : (
          <form noValidate onSubmit={submit} aria-label="Novo webhook" className="grid gap-5">
            <FormField
              id={nameId}
              label="Nome"
              required
              hint="Quem recebe, por exemplo Bot da equipe. A lista e o registro de auditoria mostram esse nome."
              error={errors.name}
            >
              {(a11y) => (
                <Input
                  {...a11y}
                  ref={nameInput}
                  value={draft.name}
                  maxLength={webhookNameMax}
                  autoComplete="off"
                  readOnly={create.isPending}
                  onChange={(event) => edit({ name: event.target.value })}
                />
              )}
            </FormField>
            <FormField id={urlId} label="URL" required hint={<WebhookUrlHint />} error={errors.url}>
              {(a11y) => (
                <Input
                  {...a11y}
                  ref={urlInput}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={draft.url}
                  maxLength={webhookUrlMax}
                  autoComplete="off"
                  spellCheck={false}
                  className="font-mono"
                  readOnly={create.isPending}
                  onChange={(event) => edit({ url: event.target.value })}
                />
              )}
            </FormField>
            <EventChoices
              name="new-webhook-events"
              value={draft.events}
              onChange={(events) => edit({ events })}
              disabled={create.isPending}
              error={errors.events}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancelar
                </Button>
              </DialogClose>
              <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
                {create.isPending ? <Save aria-hidden="true" /> : <Webhook aria-hidden="true" />}
                {create.isPending ? 'Criando...' : 'Criar webhook'}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
