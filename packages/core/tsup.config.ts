import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', contract: 'src/contract/index.ts' },
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0', stripInternal: true } },
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', /^@compare\//],
});
