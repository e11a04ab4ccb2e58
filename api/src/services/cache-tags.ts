// What the loading cache's values were built from (tags: the offers a value read), so a change
// drops only the values that read it, and when each tag last changed, so a load running across a
// change does not store what it read before it.
/** Which stored values were built from what, and when each tag last changed. */
export class TagIndex {
  private readonly ids = new Map<string, Set<string>>();
  private readonly changedAt = new Map<string, number>();
  /** Loads started before this tick are out of date for every tag (the change log was emptied). */
  private floor = 0;

  add(id: string, tags: Iterable<string>): void {
    for (const tag of tags) {
      let set = this.ids.get(tag);
      if (!set) {
        set = new Set();
        this.ids.set(tag, set);
      }
      set.add(id);
    }
  }

  /** Tags indexed. */
  get size(): number {
    return this.ids.size;
  }

  /** Forgets every indexed id (the cache was emptied). */
  reset(): void {
    this.ids.clear();
  }

  /** The ids built from `tags`, recording that they changed at `tick`. */
  changed(tags: readonly string[], tick: number): string[] {
    if (this.changedAt.size > MAX_TAG_CHANGES) {
      this.changedAt.clear();
      this.floor = tick;
    }
    const out: string[] = [];
    for (const tag of tags) {
      this.changedAt.set(tag, tick);
      const ids = this.ids.get(tag);
      if (!ids) continue;
      for (const id of ids) out.push(id);
      this.ids.delete(tag);
    }
    return out;
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
// Most tags indexed at once (offers read by the stored values).
export const MAX_TAGGED = 200_000;
