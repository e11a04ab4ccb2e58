// Scoring for the matching evaluation (bench/matching-eval.ts): where an import put each listing,
// compared with the item each listing really is. Pairwise precision and recall (two listings on one
// product variant = the matcher says "same item, same pack") with 95% Wilson intervals, and the
// wrong pairs grouped by a cause read from the listings themselves (never from the matcher's
// reasons), with examples.

/** One feed row of an evaluation set, with the item it really is. */
export interface EvalRow {
  /** `${merchant}:${sku}`, as the importer keys listings. */
  key: string;
  label: string;
  merchant: string;
  sku: string;
  city: string;
  title: string;
  brand?: string;
  pack?: string;
  mrp: number;
  url: string;
}

/** Where the import put one listing. */
export interface Placement {
  variant: string;
  product: string;
  /** The variant's pack label ('500 ml'). */
  variantLabel: string;
  /** The listing's match kind (matched, created, review, ...). */
  kind: string;
  /** Whether a suggestion for the listing waits for the operator. */
  pendingReview: boolean;
}

/** A cause with how many pairs it explains and a few examples. */
export interface CauseCount {
  cause: string;
  pairs: number;
  examples: string[];
}

/** Precision, recall and the wrong pairs of one set. */
export interface PairScore {
  listings: number;
  items: number;
  labelledPairs: number;
  predictedPairs: number;
  truePairs: number;
  precision: number;
  precisionInterval: [number, number];
  recall: number;
  recallInterval: [number, number];
  /** Variants holding listings of two or more items. */
  mixedVariants: number;
  /** Items whose listings are on two or more variants. */
  splitItems: number;
  falseMerges: CauseCount[];
  misses: CauseCount[];
}

const pairs = (n: number) => (n * (n - 1)) / 2;

/** The 95% Wilson score interval of `k` successes in `n` trials (NaN for n = 0: nothing to judge). */
export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [Number.NaN, Number.NaN];
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * A title that names a bundle of different things or a promotional pack ('A + B', 'Combo', 'Buy 3
 * Get 1', 'Pack of 2 (A, B)'): a product of its own, never a pack size of one of its parts. (A
 * multipack of one item, '4 x 70 g', 'Pack of 2', may well be a pack size of that item's product.)
 */
export function isComboTitle(text: string): boolean {
  return /\+|\bcombo\b|\bbuy \d+ get \d+|\bpack of \d+\s*\([^)]*,/i.test(text);
}

/** A title that names a bundle or a multipack rather than one pack of one item. */
export function isBundleTitle(text: string): boolean {
  return /\s\+\s|\+|\bcombo\b|\bpack of \d|\bbuy \d+ get \d|\bset of \d|\b\d+\s*[x×]\s*\d|\(\s*\d+\s*x\s|\bmultipack\b|\bsaver pack\b/i.test(
    text,
  );
}

const norm = (text: string | undefined) =>
  (text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const firstWord = (row: EvalRow) => norm(row.title).split(' ')[0] ?? '';

const describe = (row: EvalRow, placement?: Placement) =>
  `${row.merchant} '${row.title}'${row.brand ? ` [${row.brand}]` : ''}${row.pack ? ` (${row.pack})` : ''} ₹${row.mrp}${placement ? ` -> ${placement.variantLabel}` : ''}`;

const mrpGap = (a: EvalRow, b: EvalRow) => Math.abs(a.mrp - b.mrp) / Math.max(a.mrp, b.mrp, 1);

/** Why two listings of different items ended up on one variant. */
function falseMergeCause(a: EvalRow, b: EvalRow): string {
  const bundleA = isBundleTitle(`${a.title} ${a.pack ?? ''}`);
  const bundleB = isBundleTitle(`${b.title} ${b.pack ?? ''}`);
  if (bundleA !== bundleB) return 'a bundle or multipack joined with a single pack';
  if (a.merchant === b.merchant)
    return 'two listings of one merchant (one of them hidden: one offer per merchant and variant)';
  if (mrpGap(a, b) > 0.1) return 'MRPs more than 10% apart';
  if (norm(a.title) === norm(b.title)) return 'same title, same MRP (look-alike items)';
  if (firstWord(a) !== firstWord(b) && norm(a.brand) !== norm(b.brand)) return 'another brand, same kind';
  return 'same brand, another line (MRPs within 10%)';
}

/** Why two listings of one item ended up on different variants. */
function missCause(a: EvalRow, b: EvalRow, pa: Placement, pb: Placement): string {
  if (pa.pendingReview || pb.pendingReview) return 'left for review (a suggestion waits)';
  if (a.merchant === b.merchant) return "one merchant's skus of the item (per city) apart";
  if (norm(pa.variantLabel) !== norm(pb.variantLabel)) return 'pack size read differently';
  if (mrpGap(a, b) > 0.05) return 'MRPs more than 5% apart';
  const brandA = norm(a.brand);
  const brandB = norm(b.brand);
  if (!brandA || !brandB) return 'brand field missing on one side';
  if (brandA !== brandB) return 'brand written differently (parent company, spelling)';
  return 'title words differ';
}

function addCause(
  into: Map<string, CauseCount>,
  cause: string,
  weight: number,
  example: string,
  examplesPerCause: number,
) {
  const entry = into.get(cause) ?? { cause, pairs: 0, examples: [] };
  entry.pairs += weight;
  if (entry.examples.length < examplesPerCause) entry.examples.push(example);
  into.set(cause, entry);
}

function push(into: Map<string, Map<string, EvalRow[]>>, outer: string, inner: string, row: EvalRow) {
  let group = into.get(outer);
  if (!group) {
    group = new Map();
    into.set(outer, group);
  }
  const list = group.get(inner);
  if (list) list.push(row);
  else group.set(inner, [row]);
}

const sorted = (m: Map<string, CauseCount>) => [...m.values()].sort((a, b) => b.pairs - a.pairs);

/**
 * Scores where each listing went. `rows` may hold a listing more than once (one row per city): a
 * listing counts once, by its first row. Every listing must have a placement.
 */
export function scorePairs(rows: EvalRow[], placed: Map<string, Placement>, examplesPerCause = 3): PairScore {
  const listings = new Map<string, EvalRow>();
  for (const row of rows) if (!listings.has(row.key)) listings.set(row.key, row);
  const byVariant = new Map<string, Map<string, EvalRow[]>>();
  const byLabel = new Map<string, Map<string, EvalRow[]>>();
  for (const row of listings.values()) {
    const p = placed.get(row.key);
    if (!p) throw new Error(`listing ${row.key} was not imported`);
    push(byVariant, p.variant, row.label, row);
    push(byLabel, row.label, p.variant, row);
  }
  let truePairs = 0;
  let predictedPairs = 0;
  let labelledPairs = 0;
  let mixedVariants = 0;
  let splitItems = 0;
  const falseMerges = new Map<string, CauseCount>();
  const misses = new Map<string, CauseCount>();
  for (const labels of byVariant.values()) {
    let size = 0;
    for (const list of labels.values()) {
      size += list.length;
      truePairs += pairs(list.length);
    }
    predictedPairs += pairs(size);
    if (labels.size < 2) continue;
    mixedVariants++;
    const groups = [...labels.values()];
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const a = groups[i]![0]!;
        const b = groups[j]![0]!;
        addCause(
          falseMerges,
          falseMergeCause(a, b),
          groups[i]!.length * groups[j]!.length,
          `${describe(a, placed.get(a.key))}  ~  ${describe(b)}`,
          examplesPerCause,
        );
      }
    }
  }
  for (const variants of byLabel.values()) {
    let size = 0;
    for (const list of variants.values()) size += list.length;
    labelledPairs += pairs(size);
    if (variants.size < 2) continue;
    splitItems++;
    const groups = [...variants.values()];
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const a = groups[i]![0]!;
        const b = groups[j]![0]!;
        const pa = placed.get(a.key)!;
        const pb = placed.get(b.key)!;
        addCause(
          misses,
          missCause(a, b, pa, pb),
          groups[i]!.length * groups[j]!.length,
          `${describe(a, pa)}  |  ${describe(b, pb)}`,
          examplesPerCause,
        );
      }
    }
  }
  return {
    listings: listings.size,
    items: byLabel.size,
    labelledPairs,
    predictedPairs,
    truePairs,
    precision: predictedPairs === 0 ? 1 : truePairs / predictedPairs,
    precisionInterval: wilson(truePairs, predictedPairs),
    recall: labelledPairs === 0 ? 1 : truePairs / labelledPairs,
    recallInterval: wilson(truePairs, labelledPairs),
    mixedVariants,
    splitItems,
    falseMerges: sorted(falseMerges),
    misses: sorted(misses),
  };
}
