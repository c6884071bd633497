import fs from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import web from './apps/web/vitest.config.ts';

// Web test files that replace a module (`vi.mock`) get a module registry of their own; the
// others share one per worker, which spares loading React and the app again for every file.
const webDir = path.resolve(import.meta.dirname, 'apps/web');
const mocking = fs
  .readdirSync(path.join(webDir, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.join('src', file))
  .filter((file) => {
    const text = fs.readFileSync(path.join(webDir, file), 'utf8');
    // `vitest-own-registry`: the file needs the page's module state fresh, as a page load has it.
    return text.includes('vi.mock(') || text.includes('vitest-own-registry');
  });

export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default; on a 2-core machine that means one worker.
    // Test files wait on the database and the network often enough for two to share the cores.
    maxWorkers: 2,
    projects: [
      'packages/contract',
      'packages/discord-local',
      'apps/server',
      {
        ...web,
        root: webDir,
        test: { ...web.test, exclude: [...configDefaults.exclude, ...mocking], isolate: false },
      },
      { ...web, root: webDir, test: { ...web.test, name: 'web-mocking', include: mocking } },
    ],
  },
});
