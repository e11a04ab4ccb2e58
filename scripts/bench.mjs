// `npm run bench`: the speed and size figures we report. API throughput (autocannon, 100k+
// offers), batch price refresh against the merchant simulator, feed import speed with matching
// precision and recall, and Lighthouse on the demo.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './run.mjs';

const benches = [
  ['API (autocannon) and price refresh', 'npm', ['run', 'bench', '-w', '@compare/api'], 'api/bench'],
  // PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
  ['Feed import and matching', 'npx', ['--no-install', 'tsx', 'api/bench/import.ts'], 'api/bench/import.ts'],
  ['Demo (Lighthouse + initial JS)', 'node', ['scripts/lighthouse.mjs'], 'scripts/lighthouse.mjs'],
];

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
