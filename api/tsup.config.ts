import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'node',
  // Bundle the shared rules so the server runs from dist/ without a separate core build step.
  noExternal: [/^@compare\//],
});
