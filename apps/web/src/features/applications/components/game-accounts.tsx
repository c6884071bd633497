import { Unlink } from 'lucide-react';
import { useId } from 'react';
import { identityKindLabels, type GameIdentity } from '@panel/contract/api/game-servers';
import { GameIdentityItem } from '@/components/game-identity-item';
import { ErrorState } from '@/components/query-states';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useGameIdentities } from '../api/get-game-identities';
import { useUnlinkGameIdentity } from '../api/unlink-game-identity';
import { GamePassports } from './game-passports';

function UnlinkButton({ identity }: { identity: GameIdentity }) {
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

interface GameAccountsProps {
  discordId: string;
  canManage: boolean;
}

/** "Contas do jogo": the game identities linked to the member, for staff who see game servers. */
export function GameAccounts({ discordId, canManage }: GameAccountsProps) {
  const headingId = useId();
  const identities = useGameIdentities(discordId);
  const body = () => {
    if (identities.isPending) {
      return <Skeleton className="h-12 w-full rounded-lg" aria-hidden="true" />;
    }
    if (identities.isError) {
      return (
        <ErrorState
          message="Erro ao carregar as contas do jogo."
          onRetry={() => void identities.refetch()}
          retrying={identities.isFetching}
          className="py-4"
        />
      );
    }
    if (identities.data.length === 0) {
      return <p className="text-sm text-muted-foreground">Nenhuma conta do jogo vinculada.</p>;
    }
    return (
      <ul aria-labelledby={headingId} className="divide-y rounded-lg border bg-muted/30 px-3 py-2">
        {identities.data.map((identity) => (
          <GameIdentityItem
            key={identity.id}
            identity={identity}
            action={canManage ? <UnlinkButton identity={identity} /> : undefined}
          />
        ))}
      </ul>
    );
  };
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={identities.isPending}
      className="grid content-start gap-2"
    >
      <h3 id={headingId} className="text-sm font-semibold">
        Contas do jogo
      </h3>
      {body()}
      <GamePassports discordId={discordId} canManage={canManage} />
    </section>
  );
}
