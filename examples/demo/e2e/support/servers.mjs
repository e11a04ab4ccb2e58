// Starts what the browser journeys and the Lighthouse run need: the built API (serving the built
// demo) on a free port with a throw-away SQLite file, and a static server for the partner embed on
// another port, i.e. another origin.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import waitOn from 'wait-on';

/** The repository root. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Resolves to a port nobody listens on right now. */
export function freePort() {
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

/**
 * Serves a built single-page app: files from `dir`, index.html for every other path.
 * Resolves to { url, close }.
 */
export async function serveStatic(dir, port) {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) throw new Error(`${index} is missing: build it first`);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const candidate = normalize(join(dir, path));
    // Never serve outside the build directory, whatever the path says.
    const inside = candidate === dir || candidate.startsWith(dir.endsWith(sep) ? dir : dir + sep);
    const file = inside && existsSync(candidate) && statSync(candidate).isFile() ? candidate : index;
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': file === index ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * Starts `node api/dist/server.js` on `port` with a fresh SQLite file in a temp dir, serving the
 * demo build (`staticDir`), with `env` added to its environment. Resolves once /healthz answers, to
 * { url, stop, databaseFile }.
 */
export async function startApi({
  port,
  corsOrigins = [],
  logLevel = 'warn',
  staticDir = join(repoRoot, 'examples/demo/dist'),
  env = {},
}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'compare-e2e-'));
  const child = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `sqlite:${join(dataDir, 'e2e.sqlite')}`,
      STATIC_DIR: staticDir,
      NODE_ENV: 'test',
      LOG_LEVEL: logLevel,
      CORS_ORIGINS: corsOrigins.join(','),
      ...env,
    },
  });
  let exited = false;
  const exit = new Promise((resolve) => {
    child.on('exit', (code) => {
      exited = true;
      resolve(code);
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      waitOn({ resources: [`http-get://127.0.0.1:${port}/healthz`], timeout: 90_000, interval: 250 }),
      exit.then((code) => {
        throw new Error(`the API exited with code ${code} before answering /healthz`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, databaseFile: join(dataDir, 'e2e.sqlite') };
}
