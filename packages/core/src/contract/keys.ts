// The two key spellings a merchant has on the wire: its platform key (offers, ETAs, refresh
// items) and its fee key (fee rules and fee results). docs/glossary.md tells them apart.
import { z } from 'zod';

/** Platform keys, in registry order. */
export const PLATFORM_KEY_VALUES = ['blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart', 'jiomart'] as const;

/** Fee keys, in the same order as {@link PLATFORM_KEY_VALUES}. */
export const FEE_KEY_VALUES = [
  'blinkit',
  'zepto',
  'swiggy_instamart',
  'bigbasket',
  'dmart_ready',
  'jiomart',
] as const;

/** A merchant's platform key, as offers name it (`merchantName`). */
export const PlatformKeySchema = z.enum(PLATFORM_KEY_VALUES);

/** A merchant's fee key, as fee rules and fee results name it. */
export const FeeKeySchema = z.enum(FEE_KEY_VALUES);

/** Units a pack size is counted in. */
export const PackUnitSchema = z.enum(['g', 'kg', 'ml', 'l', 'pcs']);
