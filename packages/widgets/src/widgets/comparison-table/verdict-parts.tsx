import { formatINR, formatMessage, fromPaise, toPaise, type VerdictPart } from '@compare/core';
import { createStyles } from '@compare/ui';
import { useCompare } from '../../context';
import { merchantLabel, merchantLogo } from '../../internal/product';
import { listStyle, logoStyle, MEDIUM } from '../../internal/styles';
import { linesText } from './placeholders';

// Parts side by side from medium screens up, one under the other on a phone.
const partsStyle = createStyles({
  display: 'grid',
  gap: '$2',
  [MEDIUM]: { gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' },
});
const partStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  padding: '$2 $3',
  borderRadius: '$md',
  backgroundColor: '$surface',
  border: '1px solid $colors$border',
  fontSize: '$sm',
  minWidth: 0,
});
const headStyle = createStyles({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  fontWeight: '$semibold',
  overflowWrap: 'anywhere',
});
const mutedStyle = createStyles({ color: '$muted', overflowWrap: 'anywhere' });

/** Props of {@link VerdictParts}. */
export interface VerdictPartsProps {
  parts: readonly VerdictPart[];
  /** Landed total of the parts, for `data-total` (the cheapest split's figure). */
  total: number;
}

/**
 * Each merchant of a verdict with its figures ('Blinkit: items ₹250.00 + fees ₹11.80 = ₹261.80')
 * and the items to buy there. More than one part is the cheapest split, and carries its test id.
 */
export function VerdictParts({ parts, total }: VerdictPartsProps) {
  const { messages, locale } = useCompare();
  const split = parts.length > 1;
  return (
    <ul
      className={`${listStyle()} ${partsStyle()}`}
      data-testid={split ? 'cheapest-split' : undefined}
      data-total={split ? total : undefined}
      aria-label={split ? messages.cheapestSplit : undefined}
    >
      {parts.map((part) => {
        const logo = merchantLogo(part.merchant);
        const fees = fromPaise(toPaise(part.grandTotal) - toPaise(part.itemsTotal));
        return (
          <li key={part.merchant} className={partStyle()} data-merchant={part.merchant}>
            <span className={headStyle()}>
              {logo ? <img className={logoStyle()} src={logo} alt="" width={24} height={24} /> : null}
              {formatMessage(
                messages.planGroup,
                {
                  merchant: merchantLabel(part.merchant),
                  items: formatINR(part.itemsTotal),
                  fees: formatINR(fees),
                  total: formatINR(part.grandTotal),
                },
                locale,
              )}
            </span>
            <span className={mutedStyle()}>{linesText(part.lines, messages)}</span>
          </li>
        );
      })}
    </ul>
  );
}
