// The gazetteer of the embedded file, read once per process: it is the same for every app (tests
// build many) and for the importer.
import { type Gazetteer, loadGazetteer } from './gazetteer';
import { readGazetteerTables } from './gazetteer-file';

let loaded: Gazetteer | null = null;

/** The file's gazetteer (read on first use, then kept). */
export function fileGazetteer(): Gazetteer {
  loaded ??= loadGazetteer(readGazetteerTables());
  return loaded;
}
