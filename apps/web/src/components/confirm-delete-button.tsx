import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { Button } from './ui/button';

interface ConfirmDeleteButtonProps {
  /** The icon button's accessible name, e.g. "Excluir código AB12CD". */
  label: string;
  /** The verb on the button and the confirmation, e.g. "Excluir". */
  action: string;
  title: string;
  description: ReactNode;
  pending: boolean;
  onConfirm: () => void;
}

/** A trash icon that asks before deleting. */
export function ConfirmDeleteButton({
  label,
  action,
  title,
  description,
  pending,
  onConfirm,
}: ConfirmDeleteButtonProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon-sm"
          className="text-destructive hover:text-destructive"
          aria-label={label}
          title={action}
          disabled={pending}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={action}
      destructive
      onConfirm={onConfirm}
    />
  );
}
