// `npm run test:storybook`: builds the static Storybook, serves it on a free local port, runs every
// story in headless Chromium with @storybook/test-runner (play functions + axe via addon-a11y with
// `a11y.test = 'error'`) with `prefers-reduced-motion: reduce`; each story with a play function is
// then remounted in its page with animations playing as in a designer's browser (`no-preference`;
// see .storybook/test-runner.ts) and must pass again. Prints both counts, stops the server and
// exits with the runner's code.
// Each run builds into its own temporary directory (removed afterwards), so two runs sharing one
// tree never serve each other's build; `--static-dir=<dir>` builds into <dir> instead and keeps it.
// Other arguments go to the test runner, e.g. a path pattern: `node scripts/test-storybook.mjs
// packages/ui`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';
import waitOn from 'wait-on';
import { root } from './run.mjs';

const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' };
const staticDirArg = process.argv.slice(2).find((arg) => arg.startsWith('--static-dir='));
const outDir = staticDirArg
  ? staticDirArg.slice('--static-dir='.length)
  : mkdtempSync(join(tmpdir(), 'storybook-static-'));
const runnerArgs = process.argv.slice(2).filter((arg) => arg !== staticDirArg);

function run(cmd, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function summarize(resultsFile, motionLog) {
  try {
    const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const verdict = failed === 0 ? 'all green' : `${failed} failed`;
    const withMotion = existsSync(motionLog)
      ? new Set(readFileSync(motionLog, 'utf8').split('\n').filter(Boolean)).size
      : 0;
    console.log(
      `\nStorybook in Chromium: ${results.numPassedTests}/${results.numTotalTests} stories passed with ` +
        `prefers-reduced-motion: reduce (play functions + axe, a11y.test = 'error'), and ${withMotion} ` +
        `stories with a play function passed again with animations playing (no-preference): ${verdict}.`,
    );
  } catch {
    console.log('\nStorybook in Chromium: the test runner wrote no results.');
  }
}

function removeTemporaryBuild() {
  if (!staticDirArg) rmSync(outDir, { recursive: true, force: true });
}

console.log('Building Storybook...');
const buildCode = await run('npx', ['--no-install', 'storybook', 'build', '--quiet', '-o', outDir]);
if (buildCode !== 0) {
  removeTemporaryBuild();
  process.exit(buildCode);
}

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const server = await preview({
  root,
  configFile: false,
  logLevel: 'warn',
  build: { outDir },
  preview: { host: '127.0.0.1', port, strictPort: true, open: false },
});

const resultsDir = mkdtempSync(join(tmpdir(), 'test-storybook-'));
let code = 1;
try {
  await waitOn({ resources: [`http-get://127.0.0.1:${port}/index.json`], timeout: 30000 });
  const resultsFile = join(resultsDir, 'results.json');
  const motionLog = join(resultsDir, 'with-motion.txt');
  code = await run(
    'npx',
    [
      '--no-install',
      'test-storybook',
      '--url',
      url,
      '--maxWorkers',
      '2',
      '--json',
      '--outputFile',
      resultsFile,
      ...runnerArgs,
    ],
    { STORYBOOK_MOTION_LOG: motionLog },
  );
  summarize(resultsFile, motionLog);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await server.close();
  rmSync(resultsDir, { recursive: true, force: true });
  removeTemporaryBuild();
}
process.exit(code);
