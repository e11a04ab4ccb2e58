// Reads catalogue texts (names, brands, tags, categories) into words and their key numbers for the
// index. Reading is the costly part of a build and catalogue texts repeat a great deal, so each
// space-separated piece is read once. Every text's words are indexed as words of their own (not
// joined), so each is findable by prefix.
import { foldPlural } from '../text/plurals';
import { wordsOf } from '../text/words';
import type { KeyTable } from './key-table';
import { memo } from './steps';

/** The words of a text and their index keys (as numbers of the key table). */
export interface ReadText {
  words: string[];
  keys: number[];
}

/** Reads catalogue texts against one key table. */
export class CatalogueReader {
  /** Every word read (as written, normalised) and its key: the vocabulary prefixes expand over. */
  readonly surface = new Map<string, string>();
  /** Two neighbouring name words joined, as a key number, per pair. */
  private readonly joined = new Map<string, Map<string, number>>();
  private readonly piece = memo((piece: string) => this.readWords(wordsOf(piece)));
  /** `read`, remembered per whole text (brands, tags and categories repeat whole). */
  readonly readWhole = memo((text: string) => this.read(text));

  constructor(private readonly table: KeyTable) {}

  /** The words of `text` and their keys. */
  read(text: string): ReadText {
    const split = text.split(' ');
    if (split.length === 1) return this.piece(text);
    const out: ReadText = { words: [], keys: [] };
    for (const piece of split) {
      if (!piece) continue;
      const found = this.piece(piece);
      for (let i = 0; i < found.words.length; i++) {
        out.words.push(found.words[i]!);
        out.keys.push(found.keys[i]!);
      }
    }
    return out;
  }

  /** The key number of two neighbouring words joined ("parle g" -> "parleg"). */
  joinedKey(a: string, b: string): number {
    let after = this.joined.get(a);
    if (!after) {
      after = new Map();
      this.joined.set(a, after);
    }
    let id = after.get(b);
    if (id === undefined) {
      id = this.table.idOf(foldPlural(`${a}${b}`));
      after.set(b, id);
    }
    return id;
  }

  private readWords(list: string[]): ReadText {
    const keys = list.map((w) => {
      const key = foldPlural(w);
      this.surface.set(w, key);
      return this.table.idOf(key);
    });
    return { words: list, keys };
  }
}
