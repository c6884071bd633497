import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './ui/button';

interface EmptyStateProps {
  /** The spec's empty text for the area, e.g. "Nenhuma whitelist encontrada." */
  message: string;
  /** What the list was narrowed by can be dropped from here ("Limpar busca"); null: nothing. */
  clear?: { label: string; onClick: () => void } | null;
  children?: ReactNode;
  className?: string;
}

export function EmptyState({ message, clear, children, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-10 text-center text-muted-foreground',
        className,
      )}
    >
      <Inbox className="size-6" aria-hidden="true" />
      <p className="text-sm">{message}</p>
      {clear ? (
        <Button variant="outline" size="sm" onClick={clear.onClick}>
          {clear.label}
        </Button>
      ) : null}
      {children}
    </div>
  );
}
