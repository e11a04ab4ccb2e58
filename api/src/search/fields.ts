// Where in a product a word was found, and what a match there is worth.

// The score of an exact match in each field, and of a prefix match.
const FIELD_SCORES = { name: [10, 4], brand: [8, 4], kind: [9, 3], tag: [6, 3], category: [5, 2] } as const;
type Field = keyof typeof FIELD_SCORES;
const FIELDS = Object.keys(FIELD_SCORES) as Field[];
/** Extra score when a word names the product's kind (`butter` for a butter, not butterscotch). */
const KIND_BONUS = 6;
/** Extra score when the word also names the product's category ("oil" for a cooking oil, not baby oil). */
const CATEGORY_BONUS = 6;

/** The bit of each field in a posting's field mask. */
export const FIELD_BIT: Readonly<Record<Field, number>> = {
  name: 1 << FIELDS.indexOf('name'),
  brand: 1 << FIELDS.indexOf('brand'),
  kind: 1 << FIELDS.indexOf('kind'),
  tag: 1 << FIELDS.indexOf('tag'),
  category: 1 << FIELDS.indexOf('category'),
};

function bestFieldScore(mask: number, prefix: boolean): number {
  let best = 0;
  FIELDS.forEach((field, i) => {
    if (mask & (1 << i)) best = Math.max(best, FIELD_SCORES[field][prefix ? 1 : 0]);
  });
  return best;
}

/** The score of an exact word match per field mask: its best field, and the kind and category bonuses. */
export const EXACT_SCORE: readonly number[] = Array.from({ length: 1 << FIELDS.length }, (_, mask) => {
  const kind = mask & FIELD_BIT.kind ? KIND_BONUS : 0;
  const category = mask & FIELD_BIT.category && mask !== FIELD_BIT.category ? CATEGORY_BONUS : 0;
  return bestFieldScore(mask, false) + kind + category;
});

/** The score of a prefix match per field mask. */
export const PREFIX_SCORE: readonly number[] = Array.from({ length: 1 << FIELDS.length }, (_, mask) =>
  bestFieldScore(mask, true),
);
