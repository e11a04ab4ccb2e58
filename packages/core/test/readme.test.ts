import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { json, recordFetch } from './fetch-recorder';
import { runReadmeExample } from './readme-example';

function snippet(): string {
  const source = readFileSync(new URL('./readme-example.ts', import.meta.url), 'utf8');
  const body = source.split('// readme:start\n')[1]?.split('  // readme:end')[0] ?? '';
  return body
    .split('\n')
    .map((line) => line.replace(/^ {2}/, ''))
    .join('\n')
    .trimEnd();
}

describe('README usage example', () => {
  it('is the code the README shows', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(snippet().length).toBeGreaterThan(200);
    expect(readme).toContain(snippet());
  });

  it('runs and computes the basket and fee table', async () => {
    const product = {
      productId: 'amul-taaza-toned-milk',
      brand: 'Amul',
      name: 'Amul Taaza Toned Milk',
      platformData: {
        '500 ml': [
          {
            merchantName: 'zepto',
            merchantUrl: 'u1',
            name: 'Amul Taaza',
            img: 'z.svg',
            price: 27,
            mrp: 28,
            discount: 4,
            isOutOfStock: false,
          },
          {
            merchantName: 'blinkit',
            merchantUrl: 'u2',
            name: 'Amul Taaza Milk',
            img: 'b.svg',
            price: 28,
            mrp: 28,
            discount: 0,
            isOutOfStock: false,
          },
        ],
      },
    };
    const recorder = recordFetch(async (request) => {
      if (request.method === 'GET') return json(product);
      const body = (await request.json()) as {
        platformTotals: Array<{ platform: string; cartTotal: number }>;
      };
      return json({
        success: true,
        data: body.platformTotals.map(({ platform, cartTotal }) => ({
          platform,
          deliveryFee: 25,
          smallCartFee: 0,
          handlingCharge: null,
          gstOnFees: 4.5,
          grandTotal: cartTotal + 29.5,
        })),
      });
    });
    const result = await runReadmeExample(recorder.fetch);
    expect(result.sideSheetTotal).toBe('₹54.00');
    expect(result.feeTable).toEqual([
      ['blinkit', '₹25.00', '₹85.50'],
      ['zepto', '₹25.00', '₹83.50'],
    ]);
    expect(result.saved).toHaveLength(1);
    expect(result.saved[0]?.quantity).toBe(2);
    expect(recorder.requests[0]?.headers.get('lat')).toBe('19.076');
  });
});
