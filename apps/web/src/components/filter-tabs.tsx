import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

interface FilterTabsProps<Value extends string> {
  /** The tab shown; one of `tabs`. */
  value: Value;
  tabs: readonly { value: Value; label: string }[];
  onValueChange: (value: Value) => void;
  /** Names the tab list for screen readers ("Tipo", "Período"…). */
  label: string;
  listClassName?: string;
  triggerClassName?: string;
  contentClassName?: string;
  /** What the active tab shows: the same content, filtered by the value. */
  children: ReactNode;
}

/** Tabs that filter one list: each tab shows the same content for its value. */
export function FilterTabs<Value extends string>({
  value,
  tabs,
  onValueChange,
  label,
  listClassName,
  triggerClassName,
  contentClassName,
  children,
}: FilterTabsProps<Value>) {
  return (
    <Tabs
      value={value}
      onValueChange={(next) => {
        const tab = tabs.find((item) => item.value === next);
        if (tab) onValueChange(tab.value);
      }}
    >
      <TabsList aria-label={label} className={listClassName}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} className={triggerClassName}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {/* Radix mounts only the active tab's content. */}
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className={contentClassName}>
          {children}
        </TabsContent>
      ))}
    </Tabs>
  );
}
