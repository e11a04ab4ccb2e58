// How much a title word tells: rare words weigh more (inverse document frequency over the
// products the matcher holds), and the weighted similarity of two titles' words.
//
// Weights are cached per word, dropped when its product count changes, and all recomputed when the
// catalogue's size enters the next step of a fixed scale (steps a tenth apart). The size a weight
// uses is its step's, so a weight depends on the catalogue, not on when it was cached: a run that
// starts from what a killed run wrote scores as the clean run did.

/** Word weights over a growing catalogue. */
export interface WordWeights {
  /** The weight of a word (similarity token). */
  weight(token: string): number;
  /** True when some product uses the word. */
  isKnown(token: string): boolean;
  /** Counts one more product that uses the word. */
  count(token: string): void;
  /**
   * Weighted similarity of a listing's tokens (with their weights and their total) and another
   * title's tokens: half Dice (both titles' words count), half overlap with the shorter title (a
   * merchant that adds descriptive words to its title is not penalised twice).
   */
  similarity(a: readonly string[], aWeights: readonly number[], total: number, b: readonly string[]): number;
}

/** Word weights over a catalogue whose product count `size` reads. */
export function createWordWeights(size: () => number): WordWeights {
  // How many products use each word.
  const documentFrequency = new Map<string, number>();
  const weights = new Map<string, number>();
  let step = -1;
  let stepSize = 0;
  // The catalogue size the step was last worked out for (a step changes only with the size).
  let sizeSeen = -1;

  const weight = (token: string) => {
    const n = size();
    if (n !== sizeSeen) {
      sizeSeen = n;
      const now = Math.floor(Math.log(n + 10) / Math.log(1.1));
      if (now !== step) {
        weights.clear();
        step = now;
        stepSize = Math.round(1.1 ** now);
      }
    }
    let w = weights.get(token);
    if (w === undefined) {
      w = Math.log(1 + (stepSize + 1) / (1 + (documentFrequency.get(token) ?? 0)));
      weights.set(token, w);
    }
    return w;
  };

  return {
    weight,
    isKnown: (token) => documentFrequency.has(token),
    count(token) {
      documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
      weights.delete(token);
    },
    similarity(a, aWeights, total, b) {
      if (a.length === 0 && b.length === 0) return 1;
      let shared = 0;
      for (let i = 0; i < a.length; i++) if (b.includes(a[i]!)) shared += aWeights[i]!;
      // No word in common (every weight is above 0): both measures are 0, whatever the other
      // title's words weigh, so they are not summed (most of a large brand's products share none).
      if (shared === 0) return 0;
      let otherTotal = 0;
      for (const t of b) otherTotal += weight(t);
      if (total === 0 || otherTotal === 0) return 0;
      const dice = (2 * shared) / (total + otherTotal);
      const overlap = shared / Math.min(total, otherTotal);
      return (dice + overlap) / 2;
    },
  };
}
