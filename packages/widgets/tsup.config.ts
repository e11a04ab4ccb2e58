import { readFileSync, writeFileSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';

const dts: Options['dts'] = { compilerOptions: { ignoreDeprecations: '6.0', stripInternal: true } };
const peers = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'next',
  /^next\//,
  /^@compare\//,
];

// The bundlers drop module directives (and a `banner` with it, after tree-shaking), so "use client"
// is written at the top of each React entry after the build: a Next.js Server Component can then
// import them (they become client references). Its source map gets one more empty line, so every
// mapping still points at the right source line.
async function markClientEntries(names: readonly string[]): Promise<void> {
  for (const name of names) {
    const file = `dist/${name}`;
    writeFileSync(file, `"use client";\n${readFileSync(file, 'utf8')}`);
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { mappings: string };
    map.mappings = `;${map.mappings}`;
    writeFileSync(`${file}.map`, JSON.stringify(map));
  }
}

// Each config writes its own files; `npm run build` empties dist/ first, because the three builds
// run side by side.
export default defineConfig([
  {
    // The React entries: the widgets and the Next.js registry. Peers and @compare/* stay imports.
    entry: { index: 'src/index.ts', next: 'src/next/index.ts' },
    format: ['esm', 'cjs'],
    dts,
    sourcemap: true,
    clean: false,
    treeshake: true,
    target: 'es2022',
    external: peers,
    onSuccess: () => markClientEntries(['index.js', 'index.cjs', 'next.js', 'next.cjs']),
  },
  {
    // The plain-HTML entry as a module: React, ReactDOM and every dependency bundled in.
    entry: { standalone: 'src/standalone/index.ts' },
    format: ['esm', 'cjs'],
    dts,
    sourcemap: true,
    clean: false,
    treeshake: true,
    target: 'es2022',
    platform: 'browser',
    noExternal: [/.*/],
    minify: true,
    env: { NODE_ENV: 'production' },
  },
  {
    // The same entry for a <script> tag: window.CompareWidgets.mount(...).
    entry: { standalone: 'src/standalone/index.ts' },
    format: ['iife'],
    globalName: 'CompareWidgets',
    sourcemap: true,
    clean: false,
    treeshake: true,
    target: 'es2020',
    platform: 'browser',
    noExternal: [/.*/],
    minify: true,
    env: { NODE_ENV: 'production' },
  },
]);
