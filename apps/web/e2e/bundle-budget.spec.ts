import { test } from './fixtures';
import {
  budgetTable,
  fails,
  isOver,
  measurePages,
  pagesToMeasure,
  stillOverKb,
} from './bundle-budget';

// A trace of thirty pages' loads is of no help and slows every load down.
test.use({ trace: 'off', screenshot: 'off' });

// Every page of the app, in a fresh browser context each (an empty cache): the scripts it loads
// until the network is idle, lazy chunks included, against its budget. `npm run bench:bundle`
// runs this spec alone and prints the same table.
test('every page loads its JavaScript within the budget', async ({ browser, baseURL }) => {
  // Thirty-odd page loads, each waiting for a quiet network: a budget per page.
  test.setTimeout(pagesToMeasure().length * 20_000);
  if (!baseURL) throw new Error('No baseURL in the Playwright configuration');
  const pages = await measurePages(browser, baseURL);
  const table = budgetTable(pages);
  console.log(`JavaScript por página (gzip nível 9, até a rede ficar ociosa):\n${table}`);
  // BUNDLE_FILES=1 lists each page's scripts too (what to defer next).
  if (process.env.BUNDLE_FILES) {
    for (const page of pages) {
      const files = page.files.map(
        (file) => `  ${(file.gzipBytes / 1024).toFixed(1)}\t${file.path}`,
      );
      console.log(`${page.path}\n${files.join('\n')}`);
    }
  }
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  // Pages still over, within the ceiling they may not pass (bundle-budget.ts, `stillOverKb`).
  const tolerated = pages.filter((page) => isOver(page) && !fails(page));
  if (tolerated.length > 0) {
    console.log(
      `Ainda acima do orçamento, dentro do teto: ${tolerated
        .map((page) => `${page.path} ${kb(page.gzipBytes)} kB (teto ${stillOverKb[page.id]} kB)`)
        .join(', ')}`,
    );
  }
  const over = pages.filter(fails);
  if (over.length > 0) {
    throw new Error(
      `Páginas acima do orçamento de JavaScript (gzip):\n${over
        .map(
          (page) =>
            `  ${page.path}: ${kb(page.gzipBytes)} kB (orçamento ${stillOverKb[page.id] ?? page.budgetKb} kB)`,
        )
        .join('\n')}\n\n${table}`,
    );
  }
});
