// Public API of @compare/widgets/next: the Next.js App Router integration. A subpath of its own,
// so `next` stays an optional peer dependency of @compare/widgets.

export { CompareStyleRegistry, type CompareStyleRegistryProps } from './style-registry';
