import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { entryChunks } from './build/entry-chunks';
import { minifyPublicScripts } from './build/minify-public-scripts';
import { pageChunks } from './build/page-chunks';
import { precompress } from './build/precompress';
import { zodWithoutJsonSchema } from './build/zod-without-json-schema';

const serverUrl = 'http://localhost:3000';

// Small chunks shared by a few pages are copied into each page's chunk (one request less per
// chunk) when they hold only modules that are safe to copy: no module state, no context, no
// class compared with instanceof. Radix and the entry's modules are never copied; from the
// contract, only its zod-free values and routes (`api/*-values.ts`, `endpoints/*-routes.ts`).
const inlinable =
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]|apps[\\/]web[\\/]src[\\/](components|lib|features)[\\/]|packages[\\/]contract[\\/]src[\\/](api[\\/][\w-]+-values|endpoints[\\/][\w-]+-routes)\.ts$/;
const stateful = /(use-evidence-files|product-form|use-image-uploads)\.ts$/;
const entry = entryChunks();

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    zodWithoutJsonSchema(),
    react(),
    tailwindcss(),
    pageChunks(),
    entry.plugin,
    minifyPublicScripts(),
    precompress(),
  ],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: serverUrl, changeOrigin: false },
      '/discord-standin': { target: serverUrl, changeOrigin: false },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Maps stay beside the build for debugging; the bundles do not point to them.
    sourcemap: 'hidden',
    // Every browser the app supports preloads modules: no polyfill in the entry. A lazy chunk
    // preloads its imports, but not the entry's chunks, which are there already.
    modulePreload: { polyfill: false, resolveDependencies: entry.resolveDependencies },
    rolldownOptions: {
      // Required to copy chunks into their importers (below); the entry exports nothing.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Small chunks are copied into their importers: each request costs a round trip on a
          // slow connection (docs/performance.md#small-entry).
          experimentalInlineCommonChunks: {
            maxSize: 10 * 1024,
            exclude: (id) => !inlinable.test(id) || stateful.test(id),
          },
          groups: [
            // React changes less often than the app: its chunk stays cached
            // across releases. Other libraries follow the lazy pages that use them.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Whatever else the entry imports: one chunk rather than a handful of small ones.
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
