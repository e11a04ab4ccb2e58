import { type CartItem, formatMessage, isLineDelisted, lowestOffer, offerAt } from '@compare/core';
import { createStyles, QuantityStepper, Table, Tag } from '@compare/ui';
import { useCompare } from '../../context';
import { Ghost } from '../../internal/ghost';
import { merchantLabel, variantText } from '../../internal/product';
import { priceStyle } from '../../internal/styles';
import { lineName } from '../basket-sheet/basket-lines';
import { ComparisonCell } from './comparison-cell';
import { PHONE } from './layout';

const productStyle = createStyles({
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
const productImageStyle = createStyles({
  width: '48px',
  height: '48px',
  [PHONE]: { width: '32px', height: '32px' },
  borderRadius: '$md',
  objectFit: 'cover',
});
// Start-aligned: the quantity stepper keeps its own width however wide the product column grows.
const productTextStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '2px',
  minWidth: 0,
});
const brandStyle = createStyles({ color: '$muted', fontSize: '$xs' });
const nameStyle = createStyles({ fontWeight: '$semibold' });
const ghostCellStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$1',
});
const unitStyle = createStyles({ fontSize: '$xs' });

/** Props of {@link LineRow}. */
export interface LineRowProps {
  item: CartItem;
  columns: readonly string[];
  /** One clock reading for the whole table, so every cell ages its price against the same moment. */
  now: Date;
  cellClass: (merchant: string) => string | undefined;
  onQuantity: (productId: string, variant: string, quantity: number) => void;
}

/**
 * One basket line: the product (image, brand, name, variant, 'No longer listed here' when no store
 * lists it any more, quantity) and a cell per merchant.
 */
export function LineRow({ item, columns, now, cellClass, onQuantity }: LineRowProps) {
  const { messages } = useCompare();
  const image = lowestOffer(item.platformData)?.img;
  return (
    <Table.Row data-product-id={item.productId}>
      <Table.HeaderCell scope="row">
        <div className={productStyle()}>
          {image ? (
            <img className={productImageStyle()} src={image} alt="" width={48} height={48} />
          ) : (
            <span />
          )}
          <span className={productTextStyle()}>
            <span className={brandStyle()}>{item.brand}</span>
            <span className={nameStyle()}>{item.productName}</span>
            <span className={brandStyle()}>{variantText(item.variant, messages)}</span>
            {isLineDelisted(item) ? (
              <Tag variant="warning" data-testid="line-delisted">
                {messages.noLongerListed}
              </Tag>
            ) : null}
            <QuantityStepper
              value={item.quantity}
              min={0}
              onValueChange={(next: number) => onQuantity(item.productId, item.variant, next)}
              label={formatMessage(messages.quantityOf, { name: lineName(item, messages) })}
              decreaseLabel={messages.decreaseQuantity}
              increaseLabel={messages.increaseQuantity}
            />
          </span>
        </div>
      </Table.HeaderCell>
      {columns.map((merchant) => (
        <Table.Cell key={merchant} data-merchant={merchant} className={cellClass(merchant)}>
          <ComparisonCell
            offer={offerAt(item.platformData, merchant)}
            now={now}
            variant={item.variant}
            merchant={merchantLabel(merchant)}
          />
        </Table.Cell>
      ))}
    </Table.Row>
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
