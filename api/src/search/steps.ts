// Work done in steps: a generator that yields between slices of work, run either at once or
// between other work on the event loop, so a large catalogue's index build never holds requests.

/** Runs a stepped computation to its end at once. */
export function runAtOnce<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs a stepped computation in slices of about `sliceMs`, yielding to the event loop between them. */
export function runInBackground<T>(steps: Generator<void, T>, sliceMs = 4): Promise<T> {
  return new Promise((resolve, reject) => {
    const slice = () => {
      try {
        const started = performance.now();
        for (;;) {
          const step = steps.next();
          if (step.done) {
            resolve(step.value);
            return;
          }
          if (performance.now() - started >= sliceMs) break;
        }
        setImmediate(slice);
      } catch (err) {
        reject(err);
      }
    };
    setImmediate(slice);
  });
}

/**
 * Sorts `items` under `compare` in steps (runs sorted whole, then merged), pausing every few
 * thousand comparisons. Stable.
 */
export function* sortInSteps<T>(items: readonly T[], compare: (a: T, b: T) => number): Generator<void, T[]> {
  const RUN = 512;
  const STEP = 4096;
  let from: T[] = items.slice();
  for (let start = 0; start < from.length; start += RUN) {
    const run = from.slice(start, start + RUN).sort(compare);
    for (let i = 0; i < run.length; i++) from[start + i] = run[i]!;
    yield;
  }
  let to: T[] = new Array<T>(from.length);
  let work = 0;
  for (let width = RUN; width < from.length; width *= 2) {
    for (let lo = 0; lo < from.length; lo += 2 * width) {
      const mid = Math.min(lo + width, from.length);
      const hi = Math.min(lo + 2 * width, from.length);
      let a = lo;
      let b = mid;
      let k = lo;
      while (a < mid && b < hi) {
        // Stable: the left run wins ties.
        to[k++] = compare(from[b]!, from[a]!) < 0 ? from[b++]! : from[a++]!;
        if (++work % STEP === 0) yield;
      }
      while (a < mid) to[k++] = from[a++]!;
      while (b < hi) to[k++] = from[b++]!;
    }
    [from, to] = [to, from];
  }
  return from;
}

/** `read` remembered per text (catalogue texts repeat a great deal: tags, categories, brands). */
export function memo<T>(read: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    let value = known.get(text);
    if (value === undefined) {
      value = read(text);
      known.set(text, value);
    }
    return value;
  };
}
