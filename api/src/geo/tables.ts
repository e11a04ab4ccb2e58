// Compact tables the gazetteer is made of: many short strings kept as one string with offsets (as
// 180,000 separate strings they would cost several times the memory of their letters), and sorted
// key tables searched by binary search, so nothing is scanned whole per request.

/** Strings kept as one text with start offsets; string i ends one character before start[i + 1]. */
export interface StringTable {
  text: string;
  start: Int32Array;
}

/** How many strings a table holds. */
export const tableSize = (table: StringTable): number => table.start.length - 1;

/** The i-th string of a table. */
export function stringAt(table: StringTable, i: number): string {
  return table.text.slice(table.start[i], table.start[i + 1]! - 1);
}

/** The length of the i-th string of a table. */
export function lengthAt(table: StringTable, i: number): number {
  return table.start[i + 1]! - 1 - table.start[i]!;
}

/** A table of strings. The separator (U+0001) appears in no name. */
export function tableOf(list: readonly string[]): StringTable {
  const start = new Int32Array(list.length + 1);
  let at = 0;
  list.forEach((item, i) => {
    start[i] = at;
    at += item.length + 1;
  });
  start[list.length] = at;
  return { text: list.length > 0 ? `${list.join('\u0001')}\u0001` : '', start };
}

/** Keys sorted by code unit, each naming a reference (a place, or a post office). */
export interface KeyIndex {
  keys: StringTable;
  refs: Int32Array;
}

/** Sorts (key, ref) pairs into a key index. */
export function keyIndexOf(pairs: Array<[key: string, ref: number]>): KeyIndex {
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  return { keys: tableOf(pairs.map((p) => p[0])), refs: Int32Array.from(pairs, (p) => p[1]) };
}

/** The first entry whose key is not less than `key`. */
function lowerBound(index: KeyIndex, key: string): number {
  let lo = 0;
  let hi = tableSize(index.keys);
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (stringAt(index.keys, mid) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** References of the entries whose key is `key` (exact) or begins with it and is longer (prefix). */
export function lookup(index: KeyIndex, key: string, mode: 'exact' | 'prefix'): number[] {
  const out: number[] = [];
  if (key === '') return out;
  const { keys, refs } = index;
  const size = tableSize(keys);
  for (let i = lowerBound(index, key); i < size && keys.text.startsWith(key, keys.start[i]); i++) {
    const longer = lengthAt(keys, i) > key.length;
    if (mode === 'prefix' ? longer : !longer) out.push(refs[i]!);
    else if (mode === 'exact') break;
  }
  return out;
}
