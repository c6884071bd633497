import { ArrowRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'wouter';
import type { Dashboard } from '@panel/contract/api/dashboard';
import { AuditTypeBadge } from '@/components/audit-type-badge';
import { ChannelName, MemberName, RoleName } from '@/components/discord-names';
import { EmptyState } from '@/components/query-states';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';
import { useGuildCatalog } from '@/lib/guild-catalog';
import { useNow } from '@/lib/use-now';
import { splitActivityIds } from '../activity-ids';
import { formatRelativeTime } from '../format-relative-time';

type Activity = Dashboard['recentActivity'][number];

const smallId = 'font-mono text-xs text-muted-foreground';

/** A Discord id the sentence names bare: the role, channel or member it is, by name. */
function IdName({ id }: { id: string }) {
  const catalog = useGuildCatalog();
  if (catalog.isPending) return <span className="font-mono text-xs">{id}</span>;
  if (catalog.data?.roles.some((role) => role.id === id)) return <RoleName id={id} />;
  if (catalog.data?.channels.some((channel) => channel.id === id)) return <ChannelName id={id} />;
  return <MemberName id={id} />;
}

/**
 * The server's sentence, with the ids it had to write bare (no name known then) shown by name;
 * an id it wrote beside a name stays, in small type.
 */
function ActivityText({ sentence }: { sentence: string }) {
  return (
    <>
      {splitActivityIds(sentence).map((part, index) => {
        const key = `${index}`;
        if (part.kind === 'text') return <Fragment key={key}>{part.text}</Fragment>;
        if (part.beside)
          return (
            <span key={key} className={smallId}>
              ({part.id})
            </span>
          );
        return <IdName key={key} id={part.id} />;
      })}
    </>
  );
}

function ActivityItem({ activity, now }: { activity: Activity; now: number }) {
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <UserAvatar name={activity.user} src={activity.avatar} className="mt-0.5 size-9" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="truncate text-sm font-medium">{activity.user}</span>
          <AuditTypeBadge type={activity.actionType} />
        </div>
        {/* The server writes `action` as a whole Portuguese sentence naming whom it concerns. */}
        <p className="text-sm break-words">
          <ActivityText sentence={activity.action} />
        </p>
        <time
          dateTime={activity.time}
          title={formatDateTime(activity.time)}
          className="text-xs text-muted-foreground"
        >
          {formatRelativeTime(activity.time, now)}
        </time>
      </div>
    </li>
  );
}

interface RecentActivityProps {
  activities: Dashboard['recentActivity'];
  canViewAudit: boolean;
}

export function RecentActivity({ activities, canViewAudit }: RecentActivityProps) {
  const now = useNow(30_000);
  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle id="dashboard-activity">Atividade recente</CardTitle>
          <CardDescription>As últimas ações registradas no painel.</CardDescription>
        </div>
        {canViewAudit ? (
          <Button asChild variant="link" size="sm" className="h-auto px-0">
            <Link to="/audit">
              Ver registro completo
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {activities.length === 0 ? (
          <EmptyState message="Nenhuma atividade recente." />
        ) : (
          <ul aria-labelledby="dashboard-activity" className="divide-y">
            {activities.map((activity) => (
              <ActivityItem key={activity.id} activity={activity} now={now} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
