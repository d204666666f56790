import { describe, expect, it } from "vitest";
import { call, expectError, signedIn } from "./auth-support";

const FIELDS = [
  "id",
  "email",
  "firstName",
  "lastName",
  "plan",
  "templatesUsed",
  "templateLimit",
  "bonusTemplates",
  "templatesRemaining",
  "customTemplateLimit",
  "nextBillingDate",
  "subscriptionStatus",
  "paypalSubscriptionId",
  "notificationsEnabled",
  "emailVerified",
  "createdAt",
  "companyAddress",
  "espPlatform",
].sort();

describe("GET /api/auth/profile", () => {
  it("returns exactly the public user fields at the top level", async () => {
    const { user, login } = await signedIn();
    const res = await call("/api/auth/profile", { token: login.access_token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(FIELDS);
    expect(res.body).toMatchObject({
      id: user.id,
      email: user.email,
      plan: "free",
      templatesUsed: 0,
      templateLimit: 1,
      bonusTemplates: 0,
      templatesRemaining: 1,
      customTemplateLimit: null,
      nextBillingDate: null,
      subscriptionStatus: "none",
      paypalSubscriptionId: null,
      notificationsEnabled: true,
      emailVerified: true,
    });
    expect(new Date(res.body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("computes the limit on the server: plan allowance or custom enterprise limit, plus bonus", async () => {
    const end = Math.floor(Date.now() / 1000) + 20 * 86400;
    const ent = await signedIn({
      plan: "enterprise",
      customTemplateLimit: 50,
      bonusTemplates: 2,
      templatesUsed: 7,
      periodEnd: end,
    });
    const body = (await call("/api/auth/profile", { token: ent.login.access_token })).body;
    expect(body).toMatchObject({
      plan: "enterprise",
      templateLimit: 52,
      templatesRemaining: 45,
      customTemplateLimit: 50,
    });
    expect(body.nextBillingDate).toBe(new Date(end * 1000).toISOString());
    const basic = await signedIn({ plan: "basic", templatesUsed: 5 });
    expect((await call("/api/auth/profile", { token: basic.login.access_token })).body).toMatchObject({
      templateLimit: 4,
      templatesRemaining: 0,
    });
    const premium = await signedIn({ plan: "premium" });
    expect((await call("/api/auth/profile", { token: premium.login.access_token })).body.templateLimit).toBe(
      10,
    );
  });

  it("answers 401 'Authentication required' without or with a bad token", async () => {
    expect(expectError(await call("/api/auth/profile"), 401, "unauthorized").message).toBe(
      "Authentication required",
    );
    expectError(await call("/api/auth/profile", { token: "not.a.jwt" }), 401, "unauthorized");
    const { login } = await signedIn();
    expectError(await call("/api/auth/profile", { token: login.refresh_token }), 401, "unauthorized");
  });
});

describe("PATCH /api/auth/profile", () => {
  it("switches notifications off and on", async () => {
    const { login } = await signedIn();
    const off = await call("/api/auth/profile", {
      method: "PATCH",
      body: { notificationsEnabled: false },
      token: login.access_token,
    });
    expect(off.status).toBe(200);
    expect(off.body.notificationsEnabled).toBe(false);
    expect((await call("/api/auth/profile", { token: login.access_token })).body.notificationsEnabled).toBe(
      false,
    );
    const on = await call("/api/auth/profile", {
      method: "PATCH",
      body: { notificationsEnabled: true },
      token: login.access_token,
    });
    expect(on.body.notificationsEnabled).toBe(true);
  });

  it("updates names and refuses fields a user may not set", async () => {
    const { login } = await signedIn();
    const res = await call("/api/auth/profile", {
      method: "PATCH",
      body: { firstName: "Grace" },
      token: login.access_token,
    });
    expect(res.body.firstName).toBe("Grace");
    const plan = await call("/api/auth/profile", {
      method: "PATCH",
      body: { plan: "enterprise" },
      token: login.access_token,
    });
    expectError(plan, 400, "validation_failed");
    expect((await call("/api/auth/profile", { token: login.access_token })).body.plan).toBe("free");
  });

  it("requires authentication", async () => {
    expectError(
      await call("/api/auth/profile", { method: "PATCH", body: { notificationsEnabled: false } }),
      401,
    );
  });
});
