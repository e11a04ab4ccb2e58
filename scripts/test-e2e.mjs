// `npm run test:e2e`: builds the API, the demo and the partner embed, starts the API (serving the
// demo) and the embed on two free ports, runs the browser journeys in examples/demo/e2e with
// Vitest + playwright-core in Debian's Chromium, stops the servers and exits with Vitest's code.
// Extra arguments go to Vitest, e.g. `node scripts/test-e2e.mjs cart` runs only cart.test.ts.
import { join } from 'node:path';
import { freePort, serveStatic, startApi } from '../examples/demo/e2e/support/servers.mjs';
import { npx, root } from './run.mjs';

// `--force`: the examples compile the packages from source through the workspace aliases, so a
// change in packages/* alters neither an example's own files nor (with `--only`) its task hash, and
// turbo would restore a stale build from its cache (an embed without the latest widget code).
const build = await npx('turbo', [
  'run',
  'build',
  '--force',
  '--only',
  '--filter=@compare/api',
  '--filter=@compare/example-demo',
  '--filter=@compare/example-embed',
  '--output-logs=errors-only',
]);
if (build !== 0) process.exit(build);

const [apiPort, embedPort] = [await freePort(), await freePort()];
const embedOrigin = `http://127.0.0.1:${embedPort}`;
const embed = await serveStatic(join(root, 'examples/embed/dist'), embedPort);
let api;
try {
  api = await startApi({ port: apiPort, corsOrigins: [embedOrigin] });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await embed.close();
  process.exit(1);
}
console.log(`API + demo on ${api.url}, embed on ${embed.url}`);

let code = 1;
const stopAll = async () => {
  await Promise.allSettled([api.stop(), embed.close()]);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopAll().then(() => process.exit(130));
  });
}
try {
  code = await npx(
    'vitest',
    ['run', '--config', 'examples/demo/e2e/vitest.config.ts', ...process.argv.slice(2)],
    {
      env: { ...process.env, E2E_BASE_URL: api.url, E2E_API_URL: api.url, E2E_EMBED_URL: embed.url },
    },
  );
} finally {
  await stopAll();
}
process.exit(code);
