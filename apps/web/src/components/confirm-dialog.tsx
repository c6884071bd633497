import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './ui/alert-dialog';

interface ConfirmDialogProps {
  /** The button that opens it; omit it to open the dialog with `open`. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The confirming button's words: the action's verb ("Remover", "Gerar nova chave"). */
  confirmLabel: ReactNode;
  /** Red confirming button, for what cannot be taken back. */
  destructive?: boolean;
  onConfirm: () => void;
  /**
   * False: the dialog stays open after "confirm" until the caller closes it (when the answer
   * comes), instead of closing at once.
   */
  closeOnConfirm?: boolean;
  /** While the action runs: both buttons wait, and the confirming one says `pendingLabel`. */
  pending?: boolean;
  pendingLabel?: string;
  /** The confirming button waits for what `children` ask first (a box to tick). */
  confirmDisabled?: boolean;
  /** What the confirmation asks for besides yes or no (a reason, a choice). */
  children?: ReactNode;
}

/** "Are you sure?": every action that asks before it acts asks with this dialog. */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = false,
  onConfirm,
  closeOnConfirm = true,
  pending = false,
  pendingLabel,
  confirmDisabled = false,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            destructive={destructive}
            disabled={pending || confirmDisabled}
            aria-busy={pending || undefined}
            onClick={(event) => {
              if (!closeOnConfirm) event.preventDefault();
              onConfirm();
            }}
          >
            {pending && pendingLabel ? (
              <>
                <LoaderCircle aria-hidden="true" className="animate-spin" />
                {pendingLabel}
              </>
            ) : (
              confirmLabel
            )}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
