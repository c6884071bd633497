import { ArrowLeft, IdCard } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { memberFilePath } from '@panel/contract/api/member-values';
import { snowflakePattern } from '@panel/contract/constants';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { useCan } from '@/lib/use-can';
import { useNow } from '@/lib/use-now';
import { exportTeamMemberHref, useTeamMember } from './api/get-team-member';
import { ExportLink } from '@/components/export-link';
import { FigureCards } from './components/figure-cards';
import { PeriodCaption } from '@/components/period-caption';
import { TeamMemberCharts } from './components/team-member-charts';
import { DayPeriodPicker } from '@/components/day-period-picker';
import { formatSince } from './format';
import { teamColumns } from './team-columns';
import { dayPeriodQuery, dayPeriodSearch, useDayPeriod } from '@/lib/day-period';

const otherFigures = [
  'espera-p90',
  'desfeitas',
  'fechamento',
  'blacklist',
  'reembolsos',
  'discord',
];

function TeamMemberView({ staffId }: { staffId: string }) {
  const [period, setPeriod] = useDayPeriod();
  const query = dayPeriodQuery(period);
  const member = useTeamMember(staffId, query);
  const canOpenFiles = useCan('view_members');
  const now = useNow(60_000);
  const data = member.data;
  const backHref = `/team${dayPeriodSearch(period)}`;

  if (member.isError && !data && isApiError(member.error)) {
    if (member.error.status === 404)
      return <EmptyState message="Membro da equipe não encontrado." />;
    if (member.error.status === 403) {
      return <EmptyState message="Você só pode ver os seus próprios números." />;
    }
  }
  return (
    <div
      data-page-width="wide"
      className="flex w-full min-w-0 flex-col gap-4"
      aria-busy={member.isPending || undefined}
    >
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="ghost" size="sm">
          <Link href={backHref}>
            <ArrowLeft aria-hidden="true" />
            Voltar para a equipe
          </Link>
        </Button>
      </div>
      {data ? (
        <div className="flex flex-wrap items-center gap-3">
          <UserAvatar name={data.name} src={data.avatarUrl} className="size-12" />
          <div className="grid min-w-0 flex-1 gap-0.5">
            <h2 className="truncate text-xl font-semibold">{data.name}</h2>
            <p className="text-sm text-muted-foreground">
              Última atividade:{' '}
              <span title={data.lastActivityAt ? formatDateTime(data.lastActivityAt) : undefined}>
                {formatSince(data.lastActivityAt, now)}
              </span>
            </p>
          </div>
          {canOpenFiles ? (
            <Button asChild variant="outline" size="sm">
              <Link href={memberFilePath(staffId)}>
                <IdCard aria-hidden="true" />
                Ver ficha
              </Link>
            </Button>
          ) : null}
        </div>
      ) : member.isPending ? (
        <Skeleton className="h-12 w-64" />
      ) : null}
      <DayPeriodPicker value={period} onChange={setPeriod} className="w-full sm:w-auto" />
      {data ? <PeriodCaption period={data.period} previous={data.previousPeriod} /> : null}
      {member.isError && !data ? (
        <ErrorState
          message="Erro ao carregar os números do membro da equipe."
          onRetry={() => void member.refetch()}
          retrying={member.isFetching}
        />
      ) : data ? (
        <div
          className={member.isPlaceholderData ? 'grid gap-4 opacity-60' : 'grid gap-4'}
          aria-busy={member.isPlaceholderData || undefined}
        >
          <FigureCards current={data.current} previous={data.previous} />
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl border bg-card p-3 text-sm sm:grid-cols-3 lg:grid-cols-6">
            {teamColumns
              .filter((column) => otherFigures.includes(column.key))
              .map((column) => (
                <div key={column.key} className="grid gap-0.5" title={column.hint}>
                  <dt className="text-xs text-muted-foreground">{column.label}</dt>
                  <dd className="font-medium tabular-nums">
                    {column.format(data.current)}{' '}
                    <span className="text-xs font-normal text-muted-foreground">
                      <span className="sr-only">período anterior: </span>
                      <span aria-hidden="true">antes </span>
                      {column.format(data.previous)}
                    </span>
                  </dd>
                </div>
              ))}
          </dl>
          <TeamMemberCharts
            days={data.days}
            exportLink={<ExportLink href={exportTeamMemberHref(staffId, query)} label="CSV" />}
          />
        </div>
      ) : (
        <div className="grid gap-4">
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      )}
    </div>
  );
}

/** /team/:staffId: one staff member's period, beside the one before, with their own charts. */
export function TeamMemberPage() {
  const { staffId = '' } = useParams();
  if (!snowflakePattern.test(staffId)) {
    return <EmptyState message="Membro da equipe não encontrado." />;
  }
  return <TeamMemberView key={staffId} staffId={staffId} />;
}
