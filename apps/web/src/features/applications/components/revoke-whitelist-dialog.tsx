import { ReasonForm } from '@/components/reason-form';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { ApplicationKind } from '../application-kinds';
import type { ReviewedApplication } from '../api/get-applications';
import { useRevokeWhitelist } from '../api/revoke-whitelist';

/** The revocation's confirmation, with the reason the member reads. */
export function RevokeWhitelistDialog({
  kind,
  application,
  open,
  onOpenChange,
}: {
  kind: ApplicationKind;
  application: ReviewedApplication;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const revoke = useRevokeWhitelist(kind);
  const { id, userId, username } = application;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-md overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Revogar whitelist</DialogTitle>
          <DialogDescription>
            {username} perde o cargo da whitelist, a whitelist é retirada do banco do jogo e o
            jogador é desconectado no próximo relatório do servidor. O membro recebe o motivo.
          </DialogDescription>
        </DialogHeader>
        <ReasonForm
          pending={revoke.isPending}
          onConfirm={(reason) =>
            revoke.mutate(
              { id, userId, username, reason },
              { onSuccess: () => onOpenChange(false) },
            )
          }
          cancelLabel="Cancelar"
          confirmLabel="Revogar"
          confirmVariant="destructive"
          validate={(reason) => (reason.trim() ? null : 'Informe o motivo.')}
        />
      </DialogContent>
    </Dialog>
  );
}
