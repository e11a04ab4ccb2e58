// Streams a feed's rows (JSON Lines or CSV) with their line numbers, one at a time, so a file of any
// size is read in constant memory. A line that is not a JSON object, or a CSV record that cannot
// be parsed, is yielded as an error for that line; reading goes on.

import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';

/** The two feed formats. */
export type FeedFormat = 'jsonl' | 'csv';

/** One record read from a feed. */
export type FeedRecord = { line: number; raw: Record<string, unknown> } | { line: number; error: string };

/** The format a file name suggests (CSV for .csv, JSON Lines otherwise). */
export function formatOf(name: string): FeedFormat {
  return /\.csv$/i.test(name) ? 'csv' : 'jsonl';
}

async function* readJsonLines(input: Readable): AsyncGenerator<FeedRecord> {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let line = 0;
  for await (const text of lines) {
    line++;
    const trimmed = line === 1 ? text.replace(/^\uFEFF/, '').trim() : text.trim();
    if (trimmed === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch {
      yield { line, error: 'not valid JSON' };
      continue;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      yield { line, error: 'a row must be a JSON object' };
      continue;
    }
    yield { line, raw: value as Record<string, unknown> };
  }
}

async function* readCsv(input: Readable): AsyncGenerator<FeedRecord> {
  const skipped: FeedRecord[] = [];
  const parser = parse({
    columns: (header: string[]) => header.map((h) => h.trim()),
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
    skip_records_with_error: true,
  });
  parser.on('skip', (err: Error & { lines?: number }) => {
    skipped.push({ line: err.lines ?? 0, error: `not a valid CSV record (${err.message.split('.')[0]})` });
  });
  input.on('error', (err) => parser.destroy(err));
  input.pipe(parser);
  for await (const item of parser as AsyncIterable<{
    record: Record<string, string>;
    info: { lines: number };
  }>) {
    while (skipped.length > 0) yield skipped.shift()!;
    yield { line: item.info.lines, raw: item.record };
  }
  while (skipped.length > 0) yield skipped.shift()!;
}

/** Reads `input` as `format`, yielding each record with its line number. */
export function readFeed(input: Readable, format: FeedFormat): AsyncGenerator<FeedRecord> {
  return format === 'csv' ? readCsv(input) : readJsonLines(input);
}
