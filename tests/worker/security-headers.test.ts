import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import app from "../../src/worker/app";
import { API_CSP, HSTS } from "../../src/worker/platform/security-headers";
import { call, signedIn } from "./auth-support";
import { createUser, seedTemplate } from "./pipeline-support";

function expectBaseline(headers: Headers) {
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy")).toContain("camera=()");
}

describe("security headers on API answers", () => {
  it("a public answer gets the API policy, nosniff, a referrer policy and no caching", async () => {
    const res = await call("/api/health");
    expectBaseline(res.headers);
    expect(res.headers.get("content-security-policy")).toBe(API_CSP);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("errors (404, 400) carry them too", async () => {
    for (const res of [await call("/api/nope"), await call("/api/auth/login", { raw: "{" })]) {
      expectBaseline(res.headers);
      expect(res.headers.get("content-security-policy")).toBe(API_CSP);
    }
  });

  it("every authenticated answer and every token-carrying answer is no-store", async () => {
    const { login } = await signedIn();
    const profile = await call("/api/auth/profile", { token: login.access_token });
    expect(profile.status).toBe(200);
    expect(profile.headers.get("cache-control")).toBe("no-store");
    const refreshed = await call("/api/auth/refresh", { body: { refreshToken: login.refresh_token } });
    expect(refreshed.headers.get("cache-control")).toBe("no-store");
  });

  it("the template preview keeps its own strict sandbox policy", async () => {
    const user = await createUser();
    await seedTemplate(user.id);
    const listed = await call("/api/templates", { token: user.token });
    const { templates } = listed.body as { templates: { previewUrl: string }[] };
    const res = await call(templates[0].previewUrl);
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("sandbox");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers.get("x-frame-options")).toBeNull();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("adds Strict-Transport-Security in production only", async () => {
    const res = await app.request(
      "/api/health",
      {},
      { ...env, APP_ENV: "production", JWT_SECRET: "p".repeat(40) },
    );
    expect(res.headers.get("strict-transport-security")).toBe(HSTS);
  });
});
