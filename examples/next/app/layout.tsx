import { CompareStyleRegistry } from '@compare/widgets/next';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import './globals.css';

export const metadata: Metadata = { title: 'FreshKart Recipes' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <CompareStyleRegistry>{children}</CompareStyleRegistry>
      </body>
    </html>
  );
}
