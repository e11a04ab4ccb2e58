// Streams a feed's rows (JSON Lines or CSV) with their line numbers, one at a time, so a file of any
// size is read in constant memory. A line that is not a JSON object, or a CSV record that cannot
// be parsed, is yielded as an error for that line; reading goes on.

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

/** A JSON Lines line as a record (null for a blank line). */
function jsonRecord(line: number, text: string): FeedRecord | null {
  // A row as written ({...}) is parsed as it is; anything else is trimmed first (trim also drops a
  // byte order mark, U+FEFF being white space to it), and is blank when nothing is left.
  let json = text;
  if (text.charCodeAt(0) !== 123 || text.charCodeAt(text.length - 1) !== 125) {
    json = text.trim();
    if (json === '') return null;
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { line, error: 'not valid JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { line, error: 'a row must be a JSON object' };
  return { line, raw: value as Record<string, unknown> };
}

const LF = 10;
const CR = 13;

// Lines end at \n, \r\n or a lone \r (as node:readline reads them). They are found in the bytes
// (neither byte occurs inside a multi-byte UTF-8 character), and only each line is decoded: a
// search for \n in the decoded text costs several times more than the bytes' own search. The
// records of each chunk of input are handed over together: one turn of the event loop per chunk,
// not one per line.
async function* readJsonLines(input: Readable): AsyncGenerator<FeedRecord[]> {
  let line = 0;
  // The unfinished last line of the chunks so far.
  let carry: Buffer | null = null;
  const take = (bytes: Buffer, start: number, end: number, out: FeedRecord[]) => {
    line++;
    const record = jsonRecord(line, bytes.toString('utf8', start, end));
    if (record) out.push(record);
  };
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    const read = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    const bytes: Buffer = carry ? Buffer.concat([carry, read]) : read;
    const out: FeedRecord[] = [];
    let start = 0;
    if (bytes.indexOf(CR) === -1) {
      // Lines end at \n only (most files).
      for (let end = bytes.indexOf(LF); end !== -1; end = bytes.indexOf(LF, start)) {
        take(bytes, start, end, out);
        start = end + 1;
      }
    } else {
      // A \r at the very end may be the first half of \r\n: it waits for the next chunk.
      const end = bytes[bytes.length - 1] === CR ? bytes.length - 1 : bytes.length;
      for (let i = 0; i < end; i++) {
        const c = bytes[i];
        if (c !== LF && c !== CR) continue;
        take(bytes, start, i, out);
        if (c === CR && bytes[i + 1] === LF) i++;
        start = i + 1;
      }
    }
    // A copy, so the chunk read is not kept alive by its unfinished line.
    carry = start < bytes.length ? Buffer.from(bytes.subarray(start)) : null;
    if (out.length > 0) yield out;
  }
  const out: FeedRecord[] = [];
  if (carry) {
    const end = carry[carry.length - 1] === CR ? carry.length - 1 : carry.length;
    if (end > 0) take(carry, 0, end, out);
  }
  if (out.length > 0) yield out;
}

async function* readCsv(input: Readable): AsyncGenerator<FeedRecord[]> {
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
    const out = skipped.splice(0);
    out.push({ line: item.info.lines, raw: item.record });
    yield out;
  }
  if (skipped.length > 0) yield skipped.splice(0);
}

/** Reads `input` as `format`, yielding the records as they arrive, in order, a few at a time. */
export function readFeedChunks(input: Readable, format: FeedFormat): AsyncGenerator<FeedRecord[]> {
  return format === 'csv' ? readCsv(input) : readJsonLines(input);
}

/** Reads `input` as `format`, yielding each record with its line number. */
export async function* readFeed(input: Readable, format: FeedFormat): AsyncGenerator<FeedRecord> {
  for await (const records of readFeedChunks(input, format)) yield* records;
}
