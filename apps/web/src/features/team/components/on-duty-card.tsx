import { useId } from 'react';
import { dutySourceLabels } from '@panel/contract/api/duty-values';
import { ErrorState } from '@/components/error-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { UserAvatar } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDuration } from '@/lib/format-duration';
import { formatDateTime } from '@/lib/format-date';
import { useNow } from '@/lib/use-now';
import { useOnDuty } from '../api/get-on-duty';
import { cn } from '@/lib/cn';

/**
 * "Em serviço agora": who is on duty, the longest first, with how long and where they started
 * (panel, Discord, a staff voice channel). Live: a shift started or ended anywhere shows at once.
 */
export function OnDutyCard({ className }: { className?: string }) {
  const titleId = useId();
  const onDuty = useOnDuty();
  const now = useNow(30_000);
  // Open shifts are timed by the server's clock, as the header's toggle times them.
  const skew = onDuty.data ? Date.parse(onDuty.data.serverTime) - onDuty.dataUpdatedAt : 0;
  return (
    <Card role="region" aria-labelledby={titleId} className={cn('gap-3', className)}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2 text-base">
          <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
          Em serviço agora
        </CardTitle>
        <CardDescription>Atualiza sozinho quando alguém entra ou sai de serviço.</CardDescription>
      </CardHeader>
      <CardContent>
        {onDuty.isPending ? (
          <div className="grid gap-2" aria-label="Carregando quem está em serviço...">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-2/3" />
          </div>
        ) : onDuty.isError ? (
          <ErrorState
            message="Erro ao carregar quem está em serviço."
            onRetry={() => void onDuty.refetch()}
            retrying={onDuty.isFetching}
          />
        ) : onDuty.data.staff.length === 0 ? (
          <p className="text-sm text-muted-foreground">Ninguém da equipe em serviço agora.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Equipe em serviço">
            {onDuty.data.staff.map((person) => (
              <li key={person.staffId} className="flex items-center gap-2 text-sm">
                <UserAvatar name={person.staffName} src={person.avatarUrl} className="size-7" />
                <span className="min-w-0 flex-1 truncate font-medium">{person.staffName}</span>
                <span
                  className="text-xs whitespace-nowrap text-muted-foreground tabular-nums"
                  title={`Desde ${formatDateTime(person.since)} (${dutySourceLabels[person.source]})`}
                >
                  {formatDuration((now + skew - Date.parse(person.since)) / 1000)} ·{' '}
                  {dutySourceLabels[person.source]}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
