import { ArrowLeft, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { memberNoteLimits, type MemberTag } from '@panel/contract/api/members';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useCan } from '@/lib/use-can';
import { useMemberTags } from '../api/get-member-tags';
import { useSetMemberTags } from '../api/set-member-tags';
import { MemberTagChip } from './member-tag-chip';
import { MemberTagManager } from './member-tag-manager';

interface MemberTagsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  discordId: string;
  /** The member's name, in the title. */
  name: string;
  /** The tags they have now. */
  current: MemberTag[];
}

interface PickerProps {
  tags: MemberTag[];
  chosen: Set<string>;
  onToggle: (id: string) => void;
}

function TagChoices({ tags, chosen, onToggle }: PickerProps) {
  return (
    <ul aria-label="Etiquetas disponíveis" className="grid max-h-72 gap-1 overflow-y-auto">
      {tags.map((tag) => (
        <li key={tag.id}>
          <label className="flex min-w-0 cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 hover:bg-accent pointer-coarse:py-2.5">
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-primary"
              checked={chosen.has(tag.id)}
              onChange={() => onToggle(tag.id)}
              aria-label={tag.name}
            />
            <MemberTagChip tag={tag} />
          </label>
        </li>
      ))}
    </ul>
  );
}

/**
 * The member's tags: tick the ones they have, saved as the whole list. Whoever keeps the tags
 * (`manage_members`) reaches the list's management from here.
 */
export function MemberTagsDialog({
  open,
  onOpenChange,
  discordId,
  name,
  current,
}: MemberTagsDialogProps) {
  const canManage = useCan('manage_members');
  const tags = useMemberTags(open);
  const save = useSetMemberTags(discordId);
  const [managing, setManaging] = useState(false);
  const [chosen, setChosen] = useState(() => new Set(current.map((tag) => tag.id)));
  // Each opening starts from the tags the member has then.
  const [shown, setShown] = useState(open);
  if (open !== shown) {
    setShown(open);
    if (open) {
      setChosen(new Set(current.map((tag) => tag.id)));
      setManaging(false);
    }
  }

  function toggle(id: string) {
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function submit() {
    // Only tags that still exist: one deleted meanwhile would be refused.
    const known = new Set(tags.data?.map((tag) => tag.id));
    save.mutate(
      [...chosen].filter((id) => known.has(id)),
      { onSuccess: () => onOpenChange(false) },
    );
  }

  const tooMany = chosen.size > memberNoteLimits.tagsMax;
  const body = () => {
    if (tags.isPending) {
      return (
        <div className="flex justify-center py-6">
          <Spinner label="Carregando etiquetas..." />
        </div>
      );
    }
    if (tags.isError) {
      return (
        <ErrorState
          message="Erro ao carregar as etiquetas."
          onRetry={() => void tags.refetch()}
          retrying={tags.isFetching}
          className="py-4"
        />
      );
    }
    if (managing) return <MemberTagManager tags={tags.data} />;
    if (tags.data.length === 0) {
      return (
        <p className="text-sm text-muted-foreground">
          {canManage
            ? 'Nenhuma etiqueta criada ainda: crie a primeira em "Gerenciar etiquetas".'
            : 'Nenhuma etiqueta criada ainda. Quem gerencia as etiquetas pode criá-las.'}
        </p>
      );
    }
    return <TagChoices tags={tags.data} chosen={chosen} onToggle={toggle} />;
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{managing ? 'Gerenciar etiquetas' : `Etiquetas de ${name}`}</DialogTitle>
          <DialogDescription>
            {managing
              ? 'As etiquetas que a equipe pode dar aos membros.'
              : 'Marque as etiquetas deste membro. Uma etiqueta de observação avisa a equipe na próxima inscrição e conexão.'}
          </DialogDescription>
        </DialogHeader>
        {body()}
        {tooMany ? (
          <p role="alert" className="text-sm text-destructive">
            No máximo {memberNoteLimits.tagsMax} etiquetas.
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          {canManage ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="w-fit"
              onClick={() => setManaging(!managing)}
            >
              {managing ? <ArrowLeft aria-hidden="true" /> : <Settings2 aria-hidden="true" />}
              {managing ? 'Voltar às etiquetas do membro' : 'Gerenciar etiquetas'}
            </Button>
          ) : (
            <span />
          )}
          {managing ? null : (
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={save.isPending}>
                  Cancelar
                </Button>
              </DialogClose>
              <Button
                type="button"
                onClick={submit}
                disabled={save.isPending || tooMany || !tags.isSuccess}
                aria-busy={save.isPending || undefined}
              >
                Salvar etiquetas
              </Button>
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
