import { ComparisonTable, FloatingCart } from '@compare/widgets';
import { basketLinesFromCookies, CompareNextProvider } from '@compare/widgets/next';
import { cookies } from 'next/headers';
import { RecipeIntro, RecipeMethod } from '../recipe-text';

// A partner's recipe page as it really is: its own header and introduction above the comparison,
// the method and a footer below it. The partner check measures layout shift here.
export const dynamic = 'force-dynamic';

export default async function RecipePage() {
  const basketLines = basketLinesFromCookies(await cookies());
  return (
    <main>
      <RecipeIntro title="Paneer butter masala for four" />
      <CompareNextProvider
        apiBaseUrl={process.env.COMPARE_API_URL}
        basketLines={basketLines}
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
