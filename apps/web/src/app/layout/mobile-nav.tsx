import { Menu } from 'lucide-react';
import { useEffect } from 'react';
import { NavLink } from 'react-router';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { cn } from '@/lib/cn';
import type { MenuEntry } from './menu-entries';
import { menuIcons } from './menu-icons';

/** How many entries fit in the bottom bar next to the "Menu" button. */
export const bottomBarSlots = 4;
const bottomBarHeight = '4rem';

const barItemClass =
  'flex h-full flex-col items-center justify-center gap-1 px-1 text-center text-[0.68rem] leading-tight font-medium text-muted-foreground transition-colors hover:text-foreground';

interface MobileNavProps {
  entries: MenuEntry[];
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
}

/** Phones: a fixed bottom bar with the first entries and a slide-up sheet with all of them. */
export function MobileNav({ entries, menuOpen, onMenuOpenChange }: MobileNavProps) {
  const barEntries = entries.slice(0, bottomBarSlots);

  // Lets floating elements (theme button, toasts) sit above the bar.
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--bottom-bar-height', bottomBarHeight);
    return () => {
      root.style.removeProperty('--bottom-bar-height');
    };
  }, []);

  return (
    <nav
      aria-label="Navegação inferior"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul
        className="grid h-16"
        style={{ gridTemplateColumns: `repeat(${barEntries.length + 1}, minmax(0, 1fr))` }}
      >
        {barEntries.map((entry) => {
          const Icon = menuIcons[entry.icon];
          return (
            <li key={entry.path}>
              <NavLink
                to={entry.path}
                className={cn(barItemClass, 'aria-[current=page]:text-primary')}
              >
                <Icon aria-hidden="true" className="size-5" />
                <span className="line-clamp-2 max-w-full">{entry.label}</span>
              </NavLink>
            </li>
          );
        })}
        <li>
          <Sheet open={menuOpen} onOpenChange={onMenuOpenChange}>
            <SheetTrigger className={cn(barItemClass, 'w-full')}>
              <Menu aria-hidden="true" className="size-5" />
              <span>Menu</span>
            </SheetTrigger>
            <SheetContent
              side="bottom"
              // Full width on phones; on wider small screens a panel above the "Menu" button.
              className="pb-[calc(env(safe-area-inset-bottom)+1rem)] sm:right-4 sm:bottom-20 sm:left-auto sm:w-(--sidebar-width-mobile) sm:rounded-2xl sm:border"
            >
              <SheetHeader>
                <SheetTitle>Menu</SheetTitle>
                <SheetDescription>Todas as páginas que você pode acessar.</SheetDescription>
              </SheetHeader>
              <nav aria-label="Menu completo">
                <ul className="grid gap-1">
                  {entries.map((entry) => {
                    const Icon = menuIcons[entry.icon];
                    return (
                      <li key={entry.path}>
                        <NavLink
                          to={entry.path}
                          onClick={() => onMenuOpenChange(false)}
                          className="flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium hover:bg-accent aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
                        >
                          <Icon aria-hidden="true" className="size-5" />
                          {entry.label}
                        </NavLink>
                      </li>
                    );
                  })}
                </ul>
              </nav>
            </SheetContent>
          </Sheet>
        </li>
      </ul>
    </nav>
  );
}
