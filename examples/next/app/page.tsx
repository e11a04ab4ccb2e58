import { CompareProvider, ComparisonTable, FloatingCart } from '@compare/widgets';
import { AddSampleItems } from './add-sample-items';

// Rendered on the server for every request, so the API origin comes from the environment at
// request time (COMPARE_API_URL), not from the build.
export const dynamic = 'force-dynamic';

function apiBaseUrl(): string {
  return process.env.COMPARE_API_URL ?? 'http://127.0.0.1:3000';
}

/**
 * A Server Component that imports @compare/widgets directly: the widgets are client components
 * (their build starts with "use client"), so they render on the server and hydrate in the browser.
 */
export default function RecipePage() {
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: '24px 16px' }}>
      <header>
        <h1>FreshKart Recipes</h1>
        <p>This week: paneer butter masala for four.</p>
      </header>
      <h2>Shopping list</h2>
      <ul>
        <li>Milk, 1 litre</li>
        <li>Whole wheat atta</li>
        <li>Butter, 100 g</li>
      </ul>
      <section aria-labelledby="compare-heading">
        <h2 id="compare-heading">Where is this basket cheapest?</h2>
        <CompareProvider apiBaseUrl={apiBaseUrl()} theme={{ appearance: 'light' }}>
          <AddSampleItems />
          <ComparisonTable />
          <FloatingCart />
        </CompareProvider>
      </section>
    </main>
  );
}
