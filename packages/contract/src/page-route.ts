import type { Access } from './access';
import type { MenuIcon } from './menu-icon';
import type { PageId } from './routes';

/** One page of `routes.ts`'s table. */
export interface PageRoute<Id extends string = PageId> {
  id: Id;
  path: string;
  access: Access;
  /** Browser tab title. */
  title: string;
  /** Present when the page is an entry of the staff sidebar. */
  menu?: { label: string; icon: MenuIcon };
  /** Pages drawn inside the panel shell (sidebar, bottom bar, user menu). */
  shell: boolean;
  /**
   * The request of the page's first query at its plain address (no query string). The server
   * preloads it with the HTML for a visitor with a session, and the web sends it before the
   * page's code has arrived (docs/performance.md#first-screen).
   */
  firstRequest?: string;
}
