import { CircleCheck, CircleX, Clock, type LucideIcon } from 'lucide-react';
import type { Dashboard } from '@panel/contract/api/dashboard';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatChange, formatCount } from '../format';

interface StatCardProps {
  title: string;
  value: number;
  change: string;
  icon: LucideIcon;
  /** Tint of the icon tile; a hue per state, readable in both themes. */
  tone: string;
}

function StatCard({ title, value, change, icon: Icon, tone }: StatCardProps) {
  // One row (icon, title, number) on a phone so the three fit on one screen; a tile from 640 px.
  return (
    <Card className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-0.5 px-4 py-4 sm:grid-cols-[1fr_auto] sm:gap-y-3 sm:px-5 sm:py-5">
      <h3 className="col-start-2 row-start-1 text-sm font-medium text-muted-foreground sm:col-start-1">
        {title}
      </h3>
      <span
        className={cn(
          'col-start-1 row-span-2 row-start-1 flex size-10 items-center justify-center rounded-lg sm:col-start-2 sm:row-span-1 sm:size-9',
          tone,
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <p className="col-start-3 row-span-2 row-start-1 text-2xl font-semibold tracking-tight tabular-nums sm:col-span-2 sm:col-start-1 sm:row-span-1 sm:row-start-2 sm:text-3xl">
        {formatCount(value)}
      </p>
      <p className="col-start-2 row-start-2 text-xs text-muted-foreground sm:col-span-2 sm:col-start-1 sm:row-start-3">
        {change}
      </p>
    </Card>
  );
}

/** The whitelist counts by state, each with what changed recently. */
export function StatCards({ data }: { data: Pick<Dashboard, 'stats' | 'statsChanges'> }) {
  const { stats, statsChanges } = data;
  return (
    <section aria-labelledby="dashboard-whitelists" className="grid gap-4 sm:grid-cols-3">
      <h2 id="dashboard-whitelists" className="sr-only">
        Whitelists
      </h2>
      <StatCard
        title="Pendentes"
        value={stats.pending}
        change={`${formatChange(statsChanges.pending.today)} hoje`}
        icon={Clock}
        tone="bg-amber-500/10 text-amber-600 dark:bg-amber-400/10 dark:text-amber-300"
      />
      <StatCard
        title="Aprovadas"
        value={stats.approved}
        change={`${formatChange(statsChanges.approved.week)} nos últimos 7 dias`}
        icon={CircleCheck}
        tone="bg-emerald-500/10 text-emerald-600 dark:bg-emerald-400/10 dark:text-emerald-300"
      />
      <StatCard
        title="Reprovadas"
        value={stats.rejected}
        change={`${formatChange(statsChanges.rejected.today)} hoje`}
        icon={CircleX}
        tone="bg-rose-500/10 text-rose-600 dark:bg-rose-400/10 dark:text-rose-300"
      />
    </section>
  );
}
