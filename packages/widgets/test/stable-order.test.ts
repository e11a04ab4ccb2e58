// Store columns keep the order the shopper first saw through later price changes.
import { keepShownOrder } from '../src/widgets/comparison-table/stable-order';

const rank = (...merchants: string[]) => merchants.map((merchant) => ({ merchant }));

describe('store order once shown', () => {
  test('a re-ranking after a refresh leaves the shown columns where they were', () => {
    expect(keepShownOrder(['zepto', 'blinkit', 'jiomart'], rank('blinkit', 'jiomart', 'zepto'))).toEqual(
      rank('zepto', 'blinkit', 'jiomart'),
    );
  });

  test('a store new to the basket joins at the end; a store gone leaves no gap', () => {
    expect(keepShownOrder(['zepto', 'blinkit', 'jiomart'], rank('dmart', 'blinkit', 'zepto'))).toEqual(
      rank('zepto', 'blinkit', 'dmart'),
    );
  });
});
