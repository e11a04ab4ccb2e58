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
    // Two cores shared with other suites: the first jsdom test of a file also pays for imports.
    testTimeout: 30000,
    // Type tests of the public API: `expectTypeOf` assertions checked by tsc, run with the suite.
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
