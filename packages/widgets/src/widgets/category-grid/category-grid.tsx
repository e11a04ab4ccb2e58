import { CATEGORY_GRID_COLUMNS, type CategoryTile } from '@compare/core';
import { createStyles, Skeleton } from '@compare/ui';
import { useCompare } from '../../context';
import { useCategories } from '../../hooks/queries';
import { categoryName } from '../../internal/category-names';
import { WidgetLink } from '../../internal/link';
import { focusRing, LARGE, listStyle, MEDIUM, rootClass } from '../../internal/styles';

const gridStyle = createStyles({
  display: 'grid',
  gap: '$3',
  gridTemplateColumns: `repeat(${CATEGORY_GRID_COLUMNS.sm}, minmax(0, 1fr))`,
  [MEDIUM]: { gridTemplateColumns: `repeat(${CATEGORY_GRID_COLUMNS.md}, minmax(0, 1fr))` },
  [LARGE]: { gridTemplateColumns: `repeat(${CATEGORY_GRID_COLUMNS.lg}, minmax(0, 1fr))` },
});
const tileStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$2',
  padding: '$2',
  borderRadius: '$lg',
  color: '$text',
  textDecoration: 'none',
  textAlign: 'center',
  fontSize: '$sm',
  fontWeight: '$medium',
  '&:hover': { backgroundColor: '$surfaceMuted' },
  '&:focus-visible': focusRing,
  '& img': {
    width: '100%',
    height: 'auto',
    aspectRatio: '1',
    objectFit: 'contain',
    padding: '14%',
    borderRadius: '$md',
    backgroundColor: '$surfaceMuted',
  },
});

// Placeholder tiles while loading: one row of the widest layout.
const SKELETON_KEYS = Array.from({ length: CATEGORY_GRID_COLUMNS.lg }, (_, i) => `category-skeleton-${i}`);

/** Props of {@link CategoryGrid}. */
export interface CategoryGridProps {
  /** Tiles to show; fetched for the current location when omitted. */
  categories?: readonly CategoryTile[] | undefined;
  className?: string | undefined;
  /** Accessible name of the grid (default 'Shop by category'). */
  label?: string | undefined;
}

/** Category tiles (title, image) linking to /s?q={search}; 3 / 4 / 7 columns on small / medium / large screens. */
export function CategoryGrid({ categories, className, label }: CategoryGridProps) {
  const { messages, hrefs } = useCompare();
  const query = useCategories();
  const tiles = categories ?? query.data;
  return (
    <ul
      className={rootClass(listStyle(), gridStyle(), className)}
      aria-label={label ?? messages.categoriesHeading}
      aria-busy={!tiles}
    >
      {tiles
        ? tiles.map((tile, index) => (
            <li key={`${tile.title}-${tile.search}`}>
              <WidgetLink href={hrefs.search({ q: tile.search })} className={tileStyle()}>
                {/* Decorative: the tile's title right below names the link. The first row is
                    on the first screen, so it does not wait for the lazy loader. */}
                <img
                  src={tile.img}
                  alt=""
                  loading={index < CATEGORY_GRID_COLUMNS.lg ? 'eager' : 'lazy'}
                  width={96}
                  height={96}
                />
                <span>{categoryName(tile.title, messages)}</span>
              </WidgetLink>
            </li>
          ))
        : SKELETON_KEYS.map((key) => (
            <li key={key}>
              <Skeleton height={120} />
            </li>
          ))}
    </ul>
  );
}
