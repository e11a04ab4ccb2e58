// How long a store takes to deliver: a fixed start plus minutes for each kilometre to the shopper,
// rounded to the minute. docs/rules.md, "Delivery ETA".

/** The two figures of a store that set its ETA. */
export interface EtaRate {
  baseEtaMinutes: number;
  minutesPerKm: number;
}

/** The ETA in whole minutes of a store `km` kilometres from the shopper. */
export function storeEtaMinutes(store: EtaRate, km: number): number {
  return Math.round(store.baseEtaMinutes + store.minutesPerKm * km);
}
