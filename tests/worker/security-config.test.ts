import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import app from "../../src/worker/app";
import type { AppBindings } from "../../src/worker/env";
import { signAccessToken } from "../../src/worker/accounts/access-token";
import { appUrl } from "../../src/worker/platform/app-url";
import { DEV_JWT_SECRET } from "../../src/worker/platform/production-config";
import { freshIp, PASSWORD, seedUser } from "./auth-support";
import { PAYPAL_ENV } from "./payments-support";

const GOOD_SECRET = "a-production-secret-of-plenty-of-characters-123";
const prod = (patch: Partial<AppBindings> = {}) =>
  ({
    ...(env as unknown as AppBindings),
    ...PAYPAL_ENV,
    APP_ENV: "production",
    JWT_SECRET: GOOD_SECRET,
    ...patch,
  }) as AppBindings;

const ask = (path: string, e: AppBindings, init: RequestInit = {}) =>
  app.request(path, { ...init, headers: { "cf-connecting-ip": freshIp(), ...(init.headers ?? {}) } }, e);

describe("production refuses unsafe configuration", () => {
  it.each([
    ["the development secret", DEV_JWT_SECRET],
    ["a short secret", "short-secret"],
    ["a missing secret", ""],
  ])("answers 503 with %s", async (_, secret) => {
    const res = await ask("/api/health", prod({ JWT_SECRET: secret }));
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("internal");
  });

  it("serves with a proper secret", async () => {
    expect((await ask("/api/health", prod())).status).toBe(200);
  });

  it("refuses access tokens without a session id in production, accepts session tokens", async () => {
    const user = await seedUser();
    const { token: bare } = await signAccessToken(GOOD_SECRET, user.id);
    const headers = (t: string) => ({ authorization: `Bearer ${t}` });
    expect((await ask("/api/auth/profile", prod(), { headers: headers(bare) })).status).toBe(401);
    const login = await ask("/api/auth/login", prod(), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: user.email, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    expect((await ask("/api/auth/profile", prod(), { headers: headers(access_token) })).status).toBe(200);
  });

  it("e-mail links follow the request's host only in development", () => {
    const base = env as unknown as AppBindings;
    expect(appUrl({ ...base, APP_ENV: "development" }, "http://localhost:9000/api/x")).toBe(
      "http://localhost:9000",
    );
    for (const APP_ENV of ["production", "staging", ""]) {
      expect(
        appUrl({ ...base, APP_ENV, APP_URL: "https://brandmail.example/" }, "http://evil.test/api/x"),
      ).toBe("https://brandmail.example");
    }
  });
});
