// The reference data's types: what production needs whether or not the demo catalogue is loaded
// (categories, cities, their localities, fee rules, the Hinglish dictionary).
import type { FeeRule } from '@compare/core';
import type { TablePlace } from '../geo/table-place';

export interface CatalogueCategory {
  slug: string;
  /** Tile title, also the trending section title and the /s?category= value. */
  title: string;
  /** Search term a tile click runs (/s?q=...). */
  search: string;
  /** Image path served by the API (under /images/). */
  img: string;
  sortOrder: number;
}

export interface CatalogueCity {
  id: string;
  name: string;
  state: string;
  lat: number;
  lon: number;
}

/** Gazetteer entry (cities, localities and 6-digit PIN codes). */
export type CataloguePlace = TablePlace;

/** Per-merchant fee rule as seeded, with what each membership changes in it. */
export type CatalogueFeeRule = FeeRule;
