import { readFileSync, writeFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';
import {
  markClientModules as markReactModules,
  moduleEntries,
  oneFileCjs,
  packageDirOf,
  perModuleEsm,
} from '../../scripts/module-build.mjs';

const dts = { compilerOptions: { ignoreDeprecations: '6.0', stripInternal: true } } satisfies Options['dts'];
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
// is written at the top of each React module after the build: a Next.js Server Component can then
// import them (they become client references).
function markClientModules(names: readonly string[]): void {
  for (const name of names) {
    const file = `dist/${name}`;
    writeFileSync(file, `"use client";\n${readFileSync(file, 'utf8')}`);
  }
}

// The CJS build keeps an `import()` of an external package as is, which loads its ESM build: the
// style registry's lazy import of @compare/ui would then read a second copy of the styling engine,
// not the CJS one the widgets require. In the CJS file it becomes a require.
function requireInCjs(name: string, specifier: string): void {
  const file = `dist/${name}`;
  const text = readFileSync(file, 'utf8');
  const dynamic = `import('${specifier}')`;
  if (!text.includes(dynamic)) throw new Error(`${file}: no ${dynamic} to turn into a require`);
  writeFileSync(file, text.replaceAll(dynamic, `Promise.resolve().then(() => require('${specifier}'))`));
}

// @compare/widgets/next is a barrel over two client modules built on their own (dist/next/*), so
// a page that uses only the style registry (every page, from the root layout) does not load the
// provider wrapper and, through it, the widgets.
const NEXT_PARTS: Record<string, string> = {
  './style-registry': 'style-registry',
  './compare-next-provider': 'provider',
};
const nextParts: Plugin = {
  name: 'compare-next-parts',
  setup(build) {
    const extension = build.initialOptions.format === 'cjs' ? 'cjs' : 'js';
    build.onResolve({ filter: /^\.\/(style-registry|compare-next-provider)$/ }, (args) =>
      args.importer.endsWith('src/next/index.ts')
        ? { path: `./next/${NEXT_PARTS[args.path]}.${extension}`, external: true }
        : undefined,
    );
  },
};

// No source maps are built or shipped. The React entries are unminified ESM and CJS that keep the
// source's names and structure, so a partner's stack traces and debugger already read like the
// source. The standalone builds are minified, but three quarters of their maps' sourcesContent is
// third-party code (React DOM, TanStack Query, Floating UI), and our part is what the React
// entries already show readably.
// Each config writes its own files; `npm run build` empties dist/ first, because the builds run
// side by side.
const esmEntries = {
  ...moduleEntries(packageDirOf(import.meta.url), 'src/index.ts'),
  ...moduleEntries(packageDirOf(import.meta.url), 'src/hi.ts'),
};
// The entries with types of their own: the package and its Hindi catalogues (@compare/widgets/hi).
const typedEntries = { index: 'src/index.ts', hi: 'src/hi.ts' };

export default defineConfig([
  {
    // The widgets as ESM, one module per source file (scripts/module-build.mjs): what a widget
    // imports lazily (the basket sheet, the location dialog, the Hindi catalogue) stays out of the
    // modules the others import, so a partner's bundler loads it only when it is needed. Peers and
    // @compare/* stay imports.
    // Each module that uses React is marked "use client" and the barrel is not, so a Server
    // Component's imports reference only the widgets it renders (scripts/module-build.mjs).
    entry: esmEntries,
    ...perModuleEsm(),
    dts: { ...dts, entry: typedEntries },
    external: peers,
    onSuccess: async () => {
      markReactModules('dist', esmEntries);
    },
  },
  {
    // The same widgets as one CJS file (servers and tests that require them), and the Hindi
    // catalogues as another (data only: nothing in it needs to share a module with the widgets).
    entry: typedEntries,
    ...oneFileCjs(),
    dts,
    external: peers,
    onSuccess: async () => markClientModules(['index.cjs']),
  },
  {
    // The Next.js client modules. The provider wrapper imports the widgets by the package's own
    // name, so it shares their module instance (contexts included).
    entry: {
      'next/style-registry': 'src/next/style-registry.tsx',
      'next/provider': 'src/next/compare-next-provider.tsx',
    },
    format: ['esm', 'cjs'],
    clean: false,
    treeshake: true,
    target: 'es2022',
    external: peers,
    onSuccess: async () => {
      markClientModules([
        'next/style-registry.js',
        'next/style-registry.cjs',
        'next/provider.js',
        'next/provider.cjs',
      ]);
      requireInCjs('next/style-registry.cjs', '@compare/ui');
    },
  },
  {
    // The barrel of @compare/widgets/next (a plain module: its parts are the client references).
    // Its types resolve the package's own name to the source while dist is being built.
    entry: { next: 'src/next/index.ts' },
    format: ['esm', 'cjs'],
    dts: { compilerOptions: { ...dts.compilerOptions, paths: { '@compare/widgets': ['./src/index.ts'] } } },
    clean: false,
    // Nothing to shake in a barrel; without the Rollup pass esbuild writes each format itself, so
    // the plugin sees which extension the parts have.
    treeshake: false,
    target: 'es2022',
    external: peers,
    esbuildPlugins: [nextParts],
  },
  {
    // The plain-HTML entry as a module: React, ReactDOM and every dependency bundled in.
    entry: { standalone: 'src/standalone/index.ts' },
    format: ['esm', 'cjs'],
    dts,
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
    clean: false,
    treeshake: true,
    target: 'es2020',
    platform: 'browser',
    noExternal: [/.*/],
    minify: true,
    env: { NODE_ENV: 'production' },
  },
]);
