// What the loading cache's values were built from (tags: the offers a value read), so a change
// drops only the values that read it, and when each tag last changed, so a load running across a
// change does not store what it read before it.
/**
 * Which stored values were built from what, and when each tag last changed. A search page is built
 * from a few hundred offers, and every uncached search indexes one: so each value's id is numbered
 * once and a tag keeps a plain list of numbers (a Set of ids per tag made indexing a page about
 * twice as dear). A list may name an id twice (a value loaded again); `changed` names it once.
 */
export class TagIndex {
  private readonly ids = new Map<string, number[]>();
  private readonly numbers = new Map<string, number>();
  private readonly names: string[] = [];
  /** Numbers held by all the lists (what `full` bounds). */
  private held = 0;
  private readonly changedAt = new Map<string, number>();
  /** Loads started before this tick are out of date for every tag (the change log was emptied). */
  private floor = 0;

  add(id: string, tags: Iterable<string>): void {
    let n = this.numbers.get(id);
    if (n === undefined) {
      n = this.names.length;
      this.names.push(id);
      this.numbers.set(id, n);
    }
    for (const tag of tags) {
      const list = this.ids.get(tag);
      if (list === undefined) this.ids.set(tag, [n]);
      else if (list[list.length - 1] !== n) list.push(n);
      else continue;
      this.held += 1;
    }
  }

  /** True past the bounds (tags indexed, or ids they hold): the owner starts again, empty. */
  get full(): boolean {
    return this.ids.size > MAX_TAGGED || this.held > MAX_HELD;
  }

  /** Forgets every indexed id (the cache was emptied). */
  reset(): void {
    this.ids.clear();
    this.numbers.clear();
    this.names.length = 0;
    this.held = 0;
  }

  /** The ids built from `tags` (each once), recording that they changed at `tick`. */
  changed(tags: readonly string[], tick: number): string[] {
    if (this.changedAt.size > MAX_TAG_CHANGES) {
      this.changedAt.clear();
      this.floor = tick;
    }
    const found = new Set<number>();
    for (const tag of tags) {
      this.changedAt.set(tag, tick);
      const list = this.ids.get(tag);
      if (!list) continue;
      for (const n of list) found.add(n);
      this.held -= list.length;
      this.ids.delete(tag);
    }
    return Array.from(found, (n) => this.names[n]!);
  }

  /** True when one of `tags` changed after `tick` (a load started then read it before the change). */
  changedSince(tags: Iterable<string>, tick: number): boolean {
    if (tick < this.floor) return true;
    for (const tag of tags) if ((this.changedAt.get(tag) ?? 0) > tick) return true;
    return false;
  }
}

// Tags whose last change is remembered (for loads running while they changed); past this many the
// log is emptied and every load running then counts as out of date.
const MAX_TAG_CHANGES = 50_000;
// Most tags indexed at once (offers read by the stored values), and most ids their lists hold.
const MAX_TAGGED = 200_000;
const MAX_HELD = 2_000_000;
