import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { onForgetServerState } from './server-state';

/**
 * Server state for every page (TanStack Query): keyed caching, cancellation of outdated answers, refetch on focus.
 * No retries: the request layer has already shown the error, and a second toast would repeat it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// The account's records in the cache are forgotten when its session ends (useUserStore's resetToken).
onForgetServerState(() => queryClient.clear());

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
