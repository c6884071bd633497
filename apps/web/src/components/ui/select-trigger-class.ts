/** A select's button (select.tsx), and its stand-in until the select's code is there (lazy-select.tsx). */
export const selectTriggerClass =
  'flex h-9 w-full items-center pointer-coarse:h-11 justify-between gap-2 rounded-md border border-input bg-transparent px-3 py-2 text-sm whitespace-nowrap shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[placeholder]:text-muted-foreground dark:bg-input/30 [&>span]:truncate';
