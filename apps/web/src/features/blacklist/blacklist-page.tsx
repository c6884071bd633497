import { useCallback, useState } from 'react';
import { useSearchParams } from 'wouter';
import type { BlacklistType } from '@panel/contract/api/blacklist';
import { snowflakePattern } from '@panel/contract/constants';
import { FilterBar } from '@/components/filter-bar';
import { FilterTabs } from '@/components/filter-tabs';
import { usePageInRange } from '@/lib/use-page-in-range';
import { useCan } from '@/lib/use-can';
import { blacklistPageSize, useBlacklist } from './api/get-blacklist';
import { AddEntrySheet } from './components/add-entry-sheet';
import { BlacklistResults } from './components/blacklist-results';
import { EvidenceViewer, type EvidenceViewing } from './components/evidence-viewer';
import { useBlacklistFilters } from './use-blacklist-filters';

const tabs: { value: BlacklistType | 'all'; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'player', label: 'Jogadores' },
  { value: 'server', label: 'Servidores' },
];

/** /blacklist: players and servers kept out of the community, with their evidence. */
export function BlacklistPage() {
  const filters = useBlacklistFilters();
  const { type, search, page, setPage } = filters;
  const list = useBlacklist({ type, search, page });
  const canManage = useCan('manage_blacklist');
  const [viewing, setViewing] = useState<EvidenceViewing | null>(null);
  // "Adicionar à blacklist" from a member's file: `?adicionar=<Discord id>` opens the form on
  // that player, once; the parameter then leaves the address (a reload does not reopen it).
  const [params, setParams] = useSearchParams();
  const adding = params.get('adicionar');
  const prefill = adding && snowflakePattern.test(adding) ? adding : null;
  const forgetPrefill = useCallback(
    () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete('adicionar');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const { total, totalPages } = usePageInRange(list, page, blacklistPageSize, setPage);

  const results = (
    <BlacklistResults
      list={list}
      type={type}
      search={search}
      page={page}
      total={total}
      totalPages={totalPages}
      canManage={canManage}
      onPageChange={setPage}
      onClearSearch={() => filters.setSearch('')}
      onViewEvidence={(entry, start) => setViewing({ entry, start })}
    />
  );

  return (
    <div className="flex w-full flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Jogadores e servidores impedidos de participar da comunidade, com as evidências.
        </p>
        {canManage ? <AddEntrySheet prefill={prefill} onPrefilled={forgetPrefill} /> : null}
      </div>
      {/* The spec's search form: it searches when "Buscar" (or Enter) is pressed. */}
      <FilterBar
        className="flex gap-2"
        fields={[
          {
            kind: 'search',
            id: 'blacklist-search',
            label: 'Buscar na blacklist',
            hideLabel: true,
            className: 'flex-1',
            placeholder: 'Buscar por ID ou nome de usuário...',
            value: search,
            onChange: filters.setSearch,
            submitLabel: 'Buscar',
          },
        ]}
      />
      <FilterTabs
        label="Tipo"
        tabs={tabs}
        value={type ?? 'all'}
        onValueChange={(value) => filters.setType(value === 'all' ? null : value)}
        listClassName="w-full sm:w-fit"
        contentClassName="flex flex-col gap-4"
      >
        {results}
      </FilterTabs>
      <EvidenceViewer viewing={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
