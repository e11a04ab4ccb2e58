// The open price export (docs/export.md): every product, offer and observation with its time, one
// JSON object a line, gzip-compressed. Rows come from the database a page at a time and lines go
// out through a stream with backpressure, so memory stays bounded whatever the history's size.
// GET /api/export/prices.jsonl.gz serves a file written at most once per EXPORT_TTL_MS.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { fromPaise } from '@compare/core';
import type { Logger } from '../logger';
import type { ExportRepository } from '../repositories/export';

/** Version of the line schema documented in docs/export.md. */
export const EXPORT_SCHEMA_VERSION = 1;

/** The terms the data is published under (first line of every export). */
export const EXPORT_LICENCE =
  'Open Database License (ODbL) 1.0, https://opendatacommons.org/licenses/odbl/1-0/ : prices observed on public merchant pages by Compare; share and adapt with attribution ("Compare price data") and under the same licence';

/** How long a written export is served before the next request writes a new one. */
export const EXPORT_TTL_MS = 60 * 60 * 1000;

/** Counts of what an export wrote. */
export interface ExportCounts {
  products: number;
  offers: number;
  observations: number;
}

/** The export's lines: the header, then products, offers and observations, each in key order. */
export async function* exportLines(
  repo: ExportRepository,
  now: Date,
  counts: ExportCounts = { products: 0, offers: 0, observations: 0 },
): AsyncGenerator<string> {
  yield `${JSON.stringify({
    type: 'export',
    schemaVersion: EXPORT_SCHEMA_VERSION,
    generatedAt: now.toISOString(),
    licence: EXPORT_LICENCE,
    schema: 'docs/export.md in the Compare repository',
    currency: 'INR',
  })}\n`;
  for await (const page of repo.products()) {
    counts.products += page.length;
    yield page.map((p) => `${JSON.stringify({ type: 'product', ...p })}\n`).join('');
  }
  for await (const page of repo.offers()) {
    counts.offers += page.length;
    yield page
      .map(({ pricePaise, mrpPaise, ...o }) =>
        JSON.stringify({ type: 'offer', ...o, price: fromPaise(pricePaise), mrp: fromPaise(mrpPaise) }),
      )
      .join('\n')
      .concat('\n');
  }
  for await (const page of repo.observations()) {
    counts.observations += page.length;
    yield page
      .map(({ pricePaise, mrpPaise, ...o }) =>
        JSON.stringify({ type: 'observation', ...o, price: fromPaise(pricePaise), mrp: fromPaise(mrpPaise) }),
      )
      .join('\n')
      .concat('\n');
  }
}

/** Writes the export to `out`, gzip-compressed unless `gzip` is false; resolves with the counts. */
export async function writeExport(
  repo: ExportRepository,
  out: Writable,
  options: { gzip?: boolean; now?: Date } = {},
): Promise<ExportCounts> {
  const counts: ExportCounts = { products: 0, offers: 0, observations: 0 };
  const lines = Readable.from(exportLines(repo, options.now ?? new Date(), counts));
  if (options.gzip === false) await pipeline(lines, out);
  else await pipeline(lines, createGzip({ level: 6 }), out);
  return counts;
}

/** The served export file. */
export interface ExportFile {
  open(): NodeJS.ReadableStream;
  size: number;
  generatedAt: string;
}

/** The export behind GET /api/export/prices.jsonl.gz. */
export interface ExportService {
  /** A written export no older than the ttl (writing one first when needed). */
  current(): Promise<ExportFile>;
}

/** Creates the export service writing into `dir`. */
export function createExportService(deps: {
  repo: ExportRepository;
  dir: string;
  logger: Logger;
  ttlMs?: number;
  now?: () => Date;
}): ExportService {
  const ttlMs = deps.ttlMs ?? EXPORT_TTL_MS;
  const now = deps.now ?? (() => new Date());
  const path = join(deps.dir, 'prices.jsonl.gz');
  let ready: { generatedAt: Date; size: number } | null = null;
  let writing: Promise<{ generatedAt: Date; size: number }> | null = null;
  const write = async () => {
    await mkdir(deps.dir, { recursive: true });
    const generatedAt = now();
    const partial = `${path}.${process.pid}.partial`;
    const started = performance.now();
    try {
      const counts = await writeExport(deps.repo, createWriteStream(partial), { now: generatedAt });
      await rename(partial, path);
      const { size } = await stat(path);
      deps.logger.info('price export written', {
        ...counts,
        bytes: size,
        ms: Math.round(performance.now() - started),
      });
      return { generatedAt, size };
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  };
  return {
    async current() {
      const fresh = ready && now().getTime() - ready.generatedAt.getTime() < ttlMs;
      if (!fresh) {
        writing ??= write().finally(() => {
          writing = null;
        });
        ready = await writing;
      }
      const file = ready as { generatedAt: Date; size: number };
      return {
        open: () => createReadStream(path),
        size: file.size,
        generatedAt: file.generatedAt.toISOString(),
      };
    },
  };
}
