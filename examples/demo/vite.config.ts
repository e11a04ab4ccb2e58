import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../scripts/aliases.mjs';

// The API (npm start, or `npm run dev -w @compare/api`) listens here during development; the
// production build is served by the API itself, so the demo always talks to its own origin.
const API = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  server: {
    port: 5173,
    proxy: {
      '/api': API,
      '/products': API,
      '/images': API,
      '/healthz': API,
    },
  },
  preview: { port: 4173 },
  // No source maps: the API serves dist/ to the public as it is.
  build: { target: 'es2022', sourcemap: false },
  test: {
    // Unit tests of the demo's own helpers; the browser journeys have their own config in e2e/.
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
