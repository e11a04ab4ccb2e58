import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../scripts/aliases.mjs';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    globals: true,
    // In CI a test that fails is run once more before the suite fails: these jsdom suites share two
    // cores with the rest of npm test, where a render can stall past a timer the test reads. The
    // reporter still names a test that needed its second run; locally a failure fails at once.
    retry: process.env.CI ? 1 : 0,
    // Vitest's default in a run is one worker fewer than the cores: one worker on a 2-core CI machine.
    // npm test runs one workspace's suite at a time, so both cores are this suite's.
    maxWorkers: 2,
  },
});
