// Scores a search over the evaluation set: first-result relevance, precision over the top 5,
// zero-result rate, pack-size selection and latency, per query class and overall.
import type { Catalogue } from '../../src/catalogue/types';
import { EVAL_QUERIES, type EvalQuery, type QueryClass } from './queries';

/** What one search answered, as the evaluation needs it. */
export interface Answer {
  /** Product ids, best first (at least the first 5). */
  ids: string[];
  /** The first variant label of each returned product (what its card selects). */
  firstVariants: string[];
  ms: number;
}

/** The outcome of one query. */
export interface QueryOutcome {
  query: EvalQuery;
  relevant: Set<string>;
  answer: Answer;
  firstRelevant: boolean;
  precision5: number;
  zero: boolean;
  /** Null when the query names no pack size. */
  variantOk: boolean | null;
}

/** Figures for one class of queries (or all). */
export interface ClassFigures {
  kind: QueryClass | 'all';
  queries: number;
  firstRelevant: number;
  precision5: number;
  zeroRate: number;
  variantOk: number | null;
  medianMs: number;
  p99Ms: number;
}

/** Targets of the search on the evaluation set. */
export const TARGETS = { firstRelevant: 0.97, precision5: 0.92, zeroRate: 0.01, variantOk: 0.95, p99Ms: 20 };

/** The relevant product ids of a query: explicit ids, `@category-slug` and `@brand:Name`. */
export function relevantIds(query: EvalQuery, catalogue: Catalogue): Set<string> {
  const out = new Set<string>();
  for (const token of query.relevant) {
    if (token.startsWith('@brand:')) {
      const brand = token.slice('@brand:'.length);
      for (const p of catalogue.products) if (p.brand === brand) out.add(p.id);
    } else if (token.startsWith('@')) {
      for (const p of catalogue.products) if (p.category === token.slice(1)) out.add(p.id);
    } else {
      out.add(token);
    }
  }
  return out;
}

/** Scores one answer. Precision@5 counts relevant products among the first five over what could be there. */
export function scoreQuery(query: EvalQuery, relevant: Set<string>, answer: Answer): QueryOutcome {
  const top = answer.ids.slice(0, 5);
  const hits = top.filter((id) => relevant.has(id)).length;
  const firstId = answer.ids[0];
  const firstRelevant = firstId !== undefined && relevant.has(firstId);
  let variantOk: boolean | null = null;
  if (query.variant !== undefined) {
    const at = answer.ids.findIndex((id) => relevant.has(id));
    variantOk = at >= 0 && answer.firstVariants[at] === query.variant;
  }
  return {
    query,
    relevant,
    answer,
    firstRelevant,
    precision5: hits / Math.min(5, relevant.size),
    zero: answer.ids.length === 0,
    variantOk,
  };
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

/** Figures per class, then overall. `latencies` are extra timing samples per query (uncached repeats). */
export function summarise(
  outcomes: readonly QueryOutcome[],
  latencies: readonly number[] = [],
): ClassFigures[] {
  const kinds = [...new Set(outcomes.map((o) => o.query.kind))];
  const figures = (kind: QueryClass | 'all', list: readonly QueryOutcome[], extra: readonly number[]) => {
    const variants = list.filter((o) => o.variantOk !== null);
    const ms = [...list.map((o) => o.answer.ms), ...extra];
    return {
      kind,
      queries: list.length,
      firstRelevant: list.filter((o) => o.firstRelevant).length / list.length,
      precision5: list.reduce((sum, o) => sum + o.precision5, 0) / list.length,
      zeroRate: list.filter((o) => o.zero).length / list.length,
      variantOk: variants.length === 0 ? null : variants.filter((o) => o.variantOk).length / variants.length,
      medianMs: percentile(ms, 0.5),
      p99Ms: percentile(ms, 0.99),
    };
  };
  return [
    ...kinds.map((kind) =>
      figures(
        kind,
        outcomes.filter((o) => o.query.kind === kind),
        [],
      ),
    ),
    figures('all', outcomes, latencies),
  ];
}

/** Runs every query of the set through `search` and scores it. */
export async function evaluate(
  catalogue: Catalogue,
  search: (q: string) => Promise<Answer>,
): Promise<QueryOutcome[]> {
  const outcomes: QueryOutcome[] = [];
  for (const query of EVAL_QUERIES) {
    outcomes.push(scoreQuery(query, relevantIds(query, catalogue), await search(query.q)));
  }
  return outcomes;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The figures as a fixed-width table. */
export function formatTable(rows: readonly ClassFigures[]): string {
  const head = [
    'class',
    'queries',
    'first relevant',
    'precision@5',
    'zero results',
    'pack selected',
    'median ms',
    'p99 ms',
  ];
  const body = rows.map((r) => [
    r.kind,
    String(r.queries),
    pct(r.firstRelevant),
    r.precision5.toFixed(3),
    pct(r.zeroRate),
    r.variantOk === null ? '-' : pct(r.variantOk),
    r.medianMs.toFixed(2),
    r.p99Ms.toFixed(2),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

/** The queries that did worst (first result not relevant, then lowest precision), hardest first. */
export function hardest(outcomes: readonly QueryOutcome[], count: number): QueryOutcome[] {
  return [...outcomes]
    .sort(
      (a, b) =>
        Number(a.firstRelevant) - Number(b.firstRelevant) ||
        a.precision5 - b.precision5 ||
        Number(a.variantOk ?? true) - Number(b.variantOk ?? true) ||
        b.answer.ms - a.answer.ms,
    )
    .slice(0, count);
}
