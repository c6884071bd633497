/** The user menu's button, and its placeholder's until the menu's code is there (top-bar.tsx). */
export const userMenuTriggerClass =
  'flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium transition-colors hover:bg-accent data-[state=open]:bg-accent pointer-coarse:min-h-11';
