import { lazy, Suspense } from 'react';
import { useAfterFirstScreen } from '@/lib/after-first-screen';
import type { TooltipLabelProps } from './tooltip-label';

const TooltipLabel = lazy(async () => ({
  default: (await import('./tooltip-label')).TooltipLabel,
}));

/**
 * A `TooltipLabel` whose Radix code (and the positioning library under it) loads once the
 * first screen is done (`useAfterFirstScreen`); until then the trigger is drawn alone. For the shell, which every signed-in page
 * draws first.
 */
export function LazyTooltip(props: TooltipLabelProps) {
  const ready = useAfterFirstScreen();
  if (!ready) return props.children;
  return (
    <Suspense fallback={props.children}>
      <TooltipLabel {...props} />
    </Suspense>
  );
}
