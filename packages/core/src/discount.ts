// Two discount rules that look alike and must not be mixed up (docs/rules.md, "Offer discount"
// and "Basket discount"): one offer's discount rounds UP, a merchant's basket discount ROUNDS to
// the nearest percent. Both work on integer paise so float noise never moves a percent.
import { toPaise } from './money';

/**
 * One offer's discount percent: (mrp - price) / mrp x 100 rounded up, 0 when the price is not
 * below the mrp (or the mrp is not positive). Rupees in; exact integer arithmetic on paise.
 */
export function offerDiscountPercent(price: number, mrp: number): number {
  const pricePaise = toPaise(price);
  const mrpPaise = toPaise(mrp);
  if (!(mrpPaise > 0) || !(pricePaise < mrpPaise)) return 0;
  const numerator = (mrpPaise - pricePaise) * 100;
  const floor = Math.floor(numerator / mrpPaise);
  return floor * mrpPaise < numerator ? floor + 1 : floor;
}

/**
 * A merchant's basket discount percent: (totalMrp - totalPrice) / totalMrp x 100 rounded to the
 * nearest whole percent (a half rounds up), 0 when totalMrp is 0. An mrp total below the price
 * total is bad data and reads as 0, never as a negative discount. Rupees in.
 */
export function basketDiscountPercent(totalPrice: number, totalMrp: number): number {
  const pricePaise = toPaise(totalPrice);
  const mrpPaise = toPaise(totalMrp);
  if (!(mrpPaise > 0)) return 0;
  // One division of integers: (x / m) * 100 would turn 14.5% into 14.4999... and round it down.
  return Math.max(0, Math.round(((mrpPaise - pricePaise) * 100) / mrpPaise));
}
