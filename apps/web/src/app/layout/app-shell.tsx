import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import type { CurrentUser } from '@panel/contract/api/auth';
import { cn } from '@/lib/cn';
import { visibleMenuEntries } from './menu-entries';
import { useSidebarShortcut, useSidebarState } from './sidebar-state';
import { MobileNav, Sidebar } from './staff-navigation';
import { TopBar } from './top-bar';
import { startLiveUpdates } from '@/lib/live-updates';
import { useIsMobile } from '@/lib/use-is-mobile';

function focusMainContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('conteudo')?.focus();
}

/** The panel around signed-in pages: sidebar or bottom bar, top bar, and the page. */
export function AppShell({
  user,
  title,
  children,
}: {
  user: CurrentUser;
  title: string;
  children: ReactNode;
}) {
  const isMobile = useIsMobile();
  const queryClient = useQueryClient();
  // One stream of change notices per tab, while someone is signed in.
  useEffect(() => startLiveUpdates(queryClient), [queryClient]);
  const entries = visibleMenuEntries(user.permissions);
  const hasMenu = entries.length > 0;
  const sidebar = useSidebarState();
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);

  const { toggle } = sidebar;
  const onShortcut = useCallback(() => {
    if (isMobile) setMobileMenuOpen((open) => !open);
    else toggle();
  }, [isMobile, toggle]);
  useSidebarShortcut(onShortcut, hasMenu);

  return (
    <div className="flex min-h-svh w-full">
      <a
        href="#conteudo"
        onClick={focusMainContent}
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Pular para o conteúdo
      </a>
      {hasMenu && !isMobile ? <Sidebar entries={entries} open={sidebar.open} /> : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          title={title}
          user={user}
          sidebar={hasMenu && !isMobile ? { open: sidebar.open, onToggle: toggle } : undefined}
        />
        <main
          id="conteudo"
          tabIndex={-1}
          className={cn('flex-1 p-4 outline-none md:p-8', hasMenu && isMobile && 'pb-24')}
        >
          {/* The one content column: every page has the same left edge and width
              (docs/decisions/2026-11-24-daily-work-screens.md); a page of many cards asks for
              the wide one with `data-page-width="wide"` (Minha Conta). */}
          <div
            data-slot="page-column"
            className="mx-auto w-full max-w-5xl has-[[data-page-width=wide]]:max-w-[96rem]"
          >
            {children}
          </div>
        </main>
      </div>
      {hasMenu && isMobile ? (
        <MobileNav
          entries={entries}
          menuOpen={mobileMenuOpen}
          onMenuOpenChange={setMobileMenuOpen}
        />
      ) : null}
    </div>
  );
}
