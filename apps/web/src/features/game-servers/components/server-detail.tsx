import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import type { GameJoinOutcome, GameServer } from '@panel/contract/api/game-servers';
import { Button } from '@/components/ui/button';
import { FilterTabs } from '@/components/filter-tabs';
import { usePageInRange } from '@/lib/use-page-in-range';
import { gameJoinsPageSize, useGameJoins } from '../api/get-game-joins';
import type { GameServerFilters } from '../use-game-server-filters';
import { ServerActions, ServerHeading } from './game-server-card';
import { ServerNotices } from './server-notices';
import { JoinList } from './join-list';
import { ServerFacts } from './server-facts';

const tabs: { value: GameJoinOutcome | 'all'; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: 'allowed', label: 'Liberadas' },
  { value: 'refused', label: 'Recusadas' },
];

/** The "Voltar" link of the detail view and of a server that is no longer there. */
export function BackToServers({ onBack }: { onBack: () => void }) {
  return (
    <Button type="button" variant="ghost" size="sm" className="self-start" onClick={onBack}>
      <ArrowLeft aria-hidden="true" />
      Todos os servidores
    </Button>
  );
}

interface ServerDetailProps {
  server: GameServer;
  filters: GameServerFilters;
  canManage: boolean;
  onEdit: (server: GameServer) => void;
}

/** `?server=<id>`: one server, its settings at a glance and who tried to join it. */
export function ServerDetail({ server, filters, canManage, onEdit }: ServerDetailProps) {
  const headingId = useId();
  const joinsHeadingId = useId();
  const { outcome, page, setPage } = filters;
  const list = useGameJoins(server.id, { outcome, page });
  const { total, totalPages } = usePageInRange(list, page, gameJoinsPageSize, setPage);
  const back = () => filters.openServer(null);

  const results = (
    <JoinList
      list={list}
      outcome={outcome}
      page={page}
      total={total}
      totalPages={totalPages}
      onPageChange={setPage}
    />
  );

  return (
    <div className="flex w-full min-w-0 flex-col gap-4">
      <BackToServers onBack={back} />
      <section
        aria-labelledby={headingId}
        className="grid gap-4 rounded-xl border bg-card p-3 text-card-foreground shadow-xs sm:p-4"
      >
        <ServerHeading server={server} headingId={headingId} />
        <ServerFacts server={server} />
        <ServerNotices server={server} />
        <ServerActions server={server} canManage={canManage} onEdit={onEdit} onRevoked={back} />
      </section>
      <section aria-labelledby={joinsHeadingId} className="flex min-w-0 flex-col gap-3">
        <div className="grid gap-1">
          <h2 id={joinsHeadingId} className="text-base font-semibold">
            Conexões
          </h2>
          <p className="text-sm text-muted-foreground">
            Cada vez que um jogador tentou entrar, o que o painel respondeu e por quê. Mais recentes
            primeiro.
          </p>
        </div>
        <FilterTabs
          label="Resultado"
          tabs={tabs}
          value={outcome ?? 'all'}
          onValueChange={(value) => filters.setOutcome(value === 'all' ? null : value)}
          listClassName="w-full sm:w-fit"
          contentClassName="flex flex-col gap-4"
        >
          {results}
        </FilterTabs>
      </section>
    </div>
  );
}
