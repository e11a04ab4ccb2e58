import { readFileSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The bundlers drop module directives (and a `banner` with it, after tree-shaking), so "use client"
// is written at the top of the entry after the build: a Next.js Server Component can then import
// the primitives (they become client references).
async function markClientEntries(names: readonly string[]): Promise<void> {
  for (const name of names) {
    const file = `dist/${name}`;
    writeFileSync(file, `"use client";\n${readFileSync(file, 'utf8')}`);
  }
}

// No source maps: the build is unminified ESM and CJS that reads like the source (see
// packages/widgets/tsup.config.ts).
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0', stripInternal: true } },
  clean: true,
  treeshake: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', /^@compare\//],
  onSuccess: () => markClientEntries(['index.js', 'index.cjs']),
});
