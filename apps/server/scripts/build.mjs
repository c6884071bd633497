// Compiles the server for production: ESM files, dist/main.js and the PGlite thread's
// dist/pglite-worker.js, with the contract (TypeScript source) bundled in and every npm
// dependency left to node_modules; the migrations beside them. What main.js imports
// dynamically (server.ts, the server's code) is a chunk of its own, loaded while PGlite opens
// (src/main.ts); chunks stay beside main.js, where the paths the code finds from
// `import.meta.url` (migrations, store-images, the worker) are.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(serverDir, 'dist');
const manifest = JSON.parse(await readFile(path.join(serverDir, 'package.json'), 'utf8'));

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(serverDir, 'src/main.ts'),
    'pglite-worker': path.join(serverDir, 'src/db/pglite-worker.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  splitting: true,
  target: 'node20',
  sourcemap: true,
  external: Object.keys(manifest.dependencies ?? {}),
  // Bundled CommonJS helpers may call require(): give them one.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
await cp(path.join(serverDir, 'src/db/migrations'), path.join(dist, 'migrations'), {
  recursive: true,
});
// The demo store's pictures, found beside main.js as beside src/demo/demo-store.ts.
await cp(path.join(serverDir, 'src/demo/store-images'), path.join(dist, 'store-images'), {
  recursive: true,
});
console.log(`server built: ${path.relative(process.cwd(), path.join(dist, 'main.js'))}`);
