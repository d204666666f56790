import { env, exports } from "cloudflare:workers";
import { users } from "../../src/worker/db/schema";
import { getDb } from "../../src/worker/platform/db";
import { hashPassword, hashSetting } from "../../src/worker/accounts/password-hash";

export const db = () => getDb(env.DB);

/**
 * workerd under the test runner runs scrypt 10-40 times slower than wrangler dev (4-15 s per hash instead of
 * ~0.3 s), so route tests lower the cost of new hashes (the app's modules are shared with the tests). The stored
 * hash records its own parameters, so every code path stays the same; SCRYPT_PARAMS, the production setting that
 * auth-password.test.ts checks, stays frozen.
 */
const FAST = { N: 2 ** 8, r: 8, p: 1, dkLen: 32 };
hashSetting.params = FAST;

export async function seedUser(
  opts: {
    password?: string;
    verified?: boolean;
    plan?: "free" | "basic" | "premium" | "enterprise";
    email?: string;
    [k: string]: unknown;
  } = {},
) {
  const { password = PASSWORD, verified = true, email = freshEmail(), ...rest } = opts;
  const [row] = await db()
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email,
      firstName: "Ada",
      lastName: "Lovelace",
      passwordHash: hashPassword(password, FAST),
      emailVerifiedAt: verified ? Math.floor(Date.now() / 1000) : null,
      createdAt: Math.floor(Date.now() / 1000),
      ...rest,
    })
    .returning();
  return row;
}

export async function signedIn(opts: Parameters<typeof seedUser>[0] = {}) {
  const user = await seedUser(opts);
  const res = await call("/api/auth/login", {
    body: { email: user.email, password: (opts.password as string) ?? PASSWORD },
  });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return { user, login: res.body };
}

export function expectError(res: { status: number; body: unknown }, status: number, code?: string) {
  if (res.status !== status)
    throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  const body = res.body as { error?: { code?: unknown; message?: unknown } };
  if (typeof body?.error?.code !== "string" || typeof body.error.message !== "string" || !body.error.message)
    throw new Error(`not the error shape: ${JSON.stringify(res.body)}`);
  if (code && body.error.code !== code) throw new Error(`expected code ${code}, got ${body.error.code}`);
  return body.error as { code: string; message: string };
}

let ipCounter = 0;
/** Each test uses its own client address so per-IP limits of one test never touch another. */
export function freshIp(): string {
  ipCounter++;
  return `10.${Math.floor(Math.random() * 200)}.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

let emailCounter = 0;
export function freshEmail(prefix = "user"): string {
  emailCounter++;
  return `${prefix}.${Date.now().toString(36)}${emailCounter}${Math.random().toString(36).slice(2, 6)}@acme-corp.io`;
}

export interface CallOptions {
  body?: unknown;
  raw?: string;
  method?: string;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export async function call(path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { "cf-connecting-ip": options.ip ?? freshIp(), ...options.headers };
  let body: string | undefined;
  if (options.raw !== undefined) {
    body = options.raw;
    headers["content-type"] ??= "application/json";
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] = "application/json";
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await exports.default.fetch(`http://app.test${path}`, {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, headers: res.headers, body: json as any };
}

export async function outbox(
  to: string,
): Promise<{ subject: string; text: string; html: string; links: string[] }[]> {
  const res = await call(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return res.body.messages;
}

export function tokenFrom(link: string): string {
  return new URL(link).searchParams.get("token") ?? "";
}

export async function latestLink(to: string, pathname: string): Promise<string> {
  const messages = await outbox(to);
  for (const m of messages) {
    const link = m.links.find((l) => new URL(l).pathname === pathname);
    if (link) return link;
  }
  throw new Error(`no ${pathname} link for ${to}`);
}

export const PASSWORD = "correct horse battery";

export async function register(
  email = freshEmail(),
  password = PASSWORD,
  extra: Record<string, unknown> = {},
) {
  return call("/api/auth/register-v2", {
    body: { email, password, plan: "free", firstName: "Ada", lastName: "Lovelace", ...extra },
  });
}

export async function verifiedUser(password = PASSWORD) {
  const email = freshEmail();
  const reg = await register(email, password);
  if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const link = await latestLink(email, "/verify-email");
  const v = await call("/api/auth/verify-email", { body: { token: tokenFrom(link) } });
  if (v.status !== 200) throw new Error(`verify failed: ${JSON.stringify(v.body)}`);
  const login = await call("/api/auth/login", { body: { email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { email, password, login: login.body };
}
