import { Headphones } from 'lucide-react';
import { callPeriodLabels, type MyCallTime } from '@panel/contract/api/calls';
import { ErrorState } from '@/components/error-state';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDuration, isoDuration } from '@/lib/format-duration';
import { useMyCallTime } from '../api/get-my-call-time';

const periods = [
  { key: 'todaySeconds', label: callPeriodLabels.today },
  { key: 'weekSeconds', label: callPeriodLabels.week },
  { key: 'monthSeconds', label: callPeriodLabels.month },
] as const;

function CallTime({ time }: { time: MyCallTime }) {
  return (
    <div className="grid gap-3">
      <dl className="grid gap-2 sm:grid-cols-3">
        {periods.map(({ key, label }) => (
          <div
            key={key}
            className="flex items-center justify-between gap-2 rounded-lg border p-3 sm:grid sm:gap-1"
          >
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">
              <time dateTime={isoDuration(time[key])}>{formatDuration(time[key])}</time>
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">
        {time.monthRank === null
          ? 'Sem tempo em call nos últimos 30 dias'
          : `#${time.monthRank} nos últimos 30 dias`}
      </p>
    </div>
  );
}

/** "Tempo em call": the member's own time in voice, and their place in the 30-day ranking. */
export function CallTimeCard() {
  const time = useMyCallTime();
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>Tempo em call</CardTitle>
          {time.data?.isConnected ? (
            <Badge variant="success">
              <Headphones aria-hidden="true" />
              Em call agora
            </Badge>
          ) : null}
        </div>
        <CardDescription>Quanto tempo você passou nos canais de voz do servidor.</CardDescription>
      </CardHeader>
      <CardContent>
        {time.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : time.data ? (
          <CallTime time={time.data} />
        ) : (
          <ErrorState
            message="Erro ao carregar seu tempo em call."
            onRetry={() => void time.refetch()}
            retrying={time.isFetching}
          />
        )}
      </CardContent>
    </Card>
  );
}
