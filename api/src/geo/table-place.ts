// A named place beside the gazetteer file: the demo's served cities and metro localities with their
// PIN codes, and the cities feeds added. The places table holds them; the gazetteer searches them
// together with the file's towns and PIN areas.

/** A place of the places table. */
export interface TablePlace {
  id: number;
  name: string;
  kind: 'city' | 'locality' | 'pincode';
  pincode: string | null;
  city: string;
  state: string;
  lat: number;
  lon: number;
}
