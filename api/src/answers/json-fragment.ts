// A value kept in its JSON form. The products of search pages are shared by many pages (other
// searches, other pages and orders of one search): each is encoded once, kept as bytes outside
// the JavaScript heap (the garbage collector neither scans nor moves them), and spliced into every
// answer that shows it (see encode.ts).

/** A value of type `T` held as its JSON text (UTF-8). */
export class JsonFragment<T> {
  /** Brands the fragment with the type it encodes (never set). */
  declare readonly value?: T;

  private constructor(readonly json: Buffer) {}

  /** `value` as a fragment, in a buffer of its own (so a dropped one frees its memory). */
  static of<T>(value: T): JsonFragment<T> {
    const text = JSON.stringify(value);
    const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
    bytes.write(text);
    return new JsonFragment<T>(bytes);
  }

  /** The value back from its JSON (for a caller that reads a page's products, not one that sends them). */
  read(): T {
    return JSON.parse(this.json.toString('utf8')) as T;
  }

  /** The fragment's size in bytes. */
  get size(): number {
    return this.json.length;
  }
}
