import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { tabListClass, tabPanelClass, tabTriggerClass } from './tab-styles';

interface TabStripProps<T extends string> {
  value: T;
  values: readonly T[];
  labels: Record<T, string>;
  onValueChange: (value: T) => void;
  /** The tab list's accessible name. */
  label: string;
  listClassName?: string;
  panelClassName?: string;
  /** The active tab's panel. */
  children: ReactNode;
}

const steps: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs with one panel, the active tab's, in plain elements: the WAI-ARIA tabs pattern with
 * automatic activation (the arrows, Home and End move and select; one tab stop), as Radix's
 * `Tabs` behave, for a page whose first screen should not wait for Radix's code.
 */
export function TabStrip<T extends string>({
  value,
  values,
  labels,
  onValueChange,
  label,
  listClassName,
  panelClassName,
  children,
}: TabStripProps<T>) {
  const id = useId();
  const tabs = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const next = values[step(values.indexOf(value), values.length)];
    if (next === undefined) return;
    onValueChange(next);
    tabs.current.get(next)?.focus();
  };
  return (
    <div data-slot="tabs" className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className={cn(tabListClass, listClassName)}
      >
        {values.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) tabs.current.set(tab, element);
              else tabs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-selected={tab === value}
            aria-controls={`${id}-panel`}
            tabIndex={tab === value ? 0 : -1}
            data-state={tab === value ? 'active' : 'inactive'}
            onClick={() => onValueChange(tab)}
            className={tabTriggerClass}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${value}`}
        tabIndex={0}
        className={cn(tabPanelClass, panelClassName)}
      >
        {children}
      </div>
    </div>
  );
}
