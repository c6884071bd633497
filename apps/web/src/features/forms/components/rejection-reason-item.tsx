import { Pencil } from 'lucide-react';
import type { RejectionReason } from '@panel/contract/api/rejection-reasons';
import { ConfirmDeleteButton } from '@/components/confirm-delete-button';
import { Button } from '@/components/ui/button';
import { useInlineEdit } from '@/lib/use-inline-edit';
import { ReasonTextForm } from './reason-text-form';

interface RejectionReasonItemProps {
  reason: RejectionReason;
  canManage: boolean;
  pending: boolean;
  onSave: (text: string, done: () => void) => void;
  onDelete: () => void;
}

/** One canned reason: its text, or the field that edits it. */
export function RejectionReasonItem({
  reason,
  canManage,
  pending,
  onSave,
  onDelete,
}: RejectionReasonItemProps) {
  const { editing, editButton, startEditing, stopEditing } = useInlineEdit();

  if (editing) {
    return (
      <li className="p-3">
        <ReasonTextForm
          label={`Editar motivo: ${reason.text}`}
          initialText={reason.text}
          submitLabel="Salvar"
          pending={pending}
          autoFocus
          onSubmit={(text, reset) =>
            onSave(text, () => {
              reset();
              stopEditing();
            })
          }
          onCancel={stopEditing}
        />
      </li>
    );
  }

  return (
    <li className="flex items-start gap-2 p-3">
      <p className="min-w-0 flex-1 py-1 text-sm wrap-anywhere">{reason.text}</p>
      {canManage ? (
        <div className="flex shrink-0 gap-1">
          <Button
            ref={editButton}
            variant="ghost"
            size="icon-sm"
            aria-label={`Editar motivo: ${reason.text}`}
            title="Editar"
            onClick={startEditing}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <ConfirmDeleteButton
            label={`Excluir motivo: ${reason.text}`}
            action="Excluir"
            title="Excluir o motivo?"
            description={`“${reason.text}” deixa de aparecer como escolha ao reprovar. As decisões já tomadas não mudam.`}
            pending={pending}
            onConfirm={onDelete}
          />
        </div>
      ) : null}
    </li>
  );
}
