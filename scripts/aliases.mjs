// Inside the monorepo, tests, Storybook and the examples resolve workspace packages to their
// source so nothing depends on a stale dist/. Published consumers get the exports map instead.
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Vite/Vitest `resolve.alias` entries mapping each @compare package to its src entry. */
export const workspaceAliases = [
  { find: /^@compare\/core\/contract$/, replacement: `${root}packages/core/src/contract/index.ts` },
  { find: /^@compare\/core$/, replacement: `${root}packages/core/src/index.ts` },
  { find: /^@compare\/ui$/, replacement: `${root}packages/ui/src/index.ts` },
  { find: /^@compare\/widgets$/, replacement: `${root}packages/widgets/src/index.ts` },
  { find: /^@compare\/widgets\/hi$/, replacement: `${root}packages/widgets/src/hi.ts` },
  { find: /^@compare\/widgets\/next$/, replacement: `${root}packages/widgets/src/next/index.ts` },
  {
    find: /^@compare\/widgets\/standalone$/,
    replacement: `${root}packages/widgets/src/standalone/index.ts`,
  },
];

export const repoRoot = root;
