import { AlertCircle, RotateCw } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './ui/button';

interface ErrorStateProps {
  /** The spec's load-error text for the area, e.g. "Erro ao carregar inscrições." */
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

/**
 * A failed load: the area's message and, when it can help, a retry button. Apart from the empty
 * state (`query-states.tsx`), so the public pages, which show only this, load nothing else.
 */
export function ErrorState({ message, onRetry, retrying = false, className }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-destructive/30 bg-destructive/5 px-4 py-8 text-center',
        className,
      )}
    >
      <AlertCircle className="size-6 text-destructive" aria-hidden="true" />
      <p className="text-sm font-medium">{message}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={cn(retrying && 'animate-spin')} />
          Tentar novamente
        </Button>
      ) : null}
    </div>
  );
}
