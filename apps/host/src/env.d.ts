/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; `/api` on the app's own origin when unset. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
