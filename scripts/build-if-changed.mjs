#!/usr/bin/env node
// `npm start`: builds the web app and the server only when their sources changed since the
// last build (a hash of every input file, kept beside the server's build), so a restart on an
// unchanged checkout starts at once.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const inputs = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contract/src',
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/server/src',
  'apps/server/scripts',
  'apps/server/package.json',
];
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];
const stamp = path.join(root, 'apps/server/dist/.inputs-hash');
const skipped = /(\.test\.tsx?|\.d\.ts\.map)$/;

function* files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const child of fs.readdirSync(full).sort()) yield* files(path.join(entry, child));
}

const hash = createHash('sha256');
for (const input of inputs) {
  for (const file of files(input)) {
    if (skipped.test(file)) continue;
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)));
  }
}
const digest = hash.digest('hex');

const built = outputs.every((file) => fs.existsSync(path.join(root, file)));
if (built && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === digest) {
  console.log('Build up to date: starting without rebuilding.');
} else {
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stamp, digest);
}
