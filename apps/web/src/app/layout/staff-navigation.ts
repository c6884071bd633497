import type { PermissionKey } from '@panel/contract/permissions';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { visibleMenuEntries } from './menu-entries';

// The sidebar and the bottom bar draw the staff's menu: members, who have no entry in it, never
// download them (docs/performance.md#small-entry).
const load = () => import('./staff-navigation-parts');
const sidebar = preloadableLazy(async () => (await load()).Sidebar);
const mobileNav = preloadableLazy(async () => (await load()).MobileNav);

export const Sidebar = sidebar.Component;
export const MobileNav = mobileNav.Component;

/** Starts downloading the staff's navigation when `permissions` open any entry of the menu. */
export function preloadStaffNavigation(
  permissions: Partial<Record<PermissionKey, boolean>> | null,
): Promise<unknown> {
  if (visibleMenuEntries(permissions).length === 0) return Promise.resolve();
  return Promise.all([sidebar.preload(), mobileNav.preload()]);
}
