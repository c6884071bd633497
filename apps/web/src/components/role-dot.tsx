import { cn } from '@/lib/cn';

/** A role's colour as Discord shows it; grey for a role without colour. */
export function RoleDot({ color, className }: { color: string | null; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-3 shrink-0 rounded-full',
        !color && 'bg-muted-foreground/40',
        className,
      )}
      style={color ? { backgroundColor: color } : undefined}
    />
  );
}
