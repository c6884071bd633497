import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

/**
 * The entry's chunks (React, the app's core) have loaded before any other code runs, so a
 * dynamic import never needs to preload them: leaving them out of each import's preload list
 * shortens the lists Vite writes into the chunks, the entry's first. The HTML keeps its
 * `modulepreload` links for them. `plugin` must come before Vite's own (any user plugin does).
 */
export function entryChunks(): {
  plugin: Plugin;
  resolveDependencies: ResolveModulePreloadDependenciesFn;
} {
  const loaded = new Set<string>();
  return {
    plugin: {
      name: 'entry-chunks',
      apply: 'build',
      generateBundle(_options, bundle) {
        loaded.clear();
        const queue = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' && output.isEntry ? [output.fileName] : [],
        );
        for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
          if (loaded.has(file)) continue;
          loaded.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') queue.push(...chunk.imports);
        }
      },
    },
    resolveDependencies: (_file, deps, { hostType }) =>
      hostType === 'js' ? deps.filter((dep) => !loaded.has(dep)) : deps,
  };
}
