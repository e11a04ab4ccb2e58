import { clsx } from 'clsx';
import {
  createContext,
  forwardRef,
  type HTMLAttributes,
  type LabelHTMLAttributes,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
} from 'react';
import { css } from '../internal/stitches';
import { useIsomorphicLayoutEffect } from '../internal/use-isomorphic-layout-effect';

interface FieldContextValue {
  controlId: string;
  errorId: string;
  descriptionId: string;
  invalid: boolean;
  /** The ids the control's `aria-describedby` should list (only parts actually rendered). */
  describedBy: string | undefined;
  registerPart: (part: 'description' | 'error') => () => void;
}

const FieldContext = /* @__PURE__ */ createContext<FieldContextValue | null>(null);

/** @internal Lets a control inside a Field pick up its id and error wiring. */
export function useFieldContext(): FieldContextValue | null {
  return useContext(FieldContext);
}

const fieldStyles = /* @__PURE__ */ css({ display: 'flex', flexDirection: 'column', gap: '$1' });

const labelStyles = /* @__PURE__ */ css({
  fontSize: '$sm',
  fontWeight: '$medium',
  color: '$text',
  lineHeight: '$tight',
});

const errorStyles = /* @__PURE__ */ css({ fontSize: '$sm', color: '$danger', margin: 0 });

const descriptionStyles = /* @__PURE__ */ css({ fontSize: '$sm', color: '$muted', margin: 0 });

/** Props for `Field`. */
export interface FieldProps extends HTMLAttributes<HTMLDivElement> {
  /** Marks the control invalid and points its `aria-describedby` at the FieldError. */
  invalid?: boolean;
  /** The control's id; generated when omitted. */
  controlId?: string;
}

/** Groups a Label, one control and an optional FieldDescription / FieldError, wiring their ids. */
export const Field = /* @__PURE__ */ forwardRef<HTMLDivElement, FieldProps>(function Field(
  { invalid = false, controlId, className, ...props },
  ref,
) {
  const generated = useId();
  const id = controlId ?? `${generated}-control`;
  // Description and error register themselves so aria-describedby never names a missing id.
  const [parts, setParts] = useState({ description: 0, error: 0 });
  const registerPart = useCallback((part: 'description' | 'error') => {
    setParts((current) => ({ ...current, [part]: current[part] + 1 }));
    return () => setParts((current) => ({ ...current, [part]: current[part] - 1 }));
  }, []);
  const value = useMemo<FieldContextValue>(() => {
    const ids = [parts.description > 0 ? `${id}-description` : null, parts.error > 0 ? `${id}-error` : null];
    const describedBy = ids.filter(Boolean).join(' ') || undefined;
    return {
      controlId: id,
      errorId: `${id}-error`,
      descriptionId: `${id}-description`,
      invalid,
      describedBy,
      registerPart,
    };
  }, [id, invalid, parts, registerPart]);
  return (
    <FieldContext.Provider value={value}>
      <div
        {...props}
        ref={ref}
        data-invalid={invalid || undefined}
        className={clsx(fieldStyles().className, className)}
      />
    </FieldContext.Provider>
  );
});

/** Props for `Label`. */
export type LabelProps = LabelHTMLAttributes<HTMLLabelElement>;

/** A label; inside a Field it points at the Field's control. */
export const Label = /* @__PURE__ */ forwardRef<HTMLLabelElement, LabelProps>(function Label(
  { className, htmlFor, children, ...props },
  ref,
) {
  const field = useFieldContext();
  return (
    <label
      {...props}
      ref={ref}
      htmlFor={htmlFor ?? field?.controlId}
      className={clsx(labelStyles().className, className)}
    >
      {children}
    </label>
  );
});

/** Props for `FieldDescription`. */
export type FieldDescriptionProps = HTMLAttributes<HTMLParagraphElement>;

/** Help text for the Field's control (referenced by its `aria-describedby`). */
export const FieldDescription = /* @__PURE__ */ forwardRef<HTMLParagraphElement, FieldDescriptionProps>(
  function FieldDescription({ className, id, ...props }, ref) {
    const field = useFieldContext();
    const register = field?.registerPart;
    useIsomorphicLayoutEffect(() => register?.('description'), [register]);
    return (
      <p
        {...props}
        ref={ref}
        id={id ?? field?.descriptionId}
        className={clsx(descriptionStyles().className, className)}
      />
    );
  },
);

/** Props for `FieldError`. */
export type FieldErrorProps = HTMLAttributes<HTMLParagraphElement>;

/** The error message for the Field's control; rendered only when it has content. */
export const FieldError = /* @__PURE__ */ forwardRef<HTMLParagraphElement, FieldErrorProps>(
  function FieldError({ className, id, children, ...props }, ref) {
    const field = useFieldContext();
    const register = field?.registerPart;
    const hasContent = !(
      children === undefined ||
      children === null ||
      children === false ||
      children === ''
    );
    useIsomorphicLayoutEffect(() => (hasContent ? register?.('error') : undefined), [register, hasContent]);
    if (!hasContent) return null;
    return (
      <p {...props} ref={ref} id={id ?? field?.errorId} className={clsx(errorStyles().className, className)}>
        {children}
      </p>
    );
  },
);
