import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { vi } from "vitest";
import type { StoredUser } from "../../src/client/lib/session";
import { setStoredUser } from "../../src/client/lib/session";

export const SIM_CONFIG = {
  mode: "simulated",
  currency: "EUR",
  supportEmail: "support@brandmail.example",
  clientId: "",
  plans: {
    basic: { monthly: "SIM-PLAN-BASIC-MONTHLY", yearly: "" },
    premium: { monthly: "SIM-PLAN-PREMIUM-MONTHLY", yearly: "" },
    enterprise: { "50": "SIM-PLAN-ENTERPRISE-50-MONTHLY", "100": "SIM-PLAN-ENTERPRISE-100-MONTHLY" },
  },
};

export function signIn(patch: Partial<StoredUser> = {}): StoredUser {
  const user: StoredUser = {
    id: "user-1",
    email: "ada@acme-corp.com",
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
    sessionToken: "access-token",
    refreshToken: "refresh-token",
    tokenExpiresAt: Math.floor(Date.now() / 1000) + 3600,
    ...patch,
  };
  setStoredUser(user);
  return user;
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Routes fetch calls by path; an unexpected call fails the test. */
export function mockApi(routes: Record<string, Handler>) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.pathname : input.url;
    calls.push({ url, body: typeof init.body === "string" ? JSON.parse(init.body) : undefined });
    const handler = routes[url];
    if (!handler) throw new Error(`unexpected fetch ${url}`);
    return handler(url, init);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

let currentLocation = "";
function LocationProbe() {
  const loc = useLocation();
  currentLocation = `${loc.pathname}${loc.search}`;
  return null;
}
export const location = () => currentLocation;

export function renderAt(path: string, element: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={element} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}
