// What the import command prints: a one-line progress meter on a terminal and the summary.
import { formatINR } from '@compare/core';
import type { ReviewEntry } from '../repositories/match-reviews';
import type { ImportProgress, ImportSummary } from './importer';

const count = (n: number) => n.toLocaleString('en-IN');

/** Rejections listed in the summary; the rest are counted. */
export const REJECTS_SHOWN = 20;

/** One progress line: rows, rows per second and, when the size is known, percent and ETA. */
export function progressLine(progress: ImportProgress, totalBytes: number | null): string {
  const seconds = progress.elapsedMs / 1000;
  const rate = seconds > 0 ? Math.round(progress.rowsRead / seconds) : 0;
  let line = `importing: ${count(progress.rowsRead)} rows, ${count(rate)} rows/s`;
  if (totalBytes && totalBytes > 0 && progress.bytesRead > 0) {
    const share = Math.min(1, progress.bytesRead / totalBytes);
    const eta = share > 0 ? (seconds / share) * (1 - share) : 0;
    line += `, ${Math.floor(share * 100)}%, ETA ${Math.ceil(eta)} s`;
  }
  return line;
}

/** The summary printed at the end of an import. */
export function summaryText(s: ImportSummary): string {
  const seconds = s.elapsedMs / 1000;
  const rate = seconds > 0 ? Math.round(s.rowsRead / seconds) : s.rowsRead;
  const lines = [
    `${s.dryRun ? 'Dry run (nothing written)' : 'Import finished'} in ${seconds.toFixed(1)} s (${count(rate)} rows/s)`,
    `  rows read:              ${count(s.rowsRead)}`,
    `  listings new:           ${count(s.listingsNew)}`,
    `  listings updated:       ${count(s.listingsUpdated)}`,
    `  listings unchanged:     ${count(s.listingsUnchanged)}`,
    `  price observations:     ${count(s.observationsAdded)}`,
    `  merchant listings seen for the first time: ${count(s.newListings)}`,
    `    matched to existing products: ${count(s.matchedToExisting)}${s.newPackSizes ? ` (${count(s.newPackSizes)} as a new pack size)` : ''}`,
    `    products created:             ${count(s.productsCreated)}`,
    `    merges suggested:             ${count(s.leftForReview)}${s.leftForReview ? ' (shown as their own; npm run import -- review)' : ''}`,
    `  rejected:               ${count(s.rejectedCount)}`,
  ];
  for (const r of s.rejected.slice(0, REJECTS_SHOWN)) lines.push(`    line ${r.line}: ${r.reason}`);
  if (s.rejectedCount > REJECTS_SHOWN)
    lines.push(`    ... and ${count(s.rejectedCount - REJECTS_SHOWN)} more`);
  if (s.quarantined > 0) {
    const repeats = s.quarantined - s.quarantinedNew;
    lines.push(
      `  quarantined:            ${count(s.quarantined)} (${repeats > 0 ? `${count(repeats)} held before; ` : ''}not shown until confirmed: npm run import -- quarantine)`,
    );
    for (const h of s.held.slice(0, REJECTS_SHOWN))
      lines.push(
        `    line ${h.line}: ${h.merchant} "${h.title}" ${formatINR(h.price)} (MRP ${formatINR(h.mrp)}) against ${h.median === null ? 'no recent price' : `recent median ${formatINR(h.median)}`}, MRP before ${formatINR(h.previousMrp)}: ${h.reasons.join(', ')}`,
      );
    if (s.quarantined > REJECTS_SHOWN) lines.push(`    ... and ${count(s.quarantined - REJECTS_SHOWN)} more`);
  }
  if (s.confirmed > 0)
    lines.push(`  held prices confirmed:  ${count(s.confirmed)} (a later row within 5% of each: applied)`);
  if (s.snapshotNotes.length > 0) {
    lines.push(`  ${`${s.dryRun ? 'would retire' : 'retired'}:`.padEnd(24)}${count(s.retired)}`);
    for (const note of s.snapshotNotes) lines.push(`    ${note}`);
  }
  return lines.join('\n');
}

/** The suggested merges of a brand: how many, and their lowest and highest scores. */
export interface ReviewGroup {
  brand: string;
  count: number;
  min: number;
  max: number;
}

// Brands listed above the page of suggestions.
const GROUPS_SHOWN = 15;

/**
 * The suggested merges as an operator reads them: by brand first (how many, their scores), then a
 * page of them, each with its evidence, and how to decide many at once.
 */
export function reviewText(
  entries: readonly ReviewEntry[],
  page: { total: number; page: number; pageSize: number } = {
    total: entries.length,
    page: 1,
    pageSize: entries.length,
  },
  groups: readonly ReviewGroup[] = [],
): string {
  if (page.total === 0) return 'No suggested merges.';
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + entries.length - 1;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const lines = [
    `${count(page.total)} suggested merge(s); every listing is shown as its own product until one is accepted.`,
  ];
  if (groups.length > 0) {
    lines.push('By brand:');
    for (const g of groups.slice(0, GROUPS_SHOWN)) {
      const scores = g.min === g.max ? g.min.toFixed(3) : `${g.min.toFixed(3)}-${g.max.toFixed(3)}`;
      lines.push(`  ${g.brand.padEnd(24)} ${String(count(g.count)).padStart(6)}  score ${scores}`);
    }
    if (groups.length > GROUPS_SHOWN)
      lines.push(`  ... and ${count(groups.length - GROUPS_SHOWN)} more brands`);
  }
  lines.push(
    entries.length === 0
      ? `Page ${page.page} is past the last (${pages}).`
      : `${count(first)}-${count(last)} shown (page ${page.page} of ${pages}, --page N for more):`,
  );
  for (const e of entries) {
    lines.push(
      `  #${e.id}  score ${e.score.toFixed(3)}  ${e.merchant}: "${e.title}" (${e.pack})`,
      `        -> ${e.candidateName} ${e.candidateLabel ? `(${e.candidateLabel})` : '(as a new pack size)'}  [${e.candidateProductId}]`,
    );
    try {
      const reason = JSON.parse(e.reason) as {
        note?: string;
        gates?: Record<string, string>;
        evidence?: string[];
      };
      const why = reason.evidence ?? (reason.gates ? Object.values(reason.gates) : []);
      lines.push(`        ${[reason.note, why.join('; ')].filter(Boolean).join(' | ')}`);
    } catch {
      lines.push(`        ${e.reason}`);
    }
  }
  lines.push(
    'Accept or reject by id: npm run import -- review accept <id...> | review reject <id...>',
    'or many at once: review accept --brand B | review accept --min-score 0.65 | review reject --max-score 0.55 [--merchant M]',
  );
  return lines.join('\n');
}
