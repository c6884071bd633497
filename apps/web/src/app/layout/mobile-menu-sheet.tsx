import { Menu } from 'lucide-react';
import { NavLink } from '@/components/nav-link';
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

interface MobileMenuSheetProps {
  entries: MenuEntry[];
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  /** The bottom bar's item look, shared with the trigger. */
  itemClass: string;
}

/** The bottom bar's "Menu" button and the slide-up sheet with every entry (loaded after the bar). */
export function MobileMenuSheet({
  entries,
  menuOpen,
  onMenuOpenChange,
  itemClass,
}: MobileMenuSheetProps) {
  return (
    <Sheet open={menuOpen} onOpenChange={onMenuOpenChange}>
      <SheetTrigger className={cn(itemClass, 'w-full')}>
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
  );
}
