// `npm run import -- <file | -> [--format jsonl|csv] [--dry-run]` and
// `npm run import -- review [accept|reject <id...>]`. Same DATABASE_URL rules as `npm start`: the
// SQLite file api/data/compare.sqlite by default, migrated, and seeded with the demo catalogue
// when empty. Exits non-zero only when the feed cannot be read at all (or the command is wrong).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { generateCatalogue } from '../catalogue/index';
import { loadConfig } from '../config';
import { createDb, migrate } from '../db/knex';
import { publishChange } from '../repositories/changes';
import { createMatchReviewsRepository } from '../repositories/match-reviews';
import { loadDemoIfEmpty } from './demo';
import { importFeed } from './importer';
import { type FeedFormat, formatOf } from './read-feed';
import { progressLine, reviewText, summaryText } from './report';

const USAGE = `Usage:
  npm run import -- <file | -> [--format jsonl|csv] [--dry-run]
  npm run import -- review                 list matches waiting for review
  npm run import -- review accept <id...>  join listings to the suggested product
  npm run import -- review reject <id...>  keep them apart (remembered on re-import)`;

class UsageError extends Error {}

interface ImportArgs {
  file: string;
  format: FeedFormat | null;
  dryRun: boolean;
}

function parseImportArgs(args: string[]): ImportArgs {
  let file: string | null = null;
  let format: FeedFormat | null = null;
  let dryRun = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--format' || arg.startsWith('--format=')) {
      const value = arg.includes('=') ? arg.slice('--format='.length) : args[++i];
      if (value !== 'jsonl' && value !== 'csv') throw new UsageError('--format must be jsonl or csv');
      format = value;
    } else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else if (file === null) file = arg;
    else throw new UsageError(`one feed at a time (got ${file} and ${arg})`);
  }
  if (file === null) throw new UsageError('name a feed file, or - for standard input');
  return { file, format, dryRun };
}

async function openDb() {
  const config = loadConfig();
  const db = createDb(config.database);
  await migrate(db);
  if (await loadDemoIfEmpty(db, generateCatalogue))
    process.stderr.write('Empty database: seeded the demo catalogue.\n');
  return db;
}

async function runImport(args: ImportArgs): Promise<number> {
  const baseDir = process.env.INIT_CWD ?? process.cwd();
  let input: Readable;
  let size: number | null = null;
  const format = args.format ?? (args.file === '-' ? 'jsonl' : formatOf(args.file));
  if (args.file === '-') input = process.stdin;
  else {
    const path = resolve(baseDir, args.file);
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
    const code = (err as NodeJS.ErrnoException).code;
    process.stderr.write(`Import stopped: ${err instanceof Error ? err.message : String(err)}\n`);
    // A file that cannot be read at all; anything else is a database or program error.
    return code === 'EACCES' || code === 'EISDIR' || code === 'ENOENT' ? 2 : 1;
  } finally {
    await db.destroy();
  }
}

async function runReview(args: string[]): Promise<number> {
  const [action, ...ids] = args;
  if (action !== undefined && action !== 'list' && action !== 'accept' && action !== 'reject') {
    throw new UsageError(`unknown review action ${action}`);
  }
  const numbers = ids.map((id) => Number(id.replace(/^#/, '')));
  if (
    (action === 'accept' || action === 'reject') &&
    (numbers.length === 0 || numbers.some((n) => !Number.isInteger(n)))
  ) {
    throw new UsageError(`review ${action} needs one or more numeric ids`);
  }
  const db = await openDb();
  try {
    const repo = createMatchReviewsRepository(db);
    if (action === undefined || action === 'list') {
      process.stdout.write(`${reviewText(await repo.reviews('pending'))}\n`);
      return 0;
    }
    let failed = 0;
    for (const id of numbers) {
      const done = await repo.decide(id, action === 'accept');
      process.stdout.write(done ? `#${id} ${action}ed\n` : `#${id}: no pending review with this id\n`);
      if (!done) failed++;
    }
    return failed > 0 ? 1 : 0;
  } finally {
    await db.destroy();
  }
}

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h') {
    process.stdout.write(`${USAGE}\n`);
    return argv.length === 0 ? 1 : 0;
  }
  try {
    return argv[0] === 'review' ? await runReview(argv.slice(1)) : await runImport(parseImportArgs(argv));
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
