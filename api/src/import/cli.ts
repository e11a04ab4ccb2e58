// `npm run import -- <file | -> [--format jsonl|csv] [--dry-run] [--snapshot [--force]]`,
// `npm run import -- review ...` (cli-review.ts), `npm run import -- quarantine ...`
// (cli-quarantine.ts) and `npm run import -- demo remove`. Same
// DATABASE_URL and DEMO_DATA rules as `npm start`: the SQLite file api/data/compare.sqlite by
// default, migrated, and given the demo catalogue when empty (the reference data alone with
// DEMO_DATA=off). Exits non-zero when the feed cannot be read at all, a snapshot stops before
// writing, or the command is wrong.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { generateCatalogue } from '../catalogue/index';
import { loadConfig } from '../config';
import { createDb, migrate } from '../db/knex';
import { publishChange } from '../repositories/changes';
import { QUARANTINE_USAGE, runQuarantine } from './cli-quarantine';
import { REVIEW_USAGE, runReview, UsageError } from './cli-review';
import { prepareDatabase, removeDemo } from './demo';
import { importFeed } from './importer';
import { type FeedFormat, formatOf } from './read-feed';
import { progressLine, summaryText } from './report';
import { SnapshotRefused } from './snapshot';

const USAGE = `Usage:
  npm run import -- <file | -> [--format jsonl|csv] [--dry-run] [--batch-rows N]
                                           N rows per transaction (20000 by default)
  npm run import -- <file> --snapshot [--force]
                                           the file lists everything of each merchant and city it
                                           holds: retire their listings it leaves out
${REVIEW_USAGE}
${QUARANTINE_USAGE}
  npm run import -- demo remove            drop the demo catalogue, keep everything imported`;

interface ImportArgs {
  file: string;
  format: FeedFormat | null;
  dryRun: boolean;
  snapshot: boolean;
  force: boolean;
  batchRows: number | undefined;
}

function parseImportArgs(args: string[]): ImportArgs {
  let file: string | null = null;
  let format: FeedFormat | null = null;
  let dryRun = false;
  let snapshot = false;
  let force = false;
  let batchRows: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--snapshot') snapshot = true;
    else if (arg === '--force') force = true;
    else if (arg === '--format' || arg.startsWith('--format=')) {
      const value = arg.includes('=') ? arg.slice('--format='.length) : args[++i];
      if (value !== 'jsonl' && value !== 'csv') throw new UsageError('--format must be jsonl or csv');
      format = value;
    } else if (arg === '--batch-rows' || arg.startsWith('--batch-rows=')) {
      const value = Number(arg.includes('=') ? arg.slice('--batch-rows='.length) : args[++i]);
      if (!Number.isInteger(value) || value < 1)
        throw new UsageError('--batch-rows needs a whole number of at least 1');
      batchRows = value;
    } else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else if (file === null) file = arg;
    else throw new UsageError(`one feed at a time (got ${file} and ${arg})`);
  }
  if (file === null) throw new UsageError('name a feed file, or - for standard input');
  if (force && !snapshot) throw new UsageError('--force goes with --snapshot');
  if (snapshot && file === '-') throw new UsageError('--snapshot needs a file (it is read twice)');
  return { file, format, dryRun, snapshot, force, batchRows };
}

async function openDb() {
  const config = loadConfig();
  const db = createDb(config.database);
  await migrate(db);
  const prepared = await prepareDatabase(db, generateCatalogue, config.demoData);
  if (prepared && 'demo' in prepared) process.stderr.write('Empty database: seeded the demo catalogue.\n');
  else if (prepared) process.stderr.write('Empty database: seeded the reference data (DEMO_DATA=off).\n');
  return db;
}

// An import's heap is mostly what it keeps (the catalogue's index, each merchant's items, the run's
// listings), and it allocates per row besides: between full collections V8 lets such a heap grow
// to about twice what is live. Letting it grow by at most half trades more frequent collections for
// a lower peak (the scale feed's 315,100 rows: peak RSS 1.29 GB -> 1.01 GB). V8 reads the flag each
// time it sets the heap's limit, so setting it here, before the import, is enough.
const HEAP_GROWING = '--heap-growing-percent=50';

async function runImport(args: ImportArgs): Promise<number> {
  setFlagsFromString(HEAP_GROWING);
  const baseDir = process.env.INIT_CWD ?? process.cwd();
  let input: Readable;
  let size: number | null = null;
  let path = '';
  const format = args.format ?? (args.file === '-' ? 'jsonl' : formatOf(args.file));
  if (args.file === '-') input = process.stdin;
  else {
    path = resolve(baseDir, args.file);
    try {
      const info = await stat(path);
      if (!info.isFile()) throw new Error('not a file');
      size = info.size;
    } catch (err) {
      process.stderr.write(`Cannot read ${path}: ${err instanceof Error ? err.message : String(err)}\n`);
      return 2;
    }
    input = createReadStream(path);
  }
  const db = await openDb();
  const tty = process.stderr.isTTY === true;
  let lastDraw = 0;
  try {
    const summary = await importFeed(db, {
      input,
      format,
      dryRun: args.dryRun,
      ...(args.batchRows ? { batchSize: args.batchRows } : {}),
      ...(args.snapshot ? { snapshot: { reread: () => createReadStream(path), force: args.force } } : {}),
      onProgress: (progress) => {
        if (!tty || progress.elapsedMs - lastDraw < 200) return;
        lastDraw = progress.elapsedMs;
        process.stderr.write(`\r\u001b[2K${progressLine(progress, size)}`);
      },
    });
    if (tty) process.stderr.write('\r\u001b[2K');
    process.stdout.write(`${summaryText(summary)}\n`);
    // Running API instances on PostgreSQL reload their catalogue at once; on SQLite their
    // background reload picks the import up (docs/feeds.md).
    if (!args.dryRun) {
      await publishChange(db, { kind: 'catalogue' }).catch((err: unknown) =>
        process.stderr.write(
          `Imported, but running servers were not told: ${err instanceof Error ? err.message : String(err)}\n`,
        ),
      );
    }
    return 0;
  } catch (err) {
    if (tty) process.stderr.write('\n');
    if (err instanceof SnapshotRefused) {
      process.stderr.write(`Import stopped: ${err.message}\n`);
      return 1;
    }
    const code = (err as NodeJS.ErrnoException).code;
    process.stderr.write(`Import stopped: ${err instanceof Error ? err.message : String(err)}\n`);
    // A file that cannot be read at all; anything else is a database or program error.
    return code === 'EACCES' || code === 'EISDIR' || code === 'ENOENT' ? 2 : 1;
  } finally {
    await db.destroy();
  }
}

async function runDemo(args: string[]): Promise<number> {
  if (args.length !== 1 || args[0] !== 'remove') throw new UsageError('the demo command is: demo remove');
  const db = await openDb();
  try {
    const removed = await removeDemo(db, generateCatalogue);
    process.stdout.write(
      `${[
        'Demo catalogue removed; imported listings, their products and history kept.',
        `  products removed:       ${removed.products}`,
        `  pack sizes removed:     ${removed.variants}`,
        `  offers removed:         ${removed.offers} (with ${removed.observations} demo price observations)`,
        `  listings removed:       ${removed.listings}`,
        `  stores removed:         ${removed.stores}`,
        `  trending lists removed: ${removed.trendingSections}`,
        'Start with DEMO_DATA=off so an empty catalogue is not given the demo again.',
      ].join('\n')}\n`,
    );
    await publishChange(db, { kind: 'catalogue' }).catch((err: unknown) =>
      process.stderr.write(
        `Removed, but running servers were not told: ${err instanceof Error ? err.message : String(err)}\n`,
      ),
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv.some((arg) => arg === '--help' || arg === '-h')) {
    process.stdout.write(`${USAGE}\n`);
    return argv.length === 0 ? 1 : 0;
  }
  try {
    if (argv[0] === 'demo') return await runDemo(argv.slice(1));
    if (argv[0] !== 'review' && argv[0] !== 'quarantine') return await runImport(parseImportArgs(argv));
    const db = await openDb();
    try {
      const run = argv[0] === 'review' ? runReview : runQuarantine;
      return await run(db, argv.slice(1), (text) => process.stdout.write(`${text}\n`));
    } finally {
      await db.destroy();
    }
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`${err.message}\n${USAGE}\n`);
      return 1;
    }
    throw err;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`Import failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
