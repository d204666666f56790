import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while React hydrates a pre-rendered page (its HTML was rendered for the bare path, without the address's
 * query or the tab's storage), true after and in any render that is not a hydration. What depends on the query is
 * rendered only once this is true, so the first client render matches the HTML (no hydration error #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
