import { formatMessage, type Offer, type Product } from '@compare/core';
import { Button, QuantityStepper } from '@compare/ui';
import { useCompare } from '../context';
import { productName, variantText } from './product';
import { useAddToBasket } from './use-add-to-basket';

/** Props of the add-to-cart control. */
export interface AddToCartControlProps {
  product: Product;
  variant: string;
  offers: readonly Offer[];
  selected?: Offer | undefined;
  className?: string | undefined;
}

/** 'Add' until the product variant is in the basket, then a minus/count/plus stepper. */
export function AddToCartControl({ product, variant, offers, selected, className }: AddToCartControlProps) {
  const { messages } = useCompare();
  const { quantity, add, setQuantity } = useAddToBasket(product, variant, offers, selected);
  const name = `${productName(product, messages)} (${variantText(variant, messages)})`;
  if (quantity === 0) {
    return (
      <Button
        type="button"
        size="sm"
        variant="primary"
        className={className}
        onClick={add}
        disabled={offers.length === 0}
        aria-label={`${messages.add}: ${name}`}
      >
        {messages.add}
      </Button>
    );
  }
  return (
    <QuantityStepper
      className={className}
      value={quantity}
      min={0}
      onValueChange={(next: number) => (next > quantity ? add() : setQuantity(next))}
      size="sm"
      decreaseLabel={messages.decreaseQuantity}
      increaseLabel={messages.increaseQuantity}
      label={formatMessage(messages.quantityOf, { name })}
    />
  );
}
