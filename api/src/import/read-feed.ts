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
  const trimmed = line === 1 ? text.replace(/^\uFEFF/, '').trim() : text.trim();
  if (trimmed === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return { line, error: 'not valid JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { line, error: 'a row must be a JSON object' };
  return { line, raw: value as Record<string, unknown> };
}

// Lines end at \n, \r\n or a lone \r (as node:readline reads them). The records of each chunk of
// input are handed over together: one turn of the event loop per chunk, not one per line.
async function* readJsonLines(input: Readable): AsyncGenerator<FeedRecord[]> {
  const decoder = new TextDecoder('utf-8');
  let line = 0;
  // The unfinished last line of the chunks so far.
  let carry = '';
  const take = (text: string, out: FeedRecord[]) => {
    line++;
    const record = jsonRecord(line, text);
    if (record) out.push(record);
  };
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    const text = carry + (typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    const out: FeedRecord[] = [];
    let start = 0;
    if (text.indexOf('\r') === -1) {
      // Lines end at \n only (most files): found by the engine's own search.
      for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
        take(text.slice(start, end), out);
        start = end + 1;
      }
    } else {
      // A \r at the very end may be the first half of \r\n: it waits for the next chunk.
      const end = text.endsWith('\r') ? text.length - 1 : text.length;
      for (let i = 0; i < end; i++) {
        const c = text.charCodeAt(i);
        if (c !== 10 && c !== 13) continue;
        take(text.slice(start, i), out);
        if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
        start = i + 1;
      }
    }
    carry = text.slice(start);
    if (out.length > 0) yield out;
  }
  carry += decoder.decode();
  const out: FeedRecord[] = [];
  if (carry.endsWith('\r')) carry = carry.slice(0, -1);
  if (carry !== '') take(carry, out);
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
