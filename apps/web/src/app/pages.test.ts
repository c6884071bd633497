import { describe, expect, it } from 'vitest';
import { pageRoutes } from '@panel/contract/routes';
import { componentName, notFoundModule, pageModules } from './page-modules';

const modules = import.meta.glob<Record<string, unknown>>('../features/*/*-page.tsx');

describe('page modules', () => {
  it('names a page component after its file', () => {
    expect(componentName('errors/not-found-page')).toBe('NotFoundPage');
    expect(componentName('tokens/redeem-token-page')).toBe('RedeemTokenPage');
  });

  it("lists every page of the contract's table, each exporting its component", async () => {
    expect(Object.keys(pageModules).sort()).toEqual(pageRoutes.map((page) => page.id).sort());
    for (const module of new Set([...Object.values(pageModules), notFoundModule])) {
      const load = modules[`../features/${module}.tsx`];
      expect(load, module).toBeDefined();
      const exports = await load?.();
      expect(typeof exports?.[componentName(module)], module).toBe('function');
    }
  }, 60_000);
});
