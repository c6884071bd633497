import { snowflakePattern } from '@panel/contract/constants';

/** A member's file someone opened: the search palette lists them under "Recentes". */
export interface RecentMemberFile {
  id: string;
  name: string;
}

/** How many files the list keeps, the newest first. */
export const recentMemberFilesMax = 5;

/** Per browser, as the theme and the failures notice are (docs/decisions/2026-12-05-header-search-and-review-signals.md). */
const storageKey = 'panel.recentMemberFiles';

function isRecentFile(value: unknown): value is RecentMemberFile {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'string' && snowflakePattern.test(id) && typeof name === 'string';
}

/** The files opened last, newest first; what the storage holds that is not a file is dropped. */
export function readRecentMemberFiles(): RecentMemberFile[] {
  let stored: unknown;
  try {
    stored = JSON.parse(window.localStorage.getItem(storageKey) ?? '[]');
  } catch {
    // Blocked storage (private modes, policies) or a value written by hand: nothing remembered.
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored
    .filter(isRecentFile)
    .slice(0, recentMemberFilesMax)
    .map(({ id, name }) => ({ id, name }));
}

/**
 * Puts the member's file first in "Recentes" (once: opening it again moves it up). The search
 * palette calls it when a member is chosen; the file's page may call it when it shows a member.
 */
export function rememberMemberFile(id: string, name: string): void {
  if (!snowflakePattern.test(id)) return;
  const files = [
    { id, name: name.trim() || id },
    ...readRecentMemberFiles().filter((file) => file.id !== id),
  ].slice(0, recentMemberFilesMax);
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(files));
  } catch {
    // Remembered for nobody: the list stays as it was.
  }
}
