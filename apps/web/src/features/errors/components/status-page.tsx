import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

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

/** A whole page that explains why the visitor cannot go on, and where to go instead. */
export function StatusPage({
  icon: Icon,
  code,
  title,
  description,
  action,
  tone = 'default',
}: StatusPageProps) {
  return (
    <main className="relative flex min-h-svh items-center justify-center overflow-hidden px-6 py-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_50%_at_50%_0%,color-mix(in_oklab,var(--primary)_14%,transparent),transparent)]"
      />
      <div className="relative flex max-w-md flex-col items-center text-center">
        <span
          className={`mb-6 flex size-16 items-center justify-center rounded-2xl ${toneClasses[tone]}`}
        >
          <Icon aria-hidden="true" className="size-8" />
        </span>
        {code ? (
          <p className="mb-2 text-6xl font-bold tracking-tight text-foreground/90">{code}</p>
        ) : null}
        <h1 className="text-2xl font-semibold tracking-tight text-balance">{title}</h1>
        <p className="mt-3 text-muted-foreground text-pretty">{description}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{action}</div>
      </div>
    </main>
  );
}
