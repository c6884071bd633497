import { describe, expect, it, vi } from 'vitest';
import { emptyPermissionMap } from '@panel/contract/permissions';
import { preloadStaffNavigation } from './staff-navigation';

const loaded = vi.hoisted(() => vi.fn());
vi.mock('./staff-navigation-parts', () => {
  loaded();
  return { Sidebar: () => null, MobileNav: () => null };
});

describe('preloadStaffNavigation', () => {
  it("leaves the staff's menu alone for a member, and loads it for the staff", async () => {
    await preloadStaffNavigation(null);
    await preloadStaffNavigation(emptyPermissionMap());
    expect(loaded).not.toHaveBeenCalled();

    await preloadStaffNavigation({ ...emptyPermissionMap(), view_tickets: true });
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
