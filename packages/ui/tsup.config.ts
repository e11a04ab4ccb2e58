import { readFileSync, writeFileSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';
import { moduleEntries, oneFileCjs, packageDirOf, perModuleEsm } from '../../scripts/module-build.mjs';

// The bundlers drop module directives (and a `banner` with it, after tree-shaking), so "use client"
// is written at the top of the entry after the build: a Next.js Server Component can then import
// the primitives (they become client references).
async function markClientEntries(names: readonly string[]): Promise<void> {
  for (const name of names) {
    const file = `dist/${name}`;
    writeFileSync(file, `"use client";\n${readFileSync(file, 'utf8')}`);
  }
}

const dts = { compilerOptions: { ignoreDeprecations: '6.0', stripInternal: true } } satisfies Options['dts'];
const external = ['react', 'react-dom', 'react/jsx-runtime', /^@compare\//];

// No source maps: the build is unminified ESM and CJS that reads like the source (see
// packages/widgets/tsup.config.ts).
export default defineConfig([
  {
    // ESM, one module per source file (scripts/module-build.mjs): the Select's list and the
    // dialogs bring Floating UI, and a bundler can leave them out of a page that only shows the
    // closed primitives.
    entry: moduleEntries(packageDirOf(import.meta.url), 'src/index.ts'),
    ...perModuleEsm(),
    dts: { ...dts, entry: { index: 'src/index.ts' } },
    external,
    onSuccess: () => markClientEntries(['index.js']),
  },
  {
    // CJS, one file (servers and tests that require it).
    entry: ['src/index.ts'],
    ...oneFileCjs(),
    dts,
    external,
    onSuccess: () => markClientEntries(['index.cjs']),
  },
]);
