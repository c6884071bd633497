import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';

/** A moment shown as the panel writes dates ("dd/mm/aaaa hh:mm"), machine-readable too. */
export function DateTime({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={value} className={cn('tabular-nums', className)}>
      {formatDateTime(value)}
    </time>
  );
}
