import { Unlink } from 'lucide-react';
import { identityKindLabels, type GameIdentity } from '@panel/contract/api/game-servers';
import { useUnlinkGameIdentity } from '@/lib/unlink-game-identity';
import { ConfirmDialog } from './confirm-dialog';
import { Button } from './ui/button';

/** "Desvincular" under a game identity, confirmed first; the toast offers "Desfazer". */
export function UnlinkGameIdentityButton({ identity }: { identity: GameIdentity }) {
  const unlink = useUnlinkGameIdentity();
  const kind = identityKindLabels[identity.kind];
  return (
    <ConfirmDialog
      trigger={
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="text-destructive hover:text-destructive"
          aria-label={`Desvincular ${kind} ${identity.identifier}`}
          disabled={unlink.isPending}
        >
          <Unlink aria-hidden="true" />
          Desvincular
        </Button>
      }
      title="Desvincular a conta do jogo?"
      description={
        <>
          <span className="font-medium text-foreground">
            {kind}: <span className="font-mono break-all">{identity.identifier}</span>
          </span>{' '}
          deixa de contar como deste membro. Na próxima conexão com ela, o jogo mostra um novo
          código para vincular.
        </>
      }
      confirmLabel="Desvincular"
      destructive
      onConfirm={() => unlink.mutate(identity)}
    />
  );
}
