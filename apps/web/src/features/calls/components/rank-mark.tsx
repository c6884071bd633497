import { Medal, Trophy, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

const medals: Record<number, { icon: LucideIcon; tone: string; className: string }> = {
  1: { icon: Trophy, tone: 'gold', className: 'bg-amber-400/15 text-amber-500' },
  2: { icon: Medal, tone: 'silver', className: 'bg-slate-400/15 text-slate-400' },
  3: {
    icon: Medal,
    tone: 'bronze',
    className: 'bg-orange-700/15 text-orange-700 dark:text-orange-400',
  },
};

/** A trophy or medal for the first three places, the number for the others. */
export function RankMark({ rank }: { rank: number }) {
  const medal = medals[rank];
  return (
    <span
      className={cn(
        // Wider than round past two digits: the whole ranking is listed ("1.234").
        'flex h-8 min-w-8 shrink-0 items-center justify-center rounded-full px-1',
        medal?.className ?? 'bg-muted',
      )}
    >
      {medal ? (
        <medal.icon aria-hidden="true" data-medal={medal.tone} className="size-4" />
      ) : (
        <span
          aria-hidden="true"
          className="text-sm font-semibold text-muted-foreground tabular-nums"
        >
          {rank.toLocaleString('pt-BR')}
        </span>
      )}
      <span className="sr-only">{rank}º lugar</span>
    </span>
  );
}
