// The place stage: each valid row is given the city its price applies in (city-resolver.ts resolves a
// city name, PIN code or point) and its listing key, `merchant:sku`; a row that cannot be placed
// is rejected with the resolver's reason. Cities, places and stores the resolver had to add go
// into the batch, so they are written before the offers that use them.
import type { ImportBatch } from '../repositories/import-batch';
import type { OfferState } from '../repositories/stored-offers';
import type { PlaceResolver } from './city-resolver';
import type { LookAhead } from './read-ahead';
import type { FeedRow } from './validate';
import type { ImportWriter } from './write';

/** A valid feed row with its line number. */
export interface ValidRow {
  line: number;
  row: FeedRow;
}

/** A row placed in a city, with its listing key. */
export interface PlacedRow extends ValidRow {
  /** `merchant:sku`. */
  key: string;
  cityId: string;
  /** Its offer's `offerIdFor`, once looked up (read-ahead.ts's `offerId`), and the variant it names. */
  offerId?: string;
  offerVariant?: string;
  /**
   * The offer of `offerVariant` stored for this row's city, as the look-ahead `offerReadBy` read it
   * with the row's listing (read-ahead.ts): kept on the row, so the diff stage finds it without a
   * look-up by id.
   */
  offerRead?: OfferState;
  offerReadBy?: LookAhead;
}

/** Places `rows`; rejects (through `rejects`) those that cannot be placed. */
export function placeRows(
  rows: readonly ValidRow[],
  places: PlaceResolver,
  rejects: Pick<ImportWriter, 'reject'>,
): PlacedRow[] {
  const placed: PlacedRow[] = [];
  for (const { line, row } of rows) {
    const where = places.cityOf(row.merchant, row);
    if ('error' in where) rejects.reject(line, where.error);
    else placed.push({ line, row, key: `${row.merchant}:${row.sku}`, cityId: where.cityId });
  }
  return placed;
}

/** Moves the cities, places and stores the resolver added into `batch`. */
export function takePlaceAdditions(places: PlaceResolver, batch: ImportBatch): void {
  const added = places.takeAdditions();
  batch.cities = added.cities;
  batch.places = added.places;
  batch.stores = added.stores;
}
