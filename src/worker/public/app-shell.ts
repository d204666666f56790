/** Every path the SPA answers (spec 01 section 2); anything else is the app's page with status 404. */
export const SPA_ROUTES = new Set([
  "/",
  "/login",
  "/reset-password",
  "/auth/confirm",
  "/auth/callback",
  "/email-verified",
  "/verify-email",
  "/pricing",
  "/privacy",
  "/terms",
  "/paypal-test",
  "/dev/outbox",
]);

export const APP_SHELL_PATH = "/app-shell";

export function isSpaRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return SPA_ROUTES.has(path);
}

/**
 * Navigation requests that match no static file: the SPA shell (it shows the landing page and the cookie banner),
 * answered 200 for the app's routes and 404 for unknown paths so search engines do not index them.
 */
export async function serveAppShell(assets: Fetcher, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const get = (path: string) =>
    assets.fetch(new Request(new URL(path, url.origin), { headers: { accept: "text/html" } }));
  let shell = await get(APP_SHELL_PATH);
  // `vite dev` has no pre-rendered build: its index.html is the bare shell.
  if (!shell.ok) shell = await get("/");
  if (!shell.ok)
    return new Response("Not found", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  const headers = new Headers(shell.headers);
  headers.set("content-type", "text/html; charset=utf-8");
  headers.set("cache-control", "no-cache");
  headers.delete("content-length");
  headers.delete("etag");
  return new Response(request.method === "HEAD" ? null : shell.body, {
    status: isSpaRoute(url.pathname) ? 200 : 404,
    headers,
  });
}
