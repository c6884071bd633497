import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCurrentUser } from '@/lib/current-user';

interface StatusPageProps {
  icon: LucideIcon;
  /** A short code above the title, like "404". */
  code?: string;
  title: string;
  description: string;
  action: ReactNode;
  tone?: 'default' | 'warning' | 'danger';
}

const toneClasses = {
  default: 'bg-primary/10 text-primary',
  warning: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
  danger: 'bg-destructive/10 text-destructive',
} as const;

/**
 * A whole page that explains why the visitor cannot go on, and where to go instead. Someone
 * signed in reads it inside the panel's shell, whose top bar already names the page.
 */
export function StatusPage({
  icon: Icon,
  code,
  title,
  description,
  action,
  tone = 'default',
}: StatusPageProps) {
  const { user } = useCurrentUser();
  return (
    <section
      aria-labelledby={user ? undefined : 'status-title'}
      className="flex min-h-[60svh] flex-1 flex-col items-center justify-center py-12 text-center sm:py-16"
    >
      <div className="flex w-full max-w-md flex-col items-center">
        <span
          className={`mb-6 flex size-16 items-center justify-center rounded-2xl ${toneClasses[tone]}`}
        >
          <Icon aria-hidden="true" className="size-8" />
        </span>
        {code ? (
          <p className="mb-2 text-6xl font-bold tracking-tight text-foreground/90">{code}</p>
        ) : null}
        {user ? null : (
          <h1 id="status-title" className="text-2xl font-semibold tracking-tight text-balance">
            {title}
          </h1>
        )}
        <p className="mt-3 text-muted-foreground text-pretty">{description}</p>
        <div className="mt-8 flex w-full flex-wrap justify-center gap-3">{action}</div>
      </div>
    </section>
  );
}
