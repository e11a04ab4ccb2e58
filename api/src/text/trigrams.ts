// Trigram similarity as PostgreSQL's pg_trgm defines it: a word padded with two spaces in front and
// one behind, split into three-character pieces; similarity is shared pieces over all pieces.

/** The distinct trigrams of one word. */
export function trigrams(word: string): string[] {
  const padded = `  ${word} `;
  const out = new Set<string>();
  const chars = [...padded];
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  return [...out];
}

/** pg_trgm similarity of two words: 0 (nothing shared) to 1 (same trigrams). */
export function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = new Set(trigrams(b));
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  const all = ta.length + tb.size - shared;
  return all === 0 ? 0 : shared / all;
}
