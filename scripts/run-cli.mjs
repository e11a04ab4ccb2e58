// Runs one of the API's command-line tools (`npm run import`, `npm run export`) from one bundled
// file, not from its TypeScript sources through tsx's loader: tsx compiles and resolves each of the
// tool's ~150 modules on every start (about a second of CPU before the tool does anything), where
// the bundle loads as one module. The bundle is built with esbuild on first use, beside the API's
// own build (api/dist/, so paths the code resolves from its own location stay the same), and again
// whenever one of the files it was built from changed: esbuild's metafile lists them, and their
// sizes and modification times are kept beside the bundle. Packages stay outside the bundle
// (resolved from node_modules at run time) except the workspace's own (@compare/core), which is
// bundled from its sources as the API's build does. Arguments, exit code, standard streams and
// signals are the tool's own: it runs in this process. RUN_CLI_OUT names another directory for the
// bundle (its tests use one of their own).
//   node scripts/run-cli.mjs api/src/import/cli.ts [tool arguments]
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = process.argv[2];
if (!entry) {
  process.stderr.write('usage: node scripts/run-cli.mjs ENTRY.ts [arguments]\n');
  process.exit(2);
}
// The tool reads its own arguments from process.argv.slice(2).
process.argv.splice(2, 1);

const source = resolve(root, entry);
const outDir = process.env.RUN_CLI_OUT ? resolve(process.env.RUN_CLI_OUT) : join(root, 'api/dist');
const name = `${basename(dirname(source))}-${basename(source, '.ts')}`;
const bundle = join(outDir, `${name}.mjs`);
const inputsFile = join(outDir, `${name}.inputs.json`);

/** The bundle's inputs as recorded, or null when it is missing or one of them changed since. */
function upToDate() {
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(inputsFile, 'utf8'));
    statSync(bundle);
  } catch {
    return false;
  }
  for (const [path, [size, mtimeMs]] of Object.entries(recorded.inputs)) {
    try {
      const info = statSync(join(root, path));
      if (info.size !== size || info.mtimeMs !== mtimeMs) return false;
    } catch {
      return false;
    }
  }
  return true;
}

async function build() {
  const esbuild = await import('esbuild');
  const api = JSON.parse(readFileSync(join(root, 'api/package.json'), 'utf8'));
  const external = Object.keys({ ...api.dependencies, ...api.devDependencies }).filter(
    (dep) => !dep.startsWith('@compare/'),
  );
  // Written under a name of its own, then renamed: two tools started at once never load half a file.
  const partial = `${bundle}.${process.pid}.tmp`;
  const result = await esbuild.build({
    entryPoints: [source],
    outfile: partial,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external,
    metafile: true,
    logLevel: 'error',
    absWorkingDir: join(root, 'api'),
  });
  const inputs = {};
  for (const input of Object.keys(result.metafile.inputs)) {
    const path = relative(root, resolve(root, 'api', input));
    const info = statSync(join(root, path));
    inputs[path] = [info.size, info.mtimeMs];
  }
  renameSync(partial, bundle);
  writeFileSync(inputsFile, `${JSON.stringify({ entry, inputs })}\n`);
}

if (!upToDate()) await build();
await import(pathToFileURL(bundle).href);
