// The cheapest split's speed: cheapestPlan on baskets of 12 and 20 lines over the six merchants,
// each merchant with its own free-delivery threshold (the case that makes splits worth weighing).
// Run by `npm run bench`, or alone: `npx tsx packages/core/bench/plan.ts`.
import { type CartItem, cheapestPlan, type FeeRule } from '../src/index';

const merchants = ['blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart', 'jiomart'];
const platformOf = (m: string) => (m === 'swiggy' ? 'swiggy_instamart' : m === 'dmart' ? 'dmart_ready' : m);

const rules: FeeRule[] = merchants.map((m, i) => ({
  platform: platformOf(m),
  deliveryFee: 30,
  freeDeliveryAbove: 150 + i * 50,
  smallCartFee: 20,
  smallCartBelow: 99,
  handlingCharge: 10,
  gstRate: 0.18,
  source: 'bench',
  effectiveFrom: '2025-09-22',
}));

function basket(lines: number): CartItem[] {
  return Array.from({ length: lines }, (_, i) => ({
    productId: `p${i}`,
    productName: `p${i}`,
    brand: 'Brand',
    variant: '1 pc',
    quantity: 1,
    platformData: merchants.map((merchantName, j) => ({
      merchantName,
      name: `p${i}`,
      img: '',
      price: 40 + ((i * 7 + j * 13) % 23),
      mrp: 70,
      isOutOfStock: false,
    })),
  }));
}

for (const lines of [12, 20]) {
  const items = basket(lines);
  cheapestPlan(items, rules);
  const times: number[] = [];
  let exact = true;
  for (let run = 0; run < 20; run++) {
    const started = performance.now();
    exact = cheapestPlan(items, rules)?.exact === true && exact;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const worst = times[times.length - 1] ?? 0;
  console.log(
    `cheapestPlan, ${lines} lines x 6 merchants: median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms of 20 runs, exact ${exact}`,
  );
}
