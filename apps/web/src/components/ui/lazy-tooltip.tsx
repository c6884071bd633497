import { useEffect, useState, type ComponentType } from 'react';
import { useAfterFirstScreen } from '@/lib/after-first-screen';
import type { TooltipLabelProps } from './tooltip-label';

/** The loaded component, shared by every trigger once one has asked for it. */
let loaded: ComponentType<TooltipLabelProps> | null = null;
let loading: Promise<ComponentType<TooltipLabelProps>> | null = null;

function loadTooltipLabel() {
  loading ??= import('./tooltip-label').then((module) => (loaded = module.TooltipLabel));
  return loading;
}

/**
 * A `TooltipLabel` whose Radix code (and the positioning library under it) loads once the first
 * screen is done (`useAfterFirstScreen`); until then the trigger is drawn alone, and it is
 * wrapped once the code is there (one change of the tree, not two). For the shell, which every
 * signed-in page draws first.
 */
export function LazyTooltip(props: TooltipLabelProps) {
  const ready = useAfterFirstScreen();
  const [Label, setLabel] = useState(() => loaded);
  useEffect(() => {
    if (!ready || Label) return;
    let current = true;
    loadTooltipLabel()
      .then((component) => {
        if (current) setLabel(() => component);
      })
      // Without its code the trigger works as it is, with no tooltip.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [ready, Label]);
  return Label ? <Label {...props} /> : props.children;
}
