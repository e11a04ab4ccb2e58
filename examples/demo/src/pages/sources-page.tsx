import { formatINR, getPlatform, type SourcesAnswer } from '@compare/core';
import { useEffect, useState } from 'react';
import { usePageTitle } from '../page-title';

/** A merchant's own name ('Bigbasket'); a key the registry does not know stays as it is. */
const merchantName = (key: string) => getPlatform(key)?.displayName ?? key;

/** A city id ('navi-mumbai') as a shopper reads it ('Navi Mumbai'). */
const cityName = (id: string) =>
  id
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; answer: SourcesAnswer };

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });
const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });
const rupees = (n: number) => formatINR(n);

/** Why a price was held, as an operator reads it. */
const REASONS: Record<string, string> = {
  'price-drop': 'price a tenth or less of usual',
  'price-jump': 'price 10× or more of usual',
  'mrp-jump': 'MRP 3× or more of the last',
  'mrp-drop': 'MRP a third or less of the last',
};

/** "3 hours ago" from an ISO time, against `now`; a dash for none. */
function ago(iso: string | null, now: number): string {
  if (!iso) return '–';
  const seconds = Math.max(0, (now - Date.parse(iso)) / 1000);
  if (seconds < 60) return relative.format(0, 'minute');
  if (seconds < 3600) return relative.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return relative.format(-Math.floor(seconds / 3600), 'hour');
  return relative.format(-Math.floor(seconds / 86_400), 'day');
}

/** Observations per day as bars, oldest first (the last bar is today). */
function FreshnessChart({ days, label }: { days: number[]; label: string }) {
  const max = Math.max(1, ...days);
  const width = 4;
  const gap = 1;
  return (
    <svg
      className="demo-sources-chart"
      viewBox={`0 0 ${days.length * (width + gap)} 20`}
      width={days.length * (width + gap) * 4}
      height={40}
      role="img"
      aria-label={label}
    >
      {days.map((n, i) => {
        const h = n === 0 ? 0 : Math.max(1, (n / max) * 20);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: one bar per day, in a fixed order
          <rect key={i} x={i * (width + gap)} y={20 - h} width={width} height={h} fill="currentColor" />
        );
      })}
    </svg>
  );
}

/** /sources: every merchant and city's price source, how fresh it is and whether it has stalled. */
export function SourcesPage() {
  usePageTitle('Price sources');
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/sources', { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP error! Status: ${res.status}`);
        setState({ kind: 'ready', answer: (await res.json()) as SourcesAnswer });
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) {
          console.warn('price sources not loaded', err);
          setState({ kind: 'failed' });
        }
      });
    return () => controller.abort();
  }, []);
  return (
    <article className="demo-sources">
      <div className="demo-prose">
        <h1>Price sources</h1>
        <p className="demo-lead">
          Where every price comes from: each merchant's listings in each city, when a feed import and a live
          refresh last brought prices, and how many of them are too old to count.
        </p>
        <p>
          A price far from a listing's usual price (ten times or a tenth of it, or an MRP that triples) is
          quarantined: held back, never shown or alerting, until a second observation confirms it.
        </p>
        <p>
          The whole price history is open data:{' '}
          <a href="/api/export/prices.jsonl.gz">download every product, offer and observation</a> (JSON Lines,
          gzip, ODbL 1.0).
        </p>
      </div>
      {state.kind === 'loading' ? <p aria-busy="true">Loading price sources…</p> : null}
      {state.kind === 'failed' ? (
        <p role="alert">Price sources could not be loaded. Try again later.</p>
      ) : null}
      {state.kind === 'ready' ? <SourcesTable answer={state.answer} /> : null}
    </article>
  );
}

function SourcesTable({ answer }: { answer: SourcesAnswer }) {
  const now = Date.parse(answer.generatedAt);
  const stalled = answer.sources.filter((s) => s.stalled).length;
  return (
    <>
      <p data-testid="sources-summary">
        {answer.sources.length} sources, {stalled} stalled (no fresh price for {answer.stalledAfterMinutes}{' '}
        minutes). A price older than {answer.offerMaxAgeHours} hours is stale and left out of verdicts.
      </p>
      <div className="demo-sources-scroll">
        <table className="demo-sources-table">
          <caption className="demo-visually-hidden">Price sources by merchant and city</caption>
          <thead>
            <tr>
              <th scope="col">Merchant</th>
              <th scope="col">City</th>
              <th scope="col">Status</th>
              <th scope="col">Listings</th>
              <th scope="col">Last feed import</th>
              <th scope="col">Last live refresh</th>
              <th scope="col">Stale</th>
              <th scope="col">Breaker</th>
              <th scope="col">Quarantined</th>
              <th scope="col">Prices per day (14 days)</th>
            </tr>
          </thead>
          <tbody>
            {answer.sources.map((s) => (
              <tr key={`${s.merchant} ${s.cityId}`} data-stalled={s.stalled ? '' : undefined}>
                <th scope="row">{merchantName(s.merchant)}</th>
                <td>{cityName(s.cityId)}</td>
                <td>
                  <span
                    className={s.stalled ? 'demo-source-status demo-source-stalled' : 'demo-source-status'}
                  >
                    {s.stalled ? 'Stalled' : 'Fresh'}
                  </span>
                </td>
                <td>{s.listings.toLocaleString('en-IN')}</td>
                <td>{ago(s.lastImportAt, now)}</td>
                <td>
                  {ago(s.lastRefreshAt, now)}
                  {s.refreshes > 0 ? ` (${s.refreshes.toLocaleString('en-IN')})` : ''}
                </td>
                <td>{percent.format(s.staleShare)}</td>
                <td>{s.breaker}</td>
                <td>{s.quarantined.toLocaleString('en-IN')}</td>
                <td>
                  <FreshnessChart
                    days={s.freshness}
                    label={`${merchantName(s.merchant)} ${cityName(s.cityId)}: ${s.freshness.reduce((a, b) => a + b, 0)} prices in 14 days, ${s.freshness.at(-1) ?? 0} today`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <QuarantineTable quarantine={answer.quarantine} now={now} />
    </>
  );
}

/** The held prices waiting for a second observation or an operator (newest first). */
function QuarantineTable({ quarantine, now }: { quarantine: SourcesAnswer['quarantine']; now: number }) {
  return (
    <section aria-labelledby="demo-quarantine-title" className="demo-quarantine">
      <h2 id="demo-quarantine-title">Quarantined prices</h2>
      <p data-testid="quarantine-summary">
        {quarantine.pending === 0
          ? 'No price is held back.'
          : `${quarantine.pending.toLocaleString('en-IN')} ${quarantine.pending === 1 ? 'price is' : 'prices are'} held back until confirmed.`}
      </p>
      {quarantine.rows.length > 0 ? (
        <div className="demo-sources-scroll">
          <table className="demo-sources-table">
            <caption className="demo-visually-hidden">Quarantined prices, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Listing</th>
                <th scope="col">Held price</th>
                <th scope="col">Shown price</th>
                <th scope="col">Usual price</th>
                <th scope="col">Why</th>
                <th scope="col">Seen</th>
              </tr>
            </thead>
            <tbody>
              {quarantine.rows.map((h) => (
                <tr key={h.id}>
                  <th scope="row">
                    {h.title ?? h.offerId}
                    {h.merchant ? ` (${merchantName(h.merchant)}, ${cityName(h.cityId ?? '')})` : ''}
                  </th>
                  <td>
                    {rupees(h.price)} (MRP {rupees(h.mrp)})
                  </td>
                  <td>{h.currentPrice === null ? '–' : rupees(h.currentPrice)}</td>
                  <td>
                    {h.median === null ? '–' : rupees(h.median)} (MRP {rupees(h.previousMrp)})
                  </td>
                  <td>{h.reasons.map((r) => REASONS[r] ?? r).join(', ')}</td>
                  <td>{ago(h.observedAt, now)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
