// Compiles the server for production: ESM files, dist/main.js and the PGlite thread's
// dist/pglite-worker.js, with the contract (TypeScript source) and most npm packages bundled in;
// the migrations beside them. The backup and restore commands are entries too (dist/backup.js,
// dist/restore.js, sharing the server's chunks): `npm run backup` and a production image run
// them with the production dependencies only (docs/decisions/2026-12-05-packaging.md). What main.js imports dynamically (server.ts, the server's code;
// the bot's discord.js side) is a chunk of its own, loaded while PGlite opens (src/main.ts);
// chunks stay beside main.js, where the paths the code finds from `import.meta.url`
// (migrations, store-images, the worker) are. Bundling the packages spares Node resolving and
// reading several hundred files at every start (docs/performance.md#start-time).
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(serverDir, 'dist');
const manifest = JSON.parse(await readFile(path.join(serverDir, 'package.json'), 'utf8'));

/** Dependencies left in node_modules, each for a reason; every other one is bundled. */
const kept = [
  // WebAssembly and data files found beside its own code.
  '@electric-sql/pglite',
  // Native code.
  'sharp',
  // Loaded only when used (the bot, uploads, S3 storage, a game's database), and only then read
  // from disk. Bundled, a CommonJS package imported dynamically would give only a default
  // export (mysql2/promise's `createConnection` was undefined); Node's own loader gives its
  // named exports.
  'discord.js',
  'mysql2',
  'file-type',
  'flydrive',
  '@aws-sdk/client-s3',
  // Read their own files by `__dirname`: the UI's assets, the package's version, the
  // transports' worker scripts.
  '@fastify/swagger-ui',
  '@fastify/swagger',
  'pino',
];
const notDependencies = kept.filter((name) => !(name in manifest.dependencies));
if (notDependencies.length > 0) throw new Error(`not dependencies: ${notDependencies.join(', ')}`);
// Optional native helpers that ws and pg try to load and do without.
const optional = ['bufferutil', 'utf-8-validate', 'pg-native'];

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(serverDir, 'src/main.ts'),
    'pglite-worker': path.join(serverDir, 'src/db/pglite-worker.ts'),
    backup: path.join(serverDir, 'scripts/backup.ts'),
    restore: path.join(serverDir, 'scripts/restore.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  splitting: true,
  target: 'node20',
  sourcemap: true,
  external: [...kept, ...optional],
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
