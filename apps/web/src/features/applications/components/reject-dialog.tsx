import { ReasonForm } from '@/components/reason-form';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface RejectDialogProps {
  pending: boolean;
  onConfirm: (reason: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  username: string;
}

export function RejectDialog({
  open,
  onOpenChange,
  title,
  username,
  pending,
  onConfirm,
}: RejectDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            A solicitação de <span className="font-medium text-foreground">{username}</span> será
            reprovada. O motivo é opcional e fica registrado com a decisão.
          </DialogDescription>
        </DialogHeader>
        <ReasonForm
          pending={pending}
          onConfirm={onConfirm}
          cancelLabel="Cancelar"
          confirmLabel="Rejeitar"
          confirmVariant="destructive"
        />
      </DialogContent>
    </Dialog>
  );
}
