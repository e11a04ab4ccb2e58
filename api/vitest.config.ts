import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../scripts/aliases.mjs';

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
    // Two files at a time: each file has its own database (a SQLite file in a temp dir, a fresh
    // PostgreSQL schema) and its own app on a loopback port, and much of a file's time is spent
    // waiting (child imports, PostgreSQL, timers), so two share two cores well.
    fileParallelism: true,
    maxWorkers: 2,
    // In CI a test that fails is run once more before the suite fails (two files share two cores
    // with PostgreSQL); the reporter still names a test that needed its second run. Locally a
    // failure fails at once.
    retry: process.env.CI ? 1 : 0,
  },
});
