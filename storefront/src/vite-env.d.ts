/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; defaults to the origin that served the app. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
