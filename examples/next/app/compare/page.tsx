import { ComparisonTable, FloatingCart } from '@compare/widgets';
import { CompareNextProvider } from '@compare/widgets/next';

export const dynamic = 'force-dynamic';

export default function ComparePage() {
  return (
    <main>
      <h1>Where is this basket cheapest?</h1>
      <CompareNextProvider
        apiBaseUrl={process.env.COMPARE_API_URL}
        hrefs={{ cart: '/compare', home: '/' }}
        theme={{ appearance: 'light' }}
      >
        <ComparisonTable />
        <FloatingCart proceed={false} />
      </CompareNextProvider>
    </main>
  );
}
