import { CompareStyleRegistry } from '@compare/widgets/next';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: 'FreshKart Recipes: weekly basket',
  description: 'A partner recipe site built with Next.js, embedding the Compare basket comparison.',
  icons: { icon: 'data:,' },
};

// The root layout is a Server Component. The registry puts the widgets' CSS into the server HTML,
// so the comparison arrives styled (no flash, no layout shift).
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'Georgia, serif', background: '#fffaf2', color: '#2b2118' }}>
        <CompareStyleRegistry>{children}</CompareStyleRegistry>
      </body>
    </html>
  );
}
