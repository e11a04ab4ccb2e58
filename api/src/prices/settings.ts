// The live-price settings' shape. They are read from the PRICE_* environment, with everything
// else, by loadConfig (config.ts) and reach the price service through `Config.prices`.
import type { PriceServiceTuning } from './price-service';
import type { PriceSourceKind } from './types';
import type { HostOverride } from './url-guard';

/** Typed live-price settings. */
export interface PriceSettings {
  kind: PriceSourceKind;
  /** Test-only host -> simulator address map; empty unless explicitly allowed. */
  hostOverrides: Map<string, HostOverride>;
  driftSeed: string;
  timeoutMs: number;
  maxBytes: number;
  tuning: PriceServiceTuning;
}
