import { ComparisonTable, FloatingCart } from '@compare/widgets';
import { CompareNextProvider } from '@compare/widgets/next';
import { RecipeIntro, RecipeMethod } from '../recipe-text';

// A partner's recipe page as it really is: its own header and introduction above the comparison,
// the method and a footer below it. The partner check measures layout shift here.
export const dynamic = 'force-dynamic';

export default function RecipePage() {
  return (
    <main>
      <RecipeIntro title="Paneer butter masala for four" />
      <CompareNextProvider
        apiBaseUrl={process.env.COMPARE_API_URL}
        hrefs={{ cart: '/compare', home: '/' }}
        theme={{ appearance: 'light' }}
      >
        <ComparisonTable />
        <FloatingCart proceed={false} />
      </CompareNextProvider>
      <RecipeMethod />
    </main>
  );
}
