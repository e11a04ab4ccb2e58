import { type CartItem, formatMessage, isLineDelisted, lowestOffer, offerAt } from '@compare/core';
import { QuantityStepper, Table, Tag } from '@compare/ui';
import { useCompare } from '../../context';
import { merchantLabel, variantText } from '../../internal/product';
import { lineName } from '../basket-sheet/basket-lines';
import { ComparisonCell } from './comparison-cell';
import { brandStyle, nameStyle, productImageStyle, productStyle, productTextStyle } from './placeholders';

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
