import { ShieldHalf } from 'lucide-react';
import { NavLink } from '@/components/nav-link';
import { LazyTooltip } from '@/components/ui/lazy-tooltip';
import { cn } from '@/lib/cn';
import type { MenuEntry } from './menu-entries';
import { menuIcons } from './menu-icons';
import { sidebarId } from './sidebar-state';

function SidebarLink({ entry, collapsed }: { entry: MenuEntry; collapsed: boolean }) {
  const Icon = menuIcons[entry.icon];
  // A plain string class (no NavLink callback): Radix's Slot in the tooltip merges class strings only.
  const link = (
    <NavLink
      to={entry.path}
      className={cn(
        'flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium text-sidebar-foreground/85 transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground aria-[current=page]:bg-sidebar-accent aria-[current=page]:text-sidebar-accent-foreground',
        collapsed && 'justify-center px-0',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className={cn('truncate', collapsed && 'sr-only')}>{entry.label}</span>
    </NavLink>
  );
  if (!collapsed) return link;
  return (
    <LazyTooltip label={entry.label} side="right">
      {link}
    </LazyTooltip>
  );
}

/** The desktop sidebar: expanded (16rem) or icons only (3rem). */
export function Sidebar({ entries, open }: { entries: MenuEntry[]; open: boolean }) {
  const collapsed = !open;
  return (
    <div
      id={sidebarId}
      data-state={open ? 'expanded' : 'collapsed'}
      className="w-(--sidebar-width) shrink-0 border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 ease-out data-[state=collapsed]:w-(--sidebar-width-icon)"
    >
      <div className="sticky top-0 flex h-svh flex-col">
        <div
          className={cn('flex h-14 items-center gap-2.5 px-3', collapsed && 'justify-center px-0')}
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <ShieldHalf aria-hidden="true" className="size-4" />
          </span>
          <span className={cn('truncate text-sm font-semibold', collapsed && 'sr-only')}>
            Painel Administrativo
          </span>
        </div>
        <nav
          aria-label="Menu principal"
          className={cn('flex-1 overflow-y-auto p-2', collapsed && 'px-1.5')}
        >
          <ul className="flex flex-col gap-1">
            {entries.map((entry) => (
              <li key={entry.path}>
                <SidebarLink entry={entry} collapsed={collapsed} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
