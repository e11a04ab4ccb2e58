import { defineConfig } from 'tsup';

// No source maps: the build is unminified ESM and CJS that reads like the source (see
// packages/widgets/tsup.config.ts).
export default defineConfig({
  entry: { index: 'src/index.ts', contract: 'src/contract/index.ts' },
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0', stripInternal: true } },
  clean: true,
  treeshake: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', /^@compare\//],
});
