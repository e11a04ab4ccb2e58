import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { useCompare, useRequireLocation } from '../../context';
import { rootClass, statusStyle } from '../../internal/styles';

/** Props of {@link LocationGate}. */
export interface LocationGateProps {
  children?: ReactNode | undefined;
  /** Shown instead of the default waiting text. */
  fallback?: ReactNode | undefined;
}

/** Renders its children once the shopper's location is known; until then the home's waiting text. */
export function LocationGate({ children, fallback }: LocationGateProps) {
  useRequireLocation();
  const { stores, messages } = useCompare();
  const status = useStore(stores.location, (st) => st.status);
  if (status === 'ready') return <>{children}</>;
  return (
    fallback ?? (
      <p className={rootClass(statusStyle())} role="status">
        {messages.gettingLocation}
      </p>
    )
  );
}
