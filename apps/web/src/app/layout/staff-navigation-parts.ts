/** The staff's navigation, loaded on its own (`staff-navigation.ts`). */
export { MobileNav } from './mobile-nav';
export { Sidebar } from './sidebar';
