import { ShoppingBag } from 'lucide-react';
import { Link } from 'wouter';
import { ledgerKindLabels, type LedgerEntry } from '@panel/contract/api/store';
import { DateTime } from '@/components/date-time';
import { formatPoints } from '@/lib/format-points';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useStoreHistory } from '../api/get-store-history';

const noPoints = 'Você ainda não tem pontos. Fique em call no Discord para ganhar pontos.';

function signedPoints(amount: number): string {
  return `${amount >= 0 ? '+' : '−'}${formatPoints(Math.abs(amount))}`;
}

function LedgerItem({ entry }: { entry: LedgerEntry }) {
  return (
    <li className="flex items-start justify-between gap-3 py-2.5">
      <div className="grid min-w-0 gap-0.5">
        <span className="text-sm font-medium">{ledgerKindLabels[entry.kind]}</span>
        <span className="text-sm wrap-anywhere text-muted-foreground">{entry.reason}</span>
        <DateTime value={entry.createdAt} className="text-xs text-muted-foreground" />
      </div>
      <span
        className={cn(
          'shrink-0 text-sm font-semibold tabular-nums',
          entry.amount >= 0 ? 'text-success' : 'text-destructive',
        )}
      >
        {signedPoints(entry.amount)}
      </span>
    </li>
  );
}

/** "Pontos": the balance, how it was earned and spent, and the way to the store. */
export function PointsCard() {
  const history = useStoreHistory();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pontos</CardTitle>
        <CardDescription>
          Ganhe pontos ficando em call no Discord e troque por recompensas na loja.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {history.isPending ? (
          <Skeleton className="h-28 w-full" />
        ) : history.isError ? (
          <ErrorState
            message="Erro ao carregar seus pontos."
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
          />
        ) : (
          <>
            <p className="flex items-baseline gap-2">
              <span className="text-4xl font-bold tracking-tight tabular-nums">
                {new Intl.NumberFormat('pt-BR').format(history.data.points)}
              </span>
              <span className="text-muted-foreground">
                {history.data.points === 1 ? 'ponto' : 'pontos'}
              </span>
            </p>
            {history.data.ledger.length === 0 ? (
              <EmptyState message={noPoints} />
            ) : (
              <ul
                aria-label="Movimentações de pontos"
                tabIndex={0}
                className="max-h-96 divide-y overflow-y-auto rounded-lg border px-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {history.data.ledger.map((entry) => (
                  <LedgerItem key={entry.id} entry={entry} />
                ))}
              </ul>
            )}
          </>
        )}
        <Button asChild variant="outline" className="w-fit">
          <Link to="/store">
            <ShoppingBag aria-hidden="true" />
            Ir para a loja
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
