/** The tabs' look, shared by Radix's `Tabs` (tabs.tsx) and the native `TabStrip`. */
export const tabListClass =
  'inline-flex h-9 w-fit pointer-coarse:h-auto max-w-full items-center justify-center overflow-x-auto rounded-lg bg-muted p-[3px] text-muted-foreground';

export const tabTriggerClass =
  'inline-flex h-full flex-1 items-center pointer-coarse:min-h-11 justify-center gap-1.5 rounded-md border border-transparent px-3 py-1 text-sm font-medium whitespace-nowrap transition-[color,box-shadow] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm dark:data-[state=active]:border-input dark:data-[state=active]:bg-input/30 [&_svg]:size-4 [&_svg]:shrink-0';

export const tabPanelClass = 'flex-1 outline-none';
