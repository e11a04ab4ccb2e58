import { type FeeRule, membershipsOf, platformTotalKey } from '@compare/core';
import { createStyles, Skeleton } from '@compare/ui';
import { useStore } from 'zustand';
import { useCompare } from '../../context';
import { listStyle } from '../../internal/styles';
import { useFeeRulesState } from './use-fee-rules';

const boxStyle = createStyles({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  fontSize: '$sm',
  color: '$text',
});
const legendStyle = createStyles({ fontWeight: '$semibold', padding: 0 });
const optionsStyle = createStyles({ display: 'flex', flexWrap: 'wrap', gap: '$3' });
const optionStyle = createStyles({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  cursor: 'pointer',
});
const hintStyle = createStyles({ margin: 0, color: '$muted', fontSize: '$xs' });

/** Props of {@link MembershipPicker}. */
export interface MembershipPickerProps {
  rules: readonly FeeRule[];
  /** Merchants in the basket: only their memberships are offered. */
  merchants: readonly string[];
}

/**
 * Lets the shopper say which memberships they hold (Zepto Pass, Swiggy One, bbstar and any a fee
 * rule names) for the merchants in the basket; the choice is stored like the basket. Hidden when
 * the partner fixed the memberships through the provider.
 */
export function MembershipPicker({ rules, merchants }: MembershipPickerProps) {
  const { messages, stores } = useCompare();
  const held = useStore(stores.memberships, (s) => s.held);
  const fixed = useStore(stores.memberships, (s) => s.fixed);
  const set = useStore(stores.memberships, (s) => s.set);
  // Merchant identity by platform total key: an unknown merchant keeps its own key, so it never
  // matches another unknown one (docs/rules.md, "Platform key normalisation").
  const keys = new Set(merchants.map(platformTotalKey));
  const offered = membershipsOf(rules).filter((m) => keys.has(platformTotalKey(m.feeKey)));
  // The rules name the memberships: until they are in (here, not only fetched), the choice keeps
  // its place.
  const live = useFeeRulesState();
  if (fixed || merchants.length === 0) return null;
  if (rules.length === 0 && (live.pending || live.rules.length > 0)) {
    return (
      <div className={boxStyle()} aria-hidden="true" data-testid="memberships-placeholder">
        <span className={legendStyle()}>{messages.membershipsLabel}</span>
        <Skeleton shape="text" width="60%" height="1.5em" />
        <p className={hintStyle()}>{messages.membershipsHint}</p>
      </div>
    );
  }
  if (offered.length === 0) return null;
  return (
    <fieldset className={boxStyle()} data-testid="memberships">
      <legend className={legendStyle()}>{messages.membershipsLabel}</legend>
      <ul className={`${listStyle()} ${optionsStyle()}`}>
        {offered.map((membership) => (
          <li key={membership.key}>
            <label className={optionStyle()}>
              <input
                type="checkbox"
                checked={held.includes(membership.key)}
                onChange={(event) => set(membership.key, event.currentTarget.checked)}
              />
              {membership.name}
            </label>
          </li>
        ))}
      </ul>
      <p className={hintStyle()}>{messages.membershipsHint}</p>
    </fieldset>
  );
}
