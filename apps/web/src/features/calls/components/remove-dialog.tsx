import { ConfirmDialog } from '@/components/confirm-dialog';

interface RemoveDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  callName: string | null;
  onConfirm: () => void;
}

/** The confirmation of "Remover" (loaded when first opened). */
export function RemoveDialog({ open, onOpenChange, name, callName, onConfirm }: RemoveDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Remover da call?"
      description={
        <>
          <span className="font-medium text-foreground">{name}</span> será desconectado do canal de
          voz{callName ? ` ${callName}` : ''}. Ele pode entrar de novo em seguida.
        </>
      }
      confirmLabel="Remover"
      destructive
      onConfirm={onConfirm}
    />
  );
}
