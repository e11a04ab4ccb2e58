import { formatINR, formatMessage, isGoodDeal, type PriceHistory, toPaise } from '@compare/core';
import { createStyles, Tag } from '@compare/ui';
import { useId } from 'react';
import { useCompare } from '../../context';
import { usePriceHistory } from '../../hooks/queries';

/** Days of history the verdict looks at. */
export const HISTORY_WINDOW_DAYS = 30;

const panelStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$3',
  border: '1px solid $colors$border',
  borderRadius: '$md',
  '& h2': { margin: 0, fontSize: '$md', fontWeight: '$semibold' },
  '& p': { margin: 0, fontSize: '$sm' },
});
const figuresStyle = createStyles({ display: 'flex', flexWrap: 'wrap', gap: '$3', color: '$muted' });
const chartStyle = createStyles({ width: '100%', height: '48px', color: '$primary' });

/** Lowest and highest observed prices of a variant and the daily lowest prices, oldest first. */
export interface HistorySummary {
  low: number;
  high: number;
  daily: number[];
  /** Days with a real (not demo) in-stock observation: only these can support a verdict. */
  realDays: number;
  /** True when some of the history is seeded demo data. */
  demo: boolean;
}

/** Summarises the last 30 days of a variant's observations across merchants (exact in paise). */
export function summariseHistory(history: PriceHistory, variant: string, now: Date): HistorySummary | null {
  const since = now.getTime() - HISTORY_WINDOW_DAYS * 86_400_000;
  const byDay = new Map<string, number>();
  const realDays = new Set<string>();
  let demo = false;
  for (const series of history.series) {
    if (series.variant !== variant) continue;
    for (const point of series.points) {
      const at = Date.parse(point.at);
      if (!Number.isFinite(at) || at < since || !point.available) continue;
      const day = point.at.slice(0, 10);
      if (point.demo) demo = true;
      else realDays.add(day);
      const paise = toPaise(point.price);
      const previous = byDay.get(day);
      if (previous === undefined || paise < previous) byDay.set(day, paise);
    }
  }
  if (byDay.size === 0) return null;
  const daily = [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, paise]) => paise);
  return {
    low: Math.min(...daily) / 100,
    high: Math.max(...daily) / 100,
    daily: daily.map((p) => p / 100),
    realDays: realDays.size,
    demo,
  };
}

function Sparkline({ values, label }: { values: number[]; label: string }) {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const step = values.length > 1 ? 100 / (values.length - 1) : 0;
  const points = values.map(
    (value, i) => `${(i * step).toFixed(2)},${(38 - ((value - min) / span) * 36).toFixed(2)}`,
  );
  return (
    <svg
      className={chartStyle()}
      viewBox="0 0 100 40"
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      <polyline
        points={points.join(' ')}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

/** Props of the price-history panel. */
export interface PriceHistoryPanelProps {
  productId: string;
  variant: string;
  /** The lowest current in-stock price of the variant, for the verdict (undefined: no verdict). */
  currentPrice: number | undefined;
}

/** The variant's 30-day low/high with a sparkline and a good-deal verdict; hidden when the API has none. */
export function PriceHistoryPanel({ productId, variant, currentPrice }: PriceHistoryPanelProps) {
  const { messages, now } = useCompare();
  const query = usePriceHistory(productId);
  const id = useId();
  if (!query.data) return null;
  const summary = summariseHistory(query.data, variant, now());
  if (!summary) return null;
  return (
    <section className={panelStyle()} aria-labelledby={id} data-testid="price-history">
      <h2 id={id}>{messages.priceHistory}</h2>
      {summary.daily.length > 1 ? <Sparkline values={summary.daily} label={messages.priceHistory} /> : null}
      <p className={figuresStyle()}>
        <span>{formatMessage(messages.priceHistoryLowest, { price: formatINR(summary.low) })}</span>
        <span>{formatMessage(messages.priceHistoryHighest, { price: formatINR(summary.high) })}</span>
      </p>
      {summary.demo ? <p className={figuresStyle()}>{messages.priceHistoryDemo}</p> : null}
      {currentPrice !== undefined && isGoodDeal(currentPrice, summary) ? (
        <p>
          <Tag variant="success">{messages.priceHistoryGoodDeal}</Tag>
        </p>
      ) : null}
    </section>
  );
}
