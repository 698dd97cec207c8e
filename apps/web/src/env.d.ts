/// <reference types="vite/client" />

/** Build settings a Laravel front end reads for Echo (see features/realtime/echo.ts). */
interface ImportMetaEnv {
  readonly VITE_REVERB_APP_KEY?: string;
  readonly VITE_REVERB_HOST?: string;
  readonly VITE_REVERB_PORT?: string;
  readonly VITE_REVERB_SCHEME?: string;
}
