import { Plus } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { gameServerLimits } from '@panel/contract/api/game-servers';
import { FormField } from '@/components/form-field';
import { DialogFormActions } from '@/components/dialog-form-actions';
import { ShownOnceDialog } from '@/components/shown-once-dialog';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { useCreateGameServer } from '../api/create-game-server';
import { checkServerName } from '../server-settings';
import { ApiKeyPanel } from './api-key-panel';

interface NewServerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Novo servidor": the name, then the new key and the server.cfg lines, shown once. Closing
 * forgets the key: the answer is dropped with the mutation's state.
 */
export function NewServerDialog({ open, onOpenChange }: NewServerDialogProps) {
  const create = useCreateGameServer();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const input = useRef<HTMLInputElement>(null);
  const created = create.data;

  function change(next: boolean) {
    if (!next) {
      create.reset();
      setName('');
      setError(null);
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const refused = checkServerName(name);
    setError(refused);
    if (refused) {
      input.current?.focus();
      return;
    }
    create.mutate(
      { name: name.trim() },
      {
        onError: (failure) => {
          const issue = isApiError(failure) ? failure.issues?.[0]?.message : undefined;
          if (!issue) return;
          setError(issue);
          input.current?.focus();
        },
      },
    );
  }

  return (
    <ShownOnceDialog
      open={open}
      onOpenChange={change}
      title={created ? `Servidor ${created.server.name} criado` : 'Novo servidor'}
      description={
        created
          ? 'O servidor de jogo se conecta ao painel com esta chave.'
          : 'Dê um nome ao servidor FiveM. O painel gera a chave que ele usa para se conectar.'
      }
      shown={created ? <ApiKeyPanel apiKey={created.apiKey} /> : null}
    >
      <form noValidate onSubmit={submit} aria-label="Novo servidor" className="grid gap-4">
        <FormField
          id={fieldId}
          label="Nome"
          required
          hint="Como a equipe reconhece o servidor, por exemplo Cidade principal."
          error={error ?? undefined}
        >
          {(a11y) => (
            <Input
              {...a11y}
              ref={input}
              value={name}
              maxLength={gameServerLimits.nameMax}
              autoComplete="off"
              readOnly={create.isPending}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
            />
          )}
        </FormField>
        <DialogFormActions
          pending={create.isPending}
          label="Criar servidor"
          pendingLabel="Criando..."
          icon={<Plus aria-hidden="true" />}
        />
      </form>
    </ShownOnceDialog>
  );
}
