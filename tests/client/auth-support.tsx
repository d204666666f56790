import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { vi } from "vitest";
import type { StoredUser } from "../../src/client/lib/session";

export type Handler = (url: string, init: RequestInit & { body?: string }) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

/** Replaces fetch with a router keyed by "METHOD /path"; records every call. */
export function mockFetch(routes: Record<string, Handler>) {
  const calls: { key: string; body: unknown; headers: Headers }[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input.toString();
    const path = new URL(url, "http://localhost").pathname;
    const key = `${init.method ?? "GET"} ${path}`;
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ key, body, headers: new Headers(init.headers) });
    const handler = routes[key];
    if (!handler) throw new TypeError("Failed to fetch");
    return handler(url, init as RequestInit & { body?: string });
  });
  vi.stubGlobal("fetch", fn);
  return { fn, calls, count: (key: string) => calls.filter((c) => c.key === key).length };
}

export function Where() {
  const loc = useLocation();
  return <div data-testid="where">{`${loc.pathname}${loc.search}`}</div>;
}

/** Renders `element` at `path` inside a router that also shows the current location. */
export function renderAt(element: ReactElement, path: string, routePath = path.split("?")[0]) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={routePath} element={element} />
        <Route path="*" element={<div>elsewhere</div>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

export function storedUser(overrides: Partial<StoredUser> = {}): StoredUser {
  return {
    id: "u1",
    email: "ada@acme-corp.io",
    firstName: "Ada",
    lastName: "Lovelace",
    plan: "free",
    templatesUsed: 0,
    bonusTemplates: 0,
    templateLimit: 1,
    templatesRemaining: 1,
    customTemplateLimit: null,
    nextBillingDate: null,
    subscriptionStatus: "none",
    paypalSubscriptionId: null,
    notificationsEnabled: true,
    emailVerified: true,
    createdAt: new Date().toISOString(),
    sessionToken: "access-1",
    refreshToken: "refresh-1",
    tokenExpiresAt: Math.floor(Date.now() / 1000) + 900,
    ...overrides,
  };
}

export function loginBody(user = storedUser()) {
  return {
    user,
    sessionToken: user.sessionToken,
    access_token: user.sessionToken,
    refresh_token: user.refreshToken,
    session: {
      access_token: user.sessionToken,
      refresh_token: user.refreshToken,
      expires_at: user.tokenExpiresAt,
    },
    tokenExpiresAt: user.tokenExpiresAt,
  };
}
