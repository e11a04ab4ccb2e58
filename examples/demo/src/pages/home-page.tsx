import type { TrendingSection } from '@compare/core';
import { Spinner } from '@compare/ui';
import {
  CategoryGrid,
  DeliveryBanner,
  LocationGate,
  TrendingRow,
  useCategories,
  useT,
  useTrending,
} from '@compare/widgets';
import { useEffect, useRef, useState } from 'react';
import { usePageTitle } from '../page-title';

// Rows rendered at once; the rest wait until they come near the viewport. A trending row is a
// dozen product cards with all their offers, and rendering all six rows up front kept a phone's
// main thread busy for seconds before the first tap could be handled.
const EAGER_ROWS = 2;

function DeferredRow({ section }: { section: TrendingSection }) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={slot} className={near ? undefined : 'demo-row-placeholder'}>
      {near ? <TrendingRow section={section} /> : null}
    </div>
  );
}

function Sections() {
  const t = useT();
  const categories = useCategories();
  const trending = useTrending();
  // Spec §2 Home: a spinner until categories and trending have both loaded.
  if (categories.isPending || trending.isPending) {
    return (
      <div className="demo-waiting">
        <Spinner label={t('loading')} size="lg" />
      </div>
    );
  }
  return (
    <>
      <CategoryGrid categories={categories.data ?? []} />
      {(trending.data ?? []).map((section, index) => {
        const key = section.title ?? section.category ?? String(index);
        return index < EAGER_ROWS ? (
          <TrendingRow key={key} section={section} />
        ) : (
          <DeferredRow key={key} section={section} />
        );
      })}
    </>
  );
}

/**
 * /: 'Getting your location to find the best deals...' until a location is known (spec §4), then
 * the delivery-time banner, the category grid and the trending rows.
 */
export function HomePage() {
  usePageTitle();
  const t = useT();
  return (
    <>
      <h1 className="demo-visually-hidden">{t('appName')}</h1>
      <LocationGate>
        <div className="demo-stack">
          <DeliveryBanner />
          <Sections />
        </div>
      </LocationGate>
    </>
  );
}
