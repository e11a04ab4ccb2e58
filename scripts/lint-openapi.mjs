// `npm test` step: lints the OpenAPI document the API really serves. Builds the API (turbo
// cache), starts it on a free port with a throw-away database, saves GET /openapi.json to a temp
// file and runs `redocly lint` on it with the repo's redocly.yaml (the recommended rules).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startApi } from '../examples/demo/e2e/support/servers.mjs';
import { npx, root } from './run.mjs';

const built = await npx('turbo', ['run', 'build', '--filter=@compare/api', '--output-logs=errors-only']);
if (built !== 0) process.exit(built);

const api = await startApi({ port: await freePort() });
const dir = mkdtempSync(join(tmpdir(), 'compare-openapi-'));
let code = 1;
try {
  const response = await fetch(`${api.url}/openapi.json`);
  if (!response.ok) throw new Error(`GET /openapi.json answered ${response.status}`);
  const file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(await response.json(), null, 2));
  code = await npx('redocly', ['lint', '--config', join(root, 'redocly.yaml'), file], {
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await api.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
