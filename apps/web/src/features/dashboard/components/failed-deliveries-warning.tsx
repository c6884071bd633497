import { WarningLink } from './warning-link';

/** Where the failures are listed: the bot settings' "Entregas" tab, failed ones only. */
const failedDeliveriesHref = '/bot-settings?tab=entregas&status=failed';

/** Discord effects that failed for good in the last 24 hours, linking to where they are fixed. */
export function FailedDeliveriesWarning({ count }: { count: number }) {
  return (
    <WarningLink to={failedDeliveriesHref}>
      <span className="flex-1 font-medium">
        {count === 1
          ? '1 entrega ao Discord falhou nas últimas 24 horas'
          : `${count} entregas ao Discord falharam nas últimas 24 horas`}
      </span>
    </WarningLink>
  );
}
