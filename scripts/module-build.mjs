// The published ESM of @compare/ui and @compare/widgets keeps one module per source file, so a
// partner's bundler can leave out what a page never imports and load lazily what the widgets import
// lazily. Bundled into a few chunks instead, one chunk would hold a lazy widget together with code
// the first load needs (the basket sheet with the basket hook), and bundlers that place whole
// modules would ship the lazy part up front.
import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { buildSync } from 'esbuild';

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The source files reachable from `entry` (imports and lazy imports), as tsup entries named by
 * their path under `src/` without the extension: `{ 'select/select': 'src/select/select.tsx' }`.
 * Packages stay out (they are the package's dependencies).
 */
export function moduleEntries(packageDir, entry) {
  const result = buildSync({
    absWorkingDir: packageDir,
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'neutral',
    packages: 'external',
    logLevel: 'silent',
  });
  const entries = {};
  for (const input of Object.keys(result.metafile.inputs)) {
    if (!input.startsWith('src/')) continue;
    entries[input.slice('src/'.length).replace(/\.tsx?$/, '')] = input;
  }
  return entries;
}

/**
 * An esbuild plugin that leaves every relative import of a source file as an import of that file's
 * own output (`./select-items` -> `./select-items.js`), so each entry is built alone.
 */
export function keepModules(extension = '.js') {
  return {
    name: 'keep-modules',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const base = resolve(args.resolveDir, args.path);
        const file = SOURCE_EXTENSIONS.map((ending) => base + ending).find((path) => existsSync(path));
        if (!file) return undefined;
        let path = relative(args.resolveDir, file).replace(/\.tsx?$/, extension);
        if (!path.startsWith('.')) path = `./${path}`;
        return { path, external: true };
      });
    },
  };
}

/** The directory of a file URL (a tsup config's `import.meta.url`). */
export function packageDirOf(url) {
  return dirname(new URL(url).pathname);
}
