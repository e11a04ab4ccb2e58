import { ROW_SCROLL_STEP_PX, type TrendingSection } from '@compare/core';
import { createStyles, IconButton } from '@compare/ui';
import { useId, useRef, useState } from 'react';
import { useCompare } from '../../context';
import { categoryName } from '../../internal/category-names';
import { WidgetLink } from '../../internal/link';
import { cx, headingStyle, linkStyle, listStyle, MEDIUM, rootClass } from '../../internal/styles';
import { ProductCard } from '../product-card/product-card';

const sectionStyle = createStyles({ display: 'flex', flexDirection: 'column', gap: '$3', minWidth: 0 });
const headStyle = createStyles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '$3',
});
const controlsStyle = createStyles({ display: 'flex', alignItems: 'center', gap: '$2' });
const rowStyle = createStyles({
  display: 'flex',
  gap: '$3',
  padding: '$1 0 $3',
  overflowX: 'auto',
  // No scroll snapping: it would pull each button press back to a card edge (928 px instead of
  // the 980 px step the rules fix for the scroll buttons).
  scrollbarWidth: 'thin',
  // Narrow cards on a phone: two and a bit are visible, so the row reads as scrollable.
  '& > li': { flex: '0 0 160px' },
  [MEDIUM]: { '& > li': { flex: '0 0 200px' } },
});

/** Props of {@link TrendingRow}. */
export interface TrendingRowProps {
  section: TrendingSection;
  className?: string | undefined;
  /**
   * How many leading cards load their images eagerly at high priority (default 0, all lazy). Give
   * the page's first row 4 so the images above the fold do not wait for the lazy loader.
   */
  priorityImages?: number | undefined;
  /**
   * How many cards render at first (default: all). The rest render as soon as the shopper reaches
   * for the row (scrolls it, points at it, focuses into it or presses a scroll button), so a home
   * page of several rows does not spend its first seconds rendering cards nobody sees yet.
   */
  initialCards?: number | undefined;
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A trending section: its title, a 'View all' link to /s?category={title}, and a horizontally
 * scrolling row of product cards with buttons that scroll by 980 px.
 */
export function TrendingRow({ section, className, priorityImages = 0, initialCards }: TrendingRowProps) {
  const { messages, hrefs } = useCompare();
  const row = useRef<HTMLUListElement>(null);
  const id = useId();
  const [showAll, setShowAll] = useState(initialCards === undefined);
  const reveal = () => {
    if (!showAll) setShowAll(true);
  };
  const title = section.title ?? section.category ?? '';
  const products = showAll ? section.products : section.products.slice(0, initialCards);
  const scroll = (direction: -1 | 1) => {
    reveal();
    row.current?.scrollBy({ left: direction * ROW_SCROLL_STEP_PX, behavior: 'smooth' });
  };
  return (
    <section className={rootClass(sectionStyle(), className)} aria-labelledby={`${id}-title`}>
      <div className={headStyle()}>
        <h2 className={headingStyle()} id={`${id}-title`}>
          {categoryName(title, messages)}
        </h2>
        <div className={controlsStyle()}>
          <WidgetLink href={hrefs.search({ category: title })} className={linkStyle()}>
            {messages.viewAll}
          </WidgetLink>
          <IconButton label={messages.scrollLeft} variant="outline" size="sm" onClick={() => scroll(-1)}>
            <ChevronIcon direction="left" />
          </IconButton>
          <IconButton label={messages.scrollRight} variant="outline" size="sm" onClick={() => scroll(1)}>
            <ChevronIcon direction="right" />
          </IconButton>
        </div>
      </div>
      <ul
        className={cx(listStyle(), rowStyle())}
        ref={row}
        onScroll={reveal}
        onPointerEnter={reveal}
        onTouchStart={reveal}
        onFocus={reveal}
      >
        {products.map((product, index) => (
          <li key={product.productId}>
            <ProductCard product={product} priority={index < priorityImages} />
          </li>
        ))}
      </ul>
    </section>
  );
}
