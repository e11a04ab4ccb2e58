// `npm test`: every check in order, stopping at the first failure.
// lint -> unused code (knip) -> types -> unit and API suites -> OpenAPI lint -> package contract
// (build, publint, attw, the READMEs in a strict consumer, size) -> the Next.js and plain-HTML
// partner pages -> Storybook in Chromium (interactions + axe) -> end-to-end journeys in Chromium.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { npx, root, run } from './run.mjs';

function hasStories(dir) {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { recursive: true }).some((f) => String(f).endsWith('.stories.tsx'));
}

const steps = [
  ['lint (biome)', () => npx('biome', ['check', '.'])],
  ['unused files, exports and dependencies (knip)', () => npx('knip', [])],
  [
    'types (tsc, every workspace and .storybook)',
    async () =>
      (await npx('turbo', ['run', 'typecheck', '--output-logs=errors-only'])) ||
      npx('tsc', ['-p', 'tsconfig.json']),
  ],
  [
    'unit and API suites (vitest)',
    () => npx('turbo', ['run', 'test', '--output-logs=full', '--concurrency=1']),
  ],
  [
    'OpenAPI lint (Redocly recommended rules on /openapi.json)',
    () => run('node', ['scripts/lint-openapi.mjs']),
  ],
  [
    'package contract (build, publint, attw, strict consumer types, size-limit)',
    () => npx('turbo', ['run', 'check:package', 'size', '--output-logs=full']),
  ],
  [
    'partner pages (next build of examples/next, the plain-HTML pages and README example, Chromium)',
    () => run('node', ['scripts/test-next.mjs']),
  ],
  [
    'Storybook in Chromium (interactions + axe)',
    () => run('node', ['scripts/test-storybook.mjs']),
    () => hasStories(join(root, 'packages/ui/src')) || hasStories(join(root, 'packages/widgets/src')),
  ],
  [
    'end-to-end journeys in Chromium',
    () => run('node', ['scripts/test-e2e.mjs']),
    () => existsSync(join(root, 'examples/demo/e2e')),
  ],
];

const results = [];
for (const [name, step, applies] of steps) {
  if (applies && !applies()) {
    results.push([name, 'not present yet']);
    continue;
  }
  console.log(`\n\u001b[1m== ${name}\u001b[0m`);
  const started = Date.now();
  const code = await step();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push([name, code === 0 ? `ok (${seconds}s)` : `FAILED (exit ${code})`]);
  if (code !== 0) break;
}

console.log('\nSummary');
for (const [name, status] of results) console.log(`  ${status.padEnd(18)} ${name}`);
const passed = results.filter(([, status]) => status.startsWith('ok')).length;
const failed = results.filter(([, status]) => status.startsWith('FAILED')).length;
console.log(`checks: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
