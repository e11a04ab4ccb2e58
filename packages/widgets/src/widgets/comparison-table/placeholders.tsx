// The comparison's placeholders: the shapes it holds before the stored basket is read (on a server,
// and in the render that hydrates its markup) and while its figures are not in yet, with the styles
// they share with what replaces them. A module of its own, loaded with the table, so the content
// that fills these places (comparison-content.tsx) can load after it and nothing moves meanwhile.
import { type CartItem, formatMessage, type Messages } from '@compare/core';
import { Button, createStyles, QuantityStepper, Skeleton, Table, VisuallyHidden } from '@compare/ui';
import { useCompare } from '../../context';
import { Ghost } from '../../internal/ghost';
import { listStyle, logoStyle, MEDIUM, priceStyle } from '../../internal/styles';
import { useMediaQuery } from '../../internal/use-media-query';
import { lineName } from '../basket-sheet/basket-lines';
import { FeeNote } from './fee-note';
import { PHONE, PHONE_QUERY } from './layout';
import { MembershipPicker } from './membership-picker';
import { TableScrollArea } from './scroll-area';

// The verdict's block keeps at least this height from the first paint on, placeholder included,
// so the summary and the table below it do not move when the verdict arrives or a refresh changes
// it.
const MIN_HEIGHT = '9.5rem';

export const boxStyle = createStyles({
  boxSizing: 'border-box',
  minHeight: MIN_HEIGHT,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$4',
  borderRadius: '$lg',
  border: '2px solid $colors$success',
  backgroundColor: '$successSubtle',
  color: '$text',
  '&[data-kind="partial"], &[data-kind="none"]': {
    borderColor: '$warning',
    backgroundColor: '$warningSubtle',
  },
});
export const labelStyle = createStyles({
  margin: 0,
  fontSize: '$xs',
  fontWeight: '$semibold',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: '$muted',
});
export const headlineStyle = createStyles({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2',
  fontSize: '$lg',
  fontWeight: '$bold',
  lineHeight: '$tight',
});
export const totalStyle = createStyles({
  margin: 0,
  fontSize: '$xl',
  fontWeight: '$bold',
  fontVariantNumeric: 'tabular-nums',
});
export const textStyle = createStyles({ margin: 0, fontSize: '$sm', overflowWrap: 'anywhere' });
// The placeholder's box: the verdict's size, in the page's muted surface rather than its colours.
export const ghostBoxStyle = createStyles({
  '&&': { borderColor: 'transparent', backgroundColor: '$surfaceMuted' },
  '& > *': { backgroundColor: 'transparent', alignSelf: 'flex-start' },
});
export const mutedStyle = createStyles({
  margin: 0,
  fontSize: '$sm',
  color: '$muted',
  overflowWrap: 'anywhere',
});

export const panelStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$3',
  border: '1px solid $border',
  borderRadius: '$lg',
  background: '$surface',
});
export const titleStyle = createStyles({ margin: 0, fontSize: '$md', fontWeight: '$semibold' });
export const hintStyle = createStyles({ margin: 0, color: '$muted', fontSize: '$sm' });
export const lineStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  paddingBlock: '$1',
});
export const switchSpaceStyle = createStyles({ minHeight: '44px' });

export const listClass = createStyles({
  display: 'grid',
  gap: '$2',
  // The summary answers the question on a phone; wider screens show the full table instead.
  [MEDIUM]: { display: 'none' },
});

export const columnStyle = createStyles({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$1',
});
// The notes keep the height of two tags, so the head row does not grow when notes arrive with the
// fees and the rules ('Cheapest', 'Fees unknown' beside '2 of 3 items') or go while they compute.
export const notesStyle = createStyles({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$1',
  minHeight: 'calc(2 * $fontSizes$xs * $lineHeights$tight + 8px + $space$1)',
});
export const columnNameStyle = createStyles({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  color: '$text',
});

export const productStyle = createStyles({
  display: 'grid',
  gridTemplateColumns: '48px 1fr',
  gap: '$2',
  alignItems: 'start',
  minWidth: '200px',
  // A narrower product column on a phone leaves room for a merchant column beside it.
  [PHONE]: { gridTemplateColumns: '32px 1fr', minWidth: '150px' },
  textAlign: 'start',
  fontWeight: '$regular',
  color: '$text',
  whiteSpace: 'normal',
});
export const productImageStyle = createStyles({
  width: '48px',
  height: '48px',
  [PHONE]: { width: '32px', height: '32px' },
  borderRadius: '$md',
  objectFit: 'cover',
});
// Start-aligned: the quantity stepper keeps its own width however wide the product column grows.
export const productTextStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '2px',
  minWidth: 0,
});
export const brandStyle = createStyles({ color: '$muted', fontSize: '$xs' });
export const nameStyle = createStyles({ fontWeight: '$semibold' });
export const ghostCellStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$1',
});
export const unitStyle = createStyles({ fontSize: '$xs' });

type FeeField = 'deliveryFee' | 'smallCartFee' | 'handlingCharge' | 'gstOnFees';

// The fee rows, in the order the table shows them; each field's catalogue key has the same name.
export const FEE_ROWS: readonly FeeField[] = ['deliveryFee', 'smallCartFee', 'handlingCharge', 'gstOnFees'];
export const figureStyle = createStyles({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

// The sticky product column draws its edge, so merchant columns visibly slide under it.
// Until the stores' order is known their columns keep their place, hidden: they then show in one
// order, rather than in a first one and moving to the final one.
export const lineTableStyle = createStyles({
  minWidth: 0,
  [PHONE]: { display: 'none', '&[data-open]': { display: 'block' } },
});
// Doubled class: the Button's own display must lose whatever order the styles were inserted in.
export const disclosureStyle = createStyles({
  alignSelf: 'flex-start',
  [MEDIUM]: { '&&': { display: 'none' } },
});
export const tableStyle = createStyles({
  '& tr > :first-child': { boxShadow: 'inset -1px 0 0 $colors$border' },
  '&[data-pending] tr > :not(:first-child)': { visibility: 'hidden' },
});

/** "Amul Taaza Toned Milk (500 ml) × 2, Bread (400 g) × 1". */
export function linesText(lines: readonly CartItem[], messages: Messages): string {
  return lines.map((item) => `${lineName(item, messages)} × ${item.quantity}`).join(', ');
}

/** Props of {@link VerdictPlaceholder}. */
export interface VerdictPlaceholderProps {
  /** The basket, once read: the placeholder holds the lines a one-store verdict lists. */
  items?: readonly CartItem[] | undefined;
}

// Before the basket is read: as many lines of a usual length as the table's skeleton holds rows.
function skeletonLinesText(lines: number): string {
  return Array.from({ length: Math.max(1, lines) }, () => 'Brand product name, pack (500 g) × 1').join(', ');
}

/**
 * The verdict's place while its figures are not in yet: the box of a one-store verdict (its label,
 * headline, total, saving and the line naming each item) as ghosts, so it is as tall as the verdict
 * that usually replaces it, and never less than the verdict's least height.
 */
export function VerdictPlaceholder({ items }: VerdictPlaceholderProps) {
  const { messages, basketLines } = useCompare();
  return (
    <div aria-busy="true" data-testid="verdict-placeholder">
      <div className={`${boxStyle()} ${ghostBoxStyle()}`} aria-hidden="true">
        <Ghost className={labelStyle()}>{messages.verdictTitle}</Ghost>
        <Ghost className={headlineStyle()}>
          <span className={logoStyle()} />
          Bigbasket
        </Ghost>
        <Ghost className={totalStyle()}>₹000.00</Ghost>
        <Ghost className={textStyle()}>₹00.00</Ghost>
        <Ghost className={mutedStyle()}>
          {formatMessage(messages.itemsPlusFees, { items: '₹000.00', fees: '₹00.00' })} ·{' '}
          {items ? linesText(items, messages) : skeletonLinesText(basketLines)}
        </Ghost>
      </div>
    </div>
  );
}

/**
 * The panel's box before the stored basket is read (on a server and in the render that hydrates
 * it): its title, hint and a switch's line for each of the `lines` the basket cookie counts, so the
 * switches fill the same place and nothing below moves.
 */
export function AnyBrandPanelPlaceholder({ lines }: { lines: number }) {
  const { messages } = useCompare();
  return (
    <section className={panelStyle()} aria-hidden="true" data-testid="any-brand-placeholder">
      <h3 className={titleStyle()}>{messages.anyBrandTitle}</h3>
      <p className={hintStyle()}>{messages.anyBrandHint}</p>
      <ul className={listStyle()}>
        {Array.from({ length: lines }, (_, n) => `line-${n}`).map((slot) => (
          <li key={slot} className={lineStyle()}>
            <div className={switchSpaceStyle()} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Height of a summary card with its fees line, for the placeholders before the first fees. */
const CARD_HEIGHT = '6.875rem';

/**
 * What the summary shows until the basket's first fees arrive: one placeholder per store. The
 * stores' order depends on the fees, so naming them earlier would show an order that then changes.
 */
export function MerchantSummaryPlaceholder({ count }: { count: number }) {
  const { messages } = useCompare();
  return (
    <ul className={`${listStyle()} ${listClass()}`} aria-label={messages.storeTotals} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
        <li key={index}>
          <Skeleton height={CARD_HEIGHT} />
        </li>
      ))}
    </ul>
  );
}

/** A column head before the stores are known: a logo and a name as ghosts, the notes' line kept. */
export function MerchantHeadSkeleton() {
  return (
    <Table.HeaderCell aria-hidden="true">
      <span className={columnStyle()}>
        <span className={columnNameStyle()}>
          <Ghost className={logoStyle()}>{null}</Ghost>
          <Ghost>Bigbasket</Ghost>
        </span>
        <span className={notesStyle()} />
      </span>
    </Table.HeaderCell>
  );
}

/**
 * A basket line before the stored basket is read: the same product cell (image, brand, a
 * two-line name, variant, quantity stepper) as ghosts, and a price ghost per merchant, so the
 * real line takes the place it held.
 */
export function LineRowSkeleton({ columns }: { columns: number }) {
  return (
    <Table.Row aria-hidden="true">
      <Table.HeaderCell scope="row">
        <div className={productStyle()}>
          <Ghost className={productImageStyle()}>{null}</Ghost>
          <span className={productTextStyle()}>
            <Ghost className={brandStyle()}>Brand</Ghost>
            <Ghost className={nameStyle()}>
              Product name
              <br />
              and pack
            </Ghost>
            <Ghost className={brandStyle()}>500 g</Ghost>
            <Ghost>
              <QuantityStepper value={1} onValueChange={() => {}} label="" />
            </Ghost>
          </span>
        </div>
      </Table.HeaderCell>
      {Array.from({ length: columns }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
        <Table.Cell key={index}>
          <span className={ghostCellStyle()}>
            <Ghost className={priceStyle()}>₹000.00</Ghost>
            <Ghost className={unitStyle()}>₹0.00/100 g</Ghost>
          </span>
        </Table.Cell>
      ))}
    </Table.Row>
  );
}

/** The footer rows before the basket is read: their names, and a figure's ghost per merchant. */
export function TableFooterSkeleton({ columns }: { columns: number }) {
  const { messages } = useCompare();
  const rows = ['platformTotal', ...FEE_ROWS, 'grandTotal'] as const;
  return (
    <Table.Footer aria-hidden="true">
      {rows.map((row) => (
        <Table.Row key={row}>
          <Table.HeaderCell scope="row">{messages[row]}</Table.HeaderCell>
          {Array.from({ length: columns }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
            <Table.Cell key={index}>
              <Ghost className={figureStyle()}>₹000.00</Ghost>
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </Table.Footer>
  );
}

/** Props of {@link LineTableSkeleton}. */
export interface LineTableSkeletonProps {
  titleId: string;
  /** Merchant columns to hold (the provider's platforms). */
  columns: number;
  /** Basket lines to hold. */
  lines: number;
}

/**
 * The table's shape before the stored basket is read (on a server, and in the first render that
 * hydrates its markup): the head, `lines` rows and the footer rows, each as tall as the real ones.
 */
export function LineTableSkeleton({ titleId, columns, lines }: LineTableSkeletonProps) {
  const { messages } = useCompare();
  return (
    <TableScrollArea labelledBy={titleId} columns={columns}>
      <Table.Root stickyFirstColumn className={tableStyle()} aria-busy="true">
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{messages.productColumn}</Table.HeaderCell>
            {Array.from({ length: columns }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
              <MerchantHeadSkeleton key={index} />
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {Array.from({ length: lines }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
            <LineRowSkeleton key={index} columns={columns} />
          ))}
        </Table.Body>
        <TableFooterSkeleton columns={columns} />
      </Table.Root>
    </TableScrollArea>
  );
}

/** Props of {@link ComparisonPlaceholders}. */
export interface ComparisonPlaceholdersProps {
  titleId: string;
  /** The basket once read; null before (the provider's basketLines then count its lines). */
  items: readonly CartItem[] | null;
  /** Store columns to hold: the stores shown once the basket is read, else the provider's platforms. */
  columns: number;
  /** The table's `anyBrand` prop. */
  anyBrand: boolean;
}

/**
 * The places the comparison's content fills (comparison-content.tsx), held while its module loads:
 * the verdict's box, the 'Any brand' panel's, a card per store on a phone, the disclosure button
 * and the table's rows, then the fee note and the memberships, so nothing moves when it is in.
 */
export function ComparisonPlaceholders({ titleId, items, columns, anyBrand }: ComparisonPlaceholdersProps) {
  const { messages, basketLines, platforms } = useCompare();
  const phone = useMediaQuery(PHONE_QUERY);
  const lines = items ? items.length : basketLines;
  return (
    <>
      <VisuallyHidden role="status">{messages.loading}</VisuallyHidden>
      <VerdictPlaceholder items={items ?? undefined} />
      {anyBrand ? <AnyBrandPanelPlaceholder lines={lines} /> : null}
      <MerchantSummaryPlaceholder count={columns} />
      <Button variant="outline" className={disclosureStyle()} aria-expanded={false} disabled>
        {messages.lineByLine}
      </Button>
      <div className={lineTableStyle()}>
        {phone ? null : <LineTableSkeleton titleId={titleId} columns={columns} lines={lines} />}
      </div>
      <FeeNote />
      <MembershipPicker rules={[]} merchants={platforms.map((platform) => platform.key)} />
    </>
  );
}
