import { Plus } from 'lucide-react';
import type { GameServer } from '@panel/contract/api/game-servers';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import type { useGameServers } from '@/lib/game-servers';
import { GameServerCard } from './game-server-card';
import { GameServersSkeleton } from './game-servers-skeleton';

/** Where an owner learns to install the resource; the README's section of that name. */
function SetupPointer() {
  return (
    <p className="max-w-md text-xs">
      Para instalar o recurso no servidor FiveM, siga a seção &ldquo;Conectar o servidor
      FiveM&rdquo; do README do painel.
    </p>
  );
}

interface GameServerListProps {
  servers: ReturnType<typeof useGameServers>;
  canManage: boolean;
  onCreate: () => void;
  onEdit: (server: GameServer) => void;
  onOpenJoins: (server: GameServer) => void;
}

/** The servers: a skeleton, the load error, the empty text with the first step, or the cards. */
export function GameServerList({
  servers,
  canManage,
  onCreate,
  onEdit,
  onOpenJoins,
}: GameServerListProps) {
  if (servers.isPending) return <GameServersSkeleton count={2} />;
  if (servers.isError) {
    return (
      <ErrorState
        message="Erro ao carregar os servidores de jogo."
        onRetry={() => void servers.refetch()}
        retrying={servers.isFetching}
      />
    );
  }
  if (servers.data.length === 0) {
    return (
      <EmptyState message="Nenhum servidor de jogo conectado">
        {canManage ? (
          <Button size="sm" onClick={onCreate}>
            <Plus aria-hidden="true" />
            Conectar o primeiro servidor
          </Button>
        ) : null}
        <SetupPointer />
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Servidores de jogo" className="grid gap-3">
      {servers.data.map((server) => (
        <GameServerCard
          key={server.id}
          server={server}
          canManage={canManage}
          onEdit={onEdit}
          onOpenJoins={onOpenJoins}
        />
      ))}
    </ul>
  );
}
