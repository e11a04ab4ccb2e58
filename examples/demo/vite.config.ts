import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../scripts/aliases.mjs';

// The API (npm start, or `npm run dev -w @compare/api`) listens here during development; the
// production build is served by the API itself, so the demo always talks to its own origin.
const API = 'http://127.0.0.1:3000';

// Modules of the first load, found by a first build with the default splitting (below).
const firstLoad = new Set<string>();

/**
 * Puts everything the entry needs at once into the entry chunk. With the default splitting the
 * first visit downloads a dozen small chunks shared with the lazy pages, each one more round trip
 * on a phone's connection (six at a time over HTTP/1.1): on Lighthouse's phone profile one file
 * instead of 15 paints / sooner (docs/feeds.md, "Speed"). A module graph cannot tell which of
 * a package's re-exports the app really uses, so a first build in memory (default splitting, well
 * under a second) names the modules of the chunks the entry imports statically; the real build
 * groups exactly those. Modules only the lazy pages use keep their own chunks.
 */
function firstLoadInOneChunk(): Plugin {
  return {
    name: 'demo:first-load-in-one-chunk',
    apply: (_config, env) =>
      env.command === 'build' && !process.env.DEMO_FIRST_PASS && !process.env.DEMO_SSR_PASS,
    async buildStart() {
      process.env.DEMO_FIRST_PASS = '1';
      try {
        const result = await build({
          root: fileURLToPath(new URL('.', import.meta.url)),
          logLevel: 'silent',
          build: { write: false },
        });
        const output = (Array.isArray(result) ? result[0] : result) as {
          output: Array<{
            type: string;
            fileName: string;
            isEntry?: boolean;
            imports?: string[];
            moduleIds?: string[];
          }>;
        };
        const files = new Map(output.output.map((file) => [file.fileName, file]));
        const entry = output.output.find((file) => file.type === 'chunk' && file.isEntry);
        const pending = entry ? [entry.fileName] : [];
        const seen = new Set<string>();
        for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
          if (seen.has(name)) continue;
          seen.add(name);
          pending.push(...(files.get(name)?.imports ?? []));
        }
        firstLoad.clear();
        for (const name of seen) for (const id of files.get(name)?.moduleIds ?? []) firstLoad.add(id);
      } finally {
        delete process.env.DEMO_FIRST_PASS;
      }
    },
  };
}

/**
 * After the browser build, builds the site's server side (src/host: its page table, the 404 for
 * other paths, the first screens drawn by src/prerender.tsx) for Node into dist/.server/host.js,
 * which the API loads and mounts. One file with its dependencies inside, so it runs wherever dist/
 * is deployed. A dot directory: the API's static files never include it.
 */
function siteHost(): Plugin {
  return {
    name: 'demo:site-host',
    apply: (_config, env) =>
      env.command === 'build' &&
      !env.isSsrBuild &&
      !process.env.DEMO_FIRST_PASS &&
      !process.env.DEMO_SSR_PASS,
    async closeBundle() {
      process.env.DEMO_SSR_PASS = '1';
      try {
        await build({
          root: fileURLToPath(new URL('.', import.meta.url)),
          logLevel: 'warn',
          ssr: { noExternal: true, target: 'node' },
          build: {
            ssr: 'src/host/index.ts',
            outDir: 'dist/.server',
            emptyOutDir: true,
            copyPublicDir: false,
            rolldownOptions: { output: { entryFileNames: 'host.js' } },
          },
        });
      } finally {
        delete process.env.DEMO_SSR_PASS;
      }
    },
  };
}

/**
 * Puts the entry's stylesheet (a few kB: the shell and the Devanagari face) into index.html. The
 * page arrives with its first screen drawn (see siteHost); a stylesheet it had to fetch
 * first would hold that paint back by a round trip.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'demo:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g,
          (tag, fileName: string) => {
            const asset = context.bundle?.[fileName];
            if (asset?.type !== 'asset') return tag;
            const css =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
          },
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), firstLoadInOneChunk(), siteHost(), inlineEntryCss()],
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
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'index', test: (id) => firstLoad.has(id) }] } },
    },
  },
  test: {
    // Unit tests of the demo's own helpers; the browser journeys have their own config in e2e/.
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
