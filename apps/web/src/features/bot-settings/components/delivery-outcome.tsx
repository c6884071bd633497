import { Link } from 'wouter';
import { botSettingLabels } from '@panel/contract/api/bot-settings';
import type { Delivery } from '@panel/contract/api/deliveries';
import { DateTime } from '@/components/date-time';
import { cn } from '@/lib/cn';
import { tabHref } from '../use-bot-settings-tab';

/**
 * Why a delivery is where it is, in Portuguese: Discord's refusal (its own words under it), the
 * setting a skipped one needs, or who discarded it and why. Nothing for one that went well.
 */
export function DeliveryOutcome({
  delivery,
  className,
}: {
  delivery: Delivery;
  className?: string;
}) {
  const { status, failure, discarded, missingSetting } = delivery;
  if (discarded) {
    return (
      <p className={cn('wrap-anywhere text-muted-foreground', className)}>
        Descartada por {discarded.by} em <DateTime value={discarded.at} />: {discarded.reason}
      </p>
    );
  }
  if (status === 'skipped' && missingSetting) {
    return (
      <p className={cn('text-amber-700 dark:text-amber-300', className)}>
        Falta configurar:{' '}
        <Link to={tabHref('ids')} className="font-medium underline underline-offset-4">
          {botSettingLabels[missingSetting]}
        </Link>
      </p>
    );
  }
  if (!failure) return null;
  return (
    <div className={cn('grid min-w-0 gap-0.5', className)}>
      <p className="wrap-anywhere">
        {status === 'retrying' ? <span className="font-medium">Última falha: </span> : null}
        {failure.reason}
      </p>
      {failure.detail ? (
        <p className="line-clamp-1 font-mono text-xs wrap-anywhere text-muted-foreground">
          {failure.detail}
        </p>
      ) : null}
    </div>
  );
}
