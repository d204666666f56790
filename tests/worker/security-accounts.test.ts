import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { COMMON_PASSWORD_MESSAGE, commonPasswordCount } from "../../src/worker/accounts/common-passwords";
import { users } from "../../src/worker/db/schema";
import { normalizeEmail } from "../../src/shared/email-rules";
import {
  call,
  db,
  expectError,
  freshEmail,
  latestLink,
  PASSWORD,
  register,
  seedUser,
  tokenFrom,
} from "./auth-support";

describe("passwords", () => {
  it("ships a list of at least 10,000 common passwords", () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it.each([
    ["iloveyou", COMMON_PASSWORD_MESSAGE],
    ["Password1", COMMON_PASSWORD_MESSAGE],
    ["qwertyuiop", COMMON_PASSWORD_MESSAGE],
    ["          ", "Password cannot be only spaces"],
    ["abc\u0000defghij", "Password cannot contain control characters"],
    ["tab\there-and-more", "Password cannot contain control characters"],
  ])("registration refuses %j with the spec's style of message", async (password, message) => {
    const email = freshEmail();
    expect(expectError(await register(email, password), 400, "validation_failed").message).toBe(message);
    expect(await db().query.users.findFirst({ where: eq(users.email, email) })).toBeUndefined();
  });

  it("a reset refuses a common password too and leaves the link usable", async () => {
    const user = await seedUser();
    await call("/api/auth/reset-password", { body: { email: user.email } });
    const token = tokenFrom(await latestLink(user.email, "/reset-password"));
    const refused = await call("/api/auth/update-password", { body: { token, password: "sunshine1" } });
    expect(expectError(refused, 400).message).toBe(COMMON_PASSWORD_MESSAGE);
    expect(
      (await call("/api/auth/update-password", { body: { token, password: "a far less common one" } }))
        .status,
    ).toBe(200);
  });

  it("sign-in still accepts whatever an existing account was created with", async () => {
    const user = await seedUser({ password: "iloveyou" });
    expect(
      (await call("/api/auth/login", { body: { email: user.email, password: "iloveyou" } })).status,
    ).toBe(200);
  });
});

describe("addresses are normalised, so one mailbox cannot hold two accounts", () => {
  it("folds case, trailing dots, Unicode compatibility forms and internationalised domains", () => {
    expect(normalizeEmail(" Ada@ACME-Corp.io. ")).toBe("ada@acme-corp.io");
    expect(normalizeEmail("ａｄａ@acme-corp.io")).toBe("ada@acme-corp.io");
    expect(normalizeEmail("ada@ＡＣＭＥ-corp.io")).toBe("ada@acme-corp.io");
    expect(normalizeEmail("ada@bücher-handel.de")).toBe("ada@xn--bcher-handel-dlb.de");
    expect(normalizeEmail("ada@BÜCHER-handel.de.")).toBe("ada@xn--bcher-handel-dlb.de");
  });

  it("a second registration with another spelling of the same address finds the same account", async () => {
    const local = `norm.${Date.now().toString(36)}`;
    expect((await register(`${local}@acme-corp.io`)).status).toBe(201);
    for (const spelling of [`${local.toUpperCase()}@ACME-CORP.IO.`, `${local}@ａｃｍｅ-corp.io`]) {
      expect((await register(spelling, "a different passphrase")).status).toBe(201);
    }
    const rows = await db()
      .select()
      .from(users)
      .where(eq(users.email, `${local}@acme-corp.io`));
    expect(rows).toHaveLength(1);
    const all = await db().select({ email: users.email }).from(users);
    expect(all.filter((r) => r.email.includes(local))).toHaveLength(1);
  });

  it("signs in with any spelling of the address", async () => {
    const user = await seedUser();
    const [local, domain] = user.email.split("@");
    const res = await call("/api/auth/login", {
      body: { email: `${local.toUpperCase()}@${domain}.`, password: PASSWORD },
    });
    expect(res.status).toBe(200);
  });
});
