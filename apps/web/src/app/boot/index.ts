import type { BootStepLoader } from './run-boot';

export { runBoot } from './run-boot';
export type {
  BootContext,
  BootEnvironment,
  BootOutcome,
  BootStep,
  BootStepLoader,
} from './run-boot';

/**
 * Spec section 4: translation, the shared HTTP client, the realtime socket, registration; and the
 * provider's settings (its time zone) once the client can ask.
 */
export const BOOT_STEPS: readonly BootStepLoader[] = [
  { name: 'translation', load: () => import('./steps/translation') },
  { name: 'http', load: () => import('./steps/http') },
  { name: 'provider', load: () => import('./steps/provider') },
  { name: 'realtime', load: () => import('./steps/realtime') },
  { name: 'registration', load: () => import('./steps/registration') },
];
