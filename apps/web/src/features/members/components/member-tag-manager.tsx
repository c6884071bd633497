import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { MemberTag } from '@panel/contract/api/members';
import { ConfirmDeleteButton } from '@/components/confirm-delete-button';
import { Button } from '@/components/ui/button';
import { useDeleteMemberTag } from '../api/manage-member-tags';
import { MemberTagChip } from './member-tag-chip';
import { MemberTagForm } from './member-tag-form';

/** The tag list as `manage_members` keeps it: each tag to edit or delete, and a new one. */
export function MemberTagManager({ tags }: { tags: MemberTag[] }) {
  const [editing, setEditing] = useState<MemberTag | null>(null);
  // Each save starts a blank form again.
  const [saved, setSaved] = useState(0);
  const remove = useDeleteMemberTag();
  return (
    <div className="grid gap-4">
      {tags.length > 0 ? (
        <ul aria-label="Etiquetas da equipe" className="grid divide-y rounded-lg border">
          {tags.map((tag) => (
            <li key={tag.id} className="flex min-w-0 items-center justify-between gap-2 px-3 py-2">
              <MemberTagChip tag={tag} />
              <div className="flex shrink-0 gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Editar etiqueta ${tag.name}`}
                  title="Editar"
                  onClick={() => setEditing(tag)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <ConfirmDeleteButton
                  label={`Excluir etiqueta ${tag.name}`}
                  action="Excluir"
                  title={`Excluir a etiqueta ${tag.name}?`}
                  description="Ela sai de todos os membros que a têm."
                  pending={remove.isPending && remove.variables?.id === tag.id}
                  onConfirm={() => {
                    if (editing?.id === tag.id) setEditing(null);
                    remove.mutate(tag);
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {/* A new key: the form starts over for each tag edited, and after each save. */}
      <MemberTagForm
        key={`${editing?.id ?? 'new'}-${saved}`}
        tag={editing}
        onDone={() => {
          setEditing(null);
          setSaved((count) => count + 1);
        }}
      />
    </div>
  );
}
