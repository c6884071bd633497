import { useCurrentUser } from '@/lib/current-user';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useMemberNotes } from '../api/get-member-notes';
import { NoteForm } from './note-form';
import { NoteItem } from './note-item';
import { Panel } from './panel';

/** "Notas": what the staff wrote about the member, pinned first, and a new one. */
export function MemberNotes({ discordId, className }: { discordId: string; className?: string }) {
  const notes = useMemberNotes(discordId);
  const { user } = useCurrentUser();
  const body = () => {
    if (notes.isPending) {
      return (
        <div className="grid gap-2" aria-hidden="true">
          <Skeleton className="h-14 w-full rounded-lg" />
        </div>
      );
    }
    if (notes.isError) {
      return (
        <ErrorState
          message="Erro ao carregar as notas."
          onRetry={() => void notes.refetch()}
          retrying={notes.isFetching}
          className="py-4"
        />
      );
    }
    if (notes.data.length === 0) {
      return <EmptyState message="Nenhuma nota sobre este membro." className="py-6" />;
    }
    return (
      <ul aria-label="Notas da equipe" className="grid gap-2">
        {notes.data.map((note) => (
          <NoteItem
            key={note.id}
            discordId={discordId}
            note={note}
            own={user !== null && note.authorId === user.id}
          />
        ))}
      </ul>
    );
  };
  return (
    <Panel title="Notas" busy={notes.isPending} className={className}>
      {body()}
      <NoteForm discordId={discordId} />
    </Panel>
  );
}
