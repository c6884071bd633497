import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { OnDemand } from '@/components/on-demand';
import { useAfterFirstUse } from '@/lib/after-first-screen';
import { cn } from '@/lib/cn';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import type { SelectControlProps } from './select-control';
import { selectTriggerClass } from './select-trigger-class';

// Radix Select and the positioning library load once someone uses the page.
const selectControl = preloadableLazy(async () => (await import('./select-control')).SelectControl);

export type LazySelectProps = Omit<SelectControlProps, 'defaultOpen'>;

/**
 * A select over fixed options whose code loads once someone uses the page: until then a button
 * of the same look shows the chosen option's label, and a press on it opens the select as soon
 * as its code is there.
 */
export function LazySelect(props: LazySelectProps) {
  const used = useAfterFirstUse();
  const [wantOpen, setWantOpen] = useState(false);
  const chosen = props.options.find((option) => option.value === props.value);
  return (
    <OnDemand
      part={selectControl}
      load={used || wantOpen}
      placeholder={
        <button
          type="button"
          role="combobox"
          id={props.id}
          aria-expanded={false}
          aria-autocomplete="none"
          aria-invalid={props['aria-invalid']}
          aria-describedby={props['aria-describedby']}
          data-slot="select-trigger"
          data-placeholder={chosen ? undefined : ''}
          className={cn(selectTriggerClass, props.triggerClassName)}
          // Radix opens a select on pointerdown: if its code lands between this press's
          // pointerdown and click, the click reaches a trigger that waits for a pointerdown.
          onPointerDown={() => setWantOpen(true)}
          onClick={() => setWantOpen(true)}
        >
          <span style={{ pointerEvents: 'none' }}>{chosen?.label ?? props.placeholder}</span>
          <ChevronDown className="size-4 opacity-50" aria-hidden="true" />
        </button>
      }
      props={{ ...props, defaultOpen: wantOpen }}
    />
  );
}
