// The gazetteer of the embedded file, built once per process: it is the same for every app (tests
// build many) and for the importer. The server builds it in slices from start so requests pass
// meanwhile; the importer, which needs it at once, builds it in one go if it is not there yet.
import { buildGazetteer, buildGazetteerAsync, type Gazetteer } from './gazetteer';
import { readGazetteer } from './gazetteer-file';

let built: Gazetteer | null = null;
let building: Promise<Gazetteer> | null = null;

/** The file's gazetteer, built in the background on first use. */
export function fileGazetteer(): Promise<Gazetteer> {
  if (built) return Promise.resolve(built);
  building ??= buildGazetteerAsync(readGazetteer()).then((g) => {
    built ??= g;
    return built;
  });
  return building;
}

/** The file's gazetteer now (built at once when it is not built yet). */
export function fileGazetteerNow(): Gazetteer {
  built ??= buildGazetteer(readGazetteer());
  return built;
}
