import { ChevronDown, PanelLeft, ShieldHalf } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import type { CurrentUser } from '@panel/contract/api/auth';
import { isStaff } from '@panel/contract/routes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { LazyTooltip } from '@/components/ui/lazy-tooltip';
import { skipFirstScreenWait, useAfterFirstScreen } from '@/lib/after-first-screen';
import { usePublicConfig } from '@/lib/public-config';
import { ThemeToggle } from '../theme/theme-toggle';
import { LiveIndicator } from './live-indicator';
import { sidebarId } from './sidebar-state';

// The menu's Radix code loads once the first screen is done (or a pointer comes near);
// meanwhile the same look, not yet a button.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));
// A staff member's own failed deliveries, asked for once the first screen is done.
const OwnFailuresNotice = lazy(async () => ({
  default: (await import('./own-failures-notice')).OwnFailuresNotice,
}));

function UserMenuPlaceholder({ user }: { user: CurrentUser }) {
  return (
    <span
      aria-hidden="true"
      className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium"
      onPointerEnter={skipFirstScreenWait}
    >
      <span className="size-8 shrink-0 rounded-full bg-primary/15" />
      <span className="hidden max-w-40 truncate sm:inline">{user.username}</span>
      <ChevronDown className="size-4 text-muted-foreground" />
    </span>
  );
}

interface TopBarProps {
  title: string;
  user: CurrentUser;
  /** Present when there is a desktop sidebar to fold. */
  sidebar?: { open: boolean; onToggle: () => void };
}

export function TopBar({ title, user, sidebar }: TopBarProps) {
  const config = usePublicConfig();
  const menuReady = useAfterFirstScreen();
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur md:px-4">
      {sidebar ? (
        <>
          <LazyTooltip label="Alternar menu (Ctrl+B)">
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              aria-label="Alternar menu lateral"
              aria-controls={sidebarId}
              aria-expanded={sidebar.open}
              onClick={sidebar.onToggle}
            >
              <PanelLeft aria-hidden="true" />
            </Button>
          </LazyTooltip>
          <Separator orientation="vertical" className="mr-1 data-[orientation=vertical]:h-5" />
        </>
      ) : (
        <Link
          to="/"
          aria-label="Página inicial"
          className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground"
        >
          <ShieldHalf aria-hidden="true" className="size-4" />
        </Link>
      )}
      <h1 className="min-w-0 truncate text-base font-semibold tracking-tight">{title}</h1>
      <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
        {config.data?.demoMode ? (
          <Badge variant="warning" title="Modo demonstração">
            <span aria-hidden="true" className="sm:hidden">
              Demo
            </span>
            <span className="sr-only sm:not-sr-only">Modo demonstração</span>
          </Badge>
        ) : null}
        {menuReady && isStaff(user.permissions) ? (
          <Suspense fallback={null}>
            <OwnFailuresNotice user={user} />
          </Suspense>
        ) : null}
        <LiveIndicator />
        <ThemeToggle />
        {menuReady ? (
          <Suspense fallback={<UserMenuPlaceholder user={user} />}>
            <UserMenu user={user} />
          </Suspense>
        ) : (
          <UserMenuPlaceholder user={user} />
        )}
      </div>
    </header>
  );
}
