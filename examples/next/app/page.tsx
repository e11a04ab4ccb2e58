import { FloatingCart } from '@compare/widgets';
import { CompareNextProvider } from '@compare/widgets/next';
import { AddToBasket } from './add-to-basket';
import { RecipeIntro, RecipeMethod } from './recipe-text';

// Rendered for every request, so COMPARE_API_URL is read when the server runs, not at build time.
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
        <AddToBasket queries={['milk', 'atta', 'butter']} />
        <FloatingCart />
      </CompareNextProvider>
      <RecipeMethod />
    </main>
  );
}
