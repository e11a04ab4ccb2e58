// Public API of @compare/widgets/next: the Next.js App Router integration. A subpath of its own,
// so `next` stays an optional peer dependency of @compare/widgets.

export { BASKET_COOKIE, basketLinesFromCookies, type CookieReader } from './basket-lines';
export {
  type CompareHrefTemplates,
  CompareNextProvider,
  type CompareNextProviderProps,
} from './compare-next-provider';
export { CompareStyleRegistry, type CompareStyleRegistryProps } from './style-registry';
