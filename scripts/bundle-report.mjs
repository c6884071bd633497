#!/usr/bin/env node
// Size of the JavaScript each page of the built web app needs before it can show: the entry
// chunk and the chunks it imports, plus the page's chunks (the shell's first for pages drawn
// inside it), as the build lists them in apps/web/dist/.vite/page-chunks.json
// (apps/web/build/page-chunks.ts). Chunks a page loads later (dialogs, menus, the toaster, the
// schemas that parse answers) are not counted. Run `npm run build` first.
//
// Prints raw and gzip sizes and each page's budget; exits 1 when a page is over its budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifestFile = path.join(dist, '.vite/page-chunks.json');
if (!fs.existsSync(manifestFile)) {
  console.error('apps/web/dist/.vite/page-chunks.json not found: run `npm run build` first.');
  process.exit(1);
}

/** gzip kB: the pages a visitor opens first stay small; any other page, staff's included. */
const firstVisitBudget = 110;
const otherBudget = 200;
const firstVisitPages = new Set(['landing', 'landingAlias', 'login', 'whitelist', 'useCode']);

/** @type {{ entry: string[], pages: Record<string, { shell: boolean, chunks: string[] }> }} */
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

const sizes = new Map();
function sizeOf(file) {
  let size = sizes.get(file);
  if (!size) {
    const content = fs.readFileSync(path.join(dist, file));
    size = { raw: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length };
    sizes.set(file, size);
  }
  return size;
}

function total(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of new Set(files)) {
    const size = sizeOf(file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const entry = total(manifest.entry);
const rows = [{ página: '(entrada)', shell: '', ...entry, budget: null }];
for (const [page, { shell, chunks }] of Object.entries(manifest.pages)) {
  rows.push({
    página: page,
    shell: shell ? 'sim' : '',
    ...total([...manifest.entry, ...chunks]),
    budget: firstVisitPages.has(page) ? firstVisitBudget : otherBudget,
  });
}

const over = rows.filter((row) => row.budget !== null && row.gzip > row.budget * 1024);
console.table(
  rows.map((row) => ({
    página: row.página,
    shell: row.shell,
    'JS (bruto)': kb(row.raw),
    'JS (gzip)': kb(row.gzip),
    orçamento: row.budget === null ? '' : `${row.budget} kB`,
    ok: row.budget === null ? '' : row.gzip > row.budget * 1024 ? 'NÃO' : 'sim',
  })),
);
if (over.length > 0) {
  console.error(`Acima do orçamento (gzip): ${over.map((row) => row.página).join(', ')}`);
  process.exitCode = 1;
}
