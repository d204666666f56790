import { isProduction, type AppBindings } from "../env";

/**
 * Development only: websites under the reserved `.test` domain (RFC 2606, never a real site) are answered by the
 * fixture server named in DEV_SITES_ORIGIN, so end-to-end tests can read a website without the internet. Every
 * other address goes to the real fetch, and production never takes this path.
 */
export function siteFetch(
  env: Pick<AppBindings, "APP_ENV"> & { DEV_SITES_ORIGIN?: string },
): typeof fetch | undefined {
  const origin = env.DEV_SITES_ORIGIN;
  if (isProduction(env) || !origin || !/^http:\/\/127\.0\.0\.1:\d{2,5}$/.test(origin)) return undefined;
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!url.hostname.endsWith(".test")) return fetch(input, init);
    const headers = new Headers(init?.headers);
    headers.set("x-dev-site", url.hostname);
    return fetch(`${origin}${url.pathname}${url.search}`, { ...init, headers });
  };
}
