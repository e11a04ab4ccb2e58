import { formatMessage } from '@compare/core';
import { createStyles, Table } from '@compare/ui';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useCompare } from '../../context';

// Layout effects run only in a browser; on a server the cue starts hidden and is measured after.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

// The frame holds the edge shadow over the scroll box; the scroll box is itself positioned, as the
// containing block of the cells' visually hidden labels ('MRP', '(opens in a new tab)'): they are
// absolutely positioned, and placed against any box outside the scrolling one they would widen
// the page beyond the screen.
const frameStyle = createStyles({ position: 'relative', maxWidth: '100%', minWidth: 0 });
const boxStyle = createStyles({ position: 'relative', maxWidth: '100%' });
// A shadow on the side that has more columns out of view: the table visibly continues there.
const EDGE = '24px';
const edgeStyle = createStyles({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: EDGE,
  pointerEvents: 'none',
  opacity: 0,
  transition: 'opacity 120ms',
  zIndex: 11,
  '&[data-side="end"]': {
    right: 0,
    background: 'linear-gradient(to left, rgba(0, 0, 0, 0.16), rgba(0, 0, 0, 0))',
  },
  '&[data-visible]': { opacity: 1 },
});
// The cue's line is kept while the columns fit (or are not measured yet), hidden: the table does
// not move down when a narrower screen or a wider basket makes it scroll.
const hintStyle = createStyles({
  margin: '0 0 $1',
  color: '$muted',
  fontSize: '$sm',
  '&::after': { content: '" →"' },
  '&[aria-hidden]': { visibility: 'hidden' },
});

/** Whether the box has columns out of view on its far side. */
function hiddenAtEnd(box: HTMLElement): boolean {
  return Math.ceil(box.scrollLeft + box.clientWidth) < box.scrollWidth - 1;
}

/** Props of {@link TableScrollArea}. */
export interface TableScrollAreaProps {
  /** Names the scroll region. */
  labelledBy: string;
  /** How many merchant columns the table has (the hint names what scrolls). */
  columns: number;
  children: ReactNode;
}

/**
 * The table's own horizontal scroll box. When the merchant columns do not fit the container, a
 * line above (its place always kept while there are store columns) says it scrolls sideways and a shadow marks the edge that
 * has more columns; the product column stays in view (the table's sticky first column).
 */
export function TableScrollArea({ labelledBy, columns, children }: TableScrollAreaProps) {
  const { messages } = useCompare();
  const box = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState(false);
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    const element = box.current;
    if (!element) return;
    setOverflow(element.scrollWidth > element.clientWidth + 1);
    setMore(hiddenAtEnd(element));
  }, []);
  useBrowserLayoutEffect(() => {
    measure();
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const table = element.firstElementChild;
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [measure, columns]);
  return (
    <div>
      {/* A table without store columns (nothing listed any more) has nothing to scroll to. */}
      {columns > 0 ? (
        <p
          className={hintStyle()}
          data-testid={overflow ? 'scroll-cue' : undefined}
          aria-hidden={overflow ? undefined : 'true'}
        >
          {formatMessage(messages.scrollForMoreStores, { count: columns })}
        </p>
      ) : null}
      <div className={frameStyle()}>
        <Table.ScrollArea
          ref={box}
          className={boxStyle()}
          aria-labelledby={labelledBy}
          onScroll={measure}
          data-overflow={overflow || undefined}
        >
          {children}
        </Table.ScrollArea>
        <span
          className={edgeStyle()}
          data-side="end"
          data-visible={more ? '' : undefined}
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
