// Scores of a set of products in buffers sized to the catalogue and reused by every search, so
// matching allocates nothing per product.

/**
 * A set of products with a score each. A product is in the set when its stamp is the current
 * generation, so emptying the set costs nothing.
 */
export class ScoreSet {
  readonly score: Float64Array;
  readonly stamp: Uint32Array;
  /** The products in the set, in the order they were added (the first `size` entries). */
  readonly list: Int32Array;
  size = 0;
  private generation = 1;

  constructor(capacity: number) {
    this.score = new Float64Array(capacity);
    this.stamp = new Uint32Array(capacity);
    this.list = new Int32Array(capacity);
  }

  clear(): void {
    this.size = 0;
    if (this.generation === 0xffffffff) {
      this.stamp.fill(0);
      this.generation = 0;
    }
    this.generation++;
  }

  has(product: number): boolean {
    return this.stamp[product] === this.generation;
  }

  /** The product's score, 0 when it is not in the set. */
  get(product: number): number {
    return this.stamp[product] === this.generation ? this.score[product]! : 0;
  }

  set(product: number, score: number): void {
    if (this.stamp[product] !== this.generation) {
      this.stamp[product] = this.generation;
      this.list[this.size++] = product;
    }
    this.score[product] = score;
  }

  /** Raises the product's score to `score` when that is higher (adds it when absent). */
  raise(product: number, score: number): void {
    if (score > this.get(product)) this.set(product, score);
  }

  /** Keeps the products also in `other`, each with the lower of the two scores. */
  intersectMin(other: ScoreSet): void {
    let kept = 0;
    for (let i = 0; i < this.size; i++) {
      const product = this.list[i]!;
      if (other.has(product)) {
        this.score[product] = Math.min(this.score[product]!, other.score[product]!);
        this.list[kept++] = product;
      } else {
        this.stamp[product] = 0;
      }
    }
    this.size = kept;
  }
}

// The workspace's own sets, by position (the typed groups have sets of their own).
const WORD = 0;
const ALTERNATIVE = 1;
const ANSWER = 2;
const BEST_SIMILARITY = 3;

/**
 * The score sets one search works in, each emptied when taken: allocated on first use and reused
 * by every later search over the same index (one search runs at a time: matching is synchronous).
 */
export class Workspace {
  private readonly named: Array<ScoreSet | undefined> = [];
  private readonly groups: Array<ScoreSet | undefined> = [];

  constructor(private readonly capacity: number) {}

  /** The products of one typed word. */
  word(): ScoreSet {
    return this.take(this.named, WORD);
  }

  /** The products of one alternative spelling or meaning of a word group. */
  alternative(): ScoreSet {
    return this.take(this.named, ALTERNATIVE);
  }

  /** The products of the typed word group number `i`. */
  group(i: number): ScoreSet {
    return this.take(this.groups, i);
  }

  /**
   * Products with all but one of the typed groups (the fallback when none has all). Shares the
   * alternatives' buffer: it is taken only once every group has been matched.
   */
  partial(): ScoreSet {
    return this.take(this.named, ALTERNATIVE);
  }

  /** Per product, the sum of its best similarities (the similarity fallback); shares `partial`'s buffer. */
  similarityTotals(): ScoreSet {
    return this.take(this.named, ALTERNATIVE);
  }

  /** The products answering the whole search. */
  answer(): ScoreSet {
    return this.take(this.named, ANSWER);
  }

  /** Per typed word, each product's best similarity (the similarity fallback). */
  bestSimilarity(): ScoreSet {
    return this.take(this.named, BEST_SIMILARITY);
  }

  private take(sets: Array<ScoreSet | undefined>, at: number): ScoreSet {
    let set = sets[at];
    if (!set) {
      set = new ScoreSet(this.capacity);
      sets[at] = set;
    }
    set.clear();
    return set;
  }
}
