import { useId } from 'react';
import { CircleCheck, CircleX, Clock, LifeBuoy, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { Dashboard } from '@panel/contract/api/dashboard';
import type { PermissionKey } from '@panel/contract/permissions';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatChange, formatCount } from '../format';
import { listHref } from '../list-links';

const tones = {
  pending: 'bg-amber-500/10 text-amber-600 dark:bg-amber-400/10 dark:text-amber-300',
  approved: 'bg-emerald-500/10 text-emerald-600 dark:bg-emerald-400/10 dark:text-emerald-300',
  rejected: 'bg-rose-500/10 text-rose-600 dark:bg-rose-400/10 dark:text-rose-300',
  tickets: 'bg-sky-500/10 text-sky-600 dark:bg-sky-400/10 dark:text-sky-300',
};

interface StatCardProps {
  title: string;
  value: number;
  change: string;
  icon: LucideIcon;
  /** Tint of the icon tile; a hue per state, readable in both themes. */
  tone: string;
  /** The list this number counts, filtered; absent when the viewer cannot open it. */
  href: string | null;
}

function StatCard({ title, value, change, icon: Icon, tone, href }: StatCardProps) {
  const valueId = useId();
  const changeId = useId();
  // One row (icon, title, number) on a phone so the cards fit on one screen; a tile from 640 px.
  // A link's box covers the whole card, so the card is one click target.
  return (
    <Card
      className={cn(
        'relative grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-0.5 px-4 py-4 sm:grid-cols-[1fr_auto] sm:gap-y-3 sm:px-5 sm:py-5',
        href &&
          'transition-colors hover:border-ring/60 hover:bg-accent/40 has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/50',
      )}
    >
      <h3 className="col-start-2 row-start-1 text-sm font-medium text-muted-foreground sm:col-start-1">
        {href ? (
          <Link
            to={href}
            aria-describedby={`${valueId} ${changeId}`}
            className="outline-none after:absolute after:inset-0 after:rounded-xl hover:text-foreground"
          >
            {title}
          </Link>
        ) : (
          title
        )}
      </h3>
      <span
        className={cn(
          'col-start-1 row-span-2 row-start-1 flex size-10 items-center justify-center rounded-lg sm:col-start-2 sm:row-span-1 sm:size-9',
          tone,
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <p
        id={valueId}
        className="col-start-3 row-span-2 row-start-1 text-2xl font-semibold tracking-tight tabular-nums sm:col-span-2 sm:col-start-1 sm:row-span-1 sm:row-start-2 sm:text-3xl"
      >
        {formatCount(value)}
      </p>
      <p
        id={changeId}
        className="col-start-2 row-start-2 text-xs text-muted-foreground sm:col-span-2 sm:col-start-1 sm:row-start-3"
      >
        {change}
      </p>
    </Card>
  );
}

type Permissions = Partial<Record<PermissionKey, boolean>> | null;

interface StatCardsProps {
  data: Pick<Dashboard, 'stats' | 'statsChanges' | 'insertions' | 'tickets'>;
  /** The viewer's: a card links to its list only when the viewer may open it. */
  permissions: Permissions;
}

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-sm font-medium text-muted-foreground">
      {children}
    </h2>
  );
}

/** The whitelist counts by state with what changed recently, then role applications and tickets. */
export function StatCards({ data, permissions }: StatCardsProps) {
  const { stats, statsChanges, insertions, tickets } = data;
  const allowlists = (status: string) => listHref('allowlists', { status }, permissions);
  const roleApplications = (status: string) => listHref('insertions', { status }, permissions);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="dashboard-whitelists" className="grid gap-3">
        <SectionHeading id="dashboard-whitelists">Whitelists</SectionHeading>
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard
            title="Pendentes"
            value={stats.pending}
            change={`${formatChange(statsChanges.pending.today)} hoje`}
            icon={Clock}
            tone={tones.pending}
            href={allowlists('pending')}
          />
          <StatCard
            title="Aprovadas"
            value={stats.approved}
            change={`${formatChange(statsChanges.approved.week)} nos últimos 7 dias`}
            icon={CircleCheck}
            tone={tones.approved}
            href={allowlists('approved')}
          />
          <StatCard
            title="Reprovadas"
            value={stats.rejected}
            change={`${formatChange(statsChanges.rejected.today)} hoje`}
            icon={CircleX}
            tone={tones.rejected}
            href={allowlists('rejected')}
          />
        </div>
      </section>
      <section aria-labelledby="dashboard-insertions" className="grid gap-3">
        <SectionHeading id="dashboard-insertions">Inscrições e tickets</SectionHeading>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            title="Inscrições pendentes"
            value={insertions.pending}
            change="aguardando análise"
            icon={Clock}
            tone={tones.pending}
            href={roleApplications('pending')}
          />
          <StatCard
            title="Inscrições aprovadas"
            value={insertions.approved}
            change="no total"
            icon={CircleCheck}
            tone={tones.approved}
            href={roleApplications('approved')}
          />
          <StatCard
            title="Inscrições reprovadas"
            value={insertions.rejected}
            change="no total"
            icon={CircleX}
            tone={tones.rejected}
            href={roleApplications('rejected')}
          />
          <StatCard
            title="Tickets pendentes"
            value={tickets.pending}
            change="aguardando a equipe"
            icon={LifeBuoy}
            tone={tones.tickets}
            href={listHref('tickets', { status: 'pending' }, permissions)}
          />
        </div>
      </section>
    </div>
  );
}
