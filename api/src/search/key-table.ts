// The index's word keys and their posting lists. A key is a word as it is compared (plurals
// folded); each key gets a number while the index is built, and every (key, product, field) found
// is drafted in flat typed arrays, then grouped by key into posting lists: the products having the
// key, ascending, with a bit per field it was found in.

/** Products having one word key, ascending, with the fields it was found in (see fields.ts). */
export interface Postings {
  products: Int32Array;
  masks: Uint8Array;
}

/** Word keys as numbers, in the order they were first seen. */
export class KeyTable {
  private readonly ids = new Map<string, number>();
  readonly names: string[] = [];

  /** The number of `key`, given one when it is new. */
  idOf(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.names.length;
      this.ids.set(key, id);
      this.names.push(key);
    }
    return id;
  }

  /** The number of `key`, or undefined when no product has it. */
  find(key: string): number | undefined {
    return this.ids.get(key);
  }

  get size(): number {
    return this.names.length;
  }
}

/** Every (key, product, field) found while reading the catalogue, in product order. */
export class PostingsDraft {
  private found = 0;
  private keys = new Int32Array(1024);
  private products = new Int32Array(1024);
  private fields = new Uint8Array(1024);

  add(key: number, product: number, fieldBit: number): void {
    if (this.found === this.keys.length) {
      const grow = <A extends Int32Array | Uint8Array>(from: A, to: A) => {
        to.set(from);
        return to;
      };
      this.keys = grow(this.keys, new Int32Array(this.found * 2));
      this.products = grow(this.products, new Int32Array(this.found * 2));
      this.fields = grow(this.fields, new Uint8Array(this.found * 2));
    }
    this.keys[this.found] = key;
    this.products[this.found] = product;
    this.fields[this.found] = fieldBit;
    this.found++;
  }

  /**
   * The posting list of every key of `table`, in steps: the finds grouped by key (a counting sort
   * keeps product order), one product's fields for a key merged, each list a view of two shared
   * arrays. The draft is emptied.
   */
  *postings(table: KeyTable): Generator<void, Map<string, Postings>> {
    const { found, keys, products, fields } = this;
    const keyCount = table.size;
    const starts = new Int32Array(keyCount + 1);
    for (let i = 0; i < found; i++) starts[keys[i]! + 1]!++;
    for (let k = 0; k < keyCount; k++) starts[k + 1]! += starts[k]!;
    const cursor = starts.slice(0, keyCount);
    const allProducts = new Int32Array(found);
    const allMasks = new Uint8Array(found);
    for (let i = 0; i < found; i++) {
      const at = cursor[keys[i]!]!++;
      allProducts[at] = products[i]!;
      allMasks[at] = fields[i]!;
      if (i % 65536 === 65535) yield;
    }
    this.found = 0;
    this.keys = new Int32Array(0);
    this.products = new Int32Array(0);
    this.fields = new Uint8Array(0);
    yield;
    const out = new Map<string, Postings>();
    for (let k = 0; k < keyCount; k++) {
      const start = starts[k]!;
      let end = start;
      for (let i = start; i < starts[k + 1]!; i++) {
        if (end > start && allProducts[end - 1] === allProducts[i]) allMasks[end - 1]! |= allMasks[i]!;
        else {
          allProducts[end] = allProducts[i]!;
          allMasks[end] = allMasks[i]!;
          end++;
        }
      }
      out.set(table.names[k]!, {
        products: allProducts.subarray(start, end),
        masks: allMasks.subarray(start, end),
      });
      if (k % 4096 === 4095) yield;
    }
    return out;
  }
}
