import { defineConfig } from 'tsup';
import { moduleEntries, oneFileCjs, packageDirOf, perModuleEsm } from '../../scripts/module-build.mjs';

const dts = { compilerOptions: { ignoreDeprecations: '6.0', stripInternal: true } };
const external = ['react', 'react-dom', 'react/jsx-runtime', /^@compare\//];
// The entries with types of their own: the package and its API contract (@compare/core/contract).
const typedEntries = { index: 'src/index.ts', contract: 'src/contract/index.ts' };
const packageDir = packageDirOf(import.meta.url);

// No source maps: the build is unminified ESM and CJS that reads like the source (see
// packages/widgets/tsup.config.ts). `npm run build` empties dist/ first.
export default defineConfig([
  {
    // ESM, one module per source file (scripts/module-build.mjs), as @compare/ui and
    // @compare/widgets: a partner's bundler then places each rule with what uses it. Bundled into
    // one module, everything the widgets load on demand (the verdict and split planning with the
    // comparison's content) came with the first load of a Next.js page, which places whole modules.
    entry: {
      ...moduleEntries(packageDir, 'src/index.ts'),
      ...moduleEntries(packageDir, 'src/contract/index.ts'),
    },
    ...perModuleEsm(),
    dts: { ...dts, entry: typedEntries },
    external,
  },
  {
    // The same as one CJS file per entry (servers and tests that require them).
    entry: typedEntries,
    ...oneFileCjs(),
    dts,
    external,
  },
]);
