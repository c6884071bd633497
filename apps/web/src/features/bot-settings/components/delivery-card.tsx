import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { botSettingLabels } from '@panel/contract/api/bot-settings';
import { deliveryTypeLabels, type Delivery } from '@panel/contract/api/deliveries';
import { DateTime } from '@/components/date-time';
import { UserAvatar } from '@/components/ui/avatar';
import { tabHref } from '../use-bot-settings-tab';
import { DeliveryActions } from './delivery-actions';
import { DeliveryStatusBadge } from './delivery-status-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function Member({ member }: { member: NonNullable<Delivery['member']> }) {
  return (
    <p className="flex min-w-0 items-center gap-2 text-sm">
      <UserAvatar name={member.name ?? member.id} src={member.avatarUrl} className="size-6" />
      {member.name ? (
        <span className="truncate">{member.name}</span>
      ) : (
        <span className="truncate font-mono text-xs">{member.id}</span>
      )}
    </p>
  );
}

/** One effect queued for Discord: what, for whom, how it went, and what staff may do. */
export function DeliveryCard({ delivery, canManage }: { delivery: Delivery; canManage: boolean }) {
  const summaryId = useId();
  const { status, failure, discarded, missingSetting, nextAttemptAt, deliveredAt } = delivery;
  const waiting = status === 'pending' || status === 'retrying';

  return (
    <li
      aria-labelledby={summaryId}
      className="grid gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-xs sm:p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {deliveryTypeLabels[delivery.type]}
          </p>
          <h3 id={summaryId} className="text-sm font-medium wrap-anywhere">
            {delivery.summary}
          </h3>
        </div>
        <DeliveryStatusBadge status={status} />
      </div>
      {delivery.member ? <Member member={delivery.member} /> : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-xs sm:grid-cols-4">
        <Fact label="Tentativas">{delivery.attempts}</Fact>
        <Fact label="Criada em">
          <DateTime value={delivery.createdAt} />
        </Fact>
        {waiting && nextAttemptAt ? (
          <Fact label="Próxima tentativa">
            <DateTime value={nextAttemptAt} />
          </Fact>
        ) : null}
        {deliveredAt ? (
          <Fact label="Entregue em">
            <DateTime value={deliveredAt} />
          </Fact>
        ) : null}
      </dl>
      {failure ? (
        <div className="grid gap-0.5 rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm">
          <p>
            <span className="font-medium">{status === 'failed' ? 'Falha:' : 'Última falha:'}</span>{' '}
            {failure.reason}
          </p>
          {failure.detail ? (
            <p className="font-mono text-xs text-muted-foreground wrap-anywhere">
              {failure.detail}
            </p>
          ) : null}
        </div>
      ) : null}
      {status === 'skipped' && missingSetting ? (
        <p className="text-sm text-amber-700 dark:text-amber-300">
          Falta configurar:{' '}
          <Link to={tabHref('ids')} className="font-medium underline underline-offset-4">
            {botSettingLabels[missingSetting]}
          </Link>
        </p>
      ) : null}
      {discarded ? (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
          Descartada por {discarded.by} em <DateTime value={discarded.at} />: {discarded.reason}
        </p>
      ) : null}
      {canManage ? <DeliveryActions delivery={delivery} summaryId={summaryId} /> : null}
    </li>
  );
}
