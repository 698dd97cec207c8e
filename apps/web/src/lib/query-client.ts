import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isHttpError } from './http';
import { i18n } from './i18n';
import { notify } from './notify';
import { onSessionEnd } from './session/session-end';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { /** The screen shows this failure itself. */ quiet?: boolean };
  }
}

const retryable = (error: unknown) =>
  !isHttpError(error) || error.status === 0 || error.status >= 500;

/**
 * Failures of a change are announced, except field errors (shown by their form) and 401/419
 * (the session rules take the user to login with their own message).
 */
function announce(error: unknown) {
  if (isHttpError(error)) {
    if (error.status === 422 || error.isAuthFailure) return;
    const message = error.isRefused ? i18n.t('noAccess.text') : error.message;
    notify({ type: 'negative', message });
    return;
  }
  notify({ type: 'negative', message: error instanceof Error ? error.message : String(error) });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => retryable(error) && failures < 2,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.quiet) announce(error);
      },
    }),
  });
}

/** The one cache of server data; emptied when the session ends. */
export const queryClient = createQueryClient();
onSessionEnd(() => queryClient.clear());
