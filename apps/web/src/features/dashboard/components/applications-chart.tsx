import type { Dashboard } from '@panel/contract/api/dashboard';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatApplications, formatCount, formatDayMonth } from '../format';

type Day = Dashboard['applicationsPerDay'][number];

function Bar({ day, max }: { day: Day; max: number }) {
  const label = `${formatDayMonth(day.date)}: ${formatApplications(day.count)}`;
  const percent = max === 0 ? 0 : (day.count / max) * 100;
  return (
    <li className="min-w-0 flex-1">
      <span className="sr-only">{label}</span>
      {/* The top padding keeps room above the tallest bar for its figure. */}
      <div aria-hidden="true" title={label} className="group h-full pt-5">
        <div className="relative h-full">
          {day.count > 0 ? (
            <span
              className="absolute inset-x-0 mb-1 text-center text-[10px] leading-none font-medium whitespace-nowrap text-muted-foreground tabular-nums group-hover:text-foreground @2xl:text-xs"
              style={{ bottom: `${percent}%` }}
            >
              {formatCount(day.count)}
            </span>
          ) : null}
          <div
            data-bar
            className={cn(
              'absolute inset-x-0 bottom-0 mx-auto max-w-8 rounded-t-[3px] transition-colors',
              day.count > 0
                ? 'min-h-1 bg-primary/75 group-hover:bg-primary'
                : 'h-0.5 bg-muted-foreground/30',
            )}
            style={day.count > 0 ? { height: `${percent}%` } : undefined}
          />
        </div>
      </div>
    </li>
  );
}

/** Every how many days a date is written under the bars: in a narrow card, and from `@lg`. */
function labelSteps(count: number): { narrow: number; wide: number } {
  return count > 14 ? { narrow: 10, wide: 5 } : { narrow: 2, wide: 1 };
}

/** Applications (whitelist and role) received per UTC day, drawn with plain elements. */
export function ApplicationsChart({ days }: { days: Dashboard['applicationsPerDay'] }) {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const max = Math.max(0, ...days.map((day) => day.count));
  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid gap-1.5">
          <CardTitle id="dashboard-chart">Solicitações por dia</CardTitle>
          <CardDescription>
            Whitelists e inscrições para cargos recebidas nos últimos {days.length} dias.
          </CardDescription>
        </div>
        <p className="text-sm text-muted-foreground">
          Total no período:{' '}
          <span className="font-semibold text-foreground tabular-nums">
            {formatApplications(total)}
          </span>
        </p>
      </CardHeader>
      <CardContent className="@container px-4 sm:px-6">
        <ol aria-labelledby="dashboard-chart" className="flex h-44 gap-1 border-b @lg:gap-2">
          {days.map((day) => (
            <Bar key={day.date} day={day} max={max} />
          ))}
        </ol>
        {/* Same columns as the bars; only some dates fit under them, counted back from today. */}
        <div aria-hidden="true" className="mt-1.5 flex gap-1 @lg:gap-2">
          {days.map((day, index) => {
            const back = days.length - 1 - index;
            const { narrow, wide } = labelSteps(days.length);
            return (
              <span
                key={day.date}
                // A flex box centres a date wider than its column over it (text-align would
                // push it right); today's ends at the last bar, inside the card.
                className={cn(
                  'flex min-w-0 flex-1 text-[10px] whitespace-nowrap text-muted-foreground tabular-nums @2xl:text-xs',
                  back === 0 ? 'justify-end' : 'justify-center',
                  back % narrow !== 0 &&
                    (back % wide === 0 ? 'invisible @lg:visible' : 'invisible'),
                )}
              >
                {formatDayMonth(day.date)}
              </span>
            );
          })}
        </div>
      </CardContent>
    </Card>
  );
}
