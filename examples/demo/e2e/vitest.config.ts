import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../../scripts/aliases.mjs';

// Browser journeys against the built demo served by the API (scripts/test-e2e.mjs starts both and
// passes their URLs). One Chromium per file, files one after another: two cores are not enough to
// run several browsers without timing noise.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The journeys compute expected totals with the same core rules the widgets use.
  resolve: { alias: workspaceAliases },
  test: {
    environment: 'node',
    include: ['*.test.ts'],
    fileParallelism: false,
    // One module graph for all files: playwright-core and the helpers are imported once, not per file.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // On CI a journey that fails once is run once more (a browser on a busy 2-core machine can
    // miss a deadline); a real defect fails both times. Locally every failure shows at once.
    retry: process.env.CI ? 1 : 0,
    reporters: ['default'],
  },
});
