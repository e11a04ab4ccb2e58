// The "Partner embed" docs page: the provider's options as live controls around the comparison a
// partner embeds, with the JSX for the chosen options shown as the story's source.
import { createMemoryStorage } from '@compare/core';
import {
  CompareProvider,
  type CompareProviderProps,
  ComparisonTable,
  FloatingCart,
  LocationPicker,
} from '@compare/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createFakeClient } from '../internal/testing/fake-client';
import { everydayBasket, storageWith } from '../widgets/basket-sheet/story-baskets';

type MerchantKey = NonNullable<CompareProviderProps['platforms']>[number];
const MERCHANTS: MerchantKey[] = ['blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart', 'jiomart'];

/** The options a partner sets most often, flattened into controls. */
interface PartnerEmbedArgs {
  locale: 'en' | 'hi';
  appearance: 'light' | 'dark' | 'system';
  primary: string;
  radius: string;
  platforms: MerchantKey[];
  requestLocation: 'when-needed' | 'on-mount';
  geolocation: 'browser' | 'null';
  hostLocation: boolean;
  auth: boolean;
  showLocationPicker: boolean;
}

function providerProps(args: PartnerEmbedArgs): Omit<CompareProviderProps, 'children'> {
  return {
    locale: args.locale,
    theme: {
      appearance: args.appearance,
      tokens: { ...(args.primary ? { colors: { primary: args.primary } } : {}), radii: { md: args.radius } },
    },
    platforms: args.platforms,
    requestLocation: args.requestLocation,
    auth: args.auth,
    ...(args.hostLocation
      ? { location: { lat: 28.6139, lon: 77.209, address: 'Connaught Place, New Delhi' } }
      : {}),
  };
}

// What a partner would write for these options (shown as the story's source on the docs page).
function partnerCode(args: PartnerEmbedArgs): string {
  const lines = ['<CompareProvider', '  apiBaseUrl="https://compare.example.com"'];
  if (args.locale !== 'en') lines.push(`  locale="${args.locale}"`);
  const primary = args.primary ? `colors: { primary: '${args.primary}' }, ` : '';
  lines.push(
    `  theme={{ appearance: '${args.appearance}', tokens: { ${primary}radii: { md: '${args.radius}' } } }}`,
  );
  if (args.platforms.length !== MERCHANTS.length)
    lines.push(`  platforms={${JSON.stringify(args.platforms)}}`);
  if (args.requestLocation !== 'when-needed') lines.push(`  requestLocation="${args.requestLocation}"`);
  if (args.geolocation === 'null') lines.push('  geolocation={null}');
  if (args.hostLocation)
    lines.push("  location={{ lat: 28.6139, lon: 77.209, address: 'Connaught Place, New Delhi' }}");
  if (args.auth) lines.push('  auth');
  lines.push('>');
  if (args.showLocationPicker) lines.push('  <LocationPicker />');
  lines.push('  <ComparisonTable />', '  <FloatingCart />', '</CompareProvider>');
  return lines.join('\n');
}

// A geolocation that refuses, so the story never waits on a real prompt.
const refused = {
  getCurrentPosition: (_ok: unknown, error?: (e: { code: number; message: string }) => void) =>
    error?.({ code: 1, message: 'User denied Geolocation' }),
};

function PartnerEmbed(args: PartnerEmbedArgs) {
  // A fresh client and basket whenever the options change: the provider reads several of them
  // once, at mount, exactly as on a partner's page.
  const key = JSON.stringify(args);
  return <PartnerEmbedInstance key={key} {...args} />;
}

function PartnerEmbedInstance(args: PartnerEmbedArgs) {
  const [client] = useState(() => createFakeClient());
  const [storage] = useState(() => createMemoryStorage(storageWith(everydayBasket)));
  return (
    <CompareProvider
      {...providerProps(args)}
      apiClient={client}
      storage={storage}
      geolocation={args.geolocation === 'null' ? null : refused}
    >
      {args.showLocationPicker ? <LocationPicker /> : null}
      <ComparisonTable />
      <FloatingCart position="inline" />
    </CompareProvider>
  );
}

const meta = {
  title: 'Widgets/Partner embed',
  component: PartnerEmbed,
  tags: ['autodocs'],
  args: {
    locale: 'en',
    appearance: 'light',
    primary: '',
    radius: '8px',
    platforms: MERCHANTS,
    requestLocation: 'when-needed',
    geolocation: 'browser',
    hostLocation: false,
    auth: false,
    showLocationPicker: false,
  },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'hi'], description: 'Language of every string.' },
    appearance: {
      control: 'inline-radio',
      options: ['light', 'dark', 'system'],
      description: 'theme.appearance: the default until the shopper toggles.',
    },
    primary: {
      control: 'color',
      description:
        'theme.tokens.colors.primary (--cmp-colors-primary); empty keeps the default. Check contrast.',
    },
    radius: { control: 'text', description: 'theme.tokens.radii.md (--cmp-radii-md).' },
    platforms: { control: 'check', options: MERCHANTS, description: 'Merchant keys to show.' },
    requestLocation: {
      control: 'inline-radio',
      options: ['when-needed', 'on-mount'],
      description: 'When the browser is asked for the position.',
    },
    geolocation: {
      control: 'inline-radio',
      options: ['browser', 'null'],
      description: "'null' never asks: Mumbai is used silently.",
    },
    hostLocation: { control: 'boolean', description: 'Pass location={{ lat, lon, address }}: never prompt.' },
    auth: { control: 'boolean', description: 'Mount the session provider (GET /api/user at start).' },
    showLocationPicker: {
      control: 'boolean',
      description: 'Add the LocationPicker (a widget that needs the location).',
    },
  },
  parameters: {
    docs: {
      source: {
        transform: (_code: string, context: { args: PartnerEmbedArgs }) => partnerCode(context.args),
      },
    },
  },
} satisfies Meta<typeof PartnerEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The comparison with a two-line basket; change the options in the controls. */
export const Playground: Story = {};

/** Hindi, dark, three merchants, with the location picker and the host's own point. */
export const HindiDarkWithHostLocation: Story = {
  args: {
    locale: 'hi',
    appearance: 'dark',
    platforms: ['blinkit', 'zepto', 'bigbasket'],
    hostLocation: true,
    showLocationPicker: true,
  },
};
