import { ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { ReasonForm } from '@/components/reason-form';
import { Button } from '@/components/ui/button';
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

/** "Revogar whitelist" on an approved whitelist, with the reason the member reads. */
export function RevokeWhitelistButton({
  kind,
  application,
}: {
  kind: ApplicationKind;
  application: ReviewedApplication;
}) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeWhitelist(kind);
  const { id, userId, username } = application;
  return (
    <>
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
        <ShieldOff aria-hidden="true" />
        Revogar whitelist
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
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
              revoke.mutate({ id, userId, username, reason }, { onSuccess: () => setOpen(false) })
            }
            cancelLabel="Cancelar"
            confirmLabel="Revogar"
            confirmVariant="destructive"
            validate={(reason) => (reason.trim() ? null : 'Informe o motivo.')}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
