import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
// The contract's page table, by path: Vite's config loader does not bundle workspace packages.
import { pageRoutes, type PageRoute } from '../../../packages/contract/src/routes';
import { notFoundModule, pageModules } from '../src/app/page-modules';

/** Where the build writes the page chunks: beside Vite's own manifest, never served. */
export const pageChunksFile = '.vite/page-chunks.json';

export interface PageChunks {
  /** The entry and every chunk it imports: what index.html loads on every page. */
  entry: string[];
  /**
   * Per page of the contract's table (and `notFound`): the chunks the page needs besides the
   * entry; for pages drawn inside the shell, the shell's first (and the staff's menu for pages
   * behind a permission).
   */
  pages: Record<string, { shell: boolean; chunks: string[] }>;
}

/**
 * Writes `dist/.vite/page-chunks.json`: the JavaScript each page needs before it can show,
 * read by the server to preload a page's chunks with its HTML
 * (docs/performance.md#page-preloads).
 */
export function pageChunks(): Plugin {
  let srcDir = '';
  return {
    name: 'page-chunks',
    apply: 'build',
    configResolved(config) {
      srcDir = path.join(config.root, 'src');
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rolldown.OutputChunk => output.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: Rolldown.OutputChunk): string[] => {
        const seen = new Set<string>();
        const queue = [start.fileName];
        for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
          if (seen.has(file)) continue;
          seen.add(file);
          queue.push(...(byFile.get(file)?.imports ?? []));
        }
        return [...seen];
      };
      const chunkOf = (source: string): Rolldown.OutputChunk => {
        const chunk =
          chunks.find((candidate) => candidate.facadeModuleId === source) ??
          chunks.find((candidate) => candidate.moduleIds.includes(source));
        if (!chunk) this.error(`page-chunks: no chunk for ${path.relative(srcDir, source)}`);
        return chunk;
      };
      const entryChunk = chunks.find((chunk) => chunk.isEntry);
      if (!entryChunk) this.error('page-chunks: no entry chunk');
      const entry = closure(entryChunk);
      // The session is read in the entry (lib/current-user-answer.ts): the shell's chunks suffice.
      const shell = closure(chunkOf(path.join(srcDir, 'app/layout/app-shell.tsx')));
      // The staff's menu, drawn for whoever holds a permission (app/layout/staff-navigation.ts).
      const staffNavigation = closure(
        chunkOf(path.join(srcDir, 'app/layout/staff-navigation-parts.ts')),
      );
      const chunksOf = (module: string, around: string[]) => {
        const page = closure(chunkOf(path.join(srcDir, 'features', `${module}.tsx`)));
        const files = new Set([...around, ...page]);
        return [...files].filter((file) => !entry.includes(file)).map((file) => `/${file}`);
      };
      // A shell page behind a permission is a staff page: its visitors see the staff's menu.
      const around = (page: PageRoute) =>
        !page.shell ? [] : page.access === 'authenticated' ? shell : [...shell, ...staffNavigation];

      const pages: PageChunks['pages'] = {};
      for (const page of pageRoutes as readonly PageRoute[]) {
        pages[page.id] = {
          shell: page.shell,
          chunks: chunksOf(pageModules[page.id], around(page)),
        };
      }
      pages.notFound = { shell: false, chunks: chunksOf(notFoundModule, []) };
      const manifest: PageChunks = { entry: entry.map((file) => `/${file}`), pages };
      this.emitFile({
        type: 'asset',
        fileName: pageChunksFile,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
