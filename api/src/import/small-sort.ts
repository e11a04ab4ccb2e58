// Sorting the few items a listing's work sorts (a title's words, a search's places) by insertion,
// in place: no work array, as the built-in sort allocates for each call.

/** Sorts `list` in place, ascending by `>` (code units for strings), and returns it. */
export function insertionSort<T extends string | number, L extends T[]>(list: L): L {
  for (let i = 1; i < list.length; i++) {
    const item = list[i]!;
    let j = i - 1;
    while (j >= 0 && list[j]! > item) {
      list[j + 1] = list[j]!;
      j--;
    }
    list[j + 1] = item;
  }
  return list;
}
