import { CompareProvider, ComparisonTable, FloatingCart, useBasket, useCompare } from '@compare/widgets';
import { useState } from 'react';
import { SAMPLE_QUERIES, sampleLine } from './sample-items';

// The partner's own button, styled by the partner's own (hostile) CSS on purpose.
function AddSampleItems() {
  const { client } = useCompare();
  const basket = useBasket();
  const [state, setState] = useState<'idle' | 'adding' | 'failed'>('idle');
  const add = async () => {
    setState('adding');
    let added = 0;
    for (const q of SAMPLE_QUERIES) {
      const result = await client.searchProducts({ q, offset: 0, limit: 1 });
      const product = result.data?.data[0];
      const line = product ? sampleLine(product) : null;
      if (line && basket.quantityOf(line.productId, line.variant) === 0) {
        basket.add(line);
        added += 1;
      }
    }
    setState(added > 0 || basket.items.length > 0 ? 'idle' : 'failed');
  };
  return (
    <p className="partner-actions">
      <button type="button" onClick={add} disabled={state === 'adding'}>
        {state === 'adding' ? 'Adding…' : 'Add sample items'}
      </button>{' '}
      {state === 'failed' ? <span role="alert">Could not reach the Compare API.</span> : null}
    </p>
  );
}

/** Props of {@link PartnerPage}. */
export interface PartnerPageProps {
  /** Origin of the Compare API. */
  apiBaseUrl: string;
}

/** A partner's recipe page with the Compare basket comparison embedded in it. */
export function PartnerPage({ apiBaseUrl }: PartnerPageProps) {
  return (
    <>
      <header className="partner-header">
        <h1>FreshKart Recipes</h1>
        <p>This week: paneer butter masala for four.</p>
      </header>
      <main className="partner-main">
        <h2>Shopping list</h2>
        <ul>
          <li>Milk, 1 litre</li>
          <li>Whole wheat atta</li>
          <li>Butter, 100 g</li>
        </ul>
        <section aria-labelledby="compare-heading">
          <h2 id="compare-heading">Where is this basket cheapest?</h2>
          <CompareProvider apiBaseUrl={apiBaseUrl} theme={{ appearance: 'light' }}>
            <AddSampleItems />
            <ComparisonTable />
            {/* The comparison is on this page: the cart bar does not offer to go elsewhere for it. */}
            <FloatingCart proceed={false} />
          </CompareProvider>
        </section>
        <h2>Method</h2>
        <ol>
          <li>Curdle the boiling milk with lemon juice, strain and press the paneer for thirty minutes.</li>
          <li>Cook ginger, garlic and tomatoes in half the butter until the oil separates, then blend.</li>
          <li>Simmer the gravy with the rest of the butter, fold in the paneer and serve with rotis.</li>
        </ol>
        <p>Prices and fees change through the day: the comparison refreshes them when the page opens.</p>
      </main>
      <footer className="partner-footer">
        <p>FreshKart Recipes · Weekly recipes for Indian kitchens</p>
      </footer>
    </>
  );
}
