import { useCallback, useEffect, useState } from 'react';
import { sidebarCookie } from '@panel/contract/constants';

/** The desktop sidebar's element id, which the top bar's fold button controls. */
export const sidebarId = 'painel-sidebar';

export function readSidebarCookie(): boolean | null {
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${sidebarCookie.name}=`));
  if (!entry) return null;
  const value = entry.slice(sidebarCookie.name.length + 1);
  return value === 'true' ? true : value === 'false' ? false : null;
}

export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${sidebarCookie.name}=${open}; path=/; max-age=${sidebarCookie.maxAgeSeconds}; SameSite=Lax`;
}

/** Below this width (tablets) the sidebar starts folded to icons, leaving the page the room. */
const wideScreenPx = 1024;

function isWideScreen(): boolean {
  return !window.matchMedia(`(max-width: ${wideScreenPx - 0.02}px)`).matches;
}

/**
 * Whether the desktop sidebar is expanded; the person's choice is remembered in a cookie for 7
 * days. Without one it is expanded on wide screens and folded on tablets.
 */
export function useSidebarState() {
  const [open, setOpenState] = useState(() => readSidebarCookie() ?? isWideScreen());

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeSidebarCookie(next);
  }, []);

  const toggle = useCallback(() => {
    setOpenState((current) => {
      writeSidebarCookie(!current);
      return !current;
    });
  }, []);

  return { open, setOpen, toggle };
}

/** Ctrl+B (Cmd+B on macOS) runs `onToggle` while `enabled`. */
export function useSidebarShortcut(onToggle: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        onToggle();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onToggle, enabled]);
}
