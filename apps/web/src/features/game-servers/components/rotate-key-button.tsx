import { KeyRound } from 'lucide-react';
import type { GameServer } from '@panel/contract/api/game-servers';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useRotateGameServerKey } from '../api/rotate-game-server-key';
import { ApiKeyPanel } from './api-key-panel';

/**
 * "Gerar nova chave" after a confirmation; the new key is shown once, like at creation, and
 * forgotten when its dialog closes.
 */
export function RotateKeyButton({ server }: { server: GameServer }) {
  const rotate = useRotateGameServerKey();
  const rotated = rotate.data;
  return (
    <>
      <ConfirmDialog
        trigger={
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={`Gerar nova chave para ${server.name}`}
            disabled={rotate.isPending}
          >
            <KeyRound aria-hidden="true" />
            {rotate.isPending ? 'Gerando...' : 'Gerar nova chave'}
          </Button>
        }
        title="Gerar nova chave?"
        description={
          <>
            A chave atual deixa de funcionar na hora.{' '}
            <span className="font-medium text-foreground">{server.name}</span> só volta a se
            conectar com a nova chave no server.cfg.
          </>
        }
        confirmLabel="Gerar nova chave"
        destructive
        onConfirm={() => rotate.mutate(server.id)}
      />
      <Dialog
        open={rotated !== undefined}
        onOpenChange={(open) => (open ? undefined : rotate.reset())}
      >
        <DialogContent
          className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
          onInteractOutside={(event) => event.preventDefault()}
        >
          <DialogHeader>
            <DialogTitle>Nova chave de {rotated?.server.name ?? server.name}</DialogTitle>
            <DialogDescription>
              Troque a chave no server.cfg e reinicie o servidor de jogo.
            </DialogDescription>
          </DialogHeader>
          {rotated ? <ApiKeyPanel apiKey={rotated.apiKey} /> : null}
          <div className="flex justify-end">
            <DialogClose asChild>
              <Button type="button">Concluído</Button>
            </DialogClose>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
