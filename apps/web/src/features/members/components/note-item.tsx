import { Pencil, Pin, PinOff } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { MemberNote } from '@panel/contract/api/members';
import { ConfirmDeleteButton } from '@/components/confirm-delete-button';
import { DateTime } from '@/components/date-time';
import { MemberName } from '@/components/discord-names';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { notifyError } from '@/lib/notify';
import { useDeleteMemberNote } from '../api/delete-member-note';
import { useUpdateMemberNote } from '../api/update-member-note';
import { bodyIssue, checkNoteBody, NoteBodyField } from './note-body-field';

interface NoteItemProps {
  discordId: string;
  note: MemberNote;
  /** The viewer wrote it: they may change its text or delete it. */
  own: boolean;
}

function NoteEditor({
  discordId,
  note,
  onDone,
}: {
  discordId: string;
  note: MemberNote;
  onDone: () => void;
}) {
  const update = useUpdateMemberNote(discordId);
  const [body, setBody] = useState(note.body);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    const refused = checkNoteBody(body);
    setError(refused);
    if (refused) return;
    update.mutate(
      { id: note.id, body: { body: body.trim() } },
      {
        onSuccess: onDone,
        onError: (failure) => {
          const issue = bodyIssue(isApiError(failure) ? failure.issues : undefined);
          if (issue) setError(issue);
          else notifyError('Erro ao salvar a nota', failure);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Editar nota" className="grid gap-2">
      <NoteBodyField
        id={id}
        label="Texto da nota"
        value={body}
        error={error}
        pending={update.isPending}
        onChange={(value) => {
          setBody(value);
          setError(null);
        }}
      />
      <div className="flex justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onDone}
          disabled={update.isPending}
        >
          Cancelar
        </Button>
        <Button
          type="submit"
          size="sm"
          disabled={update.isPending}
          aria-busy={update.isPending || undefined}
        >
          Salvar nota
        </Button>
      </div>
    </form>
  );
}

/** A note: its text, who wrote it and when; pinned or unpinned by anyone, changed by its author. */
export function NoteItem({ discordId, note, own }: NoteItemProps) {
  const [editing, setEditing] = useState(false);
  const pin = useUpdateMemberNote(discordId);
  const remove = useDeleteMemberNote(discordId);

  function togglePin() {
    pin.mutate(
      { id: note.id, body: { pinned: !note.pinned } },
      {
        onError: (failure) =>
          notifyError(note.pinned ? 'Erro ao desafixar a nota' : 'Erro ao fixar a nota', failure),
      },
    );
  }

  return (
    <li
      className={cn(
        'grid gap-2 rounded-lg border px-3 py-2.5',
        note.pinned
          ? 'border-amber-300 bg-amber-50/60 dark:border-amber-400/30 dark:bg-amber-400/5'
          : 'bg-muted/30',
      )}
    >
      {editing ? (
        <NoteEditor discordId={discordId} note={note} onDone={() => setEditing(false)} />
      ) : (
        <>
          <div className="flex items-start justify-between gap-2">
            <div className="grid min-w-0 gap-1">
              {note.pinned ? (
                <Badge variant="warning">
                  <Pin aria-hidden="true" />
                  Fixada
                </Badge>
              ) : null}
              <p className="text-sm wrap-anywhere whitespace-pre-wrap">{note.body}</p>
            </div>
            <div className="flex shrink-0 gap-0.5">
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                aria-label={note.pinned ? 'Desafixar nota' : 'Fixar nota'}
                title={note.pinned ? 'Desafixar' : 'Fixar'}
                disabled={pin.isPending}
                onClick={togglePin}
              >
                {note.pinned ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />}
              </Button>
              {own ? (
                <>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    aria-label="Editar nota"
                    title="Editar"
                    onClick={() => setEditing(true)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <ConfirmDeleteButton
                    label="Excluir nota"
                    action="Excluir"
                    title="Excluir esta nota?"
                    description="A nota sai da ficha do membro. O registro de auditoria guarda que ela existiu."
                    pending={remove.isPending}
                    onConfirm={() => remove.mutate(note.id)}
                  />
                </>
              ) : null}
            </div>
          </div>
          <p className="text-xs text-muted-foreground">
            {note.authorId ? (
              <MemberName id={note.authorId} fallback={note.authorName} />
            ) : (
              <span className="font-medium">{note.authorName}</span>
            )}{' '}
            em <DateTime value={note.createdAt} />
            {note.updatedAt ? ' (editada)' : ''}
          </p>
        </>
      )}
    </li>
  );
}
