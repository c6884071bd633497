import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

/** The page modules `app/pages.ts` loads, one chunk each. */
const pageModule = /[\\/]src[\\/]features[\\/][\w-]+[\\/][\w-]+-page\.tsx$/;

/**
 * The preload lists Vite writes beside each dynamic import, the entry's first, cut down:
 *
 * - The entry's chunks (React, the app's core) have loaded before any other code runs, so no
 *   list names them. The HTML keeps its `modulepreload` links for them.
 * - A page's import has no list. A first visit does not need one: the server sends the page's
 *   chunks as `modulepreload` (`page-chunks.json`). Moving to another page fetches its shared
 *   chunks once the page's chunk has arrived (docs/decisions/2026-12-03-bundle-budgets.md).
 *   The parts loaded on first use keep their lists: a press waits for them.
 *
 * `plugin` must come before Vite's own (any user plugin does).
 */
export function entryChunks(): {
  plugin: Plugin;
  resolveDependencies: ResolveModulePreloadDependenciesFn;
} {
  const loaded = new Set<string>();
  const pages = new Set<string>();
  return {
    plugin: {
      name: 'entry-chunks',
      apply: 'build',
      generateBundle(_options, bundle) {
        loaded.clear();
        pages.clear();
        const chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        for (const chunk of chunks) {
          // A page module shared with another page sits in a chunk it does not name.
          if (chunk.moduleIds.some((id) => pageModule.test(id))) pages.add(chunk.fileName);
        }
        const queue = chunks.flatMap((chunk) => (chunk.isEntry ? [chunk.fileName] : []));
        for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
          if (loaded.has(file)) continue;
          loaded.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') queue.push(...chunk.imports);
        }
      },
    },
    resolveDependencies: (file, deps, { hostType }) => {
      if (hostType !== 'js') return deps;
      if (pages.has(file)) return [];
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
