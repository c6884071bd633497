import { KeyRound } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { apiDocsPath, integrationKeyNameMax } from '@panel/contract/api/integrations';
import { CopyableLines } from '@/components/copyable-lines';
import { RadioTiles } from '@/components/radio-tiles';
import { ShownOnceKey } from '@/components/shown-once-key';
import { DialogFormActions } from '@/components/dialog-form-actions';
import { ShownOnceDialog } from '@/components/shown-once-dialog';
import { isApiError } from '@/lib/api-error';
import { useCreateIntegrationKey } from '../api/integration-keys';
import {
  checkKeyDraft,
  curlExample,
  expiryOf,
  keyValidities,
  keyValidityLabels,
  sortScopes,
  type KeyDraft,
  type KeyDraftErrors,
} from '../key-form';
import { NameField } from './name-field';
import { ScopeChoices } from './scope-choices';

const emptyDraft: KeyDraft = { name: '', scopes: [], validity: '90' };

interface NewKeyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Nova chave": the name, what it may do and for how long, then the key and a first call with
 * it, shown once. Closing forgets the key: the answer is dropped with the mutation's state.
 */
export function NewKeyDialog({ open, onOpenChange }: NewKeyDialogProps) {
  const create = useCreateIntegrationKey();
  const [draft, setDraft] = useState<KeyDraft>(emptyDraft);
  const [errors, setErrors] = useState<KeyDraftErrors>({});
  const nameId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const created = create.data;

  function change(next: boolean) {
    if (!next) {
      create.reset();
      setDraft(emptyDraft);
      setErrors({});
    }
    onOpenChange(next);
  }

  function edit(next: Partial<KeyDraft>) {
    setDraft((current) => ({ ...current, ...next }));
    setErrors((current) => ({
      ...current,
      ...('name' in next && { name: undefined }),
      ...('scopes' in next && { scopes: undefined }),
    }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const refused = checkKeyDraft(draft);
    setErrors(refused);
    if (refused.name) {
      nameInput.current?.focus();
      return;
    }
    if (refused.scopes) return;
    create.mutate(
      {
        name: draft.name.trim(),
        scopes: sortScopes(draft.scopes),
        expiresAt: expiryOf(draft.validity),
      },
      {
        onError: (failure) => {
          const issue = isApiError(failure) ? failure.issues?.[0] : undefined;
          if (!issue) return;
          setErrors(issue.path === 'scopes' ? { scopes: issue.message } : { name: issue.message });
        },
      },
    );
  }

  return (
    <ShownOnceDialog
      open={open}
      onOpenChange={change}
      title={created ? `Chave ${created.key.name} criada` : 'Nova chave de API'}
      description={
        created
          ? 'A ferramenta chama o painel com esta chave, no cabeçalho Authorization.'
          : 'Para um bot, um CAD ou uma loja consultar o painel. Dê só o que a ferramenta precisa.'
      }
      shown={
        created ? (
          <>
            <ShownOnceKey
              label="Chave de API"
              apiKey={created.apiKey}
              copyLabel="Copiar a chave de API"
            />
            <CopyableLines
              title="Teste a chave"
              lines={curlExample(window.location.origin, created.apiKey, created.key.scopes)}
              copyLabel="Copiar o comando de teste"
            >
              Cada rota, com as respostas e os erros, está na documentação da API em{' '}
              <a
                className="font-medium underline underline-offset-2"
                href={apiDocsPath}
                target="_blank"
                rel="noreferrer"
              >
                {apiDocsPath}
              </a>
              .
            </CopyableLines>
          </>
        ) : null
      }
    >
      <form noValidate onSubmit={submit} aria-label="Nova chave de API" className="grid gap-5">
        <NameField
          id={nameId}
          value={draft.name}
          onChange={(name) => edit({ name })}
          error={errors.name}
          pending={create.isPending}
          inputRef={nameInput}
          maxLength={integrationKeyNameMax}
          hint="A ferramenta que usa a chave, por exemplo Bot de denúncias. O registro de auditoria mostra esse nome."
        />
        <ScopeChoices
          value={draft.scopes}
          onChange={(scopes) => edit({ scopes })}
          disabled={create.isPending}
          error={errors.scopes}
        />
        <RadioTiles
          legend="Validade"
          name="integration-key-validity"
          options={keyValidities}
          labels={keyValidityLabels}
          hint="Depois disso a chave deixa de funcionar; crie outra para continuar."
          value={draft.validity}
          onChange={(validity) => edit({ validity })}
          disabled={create.isPending}
          columns="grid-cols-2 sm:grid-cols-4"
        />
        <DialogFormActions
          pending={create.isPending}
          label="Criar chave"
          pendingLabel="Criando..."
          icon={<KeyRound aria-hidden="true" />}
        />
      </form>
    </ShownOnceDialog>
  );
}
