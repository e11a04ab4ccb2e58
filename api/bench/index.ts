// `npm run bench -w @compare/api`: runs each bench file that exists (http.ts, refresh.ts, search.ts, then geo.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BENCHES = ['http.ts', 'refresh.ts', 'search.ts', 'geo.ts'];

let failed = false;
for (const name of BENCHES) {
  const file = fileURLToPath(new URL(`./${name}`, import.meta.url));
  if (!existsSync(file)) continue;
  console.log(`\n== bench/${name}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`bench/${name} failed (exit ${result.status ?? result.signal})`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
