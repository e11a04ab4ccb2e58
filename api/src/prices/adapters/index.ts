// The six merchant adapters by platform key.
import type { PlatformKey } from '@compare/core';
import type { MerchantAdapter } from './adapter';
import { bigbasketAdapter } from './bigbasket';
import { blinkitAdapter } from './blinkit';
import { dmartAdapter } from './dmart';
import { jiomartAdapter } from './jiomart';
import { swiggyAdapter } from './swiggy';
import { zeptoAdapter } from './zepto';

/** One adapter per merchant. */
export const MERCHANT_ADAPTERS: Readonly<Record<PlatformKey, MerchantAdapter>> = {
  blinkit: blinkitAdapter,
  zepto: zeptoAdapter,
  swiggy: swiggyAdapter,
  bigbasket: bigbasketAdapter,
  dmart: dmartAdapter,
  jiomart: jiomartAdapter,
};
