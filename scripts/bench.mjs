// `npm run bench`: the speed and size figures we report. API throughput (autocannon, 100k+
// offers), batch price refresh against the merchant simulator, feed import speed with matching
// precision and recall, the cheapest split's solve time, and Lighthouse on the demo.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './run.mjs';

const benches = [
  ['API (autocannon) and price refresh', 'npm', ['run', 'bench', '-w', '@compare/api'], 'api/bench'],
  // PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
  ['Feed import and matching', 'npx', ['--no-install', 'tsx', 'api/bench/import.ts'], 'api/bench/import.ts'],
  // 100x catalogue by default (BENCH_SCALE sets another); builds it through the importer first.
  [
    'Accounts (resolve-list of 50 lines, 100,000 price watches after a 1% price import)',
    'npx',
    ['--no-install', 'tsx', 'api/bench/accounts.ts'],
    'api/bench/accounts.ts',
  ],
  [
    'Cheapest split (cheapestPlan, 12 and 20 lines)',
    'npx',
    ['--no-install', 'tsx', 'packages/core/bench/plan.ts'],
    'packages/core/bench/plan.ts',
  ],
  ['Demo (Lighthouse + initial JS)', 'node', ['scripts/lighthouse.mjs'], 'scripts/lighthouse.mjs'],
];

// `npm run bench -- --scale N`: only the scale bench, on a catalogue N times the demo's (built through
// the importer; SQLite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set).
const scaleAt = process.argv.indexOf('--scale');
if (scaleAt >= 0) {
  const scale = process.argv[scaleAt + 1] ?? '1';
  if (!/^\d+$/.test(scale) || Number(scale) < 1) {
    console.error('--scale needs a whole number of at least 1 (e.g. --scale 10)');
    process.exit(2);
  }
  console.log(`\n== Scale ${scale}x (import, start, memory, search, load, /healthz during an import)`);
  process.exit(await run('npx', ['--no-install', 'tsx', 'api/bench/scale.ts', '--scale', scale]));
}

let failed = false;
for (const [name, cmd, args, marker] of benches) {
  if (!existsSync(join(root, marker))) continue;
  console.log(`\n== ${name}`);
  const code = await run(cmd, args);
  if (code !== 0) {
    console.error(`${name} failed (exit ${code})`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
