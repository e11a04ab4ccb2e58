// The best k of many items without sorting them all: a bounded heap with the worst kept item on
// top, so choosing a page of 20 from 30,000 matches orders only 20.

/** Keeps the best `k` items pushed into it under `compare` (lower first). */
export class TopK<T> {
  private readonly heap: T[] = [];

  constructor(
    private readonly k: number,
    private readonly compare: (a: T, b: T) => number,
  ) {}

  /** Offers `item`; it is kept while it is among the best k so far. */
  push(item: T): void {
    const { heap, compare } = this;
    if (this.k <= 0) return;
    if (heap.length < this.k) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0; ) {
        const parent = (i - 1) >> 1;
        if (compare(heap[i]!, heap[parent]!) <= 0) break;
        this.swap(i, parent);
        i = parent;
      }
      return;
    }
    if (compare(item, heap[0]!) >= 0) return;
    heap[0] = item;
    for (let i = 0; ; ) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && compare(heap[l]!, heap[top]!) > 0) top = l;
      if (r < heap.length && compare(heap[r]!, heap[top]!) > 0) top = r;
      if (top === i) return;
      this.swap(i, top);
      i = top;
    }
  }

  /** The kept items, best first. */
  sorted(): T[] {
    return this.heap.sort(this.compare);
  }

  private swap(i: number, j: number): void {
    const t = this.heap[i]!;
    this.heap[i] = this.heap[j]!;
    this.heap[j] = t;
  }
}

/** The first `k` of `items` in `compare` order, sorted. */
export function topK<T>(items: Iterable<T>, k: number, compare: (a: T, b: T) => number): T[] {
  const best = new TopK(k, compare);
  for (const item of items) best.push(item);
  return best.sorted();
}
