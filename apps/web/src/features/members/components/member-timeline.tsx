import { ChevronDown } from 'lucide-react';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useMemberTimeline } from '../api/get-member-timeline';
import { useTimelineKinds } from '../use-timeline-kinds';
import { Panel } from './panel';
import { TimelineEvent } from './timeline-event';
import { TimelineFilter } from './timeline-filter';

function TimelineSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="grid gap-1.5">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      ))}
    </div>
  );
}

/** "Linha do tempo": everything that happened to or by the member, newest first. */
export function MemberTimeline({
  discordId,
  className,
}: {
  discordId: string;
  className?: string;
}) {
  const filter = useTimelineKinds();
  const timeline = useMemberTimeline(discordId, filter.kinds);
  const events = timeline.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = filter.kinds.length > 0;

  const body = () => {
    if (timeline.isPending) return <TimelineSkeleton />;
    if (timeline.isError && events.length === 0) {
      return (
        <ErrorState
          message="Erro ao carregar a linha do tempo."
          onRetry={() => void timeline.refetch()}
          retrying={timeline.isFetching}
        />
      );
    }
    if (events.length === 0) {
      return (
        <EmptyState
          message={filtered ? 'Nada registrado destes tipos.' : 'Nada registrado ainda.'}
          clear={filtered ? { label: 'Limpar filtros', onClick: filter.clear } : null}
        />
      );
    }
    return (
      <>
        <ol aria-label="Acontecimentos" className="grid divide-y">
          {events.map((event) => (
            <TimelineEvent key={event.id} event={event} />
          ))}
        </ol>
        {timeline.isFetchNextPageError ? (
          <p role="alert" className="text-sm text-destructive">
            Erro ao carregar mais acontecimentos.
          </p>
        ) : null}
        {timeline.hasNextPage ? (
          <Button
            type="button"
            variant="outline"
            className="w-full sm:w-fit sm:self-center"
            disabled={timeline.isFetchingNextPage}
            aria-busy={timeline.isFetchingNextPage || undefined}
            onClick={() => void timeline.fetchNextPage()}
          >
            {timeline.isFetchingNextPage ? (
              <Spinner className="size-4" label="Carregando mais..." />
            ) : (
              <ChevronDown aria-hidden="true" />
            )}
            Carregar mais
          </Button>
        ) : null}
      </>
    );
  };

  return (
    <Panel title="Linha do tempo" busy={timeline.isPending} className={className}>
      <TimelineFilter filter={filter} />
      {body()}
    </Panel>
  );
}
