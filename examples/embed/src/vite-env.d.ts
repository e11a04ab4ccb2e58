/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the Compare API this partner page talks to. */
  readonly VITE_COMPARE_API?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
