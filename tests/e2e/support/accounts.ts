import type { Page } from "playwright-core";

export interface LoginResponse {
  user: {
    id: string;
    email: string;
    plan: string;
    templatesUsed: number;
    templateLimit: number;
    [key: string]: unknown;
  };
  sessionToken: string;
  access_token: string;
  refresh_token: string;
  session: { access_token: string; refresh_token: string; expires_at: number };
  tokenExpiresAt: number;
}

export interface CreatedUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  login: LoginResponse;
}

export interface CreateUserOptions {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

let counter = 0;
/** A unique address on a business-looking domain (personal providers and '+' aliases are refused). */
export function uniqueEmail(prefix = "e2e"): string {
  counter++;
  return `${prefix}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 7)}@northwind-labs.com`;
}

async function postJson(baseURL: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${baseURL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: res.status, body: json };
}

/** The newest link to `pathname` in the development outbox for `to`, waiting briefly for the mail to land. */
export async function outboxLink(
  baseURL: string,
  to: string,
  pathname: string,
  timeoutMs = 10_000,
): Promise<string> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const res = await fetch(`${baseURL}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: { links: string[] }[] };
    for (const m of messages) {
      const link = m.links.find((l) => new URL(l).pathname === pathname);
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail with a ${pathname} link reached ${to}`);
}

/** Registers through the API, follows the e-mailed verification link's token, and signs in. */
export async function createVerifiedUser(
  baseURL: string,
  opts: CreateUserOptions = {},
): Promise<CreatedUser> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? "Sup3r-secret-pass";
  const firstName = opts.firstName ?? "Erin";
  const lastName = opts.lastName ?? "Tester";
  const reg = await postJson(baseURL, "/api/auth/register-v2", {
    email,
    password,
    plan: "free",
    firstName,
    lastName,
  });
  if (reg.status !== 201) throw new Error(`register-v2 failed (${reg.status}): ${JSON.stringify(reg.body)}`);
  const link = await outboxLink(baseURL, email, "/verify-email");
  const token = new URL(link).searchParams.get("token");
  const verified = await postJson(baseURL, "/api/auth/verify-email", { token });
  if (verified.status !== 200)
    throw new Error(`verify-email failed (${verified.status}): ${JSON.stringify(verified.body)}`);
  const login = await postJson(baseURL, "/api/auth/login", { email, password });
  if (login.status !== 200) throw new Error(`login failed (${login.status}): ${JSON.stringify(login.body)}`);
  return { email, password, firstName, lastName, login: login.body as unknown as LoginResponse };
}

/** Signs in through the real login page and waits until the tab holds a session and is back on /. */
export async function signInPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForFunction(() => Boolean(sessionStorage.getItem("user")), undefined, { timeout: 15_000 });
  await page.waitForURL((url) => url.pathname === "/", { timeout: 15_000 });
}

/** Moves the account to a paid plan through the simulated checkout (development payment mode). */
export async function upgradePlan(baseURL: string, user: CreatedUser, planName = "premium"): Promise<void> {
  const res = await postJson(
    baseURL,
    "/api/payment/verify-subscription",
    {
      subscriptionId: `SIM-${crypto.randomUUID()}`,
      userId: user.login.user.id,
      userEmail: user.email,
      planName,
      billingCycle: "monthly",
    },
    user.login.sessionToken,
  );
  if (res.status !== 200) throw new Error(`upgrade to ${planName} failed (${res.status})`);
}
