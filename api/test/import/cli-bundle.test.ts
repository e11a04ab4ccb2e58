// `npm run import` runs the import tool from one bundle (scripts/run-cli.mjs), built on first use
// and again whenever a file it was built from changed: an operator who edits or updates the
// sources never runs an old import.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../../..');
// Inside api/node_modules (made if an install hoisted every package), so the bundle resolves the
// API's packages as it does from api/dist.
mkdirSync(join(root, 'api/node_modules'), { recursive: true });
const out = mkdtempSync(join(root, 'api/node_modules/.run-cli-test-'));
const bundle = join(out, 'import-cli.mjs');
const inputsFile = join(out, 'import-cli.inputs.json');

const help = () =>
  run(process.execPath, ['scripts/run-cli.mjs', 'api/src/import/cli.ts', '--help'], {
    cwd: root,
    env: { ...process.env, RUN_CLI_OUT: out },
  }).catch((err: { stdout: string; code: number }) => ({ stdout: err.stdout, code: err.code }));

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('scripts/run-cli.mjs', () => {
  it('builds the tool once, lists what it was built from, and runs it with its own arguments', async () => {
    const { stdout } = await help();
    expect(stdout).toContain('npm run import -- <file | ->');
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8')).inputs as Record<string, [number, number]>;
    expect(Object.keys(inputs)).toEqual(
      expect.arrayContaining([
        'api/src/import/cli.ts',
        'api/src/import/importer.ts',
        'packages/core/src/units.ts',
      ]),
    );
    const built = statSync(bundle).mtimeMs;
    await help();
    expect(statSync(bundle).mtimeMs).toBe(built);
  }, 60_000);

  it('builds again when a source differs from what the bundle was built from', async () => {
    await help();
    const recorded = JSON.parse(readFileSync(inputsFile, 'utf8'));
    const [size] = recorded.inputs['api/src/import/importer.ts'];
    recorded.inputs['api/src/import/importer.ts'][0] = size + 1;
    writeFileSync(inputsFile, JSON.stringify(recorded));
    const before = statSync(bundle).mtimeMs;
    const { stdout } = await help();
    expect(stdout).toContain('npm run import -- <file | ->');
    expect(statSync(bundle).mtimeMs).toBeGreaterThan(before);
    expect(JSON.parse(readFileSync(inputsFile, 'utf8')).inputs['api/src/import/importer.ts'][0]).toBe(size);
  }, 60_000);
});
