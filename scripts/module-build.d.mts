import type { Plugin } from 'esbuild';

/** The source files reachable from `entry`, as tsup entries named by their path under `src/`. */
export declare function moduleEntries(packageDir: string, entry: string): Record<string, string>;
/** An esbuild plugin that keeps each relative import as an import of that file's own output. */
export declare function keepModules(extension?: string): Plugin;
/** The tsup options every per-module ESM build shares (ES2022, each source file built alone). */
export declare function perModuleEsm(): {
  format: ['esm'];
  clean: false;
  treeshake: false;
  splitting: false;
  target: 'es2022';
  esbuildPlugins: Plugin[];
};
/** The tsup options every one-file CJS build shares (ES2022, tree-shaken, dist/ not cleaned). */
export declare function oneFileCjs(): {
  format: ['cjs'];
  clean: false;
  treeshake: true;
  target: 'es2022';
};
/** The directory of a file URL (a tsup config's `import.meta.url`). */
export declare function packageDirOf(url: string): string;
/** Writes "use client" atop each built module that imports React; returns the modules left plain. */
export declare function markClientModules(distDir: string, entries: Record<string, string>): string[];
