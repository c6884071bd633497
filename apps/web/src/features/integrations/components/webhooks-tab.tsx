import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/use-can';
import { useWebhooks } from '../api/webhooks';
import { CardsSkeleton } from './cards-skeleton';
import { NewWebhookDialog } from './new-webhook-dialog';
import { WebhookCard } from './webhook-card';

interface WebhookListProps {
  canManage: boolean;
  onCreate: () => void;
}

function WebhookList({ canManage, onCreate }: WebhookListProps) {
  const webhooks = useWebhooks();
  const canSeeDeliveries = useCan('view_bot_settings');
  if (webhooks.isPending) return <CardsSkeleton count={2} label="Carregando webhooks..." />;
  if (webhooks.isError) {
    return (
      <ErrorState
        message="Erro ao carregar os webhooks."
        onRetry={() => void webhooks.refetch()}
        retrying={webhooks.isFetching}
      />
    );
  }
  if (webhooks.data.length === 0) {
    return (
      <EmptyState message="Nenhum webhook ainda. Crie um para o painel avisar outra ferramenta a cada solicitação, compra ou entrada na blacklist.">
        {canManage ? (
          <Button size="sm" onClick={onCreate}>
            <Plus aria-hidden="true" />
            Novo webhook
          </Button>
        ) : null}
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Webhooks" className="grid gap-3 lg:grid-cols-2">
      {webhooks.data.map((subscription) => (
        <li key={subscription.id} className="min-w-0">
          <WebhookCard
            subscription={subscription}
            canManage={canManage}
            canSeeDeliveries={canSeeDeliveries}
          />
        </li>
      ))}
    </ul>
  );
}

/** "Webhooks": where the panel posts its events, signed, and how each receiver is doing. */
export function WebhooksTab({ canManage }: { canManage: boolean }) {
  const webhooks = useWebhooks();
  const [creating, setCreating] = useState(false);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          O painel avisa outras ferramentas quando algo acontece: a cada evento escolhido, envia um
          POST assinado para a URL do webhook e tenta de novo por até três dias se ela não
          responder. Um webhook que falha de vez é pausado.
        </p>
        {/* An empty list has its own call to create the first webhook. */}
        {canManage && (webhooks.data?.length ?? 0) > 0 ? (
          <Button className="w-full shrink-0 sm:w-auto" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Novo webhook
          </Button>
        ) : null}
      </div>
      <WebhookList canManage={canManage} onCreate={() => setCreating(true)} />
      {canManage ? <NewWebhookDialog open={creating} onOpenChange={setCreating} /> : null}
    </div>
  );
}
