// `npm start`: build the API (and the demo when it has sources), then run the server with the
// caller's environment, forwarding signals. DATABASE_URL relative paths resolve against the
// directory npm start ran in (npm passes it as INIT_CWD).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { npx, root } from './run.mjs';

function demoBuildable() {
  const dir = join(root, 'examples/demo');
  if (!existsSync(join(dir, 'index.html')) || !existsSync(join(dir, 'src'))) return false;
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return Boolean(pkg.scripts?.build);
}

// --only: both resolve workspace packages from source, so dependency builds are not needed.
const filters = ['--filter=@compare/api'];
if (demoBuildable()) filters.push('--filter=@compare/example-demo');
const code = await npx('turbo', ['run', 'build', '--only', '--output-logs=errors-only', ...filters]);
if (code !== 0) {
  console.error(`npm start: build failed (exit ${code})`);
  process.exit(code);
}

const env = { ...process.env };
// npm sets INIT_CWD; when run as `node scripts/start.mjs` directly, the cwd plays that role.
env.INIT_CWD ??= process.cwd();
// The server's Node flags are the API's own `start` script's (api/README.md says why), so both
// ways of starting it run the same.
const apiStart = JSON.parse(readFileSync(join(root, 'api/package.json'), 'utf8')).scripts.start;
const nodeArgs = apiStart.split(' ').filter((arg) => arg.startsWith('--'));
const child = spawn(process.execPath, [...nodeArgs, join(root, 'api/dist/server.js')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
const port = env.PORT ?? '3000';
console.log(`npm start: Compare on http://localhost:${port} (Ctrl+C to stop)`);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (exitCode, signal) => process.exit(exitCode ?? (signal ? 1 : 0)));
