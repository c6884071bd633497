import { Plus } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { isApiError } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { useCreateMemberNote } from '../api/create-member-note';
import { bodyIssue, checkNoteBody, NoteBodyField } from './note-body-field';

/** "Adicionar nota": the text, and whether it stays on top ("Fixar"). */
export function NoteForm({ discordId }: { discordId: string }) {
  const create = useCreateMemberNote(discordId);
  const [body, setBody] = useState('');
  const [pinned, setPinned] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const refused = checkNoteBody(body);
    setError(refused);
    if (refused) {
      field.current?.focus();
      return;
    }
    create.mutate(
      { body: body.trim(), pinned },
      {
        onSuccess: () => {
          setBody('');
          setPinned(false);
        },
        onError: (failure) => {
          const issue = bodyIssue(isApiError(failure) ? failure.issues : undefined);
          if (!issue) {
            notifyError('Erro ao adicionar a nota', failure);
            return;
          }
          setError(issue);
          field.current?.focus();
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Nova nota" className="grid gap-3">
      <NoteBodyField
        id={`${id}-body`}
        label="Nova nota"
        value={body}
        error={error}
        pending={create.isPending}
        textareaRef={field}
        onChange={(value) => {
          setBody(value);
          setError(null);
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Switch
            id={`${id}-pin`}
            checked={pinned}
            disabled={create.isPending}
            onCheckedChange={setPinned}
          />
          <label htmlFor={`${id}-pin`} className="text-sm">
            Fixar
          </label>
        </div>
        <Button
          type="submit"
          size="sm"
          disabled={create.isPending}
          aria-busy={create.isPending || undefined}
        >
          <Plus aria-hidden="true" />
          Adicionar nota
        </Button>
      </div>
    </form>
  );
}
