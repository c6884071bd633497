import type { ReactNode } from 'react';
import type { RejectionReason } from '@panel/contract/api/rejection-reasons';
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
  /** Whose request(s) will be rejected. */
  description: ReactNode;
  /** The canned reasons: one click fills the field; writing stays possible. */
  reasons: readonly RejectionReason[];
}

export function RejectDialog({
  open,
  onOpenChange,
  title,
  description,
  reasons,
  pending,
  onConfirm,
}: RejectDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-md overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {description} O motivo é opcional e fica registrado com a decisão.
          </DialogDescription>
        </DialogHeader>
        <ReasonForm
          pending={pending}
          onConfirm={onConfirm}
          cancelLabel="Cancelar"
          confirmLabel="Rejeitar"
          confirmVariant="destructive"
          suggestions={reasons}
          suggestionsLabel="Motivos prontos"
        />
      </DialogContent>
    </Dialog>
  );
}
