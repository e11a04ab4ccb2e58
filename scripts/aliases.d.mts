/** Vite/Vitest `resolve.alias` entries mapping each @compare package to its src entry. */
export declare const workspaceAliases: Array<{ find: RegExp; replacement: string }>;
/** Absolute path of the repository root, with a trailing slash. */
export declare const repoRoot: string;
