import { TriangleAlert, Webhook } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import {
  webhookEventLabels,
  webhookEventTypes,
  type WebhookSubscription,
} from '@panel/contract/api/webhooks';
import { DateTime } from '@/components/date-time';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { failedWebhookDeliveriesHref } from '@/lib/deliveries-href';
import { IntegrationCardHeader } from './integration-card-header';
import { DeleteWebhookButton } from './delete-webhook-button';
import { WebhookActions } from './webhook-actions';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 content-start gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </div>
  );
}

function deliveries(count: number): string {
  return `${count} ${count === 1 ? 'entrega' : 'entregas'}`;
}

/** Why and since when a webhook waits: the worker's reason, or a pause by staff. */
function PausedNote({ subscription }: { subscription: WebhookSubscription }) {
  const { pausedAt, pauseReason } = subscription;
  if (!pausedAt) return null;
  return (
    <div className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100">
      <TriangleAlert
        aria-hidden="true"
        className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-300"
      />
      <div className="grid min-w-0 gap-1">
        <p className="font-medium wrap-anywhere">{pauseReason ?? 'Pausado pela equipe.'}</p>
        <p className="text-xs">
          Desde <DateTime value={pausedAt} />. Os eventos esperam na fila; ao retomar, a entrega que
          falhou sai de novo antes das outras.
        </p>
      </div>
    </div>
  );
}

interface WebhookCardProps {
  subscription: WebhookSubscription;
  canManage: boolean;
  /** Whether the failed count links to the deliveries screen. */
  canSeeDeliveries: boolean;
}

/** A webhook: where it posts, which events, and how its deliveries go. */
export function WebhookCard({ subscription, canManage, canSeeDeliveries }: WebhookCardProps) {
  const headingId = useId();
  const paused = subscription.pausedAt !== null;
  const everyEvent = subscription.events.length === webhookEventTypes.length;
  return (
    <article aria-labelledby={headingId} className="grid gap-3 rounded-xl border bg-card p-4">
      <IntegrationCardHeader
        icon={Webhook}
        active={!paused}
        headingId={headingId}
        name={subscription.name}
        badge={
          <Badge variant={paused ? 'warning' : 'success'}>{paused ? 'Pausado' : 'Ativo'}</Badge>
        }
        subtitle={
          <p className="font-mono text-xs break-all text-muted-foreground">{subscription.url}</p>
        }
        action={canManage ? <DeleteWebhookButton subscription={subscription} /> : null}
      />
      <PausedNote subscription={subscription} />
      <ul aria-label="Eventos" className="flex flex-wrap gap-1.5">
        {everyEvent ? (
          <li>
            <Badge variant="outline">Todos os eventos</Badge>
          </li>
        ) : (
          subscription.events.map((type) => (
            <li key={type} className="max-w-full">
              <Badge variant="outline" title={type} className="max-w-full whitespace-normal">
                {webhookEventLabels[type]}
              </Badge>
            </li>
          ))
        )}
      </ul>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
        <Fact label="Último sucesso">
          {subscription.lastSuccessAt ? <DateTime value={subscription.lastSuccessAt} /> : 'Nunca'}
        </Fact>
        <Fact label="Última falha">
          {subscription.lastFailureAt ? <DateTime value={subscription.lastFailureAt} /> : 'Nunca'}
        </Fact>
        <Fact label="Falhas seguidas">
          <span className={cn(subscription.consecutiveFailures > 0 && 'text-destructive')}>
            {subscription.consecutiveFailures}
          </span>
        </Fact>
        <Fact label="Pendentes">{deliveries(subscription.pending)}</Fact>
        <Fact label="Falharam">
          {subscription.failed > 0 && canSeeDeliveries ? (
            <Link
              href={failedWebhookDeliveriesHref}
              className="font-medium text-destructive underline underline-offset-2"
            >
              {deliveries(subscription.failed)}
            </Link>
          ) : (
            <span className={cn(subscription.failed > 0 && 'font-medium text-destructive')}>
              {deliveries(subscription.failed)}
            </span>
          )}
        </Fact>
        <Fact label="Criado">
          <DateTime value={subscription.createdAt} /> por {subscription.createdByName}
        </Fact>
      </dl>
      {subscription.failed > 0 ? (
        <p className="text-xs text-muted-foreground">
          Uma entrega que falhou segura as seguintes deste webhook até ser tentada de novo ou
          descartada em Configurações do Bot, na aba Entregas.
        </p>
      ) : null}
      {canManage ? <WebhookActions subscription={subscription} /> : null}
    </article>
  );
}
