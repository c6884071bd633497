import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'discord-local',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // A local Discord starts per file; on a loaded machine that takes seconds.
    hookTimeout: 60_000,
  },
});
