// The packed package against what its README says, run in a package directory after its build
// (`npm run check:package` does): reads the files `npm pack` would publish, not the source.
// - No reference a partner cannot follow: without `repository` in package.json, the packed README
//   names no file, command or build output of the source tree (`examples/`, `scripts/`,
//   `npm test`, `npm run ...`, `storybook-static/`) and no "this repository"; with it,
//   `homepage` and `bugs` are there too.
// - "use client": the ESM entry is a plain barrel, every packed ESM module that imports React
//   starts with the directive, and so does the single CJS file (what the widgets README says).
// - Minification: the ESM and CJS entries are unminified (they read like the source), the
//   standalone builds are minified.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.cwd();
const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const [packed] = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: dir, encoding: 'utf8' }),
);
const files = packed.files.map((file) => file.path);
const read = (path) => readFileSync(join(dir, path), 'utf8');
const problems = [];

const readme = files.includes('README.md') ? read('README.md') : '';
assert.ok(readme.length > 0, `${manifest.name}: the tarball has no README.md`);
if (manifest.repository) {
  for (const field of ['homepage', 'bugs'])
    if (!manifest[field]) problems.push(`package.json has repository but no ${field}`);
  if (/github\.com\/(OWNER|owner|your-org|example)\b/.test(JSON.stringify(manifest.repository)))
    problems.push('package.json repository is a placeholder');
} else {
  for (const [pattern, what] of [
    [/this repository|in the repository/i, '"this repository"'],
    [/`?examples\/[\w./-]+/, 'a path under examples/'],
    [/`?scripts\/[\w./-]+/, 'a path under scripts/'],
    [/source tree|storybook-static|localhost:6006/i, 'a place in the Compare source tree'],
    [/`npm (test|run [\w:-]+)`/, "a script of the Compare source tree's package.json"],
  ]) {
    const found = pattern.exec(readme);
    if (found)
      problems.push(`the packed README names ${what} ("${found[0]}") but package.json has no repository`);
  }
}

const startsClient = (path) => /^["']use client["'];/.test(read(path));
const importsReact = (text) =>
  /from\s*["']react(\/jsx-runtime)?["']|require\(["']react(\/jsx-runtime)?["']\)/.test(text);
if (files.includes('dist/index.js') && manifest.name === '@compare/widgets') {
  if (startsClient('dist/index.js'))
    problems.push('dist/index.js starts with "use client" (the README says the entry does not)');
  if (!startsClient('dist/index.cjs')) problems.push('dist/index.cjs does not start with "use client"');
  const modules = files.filter((path) => /^dist\/.*\.js$/.test(path) && !path.startsWith('dist/standalone'));
  const unmarked = modules.filter((path) => importsReact(read(path)) && !startsClient(path));
  if (unmarked.length > 0) problems.push(`React modules without "use client": ${unmarked.join(', ')}`);
}

/** True when the file looks minified: few, very long lines. */
const minified = (path) => {
  const lines = read(path).split('\n');
  return Math.max(...lines.map((line) => line.length)) > 5000 && lines.length < 200;
};
for (const path of ['dist/index.js', 'dist/index.cjs'])
  if (files.includes(path) && minified(path))
    problems.push(`${path} is minified (the README says unminified)`);
for (const path of ['dist/standalone.js', 'dist/standalone.cjs', 'dist/standalone.global.js'])
  if (files.includes(path) && !minified(path))
    problems.push(`${path} is not minified (the README says it is)`);
if (files.some((path) => path.endsWith('.map')))
  problems.push('the tarball ships source maps (the README says it does not)');
assert.ok(existsSync(join(dir, 'dist')), `${manifest.name}: build first (no dist/)`);

if (problems.length > 0) {
  console.error(`${manifest.name}: the packed files disagree with the README:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `${manifest.name}: ${files.length} packed files agree with the README (references, "use client", minification)`,
);
