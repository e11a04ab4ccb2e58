import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../scripts/aliases.mjs';

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Type tests of the public API: `expectTypeOf` assertions checked by tsc, run with the suite.
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
