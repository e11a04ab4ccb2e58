import { clsx } from 'clsx';
import { type FieldsetHTMLAttributes, forwardRef } from 'react';
import { buttonStyles } from '../button/button-styles';
import { css } from '../internal/stitches';
import { useControllableState } from '../internal/use-controllable-state';

const rootStyles = /* @__PURE__ */ css({
  display: 'inline-flex',
  margin: 0,
  minWidth: 0,
  alignItems: 'center',
  gap: '$1',
  borderRadius: '$md',
  border: '1px solid $colors$borderStrong',
  padding: '2px',
  backgroundColor: '$surface',
});

const countStyles = /* @__PURE__ */ css({
  minWidth: '2.5ch',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: '$semibold',
  fontSize: '$sm',
});

/** Props for `QuantityStepper`. */
export interface QuantityStepperProps
  extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'defaultValue' | 'onChange' | 'aria-label'> {
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  /** Names the group, e.g. 'Quantity'. Defaults to 'Quantity'. */
  label?: string;
  /** The minus button's name. Defaults to 'Decrease'. */
  decreaseLabel?: string;
  /** The plus button's name. Defaults to 'Increase'. */
  increaseLabel?: string;
  size?: 'sm' | 'md';
}

/** Minus / count / plus, with the count announced politely as it changes. */
export const QuantityStepper = /* @__PURE__ */ forwardRef<HTMLFieldSetElement, QuantityStepperProps>(
  function QuantityStepper(
    {
      value: valueProp,
      defaultValue,
      onValueChange,
      min = 0,
      max = Number.POSITIVE_INFINITY,
      step = 1,
      disabled = false,
      label = 'Quantity',
      decreaseLabel = 'Decrease',
      increaseLabel = 'Increase',
      size = 'sm',
      className,
      ...props
    },
    ref,
  ) {
    const [value, setValue] = useControllableState({
      prop: valueProp,
      defaultProp: defaultValue ?? min,
      onChange: onValueChange,
    });
    const clamp = (next: number) => Math.min(max, Math.max(min, next));
    const canDecrease = !disabled && value > min;
    const canIncrease = !disabled && value < max;
    const button = buttonStyles({ variant: 'ghost', size, iconOnly: true }).className;
    return (
      <fieldset
        {...props}
        ref={ref}
        aria-label={label}
        disabled={disabled}
        data-disabled={disabled || undefined}
        className={clsx(rootStyles().className, className)}
      >
        <button
          type="button"
          aria-label={decreaseLabel}
          // aria-disabled rather than disabled: a focused button that becomes disabled drops focus.
          aria-disabled={!canDecrease}
          onClick={() => {
            if (canDecrease) setValue(clamp(value - step));
          }}
          className={button}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output aria-live="polite" aria-atomic="true" className={countStyles().className}>
          {value}
        </output>
        <button
          type="button"
          aria-label={increaseLabel}
          aria-disabled={!canIncrease}
          onClick={() => {
            if (canIncrease) setValue(clamp(value + step));
          }}
          className={button}
        >
          <span aria-hidden="true">+</span>
        </button>
      </fieldset>
    );
  },
);
