// The published ESM of @compare/ui and @compare/widgets keeps one module per source file, so a
// partner's bundler can leave out what a page never imports and load lazily what the widgets import
// lazily. Bundled into a few chunks instead, one chunk would hold a lazy widget together with code
// the first load needs (the basket sheet with the basket hook), and bundlers that place whole
// modules would ship the lazy part up front.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
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

/**
 * The tsup options every per-module ESM build shares (core, ui, widgets): ES2022 modules, each
 * source file built alone (keepModules), nothing tree-shaken, split or cleaned (`npm run build`
 * empties dist/ first, because each package's builds run side by side).
 */
export function perModuleEsm() {
  return {
    format: ['esm'],
    clean: false,
    treeshake: false,
    splitting: false,
    target: 'es2022',
    esbuildPlugins: [keepModules('.js')],
  };
}

/**
 * The tsup options every one-file CJS build shares (core, ui, widgets: the builds servers and tests
 * `require`): ES2022, tree-shaken, dist/ left as the side-by-side ESM build writes it.
 */
export function oneFileCjs() {
  return {
    format: ['cjs'],
    clean: false,
    treeshake: true,
    target: 'es2022',
  };
}

/** The directory of a file URL (a tsup config's `import.meta.url`). */
export function packageDirOf(url) {
  return dirname(new URL(url).pathname);
}

// A module that imports React (or a React binding, or @compare/ui's components) is a client module.
const CLIENT_IMPORT =
  /^import\b[^;]*?\bfrom\s+"(?:react|react-dom|zustand|@tanstack\/react-query|@compare\/ui)(?:\/[^"]*)?"/m;

/**
 * Writes "use client" at the top of each built module that imports React, a React binding or
 * @compare/ui, or imports such a module (the bundlers drop module directives). The barrel stays a
 * plain module: a Next.js Server Component that imports two widgets from it then references those
 * two client modules, and the page's bundle holds them and what they import, not every export of
 * the package. Returns the names of the modules left plain (data and functions without React).
 */
export function markClientModules(distDir, entries) {
  const names = Object.keys(entries).filter((name) => name !== 'index');
  const texts = new Map(names.map((name) => [name, readFileSync(join(distDir, `${name}.js`), 'utf8')]));
  const importsOf = (name) =>
    [...texts.get(name).matchAll(/\bfrom\s+"(\.{1,2}\/[^"]+)\.js"/g)].map((match) =>
      join(dirname(name), match[1]).replaceAll('\\', '/'),
    );
  const client = new Set(names.filter((name) => CLIENT_IMPORT.test(texts.get(name))));
  for (let grew = true; grew; ) {
    grew = false;
    for (const name of names) {
      if (client.has(name) || !importsOf(name).some((imported) => client.has(imported))) continue;
      client.add(name);
      grew = true;
    }
  }
  for (const name of client) writeFileSync(join(distDir, `${name}.js`), `"use client";\n${texts.get(name)}`);
  return names.filter((name) => !client.has(name));
}
