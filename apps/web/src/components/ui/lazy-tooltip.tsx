import { useEffect, useState } from 'react';
import { useAfterFirstUse } from '@/lib/after-first-screen';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import type { TooltipLabelProps } from './tooltip-label';

const tooltipLabel = preloadableLazy(async () => (await import('./tooltip-label')).TooltipLabel);

/**
 * A `TooltipLabel` whose Radix code (and the positioning library under it) loads once someone
 * uses the page (`useAfterFirstUse`: a mouse over it, a key, a touch); until then the trigger is
 * drawn alone, and it is wrapped once the code is there (one change of the tree, not two). For
 * the shell, which every signed-in page draws first.
 */
export function LazyTooltip(props: TooltipLabelProps) {
  const ready = useAfterFirstUse();
  const [codeHere, setCodeHere] = useState(tooltipLabel.isLoaded);
  useEffect(() => {
    if (!ready || codeHere) return;
    let current = true;
    tooltipLabel
      .preload()
      .then(() => {
        if (current) setCodeHere(true);
      })
      // Without its code the trigger works as it is, with no tooltip.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [ready, codeHere]);
  return codeHere ? <tooltipLabel.Component {...props} /> : props.children;
}
