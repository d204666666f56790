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
  seedUser,
  signedIn,
  tokenFrom,
} from "./auth-support";

const NEW_PASSWORD = "a much better passphrase";

describe("POST /api/auth/reset-password", () => {
  it("answers an existing and an unknown address identically and mails only the existing one", async () => {
    const user = await seedUser();
    const ghost = freshEmail("ghost");
    const known = await call("/api/auth/reset-password", {
      body: { email: user.email, redirectTo: "http://app.test/reset-password" },
    });
    const unknown = await call("/api/auth/reset-password", {
      body: { email: ghost, redirectTo: "http://app.test/reset-password" },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(
      "If an account exists for this email, a password reset link has been sent.",
    );
    expect(await outbox(ghost)).toHaveLength(0);
    const [mail] = await outbox(user.email);
    expect(mail.subject).toBe("Reset your BrandMail password");
    expect(mail.links[0]).toMatch(
      /^http:\/\/app\.test\/reset-password\?token=[A-Za-z0-9_-]{43}&type=recovery$/,
    );
    const [row] = await db().select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(row.kind).toBe("reset");
    expect(row.expiresAt - row.createdAt).toBe(3600);
  });

  it("never points the link at another site, whatever redirectTo says", async () => {
    const user = await seedUser();
    await call("/api/auth/reset-password", {
      body: { email: user.email, redirectTo: "https://evil.example/steal" },
    });
    expect(await latestLink(user.email, "/reset-password")).toMatch(/^http:\/\/app\.test\/reset-password\?/);
  });
});

describe("POST /api/auth/update-password", () => {
  it("sets the new password, ends every session, and the link works only once", async () => {
    const { user, login } = await signedIn();
    await call("/api/auth/reset-password", { body: { email: user.email } });
    const token = tokenFrom(await latestLink(user.email, "/reset-password"));
    const res = await call("/api/auth/update-password", {
      body: { token, accessToken: token, refreshToken: "", password: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expectError(await call("/api/auth/login", { body: { email: user.email, password: PASSWORD } }), 401);
    expect(
      (await call("/api/auth/login", { body: { email: user.email, password: NEW_PASSWORD } })).status,
    ).toBe(200);
    expectError(await call("/api/auth/refresh", { body: { refreshToken: login.refresh_token } }), 401);
    const again = await call("/api/auth/update-password", {
      body: { token, password: "yet another passphrase" },
    });
    expect(expectError(again, 400).message).toBe("Invalid or expired reset link");
  });

  it("accepts the token as accessToken (the link's other name for it)", async () => {
    const user = await seedUser();
    await call("/api/auth/reset-password", { body: { email: user.email } });
    const token = tokenFrom(await latestLink(user.email, "/reset-password"));
    expect(
      (
        await call("/api/auth/update-password", {
          body: { accessToken: token, password: "password-from-access-token" },
        })
      ).status,
    ).toBe(200);
  });

  it("refuses an expired link", async () => {
    const user = await seedUser();
    await call("/api/auth/reset-password", { body: { email: user.email } });
    const token = tokenFrom(await latestLink(user.email, "/reset-password"));
    await db().update(emailTokens).set({ expiresAt: 1 }).where(eq(emailTokens.userId, user.id));
    expect(
      expectError(await call("/api/auth/update-password", { body: { token, password: NEW_PASSWORD } }), 400)
        .message,
    ).toBe("Invalid or expired reset link");
  });

  it("refuses a verification token", async () => {
    const user = await seedUser({ verified: false });
    await call("/api/auth/resend-verification", { body: { email: user.email } });
    const token = tokenFrom(await latestLink(user.email, "/verify-email"));
    expectError(await call("/api/auth/update-password", { body: { token, password: NEW_PASSWORD } }), 400);
  });

  it("marks the address verified, since following the link proved it", async () => {
    const user = await seedUser({ verified: false });
    await call("/api/auth/reset-password", { body: { email: user.email } });
    const token = tokenFrom(await latestLink(user.email, "/reset-password"));
    expect(
      (await call("/api/auth/update-password", { body: { token, password: NEW_PASSWORD } })).status,
    ).toBe(200);
    const row = await db().query.users.findFirst({ where: eq(users.id, user.id) });
    expect(row?.emailVerifiedAt).not.toBeNull();
  });
});
