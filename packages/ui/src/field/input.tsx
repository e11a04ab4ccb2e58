import { clsx } from 'clsx';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { css, focusRing } from '../internal/stitches';
import { Field, FieldDescription, FieldError, Label, useFieldContext } from './field';

/** @internal Shared look of text-like controls (Input, Select trigger). */
export const controlStyles = /* @__PURE__ */ css({
  boxSizing: 'border-box',
  width: '100%',
  height: '$controlMd',
  paddingInline: '$3',
  borderRadius: '$md',
  border: '1px solid $colors$borderStrong',
  backgroundColor: '$surface',
  color: '$text',
  fontSize: '$md',
  lineHeight: '$tight',
  '&::placeholder': { color: '$muted', opacity: 1 },
  '&:focus-visible': focusRing,
  '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  '&[aria-invalid="true"]': { borderColor: '$danger' },
});

/** Props for `Input`. */
export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Renders a visible label wired to the input (a Field is created around it). */
  label?: ReactNode;
  /** Help text under the input, referenced by `aria-describedby`. */
  description?: ReactNode;
  /** An error message; sets `aria-invalid` and is referenced by `aria-describedby`. */
  error?: ReactNode;
}

const BareInput = /* @__PURE__ */ forwardRef<HTMLInputElement, InputProps>(function BareInput(
  { className, id, 'aria-describedby': describedBy, 'aria-invalid': ariaInvalid, ...props },
  ref,
) {
  const field = useFieldContext();
  const describedByIds = [describedBy, field?.describedBy].filter(Boolean).join(' ') || undefined;
  const invalid = ariaInvalid ?? (field?.invalid ? true : undefined);
  return (
    <input
      {...props}
      ref={ref}
      id={id ?? field?.controlId}
      aria-describedby={describedByIds}
      aria-invalid={invalid}
      className={clsx(controlStyles().className, className)}
    />
  );
});

/** A text input. Use inside a Field, or pass `label` / `error` to get one built for you. */
export const Input = /* @__PURE__ */ forwardRef<HTMLInputElement, InputProps>(function Input(allProps, ref) {
  const { label, description, error, ...props } = allProps;
  const insideField = useFieldContext() !== null;
  // Decided by the presence of the props, not their values, so an error appearing while the user
  // types does not remount the input (and steal its focus).
  const wantsField = label !== undefined || description !== undefined || 'error' in allProps;
  if (insideField || !wantsField) return <BareInput {...props} ref={ref} />;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <Field invalid={hasError} controlId={props.id}>
      {label !== undefined ? <Label>{label}</Label> : null}
      <BareInput {...props} ref={ref} />
      {description !== undefined ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{hasError ? error : null}</FieldError>
    </Field>
  );
});
