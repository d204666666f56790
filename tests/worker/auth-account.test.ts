import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailTokens, users } from "../../src/worker/db/schema";
import {
  call,
  db,
  expectError,
  freshEmail,
  latestLink,
  outbox,
  PASSWORD,
  register,
  seedUser,
  tokenFrom,
} from "./auth-support";

describe("POST /api/auth/register-v2", () => {
  it("creates an unverified free account, hashes the password and e-mails a 24 h single-use link", async () => {
    const email = freshEmail();
    const res = await register(email.toUpperCase(), PASSWORD, {
      plan: "premium",
      firstName: "  Ada ",
      lastName: " Lovelace ",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, requiresVerification: true, emailVerified: false });
    expect(res.body.user).toMatchObject({
      email,
      plan: "free",
      firstName: "Ada",
      lastName: "Lovelace",
      templateLimit: 1,
      emailVerified: false,
    });
    expect(res.body.sessionToken).toBeUndefined();
    const row = await db().query.users.findFirst({ where: eq(users.email, email) });
    expect(row?.plan).toBe("free");
    expect(row?.passwordHash).toMatch(/^s1\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
    const [mail] = await outbox(email);
    expect(mail.subject).toBe("Verify your BrandMail e-mail address");
    const link = mail.links.find((l) => l.includes("/verify-email"))!;
    expect(link).toMatch(/^http:\/\/app\.test\/verify-email\?token=[A-Za-z0-9_-]{43}&type=email$/);
    const tokens = await db().select().from(emailTokens).where(eq(emailTokens.userId, row!.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0].kind).toBe("verify");
    expect(tokens[0].tokenHash).not.toBe(tokenFrom(link));
    expect(tokens[0].expiresAt - tokens[0].createdAt).toBe(24 * 3600);
  });

  it("answers a verified address exactly like a new one, changes nothing and tells the owner", async () => {
    const user = await seedUser();
    const res = await register(user.email, "attacker-chosen-pass");
    const fresh = await register(freshEmail());
    expect(res.status).toBe(fresh.status);
    expect(Object.keys(res.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(Object.keys(res.body.user).sort()).toEqual(Object.keys(fresh.body.user).sort());
    expect(res.body.user.id).not.toBe(user.id);
    const row = await db().query.users.findFirst({ where: eq(users.id, user.id) });
    expect(row?.passwordHash).toBe(user.passwordHash);
    const [mail] = await outbox(user.email);
    expect(mail.subject).toBe("You already have a BrandMail account");
    expect((await call("/api/auth/login", { body: { email: user.email, password: PASSWORD } })).status).toBe(
      200,
    );
    expect(
      (await call("/api/auth/login", { body: { email: user.email, password: "attacker-chosen-pass" } }))
        .status,
    ).toBe(401);
  });

  it("does not mail again when the same unverified address registers twice within 60 s", async () => {
    const email = freshEmail();
    expect((await register(email)).status).toBe(201);
    expect((await register(email)).status).toBe(201);
    expect(await outbox(email)).toHaveLength(1);
  });

  it("never lets a second registration of an unverified address take it over (owner's link keeps the owner's password)", async () => {
    const email = freshEmail();
    expect((await register(email, "owner-password-1")).status).toBe(201);
    const ownerLink = await latestLink(email, "/verify-email");
    const attacker = await register(email, "attacker-password", { firstName: "Mallory" });
    expect(attacker.status).toBe(201);
    const row = await db().query.users.findFirst({ where: eq(users.email, email) });
    expect(row?.firstName).toBe("Ada");
    expect((await call("/api/auth/verify-email", { body: { token: tokenFrom(ownerLink) } })).status).toBe(
      200,
    );
    expect((await call("/api/auth/login", { body: { email, password: "owner-password-1" } })).status).toBe(
      200,
    );
    expect((await call("/api/auth/login", { body: { email, password: "attacker-password" } })).status).toBe(
      401,
    );
    // The attacker's status token never reports the owner's verification.
    expect(
      (await call("/api/auth/verify-email-status", { body: { token: attacker.body.statusToken } })).body,
    ).toEqual({ emailVerified: false });
  });

  it("applies a re-registration's password only through the link mailed for it, and only before verification", async () => {
    const user = await seedUser({ verified: false });
    const res = await register(user.email, "a-brand-new-password", { firstName: "Grace" });
    expect(res.status).toBe(201);
    expect((await db().query.users.findFirst({ where: eq(users.id, user.id) }))?.passwordHash).toBe(
      user.passwordHash,
    );
    const [mail] = await outbox(user.email);
    expect(mail.text).toMatch(/signed up again/);
    const link = mail.links.find((l) => l.includes("/verify-email"))!;
    expect((await call("/api/auth/verify-email", { body: { token: tokenFrom(link) } })).status).toBe(200);
    const row = await db().query.users.findFirst({ where: eq(users.id, user.id) });
    expect(row?.firstName).toBe("Grace");
    expect(
      (await call("/api/auth/login", { body: { email: user.email, password: "a-brand-new-password" } }))
        .status,
    ).toBe(200);
    expect(
      (await call("/api/auth/verify-email-status", { body: { token: res.body.statusToken } })).body,
    ).toEqual({ emailVerified: true });
  });
});

describe("business e-mail rules at registration (exact messages, no account created)", () => {
  const cases: [string, string][] = [
    [
      "someone@gmail.com",
      "Please use your business email address. Personal email providers are not accepted",
    ],
    [
      "someone@mail.yahoo.co.uk",
      "Please use your business email address. Personal email providers are not accepted",
    ],
    [
      "someone@walla.co.il",
      "Please use your business email address. Personal email providers are not accepted",
    ],
    [
      "first+tag@acme-corp.io",
      'Email aliases with "+" are not allowed. Please use your primary business email address',
    ],
    ["someone@mailinator.com", "Please use a valid business email address"],
    ["someone@mx.guerrillamail.com", "Please use a valid business email address"],
    ["someone@123.acme.com", "Please use a valid business email address"],
    ["not-an-address", "Please enter a valid email address"],
  ];
  it.each(cases)("refuses %s", async (email, message) => {
    const res = await call("/api/auth/register-v2", {
      body: { email, password: PASSWORD, plan: "free", firstName: "A", lastName: "B" },
    });
    expect(expectError(res, 400, "validation_failed").message).toBe(message);
    expect(await db().query.users.findFirst({ where: eq(users.email, email.toLowerCase()) })).toBeUndefined();
  });
});

describe("POST /api/auth/verify-email", () => {
  it("verifies with the e-mailed token, once; a second click reports success without a second use", async () => {
    const user = await seedUser({ verified: false });
    await call("/api/auth/resend-verification", { body: { email: user.email } });
    const token = tokenFrom(await latestLink(user.email, "/verify-email"));
    const ok = await call("/api/auth/verify-email", { body: { token } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      success: true,
      message: "Email verified successfully! You can now log in.",
      email: user.email,
      alreadyVerified: false,
    });
    const again = await call("/api/auth/verify-email", { body: { token } });
    expect(again.body.alreadyVerified).toBe(true);
    expect((await call("/api/auth/login", { body: { email: user.email, password: PASSWORD } })).status).toBe(
      200,
    );
  });

  it("refuses an unknown token with 400", async () => {
    const res = await call("/api/auth/verify-email", { body: { token: "x".repeat(43) } });
    expect(expectError(res, 400).message).toBe(
      "This verification link is invalid or has expired. Please request a new one.",
    );
  });

  it("refuses an expired token and leaves the account unverified", async () => {
    const user = await seedUser({ verified: false });
    await call("/api/auth/resend-verification", { body: { email: user.email } });
    const token = tokenFrom(await latestLink(user.email, "/verify-email"));
    await db().update(emailTokens).set({ expiresAt: 1 }).where(eq(emailTokens.userId, user.id));
    expectError(await call("/api/auth/verify-email", { body: { token } }), 400);
  });

  it("does not accept a password-reset token as a verification token", async () => {
    const user = await seedUser({ verified: false });
    await call("/api/auth/reset-password", { body: { email: user.email } });
    const token = tokenFrom(await latestLink(user.email, "/reset-password"));
    expectError(await call("/api/auth/verify-email", { body: { token } }), 400);
  });
});

describe("POST /auth/verify-confirmation", () => {
  it("confirms with token_hash and type signup", async () => {
    const user = await seedUser({ verified: false });
    await call("/api/auth/resend-verification", { body: { email: user.email } });
    const token = tokenFrom(await latestLink(user.email, "/verify-email"));
    const res = await call("/auth/verify-confirmation", { body: { token_hash: token, type: "signup" } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });

  it("refuses another type and a bad token", async () => {
    expect(
      expectError(
        await call("/auth/verify-confirmation", { body: { token_hash: "abc", type: "recovery" } }),
        400,
      ).message,
    ).toBe("Invalid confirmation link");
    expectError(
      await call("/auth/verify-confirmation", { body: { token_hash: "abc", type: "signup" } }),
      400,
    );
  });
});

describe("POST /api/auth/verify-email-status", () => {
  it("reports false before and true after verification, for the registration's own status token", async () => {
    const email = freshEmail();
    const reg = await register(email);
    expect(reg.body.statusToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const status = () => call("/api/auth/verify-email-status", { body: { token: reg.body.statusToken } });
    expect((await status()).body).toEqual({ emailVerified: false });
    // The status token cannot verify anything itself.
    expectError(await call("/api/auth/verify-email", { body: { token: reg.body.statusToken } }), 400);
    await call("/api/auth/verify-email", {
      body: { token: tokenFrom(await latestLink(email, "/verify-email")) },
    });
    expect((await status()).body).toEqual({ emailVerified: true });
  });

  it("tells nothing from an address alone or an unknown token", async () => {
    const verified = await seedUser();
    expectError(await call("/api/auth/verify-email-status", { body: { email: verified.email } }), 400);
    expect((await call("/api/auth/verify-email-status", { body: { token: "x".repeat(43) } })).body).toEqual({
      emailVerified: false,
    });
  });
});

describe("POST /api/auth/resend-verification", () => {
  it("sends a fresh link, then enforces a 60 s cooldown with 429 and Retry-After", async () => {
    const user = await seedUser({ verified: false });
    const first = await call("/api/auth/resend-verification", { body: { email: user.email } });
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(await outbox(user.email)).toHaveLength(1);
    const second = await call("/api/auth/resend-verification", { body: { email: user.email } });
    expect(expectError(second, 429, "rate_limited").message).toMatch(
      /^Please wait \d+ seconds before requesting another verification email\.$/,
    );
    const retry = Number(second.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect(await outbox(user.email)).toHaveLength(1);
  });

  it("starts the cooldown at registration", async () => {
    const email = freshEmail();
    expect((await register(email)).status).toBe(201);
    expectError(await call("/api/auth/resend-verification", { body: { email } }), 429, "rate_limited");
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const email = freshEmail("nobody");
    const res = await call("/api/auth/resend-verification", { body: { email } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(await outbox(email)).toHaveLength(0);
  });

  it("sends nothing to an address that is already verified", async () => {
    const user = await seedUser();
    expect((await call("/api/auth/resend-verification", { body: { email: user.email } })).status).toBe(200);
    expect(await outbox(user.email)).toHaveLength(0);
  });
});
