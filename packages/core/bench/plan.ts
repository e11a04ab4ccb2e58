// The cheapest split's speed: cheapestPlan on baskets of 12 and 20 lines over the six merchants,
// each merchant with its own free-delivery threshold (the case that makes splits worth weighing).
// Run by `npm run bench`, or alone: `npx tsx packages/core/bench/plan.ts`.
import { cheapestPlan } from '../src/index';
import { sixMerchantBasket } from '../test/plan-helpers';

const RUNS = 20;

for (const lines of [12, 20]) {
  const { items, rules } = sixMerchantBasket(lines);
  cheapestPlan(items, rules);
  const times: number[] = [];
  let exact = true;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    exact = cheapestPlan(items, rules)?.exact === true && exact;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)] ?? 0;
  const worst = times[RUNS - 1] ?? 0;
  console.log(
    `cheapestPlan, ${lines} lines x 6 merchants: median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms of ${RUNS} runs, exact ${exact}`,
  );
}
