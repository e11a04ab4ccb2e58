// A partner's strictest TypeScript, against what the package publishes. Run from a package
// directory after its build (`npm run check:package` does): compiles the README's whole examples
// (```ts and ```tsx blocks with an import) and the package's test/consumer/*.ts(x) files as a
// consumer app would, with `strict`, `noUncheckedIndexedAccess` and `exactOptionalPropertyTypes`,
// resolving @compare/* through node_modules to the built dist/*.d.ts (never the sources). The
// published declaration files are checked under the same flags (skipLibCheck off for them).
// Exits 1 with the errors, 0 with a one-line summary.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const packageDir = process.cwd();
const { name } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const repoRoot = join(packageDir, '..', '..');

/** The options of a strict partner app (Next.js's defaults plus the three strict flags). */
const CONSUMER_OPTIONS = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  isolatedModules: true,
  esModuleInterop: true,
  skipLibCheck: false,
  noEmit: true,
  types: ['node'],
};

/**
 * Every whole module among the README's ```ts / ```tsx blocks. A block that starts with its path
 * (`// app/page.tsx ...`) is compiled under that path, so the README's files import each other.
 */
function readmeModules() {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  return [...readme.matchAll(/^```(tsx?)\n([\s\S]*?)^```$/gm)]
    .filter((match) => /^import\s/m.test(match[2] ?? ''))
    .map((match, i) => {
      const path = /^\/\/ ([\w./-]+\.tsx?)\b/.exec(match[2] ?? '')?.[1] ?? `readme-${i + 1}.${match[1]}`;
      return { file: join(packageDir, '.consumer', path), text: match[2] ?? '' };
    });
}

function fixtureFiles() {
  const dir = join(packageDir, 'test', 'consumer');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({ file: join(dir, file), text: readFileSync(join(dir, file), 'utf8') }));
}

const sources = [...readmeModules(), ...fixtureFiles()];
if (sources.length === 0) {
  console.error(`${name}: no README example and no test/consumer file to compile`);
  process.exit(1);
}
const virtual = new Map(sources.map(({ file, text }) => [file, text]));
const host = ts.createCompilerHost(CONSUMER_OPTIONS);
const getSourceFile = host.getSourceFile.bind(host);
host.getSourceFile = (file, language, onError) =>
  virtual.has(file)
    ? ts.createSourceFile(file, virtual.get(file) ?? '', language)
    : getSourceFile(file, language, onError);
const fileExists = host.fileExists.bind(host);
host.fileExists = (file) => virtual.has(file) || fileExists(file);
const directoryExists = host.directoryExists?.bind(host);
host.directoryExists = (dir) =>
  [...virtual.keys()].some((file) => file.startsWith(`${dir}/`)) || (directoryExists?.(dir) ?? true);
const readFile = host.readFile.bind(host);
host.readFile = (file) => virtual.get(file) ?? readFile(file);

const program = ts.createProgram({ rootNames: [...virtual.keys()], options: CONSUMER_OPTIONS, host });
// Our own published declarations (any @compare package's dist, reached through node_modules).
const ours = program
  .getSourceFiles()
  .filter((sf) => /[/\\]packages[/\\][^/\\]+[/\\]dist[/\\].*\.d\.c?ts$/.test(sf.fileName));
const checked = [...virtual.keys()].map((file) => program.getSourceFile(file)).concat(ours);
const diagnostics = [
  ...program.getOptionsDiagnostics(),
  ...program.getGlobalDiagnostics(),
  ...checked.flatMap((sf) => (sf ? ts.getPreEmitDiagnostics(program, sf) : [])),
];

const unresolved = sources.filter(({ file }) => !program.getSourceFile(file));
if (unresolved.length > 0) {
  console.error(`${name}: not compiled: ${unresolved.map(({ file }) => file).join(', ')}`);
  process.exit(1);
}
if (ours.length === 0) {
  console.error(`${name}: the examples reached no built declaration file: build the package first`);
  process.exit(1);
}
if (diagnostics.length > 0) {
  for (const diagnostic of diagnostics) {
    const where = diagnostic.file
      ? `${relative(repoRoot, diagnostic.file.fileName)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}`
      : 'options';
    console.error(
      `${where}: TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
    );
  }
  console.error(
    `${name}: ${diagnostics.length} type errors in a strict consumer (strict, noUncheckedIndexedAccess, exactOptionalPropertyTypes)`,
  );
  process.exit(1);
}
console.log(
  `${name}: ${sources.length} consumer modules (README examples and test/consumer) and ${ours.length} published declaration files type-check under strict, noUncheckedIndexedAccess and exactOptionalPropertyTypes`,
);
