import { QueryClient } from "@tanstack/react-query";

/**
 * Server state for one signed-in dashboard. No automatic retries: the API client already refreshes the session and
 * retries a 401 once, and the user is shown a failure at once rather than after silent attempts.
 */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
