import { lazy, Suspense } from 'react';
import type { TooltipLabelProps } from './tooltip-label';

const TooltipLabel = lazy(async () => ({
  default: (await import('./tooltip-label')).TooltipLabel,
}));

/**
 * A `TooltipLabel` whose Radix code (and the positioning library under it) loads after the
 * page shows; until then the trigger is drawn alone. For the shell, which every signed-in page
 * draws first.
 */
export function LazyTooltip(props: TooltipLabelProps) {
  return (
    <Suspense fallback={props.children}>
      <TooltipLabel {...props} />
    </Suspense>
  );
}
