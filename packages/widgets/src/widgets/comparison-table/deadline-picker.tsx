import { ARRIVES_WITHIN_OPTIONS, formatMessage } from '@compare/core';
import { createStyles, Select } from '@compare/ui';
import { useStore } from 'zustand';
import { useCompare } from '../../context';

/** The Select's value for "any time". */
const ANY = 'any';

const fieldStyle = createStyles({ display: 'flex', flexDirection: 'column', gap: '$1', minWidth: '140px' });

/** Props of {@link DeadlinePicker}. */
export interface DeadlinePickerProps {
  disabled?: boolean | undefined;
}

/**
 * 'Arrives within' (any time, 10, 20 or 30 min): the verdict, 'Cheapest' and the split then count
 * only merchants whose ETA at the shopper's location meets it. A stored deadline that is not one
 * of the choices (a partner's, or an older one) is offered as it is, so the choice never lies.
 */
export function DeadlinePicker({ disabled }: DeadlinePickerProps) {
  const { messages, stores } = useCompare();
  const arrivesWithin = useStore(stores.deadline, (s) => s.arrivesWithin);
  const set = useStore(stores.deadline, (s) => s.set);
  const choices: number[] = [...ARRIVES_WITHIN_OPTIONS];
  const minutes =
    arrivesWithin === null || choices.includes(arrivesWithin)
      ? choices
      : [...choices, arrivesWithin].sort((a, b) => a - b);
  const options = [
    { value: ANY, label: messages.arrivesWithinAny },
    ...minutes.map((value) => ({
      value: String(value),
      label: formatMessage(messages.arrivesWithinMinutes, { minutes: value }),
    })),
  ];
  return (
    <div className={fieldStyle()}>
      <Select
        label={messages.arrivesWithinLabel}
        options={options}
        value={arrivesWithin === null ? ANY : String(arrivesWithin)}
        onValueChange={(value) => set(value === ANY ? null : Number(value))}
        disabled={disabled}
        data-testid="arrives-within"
      />
    </div>
  );
}
