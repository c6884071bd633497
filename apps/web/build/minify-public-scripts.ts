import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * Minifies the scripts of `public/` in the build's copy (`theme-init.js`, which every page
 * loads before its first paint): Vite copies that folder as it is, comments included
 * (docs/performance.md#bundle-budgets). The sources stay readable; the dev server serves them
 * unchanged.
 */
export function minifyPublicScripts(): Plugin {
  let publicDir = '';
  return {
    name: 'minify-public-scripts',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    // After Vite has copied the public folder into the output, which it does before writing.
    async writeBundle(options) {
      if (!publicDir || !options.dir) return;
      const outDir = options.dir;
      const scripts = (await readdir(publicDir)).filter((file) => file.endsWith('.js'));
      await Promise.all(
        scripts.map(async (file) => {
          const source = await readFile(path.join(publicDir, file), 'utf8');
          const { code } = await transform(source, { loader: 'js', minify: true, charset: 'utf8' });
          await writeFile(path.join(outDir, file), code);
        }),
      );
    },
  };
}
