import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../scripts/aliases.mjs';

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Vitest's default in a run is one worker fewer than the cores: one worker on a 2-core CI machine.
    maxWorkers: 2,
    // Type tests of the public API: `expectTypeOf` assertions checked by tsc, run with the suite.
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
