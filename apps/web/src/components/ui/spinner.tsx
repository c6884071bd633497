import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

interface SpinnerProps {
  className?: string;
  /** Read by screen readers. */
  label?: string;
}

export function Spinner({ className, label = 'Carregando...' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle
        aria-hidden="true"
        className={cn('size-6 animate-spin text-primary', className)}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The whole-screen wait shown while the session is being read. */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-svh items-center justify-center">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
