import { type CompareLocale, useCompare } from '@compare/widgets';

// Strings that belong to this host site rather than to the widgets' catalogue. The widgets'
// strings (header, footer links, spec texts) come from `useT()` and switch language with it.
const TEXT = {
  en: {
    demoDataLine: 'Prices shown are demo data: sample figures, not live merchant prices.',
    language: 'Language',
    pageLoading: 'Loading page',
    cartHeading: 'Basket comparison',
    searchHeading: 'Search results',
    searchPrompt:
      'Type a product in the search bar above, for example milk, atta or bread, to compare prices.',
    priceSources: 'Price sources',
    openPriceData: 'Open price data',
  },
  hi: {
    demoDataLine: 'दिखाई गई कीमतें डेमो डेटा हैं: नमूना आँकड़े, व्यापारियों की असली कीमतें नहीं।',
    language: 'भाषा',
    pageLoading: 'पेज लोड हो रहा है',
    cartHeading: 'बास्केट की तुलना',
    searchHeading: 'खोज परिणाम',
    searchPrompt: 'कीमतों की तुलना के लिए ऊपर खोज बॉक्स में कोई उत्पाद लिखें, जैसे दूध, आटा या ब्रेड।',
    priceSources: 'दामों के स्रोत',
    openPriceData: 'खुला दाम डेटा',
  },
} as const satisfies Record<CompareLocale, Record<string, string>>;

/** A host-site string in the active language. */
export type DemoTextKey = keyof (typeof TEXT)['en'];

/** Looks up a host-site string. */
export function demoText(locale: CompareLocale, key: DemoTextKey): string {
  return TEXT[locale][key];
}

/** The host-site strings in the provider's active language. */
export function useDemoText(): (key: DemoTextKey) => string {
  const { locale } = useCompare();
  return (key) => demoText(locale, key);
}
