// Edit distance for typo correction: optimal string alignment (a swap of two neighbouring letters
// counts as one edit, as in "tomaot"), bounded so a far-off word costs little to reject.

/** How many edits a typed word of `length` letters may carry: 1 for 4-7 letters, 2 for longer, 0 below. */
export function allowedEdits(length: number): number {
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

// Three rows of the alignment table, reused by every call (words are short; grown when needed).
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** The edit distance between `a` and `b`, or `max + 1` as soon as it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  if (rows[0]!.length < cols)
    rows = [new Int32Array(cols * 2), new Int32Array(cols * 2), new Int32Array(cols * 2)];
  let [prevPrev, prev, row] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j < cols; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, row] = [prev, row, prevPrev];
  }
  return prev[b.length]!;
}
