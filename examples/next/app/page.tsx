import { FloatingCart } from '@compare/widgets';
import { CompareNextProvider } from '@compare/widgets/next';
import { AddToBasket } from './add-to-basket';

// Rendered for every request, so COMPARE_API_URL is read when the server runs, not at build time.
export const dynamic = 'force-dynamic';

export default function RecipePage() {
  return (
    <main>
      <h1>Paneer butter masala for four</h1>
      <ul>
        <li>Milk, 1 litre</li>
        <li>Whole wheat atta</li>
        <li>Butter, 100 g</li>
      </ul>
      <CompareNextProvider
        apiBaseUrl={process.env.COMPARE_API_URL}
        hrefs={{ cart: '/compare', home: '/' }}
        theme={{ appearance: 'light' }}
      >
        <AddToBasket queries={['milk', 'atta', 'butter']} />
        <FloatingCart />
      </CompareNextProvider>
    </main>
  );
}
