// Storybook support: every widget story renders inside a CompareProvider with the fake API client
// and memory storage (never the network or the reviewer's localStorage). Stories configure it with
// `parameters.compare`; `parameters.theme` ('light' | 'dark') and `parameters.locale` ('en' | 'hi')
// pick the appearance and the catalogue.
import { createMemoryStorage, type PlatformKey } from '@compare/core';
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import type { CompareLocale, GeolocationLike } from '../../context';
import { hiMessages } from '../../i18n/hi';
import { CompareProvider } from '../../provider/compare-provider';
import { createFakeClient, type FakeClientOptions } from './fake-client';

/** What a story may set under `parameters.compare`. */
export interface CompareStoryParameters {
  /** Delays and failures of the fake client. */
  client?: FakeClientOptions;
  /** Initial storage; a located Mumbai storage by default. Pass `{}` for no stored location. */
  storage?: Record<string, string>;
  /** Geolocation answer; refused by default. */
  geolocation?: GeolocationLike | null;
  /** Platform keys the provider shows. */
  platforms?: readonly PlatformKey[];
}

/** A stored Mumbai location so widgets do not wait for geolocation. */
export const LOCATED_STORAGE: Record<string, string> = {
  lat: '19.076',
  lon: '72.8777',
  address: 'Mumbai, Maharashtra, India',
};

/** A geolocation that refuses permission (no prompt in a headless browser). */
export const refusedGeolocation: GeolocationLike = {
  getCurrentPosition: (_success, error) => error?.({ code: 1, message: 'User denied Geolocation' }),
};

function StoryProvider({
  options,
  theme,
  locale,
  children,
}: {
  options: CompareStoryParameters;
  theme: 'light' | 'dark';
  locale: CompareLocale;
  children: ReactNode;
}) {
  // One client and storage per mounted story, so stories never share a basket.
  const [client] = useState(() => createFakeClient(options.client));
  const [storage] = useState(() => createMemoryStorage(options.storage ?? LOCATED_STORAGE));
  return (
    <CompareProvider
      apiClient={client}
      storage={storage}
      auth
      geolocation={options.geolocation === undefined ? refusedGeolocation : options.geolocation}
      theme={{ appearance: theme }}
      locale={locale}
      // Preloaded, as a server-rendered Hindi page would: a story's first render is already Hindi.
      messages={locale === 'hi' ? hiMessages : undefined}
      platforms={options.platforms}
      navigate={(href) => console.info('navigate', href)}
    >
      {children}
    </CompareProvider>
  );
}

/** Wraps a story in a CompareProvider configured from its parameters. */
export const withCompare: Decorator = (Story, context) => {
  const options = (context.parameters.compare ?? {}) as CompareStoryParameters;
  const theme = (context.parameters.theme ?? context.globals.theme ?? 'light') as 'light' | 'dark';
  const locale = (context.parameters.locale ?? 'en') as CompareLocale;
  return (
    <StoryProvider key={context.id} options={options} theme={theme} locale={locale}>
      <Story />
    </StoryProvider>
  );
};
