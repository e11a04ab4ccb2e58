import { useCallback, useRef, useState } from 'react';

interface ControllableStateOptions<T> {
  /** The controlled value; `undefined` means uncontrolled. */
  prop: T | undefined;
  defaultProp: T;
  onChange: ((value: T) => void) | undefined;
}

/**
 * State that a parent may control (`value` + `onValueChange`) or leave to the component
 * (`defaultValue`). The setter always reports changes; it only stores them when uncontrolled.
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultProp);
  const controlled = prop !== undefined;
  const value = controlled ? prop : uncontrolled;
  // Read through refs so the setter stays stable across renders.
  const valueRef = useRef(value);
  valueRef.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, valueRef.current)) return;
      if (!controlled) setUncontrolled(next);
      valueRef.current = next;
      onChangeRef.current?.(next);
    },
    [controlled],
  );
  return [value, setValue];
}
