#!/usr/bin/env node
// Size of the JavaScript each page of the built web app loads: the entry chunk, every
// chunk it imports statically, and the page's own lazy chunk with its static imports.
// Reads apps/web/dist (run `npm run build` first). Prints raw and gzip sizes.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const assets = path.join(dist, 'assets');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('apps/web/dist not found: run `npm run build` first.');
  process.exit(1);
}

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entryFiles = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);

/** A chunk and everything it imports statically, transitively. */
function closure(files) {
  const seen = new Set();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(assets, file), 'utf8');
    for (const match of code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) {
      queue.push(match[1]);
    }
  }
  return seen;
}

function size(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = fs.readFileSync(path.join(assets, file));
    raw += content.length;
    gzip += zlib.gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const shell = closure(entryFiles);
const pages = fs
  .readdirSync(assets)
  .filter((file) => /-page-[\w-]+\.js$/.test(file))
  .map((file) => ({ page: file.replace(/-page-[\w-]+\.js$/, ''), file }));

const rows = [{ página: '(entrada)', ...size(shell) }];
for (const { page, file } of pages) {
  rows.push({ página: page, ...size(new Set([...shell, ...closure([file])])) });
}
console.table(
  rows.map((row) => ({ página: row.página, 'JS (bruto)': kb(row.raw), 'JS (gzip)': kb(row.gzip) })),
);
