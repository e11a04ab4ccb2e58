import { formatINR, formatMessage } from '@compare/core';
import { createStyles } from '@compare/ui';
import { useCompare } from '../../context';
import { useBasket } from '../../hooks/use-basket';
import { WidgetLink } from '../../internal/link';
import { focusRing, rootClass } from '../../internal/styles';
import { useNotify } from '../../internal/use-notify';

const buttonStyle = createStyles({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '40px',
  padding: '$1 $4',
  borderRadius: '$md',
  backgroundColor: '$primary',
  color: '$primaryText',
  fontWeight: '$semibold',
  fontSize: '$sm',
  cursor: 'pointer',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { backgroundColor: '$primaryHover' },
  '&:focus-visible': focusRing,
});

/** Props of {@link BasketButton}. */
export interface BasketButtonProps {
  className?: string | undefined;
}

function BagIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <path
        d="M3 6h12l-1 10H4L3 6Zm3 0V5a3 3 0 0 1 6 0v1"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}

/**
 * The header's basket button: item count and total, or 'Compare Basket' when empty. With an empty
 * basket it shows 'Cart is empty'; otherwise it links to the basket comparison (/my-cart).
 */
export function BasketButton({ className }: BasketButtonProps) {
  const { messages, hrefs, locale } = useCompare();
  const notify = useNotify();
  const basket = useBasket();
  if (basket.items.length === 0) {
    return (
      <button
        type="button"
        className={rootClass(buttonStyle(), className)}
        onClick={() =>
          notify({ title: messages.cartEmptyToastTitle, description: messages.cartEmptyToastDescription })
        }
      >
        <BagIcon />
        {messages.compareBasket}
      </button>
    );
  }
  return (
    <WidgetLink href={hrefs.cart()} className={rootClass(buttonStyle(), className)}>
      <BagIcon />
      {formatMessage(
        messages.basketButtonSummary,
        { count: basket.count, total: formatINR(basket.total) },
        locale,
      )}
    </WidgetLink>
  );
}
