/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_GEOLOCATION_SERVICES?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
