import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const compressible = /\.(js|css|html|svg|json|txt)$/;
/** Below this size the encoding headers cost about what they save. */
const minBytes = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, at the
 * highest levels (once per build), so the server sends them without compressing per request.
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => compressible.test(file))
          .map(async (file) => {
            const target = path.join(dir, file);
            const content = await readFile(target);
            if (content.length < minBytes) return;
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
          }),
      );
    },
  };
}
