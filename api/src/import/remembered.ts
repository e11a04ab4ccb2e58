// A pure function of a string, remembered per argument for an import's run: feeds repeat a few
// thousand brands and a few hundred thousand words across millions of rows. Past `max` distinct
// arguments the memory starts over, so a long run's memory stays bounded.

/** `compute`, remembered per argument (at most `max` at a time). */
export function remembered<V>(compute: (key: string) => V, max: number): (key: string) => V {
  const memory = new Map<string, V>();
  return (key) => {
    let value = memory.get(key);
    if (value === undefined) {
      if (memory.size >= max) memory.clear();
      value = compute(key);
      memory.set(key, value);
    }
    return value;
  };
}
