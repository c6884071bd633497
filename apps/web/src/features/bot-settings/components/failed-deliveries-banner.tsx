import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface FailedDeliveriesBannerProps {
  count: number;
  /** Absent when the list already shows only the failed ones. */
  onShowFailed?: () => void;
}

export function FailedDeliveriesBanner({ count, onShowFailed }: FailedDeliveriesBannerProps) {
  return (
    <div
      role="note"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-500/30 bg-amber-500/10 px-3 py-2 text-sm text-amber-900 dark:text-amber-200"
    >
      <p className="flex items-center gap-2">
        <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
        {count === 1
          ? '1 entrega falhou nas últimas 24 horas.'
          : `${count} entregas falharam nas últimas 24 horas.`}
      </p>
      {onShowFailed ? (
        <Button type="button" size="sm" variant="outline" onClick={onShowFailed}>
          Ver falhas
        </Button>
      ) : null}
    </div>
  );
}
