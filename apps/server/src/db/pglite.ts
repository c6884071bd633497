import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PGlite with the extensions the migrations use; in memory without a directory, starting from
 * `loadDataDir` (a `dumpDataDir` archive) when given. Its buffer cache is 16 MB instead of
 * PostgreSQL's 128 MB: the WebAssembly memory never shrinks, the panel's working set fits, and
 * the process stays near 300 MB (docs/performance.md#memory).
 */
export function createPglite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create(dataDir, {
    ...(loadDataDir && { loadDataDir }),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
}
