import { ComparisonTable, FloatingCart } from '@compare/widgets';
import { basketLinesFromCookies, CompareNextProvider } from '@compare/widgets/next';
import { cookies } from 'next/headers';

export const dynamic = 'force-dynamic';

export default async function ComparePage() {
  // The basket's size from the cookie the widgets keep: the server HTML then has the shape the
  // comparison will have (the short empty state on a first visit), so nothing below it moves.
  const basketLines = basketLinesFromCookies(await cookies());
  return (
    <main>
      <h1>Where is this basket cheapest?</h1>
      <CompareNextProvider
        apiBaseUrl={process.env.COMPARE_API_URL}
        basketLines={basketLines}
        hrefs={{ cart: '/compare', home: '/' }}
        theme={{ appearance: 'light' }}
      >
        <ComparisonTable />
        <FloatingCart proceed={false} />
      </CompareNextProvider>
    </main>
  );
}
