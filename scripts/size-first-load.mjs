// size-limit's esbuild bundles `import()` targets into the measured file, so a check counts what a
// page loads on demand (the basket sheet, the Hindi catalogue, Floating UI's lists and dialogs) as
// if it came with the first load. `firstLoad` leaves every `import()` out of the bundle: the check
// then measures only what a page downloads before anything is opened.

/** A `modifyEsbuildConfig` for size-limit checks that count the first load only. */
export function firstLoad(config) {
  return {
    ...config,
    plugins: [
      ...(config.plugins ?? []),
      {
        name: 'first-load-only',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
          );
        },
      },
    ],
  };
}
