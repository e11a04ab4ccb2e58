// Fires account writes at once (the concurrency test and bench/concurrent-writes.ts share it):
// each client creates `watches` price watches and `baskets` saved baskets, all in flight together.

/** What a burst needs of a client: a JSON POST answering its status (a TestClient is one). */
export interface Poster {
  post(path: string, body: unknown): Promise<{ status: number }>;
}

/** What a burst did: answers by status (0: no answer) and each request's time in milliseconds. */
export interface BurstResult {
  statuses: Record<number, number>;
  timings: number[];
}

const line = (n: number) => ({
  productId: 'amul-taaza-milk',
  productName: 'Amul Taaza Toned Milk',
  brand: 'Amul',
  variant: '1 l',
  quantity: 1 + (n % 3),
  platformData: [{ merchantName: 'blinkit', price: 56, mrp: 58, img: '/i.svg', name: 'Milk' }],
});

/** Sends every write at once and waits for all the answers. */
export async function burst(
  clients: readonly Poster[],
  counts: { watches: number; baskets: number },
): Promise<BurstResult> {
  const requests: Array<() => Promise<number>> = [];
  clients.forEach((c, ci) => {
    for (let i = 0; i < counts.watches; i += 1)
      requests.push(
        async () =>
          (await c.post('/api/watches', { productId: 'amul-taaza-milk', variant: '1 l', below: 40 + i }))
            .status,
      );
    for (let i = 0; i < counts.baskets; i += 1)
      requests.push(
        async () =>
          (await c.post('/api/saved-baskets', { name: `Week ${ci}-${i}`, items: [line(i)] })).status,
      );
  });
  const timings: number[] = [];
  const statuses: Record<number, number> = {};
  await Promise.all(
    requests.map(async (send) => {
      const started = performance.now();
      // No answer at all (a connection reset on a loaded machine) counts as status 0, so a run
      // reports it beside the other answers instead of ending.
      const status = await send().catch(() => 0);
      timings.push(performance.now() - started);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }),
  );
  return { statuses, timings };
}

/** The p-th percentile (0-100) of `values`. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
