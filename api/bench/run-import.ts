// The operator's command, timed: `npm run import -- FILE` on a database of its own, with the demo
// catalogue off, from the command to its summary (what the import benches report).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Runs `npm run import -- FILE` against `databaseUrl`; its output and wall time in seconds. */
export async function runImport(
  file: string,
  databaseUrl: string,
): Promise<{ seconds: number; out: string }> {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', 'import', '--', file], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, DEMO_DATA: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`npm run import failed (exit ${code}):\n${out}`);
  return { seconds: (performance.now() - started) / 1000, out };
}
