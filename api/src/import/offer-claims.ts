// The offers a run has priced, each with the feed line that priced it first: a table of whole
// numbers (each offer numbered by write.ts) kept in two typed arrays, open addressing with linear
// probing. A million rows claim a million offers and the run keeps every claim, so a claim takes
// 12 bytes a slot (at most twice as many slots as claims) where a Map takes 28 bytes a slot and a
// boxed number for any key too large to be held unboxed.

// Lines above this are kept in a map of their own (a feed of over four billion lines).
const MAX_PACKED_LINE = 0xffff_ffff;

/** Offer numbers (whole numbers below 2^53 - 1) and the line that claimed each first. */
export class OfferClaims {
  /** Each slot's number plus one; 0 is an empty slot. */
  private keys: Float64Array;
  private lines: Uint32Array;
  private readonly longLines = new Map<number, number>();
  private count = 0;

  constructor(private readonly initialSlots = 4096) {
    this.keys = new Float64Array(initialSlots);
    this.lines = new Uint32Array(initialSlots);
  }

  /** Claims held. */
  get size(): number {
    return this.count;
  }

  /** Records that `line` claims offer `number`, unless claimed before: then the line that did. */
  claim(number: number, line: number): number | undefined {
    const at = this.find(number);
    if (this.keys[at] !== 0) return this.lineAt(at, number);
    this.keys[at] = number + 1;
    if (line > MAX_PACKED_LINE) this.longLines.set(number, line);
    else this.lines[at] = line;
    this.count++;
    if (this.count * 2 > this.keys.length) this.grow();
    return undefined;
  }

  /** Whether offer `number` is claimed. */
  has(number: number): boolean {
    return this.keys[this.find(number)] !== 0;
  }

  /** Forgets every claim. */
  clear(): void {
    this.keys = new Float64Array(this.initialSlots);
    this.lines = new Uint32Array(this.initialSlots);
    this.longLines.clear();
    this.count = 0;
  }

  private lineAt(at: number, number: number): number {
    return this.longLines.get(number) ?? this.lines[at]!;
  }

  /** The slot holding `number`, or the empty slot where it would go. */
  private find(number: number): number {
    const { keys } = this;
    const mask = keys.length - 1;
    const stored = number + 1;
    let at = hash(number) & mask;
    for (;;) {
      const k = keys[at]!;
      if (k === stored || k === 0) return at;
      at = (at + 1) & mask;
    }
  }

  private grow(): void {
    const { keys, lines } = this;
    this.keys = new Float64Array(keys.length * 2);
    this.lines = new Uint32Array(keys.length * 2);
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i]!;
      if (k === 0) continue;
      const at = this.find(k - 1);
      this.keys[at] = k;
      this.lines[at] = lines[i]!;
    }
  }
}

/** A 32-bit mix of a whole number below 2^53 (its low and high 32 bits). */
function hash(number: number): number {
  const low = number >>> 0;
  const high = Math.floor(number / 4_294_967_296) >>> 0;
  let h = Math.imul(low ^ Math.imul(high, 0x9e37_79b1), 0x85eb_ca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2_ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
