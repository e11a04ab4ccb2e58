import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../scripts/aliases.mjs';

// The partner page lives on its own origin (port 4174) and calls the Compare API on another one
// with credentials, exactly like a real partner integration (the API must list this origin in
// CORS_ORIGINS).
export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  server: { port: 4174, strictPort: true },
  preview: { port: 4174, strictPort: true },
  build: { target: 'es2022' },
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
