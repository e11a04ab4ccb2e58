// Small process helpers shared by the repo scripts (start, test, bench).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs a command with inherited stdio; resolves to its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

/** Runs `npx <bin> ...args` from the repo root. */
export function npx(bin, args, options) {
  return run('npx', ['--no-install', bin, ...args], options);
}
