import { themeStorageKey } from '@panel/contract/constants';

export type Theme = 'dark' | 'light';

export function readStoredTheme(): Theme | null {
  try {
    const value = window.localStorage.getItem(themeStorageKey);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

export function systemTheme(): Theme {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The saved choice, or the operating system's preference when nothing is saved. */
export function initialTheme(): Theme {
  return readStoredTheme() ?? systemTheme();
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

export function storeTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Private browsing may refuse storage; the theme still applies for this visit.
  }
}
