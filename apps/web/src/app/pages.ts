import type { ComponentType, LazyExoticComponent } from 'react';
import type { PageId } from '@panel/contract/routes';
import { componentName, notFoundModule, pageModules } from './page-modules';
import type { FirstScreen, FirstScreens } from '@/lib/first-screen';
import { preloadableLazy, type PreloadableLazy } from '@/lib/preloadable-lazy';

/** One lazy chunk per page file (Vite splits every match of the pattern into its own chunk). */
const loaders = import.meta.glob<Record<string, unknown>>('../features/*/*-page.tsx');
const pages = new Map<string, PreloadableLazy<object>>();

function pageOf(module: string): PreloadableLazy<object> {
  let page = pages.get(module);
  if (!page) {
    page = preloadableLazy(async () => {
      const load = loaders[`../features/${module}.tsx`];
      if (!load) throw new Error(`Page module ${module} not found`);
      const component = (await load())[componentName(module)];
      if (typeof component !== 'function') {
        throw new Error(`${module} does not export ${componentName(module)}`);
      }
      return component as ComponentType;
    });
    pages.set(module, page);
  }
  return page;
}

/** Starts downloading a page (the not-found page for `null`) before anything renders it. */
export function preloadPage(id: PageId | null): Promise<unknown> {
  return pageOf(id ? pageModules[id] : notFoundModule).preload();
}

/** One page component per page of the contract's table. */
export const pageComponents = Object.fromEntries(
  Object.entries(pageModules).map(([id, module]) => [id, pageOf(module).Component]),
) as Record<PageId, LazyExoticComponent<ComponentType>>;

export const NotFoundPage = pageOf(notFoundModule).Component;

/**
 * Each feature's `first-screen.ts`: what its pages draw first, started before their code (in
 * the entry, small: they load the code they need on demand). See lib/first-screen.ts.
 */
const firstScreenModules = import.meta.glob<FirstScreens>('../features/*/first-screen.ts', {
  eager: true,
  import: 'firstScreens',
});
const firstScreens: FirstScreens = {};
for (const screens of Object.values(firstScreenModules)) Object.assign(firstScreens, screens);

/** What the page draws first, as its feature declares it (nothing for most pages). */
export function firstScreenOf(id: PageId): FirstScreen | undefined {
  return firstScreens[id];
}
