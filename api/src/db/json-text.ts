// A JSON array as UTF-8 bytes, for statements that take many rows or keys in one parameter
// (db/bulk.ts, repositories/rows-by-keys.ts).
// Buffers of statements' JSON kept for the next statements: a few megabytes each, so a large
// import allocates (and the system maps) them a handful of times instead of once a statement.
const spareBuffers: Buffer[] = [];
const SPARE_BUFFERS = 4;
const FIRST_BUFFER_BYTES = 1 << 20;

/**
 * A JSON array of rows written into bytes a row at a time. A statement's rows are not first made
 * into one string: V8 builds a long JSON.stringify result as a rope of parts, and the driver
 * (sqlite3's binding, pg's Buffer.byteLength) must first copy it into one flat string of several
 * megabytes, in memory the system maps afresh for each, before it reads a byte of it. That cost
 * about 10 ns a character, a tenth of a first import's main thread on either engine; each row's
 * short JSON written into a reused buffer costs about one. Either driver copies a buffer's bytes
 * as they are. One JsonText serves one statement at a time.
 *
 * SQLite reads such a parameter back as text with `CAST(? AS TEXT)` (a blob given to a JSON function
 * directly would be read as SQLite's binary JSON); PostgreSQL takes it as the binary form of a text
 * parameter (`?::text::jsonb`), which is the same bytes.
 */
export class JsonText {
  private buffer = spareBuffers.pop() ?? Buffer.allocUnsafe(FIRST_BUFFER_BYTES);
  private length = 0;

  open(): void {
    this.length = 0;
    this.buffer[this.length++] = 0x5b; // [
  }

  add(json: string): void {
    // A UTF-16 code unit is at most three bytes of UTF-8; one more for the separator.
    const room = json.length * 3 + 2;
    if (this.length + room > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + room));
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    if (this.length > 1) this.buffer[this.length++] = 0x2c; // ,
    this.length += this.buffer.write(json, this.length, 'utf8');
  }

  /**
   * Adds a row whose last values are JSON of their own: `json`, a JSON array of the row's other
   * values, with the UTF-8 bytes of each of `raw` appended to it as they are.
   */
  addRow(json: string, raw: readonly Buffer[]): void {
    let room = json.length * 3 + 2;
    for (const r of raw) room += r.length + 1;
    if (this.length + room > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + room));
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    if (this.length > 1) this.buffer[this.length++] = 0x2c; // ,
    // Without its closing bracket (one byte: the array's own last character).
    this.length += this.buffer.write(json, this.length, 'utf8') - 1;
    for (let i = 0; i < raw.length; i++) {
      if (i > 0 || json.length > 2) this.buffer[this.length++] = 0x2c; // ,
      this.length += raw[i]!.copy(this.buffer, this.length);
    }
    this.buffer[this.length++] = 0x5d; // ]
  }

  /** The rows added since `open`, as a JSON array's UTF-8 bytes (valid until the next `open`). */
  close(): Buffer {
    this.buffer[this.length++] = 0x5d; // ]
    return this.buffer.subarray(0, this.length);
  }

  /** Hands the buffer on to a later statement. */
  release(): void {
    if (spareBuffers.length < SPARE_BUFFERS) spareBuffers.push(this.buffer);
  }
}
