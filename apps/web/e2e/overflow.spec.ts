import type { Page } from '@playwright/test';
import { pageRoutes, type PageRoute } from '@panel/contract/routes';
import { demo } from './demo-identities';
import { expect, signIn, test } from './fixtures';

const widths = [320, 375, 768, 1024, 1280, 1440];
const pages = pageRoutes as readonly PageRoute[];

/** A page's address, with its route parameters filled in. */
function pathOf(page: PageRoute): string {
  return page.path.replace(/:\w+/g, '1');
}

const publicPaths = [...pages.filter((page) => page.access === 'public').map(pathOf), '/nada-aqui'];
const memberPaths = pages.filter((page) => page.access === 'authenticated').map(pathOf);
const staffPaths = pages
  .filter((page) => page.shell && page.access !== 'authenticated')
  .map(pathOf);

/** Waits for the page's content: its main landmark, then no spinner or skeleton in it. */
async function waitForContent(page: Page): Promise<void> {
  await page.locator('main').first().waitFor();
  await expect(
    page.locator('[data-slot="skeleton"], main [role="status"] .animate-spin'),
  ).toHaveCount(0);
}

function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

function overflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Opens each path once and checks it at every width; returns "path @ width: N px" lines. */
async function sideways(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: widths[widths.length - 1] ?? 1440, height: 900 });
    await page.goto(path);
    await waitForContent(page);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await nextFrames(page);
      if ((await overflow(page)) <= 0) continue;
      // A second look once anything the new width loads (the phone's bottom bar) is in.
      try {
        await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
      } catch {
        found.push(`${path} @ ${width} px: ${await overflow(page)} px wider than the screen`);
      }
    }
  }
  return found;
}

/** A handful of pages per test: each group has its own budget and its own result. */
function groups(paths: readonly string[], size = 5): string[][] {
  const result: string[][] = [];
  for (let start = 0; start < paths.length; start += size) {
    result.push(paths.slice(start, start + size));
  }
  return result;
}

// Its tests leave nothing another reads: they spread over the workers instead of queueing in one.
test.describe.configure({ mode: 'parallel' });

test.describe('no page scrolls sideways from 320 to 1440 px', () => {
  for (const paths of groups(publicPaths)) {
    test(`public: ${paths.join(' ')}`, async ({ page }) => {
      expect(await sideways(page, paths)).toEqual([]);
    });
  }

  for (const paths of groups([...memberPaths, '/dashboard'])) {
    test(`member: ${paths.join(' ')}`, async ({ page }) => {
      await signIn(page, demo.member);
      expect(await sideways(page, paths)).toEqual([]);
    });
  }

  for (const paths of groups([...staffPaths, '/access-denied'])) {
    test(`staff: ${paths.join(' ')}`, async ({ page }) => {
      await signIn(page, demo.admin);
      expect(await sideways(page, paths)).toEqual([]);
    });
  }
});
