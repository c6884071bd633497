import { WifiOff } from 'lucide-react';
import { LazyTooltip } from '@/components/ui/lazy-tooltip';
import { useLiveStatus } from '@/lib/live-updates';

/**
 * Shown only when live updates could not connect (a proxy that buffers the stream, too many
 * tabs): the data on screen is then reloaded periodically, as the polling always did.
 */
export function LiveIndicator() {
  const status = useLiveStatus();
  if (status !== 'polling') return null;
  return (
    <LazyTooltip label="Atualizações ao vivo indisponíveis: os dados são recarregados periodicamente.">
      <span
        role="status"
        className="flex items-center gap-1.5 rounded-full px-2 py-1 text-xs text-muted-foreground"
      >
        <WifiOff aria-hidden="true" className="size-3.5" />
        <span className="sr-only sm:not-sr-only">Sem tempo real</span>
      </span>
    </LazyTooltip>
  );
}
