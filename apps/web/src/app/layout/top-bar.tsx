import { ChevronDown, PanelLeft, ShieldHalf } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { CurrentUser } from '@panel/contract/api/auth';
import { isStaff } from '@panel/contract/routes';
import { OnDemand } from '@/components/on-demand';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { DutyPill } from '@/features/duty/components/duty-pill';
import { LazyTooltip } from '@/components/ui/lazy-tooltip';
import { useAfterFirstUse } from '@/lib/after-first-screen';
import { avatarUrl } from '@/lib/avatar-url';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { usePublicConfig } from '@/lib/public-config';
import { useCan } from '@/lib/use-can';
import { ThemeToggle } from '../theme/theme-toggle';
import { LiveIndicator } from './live-indicator';
import { SearchButton } from './search-button';
import { sidebarId } from './sidebar-state';
import { userMenuTriggerClass } from './user-menu-trigger';

// The menu's Radix code loads once someone uses the page; meanwhile a button of the same look
// that opens the menu once its code is there.
const userMenu = preloadableLazy(async () => (await import('./user-menu')).UserMenu);
// A staff member's own failed deliveries, asked for once someone uses the page (a key, a touch,
// a click): a notice for whoever is at work, which no first screen needs.
// A staff member's duty toggle: its query, mutation and toast load once someone uses the page;
// meanwhile a stand-in of the same look that loads it when pressed.
const dutyToggle = preloadableLazy(
  async () => (await import('@/features/duty/components/duty-toggle')).DutyToggle,
);
const OwnFailuresNotice = lazy(async () => ({
  default: (await import('./own-failures-notice')).OwnFailuresNotice,
}));

function UserMenuPlaceholder({ user, onOpen }: { user: CurrentUser; onOpen: () => void }) {
  return (
    <button
      type="button"
      aria-label={`Menu da conta: ${user.username}`}
      aria-haspopup="menu"
      aria-expanded={false}
      className={userMenuTriggerClass}
      // Radix opens a menu on pointerdown: if its code lands between this press's pointerdown
      // and click, the click reaches a trigger that waits for a pointerdown.
      onPointerDown={onOpen}
      onClick={onOpen}
    >
      <UserAvatar name={user.username} src={avatarUrl(user)} />
      <span className="hidden max-w-40 truncate sm:inline">{user.username}</span>
      <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
    </button>
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
  const used = useAfterFirstUse();
  const canSearch = useCan('view_members');
  // A press on the placeholder opens the menu as soon as its code is there.
  const [openMenu, setOpenMenu] = useState(false);
  const [wantDuty, setWantDuty] = useState(false);
  const staff = isStaff(user.permissions);
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
        // A 44 px target around the 32 px mark; the negative margin keeps the title in place.
        <Link
          to="/"
          aria-label="Página inicial"
          className="-mx-1.5 flex size-11 shrink-0 items-center justify-center rounded-lg"
        >
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <ShieldHalf aria-hidden="true" className="size-4" />
          </span>
        </Link>
      )}
      <h1 className="min-w-0 truncate text-base font-semibold tracking-tight">{title}</h1>
      <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
        {canSearch ? <SearchButton /> : null}
        {config.data?.demoMode ? (
          <Badge variant="warning" title="Modo demonstração">
            <span aria-hidden="true" className="sm:hidden">
              Demo
            </span>
            <span className="sr-only sm:not-sr-only">Modo demonstração</span>
          </Badge>
        ) : null}
        {used && staff ? (
          <Suspense fallback={null}>
            <OwnFailuresNotice user={user} />
          </Suspense>
        ) : null}
        {staff ? (
          <OnDemand
            part={dutyToggle}
            load={used || wantDuty}
            placeholder={
              <DutyPill state="unknown" label="Serviço" onClick={() => setWantDuty(true)} />
            }
            props={{}}
          />
        ) : null}
        <LiveIndicator />
        <ThemeToggle />
        <OnDemand
          part={userMenu}
          load={used || openMenu}
          placeholder={<UserMenuPlaceholder user={user} onOpen={() => setOpenMenu(true)} />}
          props={{ user, defaultOpen: openMenu }}
        />
      </div>
    </header>
  );
}
