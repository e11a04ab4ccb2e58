// `npm run export -- [file | -]`: writes the open price export (docs/export.md) of the database
// `npm start` uses (DATABASE_URL, or api/data/compare.sqlite). A file is gzip-compressed when its
// name ends in .gz (the default, compare-prices.jsonl.gz); `-` writes plain JSON Lines to stdout.
// Prints what it wrote, how long it took and the process's peak memory.
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { createDb, migrate } from '../db/knex';
import { createExportRepository } from '../repositories/export';
import { writeExport } from '../services/export';

const USAGE = 'Usage: npm run export -- [file.jsonl.gz | file.jsonl | -]   (default compare-prices.jsonl.gz)';

async function main(args: string[]): Promise<number> {
  if (args.length > 1 || args[0] === '--help' || args[0] === '-h') {
    process.stderr.write(`${USAGE}\n`);
    return args.length > 1 ? 2 : 0;
  }
  const config = loadConfig();
  const target = args[0] ?? 'compare-prices.jsonl.gz';
  const toStdout = target === '-';
  const path = toStdout ? null : resolve(process.env.INIT_CWD ?? process.cwd(), target);
  const db = createDb(config.database);
  try {
    await migrate(db);
    const started = performance.now();
    const out = path ? createWriteStream(path) : process.stdout;
    const counts = await writeExport(createExportRepository(db), out, {
      gzip: !toStdout && target.endsWith('.gz'),
    });
    const seconds = (performance.now() - started) / 1000;
    const size = path ? (await stat(path)).size : null;
    const peakMb = process.resourceUsage().maxRSS / 1024;
    process.stderr.write(
      [
        `Export finished in ${seconds.toFixed(1)} s${path ? `: ${path}` : ''}`,
        `  products:     ${counts.products}`,
        `  offers:       ${counts.offers}`,
        `  observations: ${counts.observations}`,
        ...(size === null ? [] : [`  size:         ${(size / 1024 / 1024).toFixed(1)} MB`]),
        `  peak RSS:     ${peakMb.toFixed(0)} MB`,
        '',
      ].join('\n'),
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`Export failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
