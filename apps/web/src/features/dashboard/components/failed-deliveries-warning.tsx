import { AlertTriangle, ChevronRight } from 'lucide-react';
import { Link } from 'wouter';

/** Where the failures are listed: the bot settings' "Entregas" tab, failed ones only. */
const failedDeliveriesHref = '/bot-settings?tab=entregas&status=failed';

/** Discord effects that failed for good in the last 24 hours, linking to where they are fixed. */
export function FailedDeliveriesWarning({ count }: { count: number }) {
  return (
    <Link
      to={failedDeliveriesHref}
      className="flex items-center gap-3 rounded-xl border border-amber-500/30 bg-amber-500/10 px-4 py-3 text-sm text-amber-900 transition-colors hover:bg-amber-500/15 dark:text-amber-200"
    >
      <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
      <span className="flex-1 font-medium">
        {count === 1
          ? '1 entrega ao Discord falhou nas últimas 24 horas'
          : `${count} entregas ao Discord falharam nas últimas 24 horas`}
      </span>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
    </Link>
  );
}
