// `npm run bench`: the speed and size figures we report. API throughput (autocannon, 100k+
// offers), batch price refresh against the merchant simulator, and Lighthouse on the demo.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './run.mjs';

const benches = [
  ['API (autocannon) and price refresh', 'npm', ['run', 'bench', '-w', '@compare/api'], 'api/bench'],
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
