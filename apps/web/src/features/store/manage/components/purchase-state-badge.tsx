import { purchaseStateLabels, type PurchaseState } from '@panel/contract/api/store';
import { Badge } from '@/components/ui/badge';

const variants = {
  pending: 'secondary',
  delivered: 'success',
  refunded: 'outline',
  failed: 'outline',
} as const;

const extra: Partial<Record<PurchaseState, string>> = {
  pending:
    'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-400/30 dark:bg-sky-400/10 dark:text-sky-200',
  failed: 'border-destructive/40 bg-destructive/10 text-destructive',
  refunded: 'text-muted-foreground',
};

export function PurchaseStateBadge({ state }: { state: PurchaseState }) {
  return (
    <Badge variant={variants[state]} className={extra[state]}>
      {purchaseStateLabels[state]}
    </Badge>
  );
}
