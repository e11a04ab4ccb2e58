// Shared test helpers: a provider around the widgets with the fake client, memory storage and a
// controllable geolocation.
import { createMemoryStorage, type FeeRule, type StorageAdapter } from '@compare/core';
import type { CompareEvent, GeolocationLike } from '@compare/widgets';
import { CompareProvider, type CompareProviderProps } from '@compare/widgets';
import { type RenderResult, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import {
  createFakeClient,
  type FakeApiClient,
  type FakeClientOptions,
} from '../src/internal/testing/fake-client';

/** Storage with a known point (Mumbai), so widgets do not wait for geolocation. */
export function locatedStorage(extra: Record<string, string> = {}): StorageAdapter {
  return createMemoryStorage({
    lat: '19.076',
    lon: '72.8777',
    address: 'Mumbai, Maharashtra, India',
    ...extra,
  });
}

/** A geolocation that refuses permission. */
export const deniedGeolocation: GeolocationLike = {
  getCurrentPosition: (_success, error) => error?.({ code: 1, message: 'User denied Geolocation' }),
};

/** A geolocation that answers a fixed point. */
export function fixedGeolocation(latitude: number, longitude: number): GeolocationLike {
  return { getCurrentPosition: (success) => success({ coords: { latitude, longitude } }) };
}

/** Options of {@link renderWithProvider}. */
export interface RenderOptions extends Omit<CompareProviderProps, 'children'> {
  clientOptions?: FakeClientOptions;
}

/** What {@link renderWithProvider} returns. */
export interface Rendered extends RenderResult {
  client: FakeApiClient;
  storage: StorageAdapter;
  events: CompareEvent[];
  logs: unknown[][];
  navigations: string[];
}

/** Renders UI inside a CompareProvider with the fake client and (by default) a located memory storage. */
export function renderWithProvider(ui: ReactElement, options: RenderOptions = {}): Rendered {
  const { clientOptions, ...props } = options;
  const client = (props.apiClient as FakeApiClient | undefined) ?? createFakeClient(clientOptions);
  const storage = props.storage ?? locatedStorage();
  const events: CompareEvent[] = [];
  const logs: unknown[][] = [];
  const navigations: string[] = [];
  const wrap = (children: ReactNode) => (
    <CompareProvider
      geolocation={deniedGeolocation}
      onEvent={(event) => events.push(event)}
      logger={(...args) => logs.push(args)}
      navigate={(href) => navigations.push(href)}
      {...props}
      apiClient={client}
      storage={storage}
    >
      {children}
    </CompareProvider>
  );
  const result = render(wrap(ui));
  return {
    ...result,
    rerender: (next: ReactNode) => result.rerender(wrap(next)),
    client,
    storage,
    events,
    logs,
    navigations,
  };
}

/**
 * A fee rule with round test figures (Rs 30 delivery, free above Rs 199; Rs 20 small-cart fee below
 * Rs 99; Rs 10 handling; 18% GST); `figures` overrides any of them.
 */
export const feeRule = (platform: string, figures: Partial<FeeRule> = {}): FeeRule => ({
  platform,
  deliveryFee: 30,
  freeDeliveryAbove: 199,
  smallCartFee: 20,
  smallCartBelow: 99,
  handlingCharge: 10,
  gstRate: 0.18,
  source: 'test rule',
  effectiveFrom: '2025-09-22',
  ...figures,
});

/**
 * The comparison's line-by-line table once its store columns show: they stay hidden until the
 * stores' order rests on fees (the published rules or the server's answer).
 */
export async function findComparisonTable(): Promise<HTMLElement> {
  // The placeholders' table (aria-busy) comes first, and is replaced by the real one.
  return waitFor(() => {
    const table = screen.getByRole('table');
    expect(table).not.toHaveAttribute('aria-busy');
    return table;
  });
}
