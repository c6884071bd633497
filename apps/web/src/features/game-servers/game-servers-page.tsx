import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { gameServerLimits, type GameServer } from '@panel/contract/api/game-servers';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useGameServers } from '@/lib/game-servers';
import { useCan } from '@/lib/use-can';
import { GameServerList } from './components/game-server-list';
import { GameServersSkeleton } from './components/game-servers-skeleton';
import { NewServerDialog } from './components/new-server-dialog';
import { BackToServers, ServerDetail } from './components/server-detail';
import { useGameServerFilters, type GameServerFilters } from './use-game-server-filters';

// The settings form (the role picker and the catalog's schemas) loads when first opened.
const EditServerSheet = lazy(async () => ({
  default: (await import('./components/edit-server-sheet')).EditServerSheet,
}));

interface OpenServerProps {
  servers: ReturnType<typeof useGameServers>;
  filters: GameServerFilters & { server: string };
  canManage: boolean;
  onEdit: (server: GameServer) => void;
}

/** `?server=<id>`: the server's joins, once the list says the server is there. */
function OpenServer({ servers, filters, canManage, onEdit }: OpenServerProps) {
  const back = () => filters.openServer(null);
  if (servers.isPending) return <GameServersSkeleton count={1} />;
  if (servers.isError) {
    return (
      <ErrorState
        message="Erro ao carregar os servidores de jogo."
        onRetry={() => void servers.refetch()}
        retrying={servers.isFetching}
      />
    );
  }
  const server = servers.data.find((item) => item.id === filters.server);
  if (!server) {
    return (
      <div className="flex flex-col gap-4">
        <BackToServers onBack={back} />
        <EmptyState message="Servidor de jogo não encontrado: ele pode ter sido revogado." />
      </div>
    );
  }
  return <ServerDetail server={server} filters={filters} canManage={canManage} onEdit={onEdit} />;
}

/** /game-servers: the FiveM servers connected to the panel, their settings and their joins. */
export function GameServersPage() {
  const filters = useGameServerFilters();
  const servers = useGameServers();
  const canManage = useCan('manage_game_servers');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<GameServer | null>(null);
  const sheetUsed = useOpenedOnce(editing !== null);
  const count = servers.data?.length;
  const full = (count ?? 0) >= gameServerLimits.serversMax;
  const { server } = filters;

  return (
    <div className="flex w-full min-w-0 flex-col gap-4">
      {server ? (
        <OpenServer
          servers={servers}
          filters={{ ...filters, server }}
          canManage={canManage}
          onEdit={setEditing}
        />
      ) : (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">
              Os servidores FiveM que perguntam ao painel quem pode entrar: a blacklist, a whitelist
              e os cargos do Discord decidem cada conexão.
            </p>
            {/* An empty list has its own call to connect the first server. */}
            {canManage && count !== 0 ? (
              <Button
                className="w-full shrink-0 sm:w-auto"
                disabled={full}
                onClick={() => setCreating(true)}
              >
                <Plus aria-hidden="true" />
                Novo servidor
              </Button>
            ) : null}
          </div>
          {canManage && full ? (
            <p className="text-sm text-muted-foreground">
              Limite de {gameServerLimits.serversMax} servidores: revogue um para conectar outro.
            </p>
          ) : null}
          <GameServerList
            servers={servers}
            canManage={canManage}
            onCreate={() => setCreating(true)}
            onEdit={setEditing}
            onOpenJoins={(item) => filters.openServer(item.id)}
          />
        </>
      )}
      {canManage ? <NewServerDialog open={creating} onOpenChange={setCreating} /> : null}
      {canManage && sheetUsed ? (
        <Suspense fallback={null}>
          <EditServerSheet server={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
