import { useId } from 'react';
import { GameIdentityItem } from '@/components/game-identity-item';
import { UnlinkGameIdentityButton } from '@/components/unlink-game-identity-button';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useGameIdentities } from '../api/get-game-identities';
import { GamePassports } from './game-passports';

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
            action={canManage ? <UnlinkGameIdentityButton identity={identity} /> : undefined}
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
