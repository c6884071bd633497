import { Plus } from 'lucide-react';
import { useState } from 'react';
import { apiDocsPath } from '@panel/contract/api/integrations';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { useIntegrationKeys } from '../api/integration-keys';
import { CardsSkeleton } from './cards-skeleton';
import { KeyCard } from './key-card';
import { NewKeyDialog } from './new-key-dialog';

function KeyList({ canManage, onCreate }: { canManage: boolean; onCreate: () => void }) {
  const keys = useIntegrationKeys();
  if (keys.isPending) return <CardsSkeleton count={2} label="Carregando chaves de API..." />;
  if (keys.isError) {
    return (
      <ErrorState
        message="Erro ao carregar as chaves de API."
        onRetry={() => void keys.refetch()}
        retrying={keys.isFetching}
      />
    );
  }
  if (keys.data.length === 0) {
    return (
      <EmptyState message="Nenhuma chave de API ainda. Crie uma para um bot, um CAD ou uma loja consultar o painel.">
        {canManage ? (
          <Button size="sm" onClick={onCreate}>
            <Plus aria-hidden="true" />
            Nova chave
          </Button>
        ) : null}
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Chaves de API" className="grid gap-3 lg:grid-cols-2">
      {keys.data.map((key) => (
        <li key={key.id} className="min-w-0">
          <KeyCard integrationKey={key} canManage={canManage} />
        </li>
      ))}
    </ul>
  );
}

/** "Chaves de API": the keys other tools call the panel with. */
export function KeysTab({ canManage }: { canManage: boolean }) {
  const keys = useIntegrationKeys();
  const [creating, setCreating] = useState(false);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Outras ferramentas da comunidade (um bot, um CAD, uma loja) consultam o painel com uma
          chave de API: cada chave só faz o que foi permitido a ela. As rotas estão em{' '}
          <a
            className="font-medium text-foreground underline underline-offset-2"
            href={apiDocsPath}
            target="_blank"
            rel="noreferrer"
          >
            {apiDocsPath}
          </a>
          .
        </p>
        {/* An empty list has its own call to create the first key. */}
        {canManage && (keys.data?.length ?? 0) > 0 ? (
          <Button className="w-full shrink-0 sm:w-auto" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Nova chave
          </Button>
        ) : null}
      </div>
      <KeyList canManage={canManage} onCreate={() => setCreating(true)} />
      {canManage ? <NewKeyDialog open={creating} onOpenChange={setCreating} /> : null}
    </div>
  );
}
