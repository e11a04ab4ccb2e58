import { ComparisonTable, FloatingCart } from '@compare/widgets';
import { CompareNextProvider } from '@compare/widgets/next';
import { RecipeIntro, RecipeMethod } from '../recipe-text';

export const dynamic = 'force-dynamic';

export default function ComparePage() {
  return (
    <main>
      <RecipeIntro title="Where is this basket cheapest?" />
      <CompareNextProvider
        apiBaseUrl={process.env.COMPARE_API_URL}
        hrefs={{ cart: '/compare', home: '/' }}
        theme={{ appearance: 'light' }}
      >
        <ComparisonTable />
        <FloatingCart />
      </CompareNextProvider>
      <RecipeMethod />
    </main>
  );
}
