import type { Page } from '@playwright/test';
import { pageRoutes, type PageRoute } from '@panel/contract/routes';
import { demo } from './demo-identities';
import { expect, signIn, test } from './fixtures';

const widths = [320, 375, 768, 1024, 1280, 1440];
const pages = pageRoutes as readonly PageRoute[];

/** A page's address, with its route parameters filled in. */
function pathOf(page: PageRoute): string {
  return page.path
    .replace(':discordId', demo.member.id)
    .replace(':staffId', demo.admin.id)
    .replace(/:\w+/g, '1');
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

/**
 * The controls of the page's content a person cannot see at this width: outside the screen, or
 * cut off by a box that scrolls sideways (a wide table's last column). Named as a screen reader
 * reads them.
 */
function hiddenControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const screenWidth = document.documentElement.clientWidth;
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'main button, main a[href], main [role="button"], main [role="combobox"], main input:not([type="hidden"])',
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      // Not drawn, drawn for screen readers only, or a form's shadow of a control (Radix's
      // hidden input beside a switch).
      if (
        box.width <= 1 ||
        box.height <= 1 ||
        getComputedStyle(control).visibility === 'hidden' ||
        control.closest('[aria-hidden="true"]')
      ) {
        continue;
      }
      let hidden = box.left < -0.5 || box.right > screenWidth + 0.5;
      for (
        let scroller = control.parentElement;
        scroller && !hidden;
        scroller = scroller.parentElement
      ) {
        if (!/auto|scroll|hidden|clip/.test(getComputedStyle(scroller).overflowX)) continue;
        if (scroller.scrollWidth <= scroller.clientWidth + 1) continue;
        const visible = scroller.getBoundingClientRect();
        hidden = box.left < visible.left - 0.5 || box.right > visible.right + 0.5;
      }
      if (!hidden) continue;
      const name =
        control.getAttribute('aria-label') ??
        (control.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) || control.tagName);
      found.push(name);
    }
    return [...new Set(found)];
  });
}

/** Where the controls are checked: the widths of phones, tablets, laptops and desktops. */
const controlWidths = [375, 768, 1024, 1280, 1440];

/**
 * Opens each path once and checks it at every width; returns "path @ width: N px" lines, and
 * "path @ width: hidden …" for the controls a sideways scroll hides.
 */
async function sideways(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: widths[widths.length - 1] ?? 1440, height: 900 });
    await page.goto(path);
    await waitForContent(page);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await nextFrames(page);
      if (controlWidths.includes(width) && (await hiddenControls(page)).length > 0) {
        // As for the overflow below: a second look once the layout has settled (the menu's
        // width animates when the shell changes between the phone's and the tablet's).
        try {
          await expect.poll(() => hiddenControls(page)).toEqual([]);
        } catch {
          found.push(`${path} @ ${width} px: hidden ${(await hiddenControls(page)).join(', ')}`);
        }
      }
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

test.describe('no page scrolls sideways from 320 to 1440 px, nor hides a control behind a sideways scroll', () => {
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
