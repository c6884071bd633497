import { Suspense } from 'react';
import { ErrorState } from '@/components/error-state';
import { useMyAppeals } from '@/lib/my-appeals';
import { preloadableLazy } from '@/lib/preloadable-lazy';

// Most members have nothing to appeal: the card's code (and the schemas, loaded beside the
// request) download only for one who has (docs/performance.md#bundle-budgets).
const card = preloadableLazy(async () => (await import('./my-appeals-card')).MyAppealsCard);

/**
 * "Apelações" in Minha Conta: nothing at all while it loads or when the member has nothing to
 * appeal and sent no appeal.
 */
export function AppealsSection() {
  const appeals = useMyAppeals();
  if (appeals.isError) {
    return (
      <ErrorState
        message="Erro ao carregar suas apelações."
        onRetry={() => void appeals.refetch()}
        retrying={appeals.isFetching}
      />
    );
  }
  const data = appeals.data;
  if (!data || (data.appealable.length === 0 && data.appeals.length === 0)) return null;
  return (
    <Suspense fallback={null}>
      <card.Component appeals={data} />
    </Suspense>
  );
}
