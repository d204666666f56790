import { scrypt as nobleScrypt } from "@noble/hashes/scrypt.js";
import { describe, expect, it } from "vitest";
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from "../../src/worker/accounts/password-hash";

// Made with the previous implementation (@noble/hashes scrypt), so accounts created before the switch keep working.
const OLD_REAL = "s1$16384$8$5$AwoRGB8mLTQ7QklQV15lbA==$/J5mLOMSArU3nR/LlSY+YJF9L9GY9knghQ8Tp3WnU/c=";
const OLD_UNICODE = "s1$256$8$1$AwoRGB8mLTQ7QklQV15lbA==$hMqMgEfVWrt8z237EPj2k2E69Ja6ALvlP5SWo1A2z6E=";

describe("node:crypto scrypt keeps existing password hashes valid", () => {
  it("verifies a hash the previous library made with the production parameters", () => {
    expect(OLD_REAL.split("$").slice(1, 4).map(Number)).toEqual([
      SCRYPT_PARAMS.N,
      SCRYPT_PARAMS.r,
      SCRYPT_PARAMS.p,
    ]);
    expect(verifyPassword("correct horse battery", OLD_REAL)).toBe(true);
    expect(verifyPassword("correct horse batterx", OLD_REAL)).toBe(false);
  });

  it("treats non-ASCII passwords exactly as before (NFKC, UTF-8)", () => {
    expect(verifyPassword("Ünïcødé pässwörd ✓", OLD_UNICODE)).toBe(true);
    expect(verifyPassword("Ünïcødé pässwörd ✓".normalize("NFD"), OLD_UNICODE)).toBe(true);
  });

  it("produces the same bytes as the previous library for new hashes", () => {
    const params = { N: 2 ** 8, r: 8, p: 2, dkLen: 32 };
    const stored = hashPassword("päss word", params);
    const [, , , , salt, key] = stored.split("$");
    const saltBytes = Uint8Array.from(atob(salt), (ch) => ch.charCodeAt(0));
    const expected = nobleScrypt("päss word".normalize("NFKC"), saltBytes, params);
    expect(key).toBe(btoa(String.fromCharCode(...expected)));
  });
});
