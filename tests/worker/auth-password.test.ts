import { describe, expect, it } from "vitest";
import {
  constantTimeEqual,
  hashPassword,
  hashSetting,
  SCRYPT_PARAMS,
  verifyPassword,
} from "../../src/worker/accounts/password-hash";

// OWASP Password Storage Cheat Sheet: scrypt N=2^17 r=8 p=1, or an equivalent setting; the lowest listed is
// N=2^13 r=8 p=10. Cost is compared as N*r*p against that lowest equivalent.
const OWASP_EQUIVALENTS = [
  { N: 2 ** 17, r: 8, p: 1 },
  { N: 2 ** 16, r: 8, p: 2 },
  { N: 2 ** 15, r: 8, p: 3 },
  { N: 2 ** 14, r: 8, p: 5 },
  { N: 2 ** 13, r: 8, p: 10 },
];
const WORKER_MEMORY_BYTES = 128 * 1024 * 1024;

describe("password hashing parameters", () => {
  it("are one of OWASP's scrypt settings and cost at least the lowest of them", () => {
    const { N, r, p } = SCRYPT_PARAMS;
    expect(OWASP_EQUIVALENTS).toContainEqual({ N, r, p });
    expect(N * r * p).toBeGreaterThanOrEqual(Math.min(...OWASP_EQUIVALENTS.map((o) => o.N * o.r * o.p)));
    expect(Math.log2(N) % 1).toBe(0);
    expect(SCRYPT_PARAMS.dkLen).toBeGreaterThanOrEqual(32);
  });

  it("fit a production Worker: scrypt memory (128*N*r) stays under an eighth of 128 MB, and no PBKDF2 is used", () => {
    const { N, r } = SCRYPT_PARAMS;
    expect(128 * N * r).toBeLessThanOrEqual(WORKER_MEMORY_BYTES / 8);
    expect(hashPassword.toString()).not.toMatch(/pbkdf2/i);
  });
});

// The test runner's workerd is far slower at scrypt than production (see auth-support.ts), so behaviour is
// checked at a low cost and the real parameters are exercised once.
const LOW = { N: 2 ** 8, r: 8, p: 1, dkLen: 32 };

describe("hashPassword / verifyPassword", () => {
  const hash = hashPassword("correct horse battery", LOW);

  it("hashes and verifies with the real parameters, in a versioned string with a 16-byte salt", () => {
    // Other test files share this module and lower the setting new hashes use (auth-support.ts): restore the app's.
    const lowered = hashSetting.params;
    hashSetting.params = SCRYPT_PARAMS;
    const started = Date.now();
    const real = hashPassword("correct horse battery");
    hashSetting.params = lowered;
    console.log(
      `scrypt N=${SCRYPT_PARAMS.N} r=${SCRYPT_PARAMS.r} p=${SCRYPT_PARAMS.p}: ${Date.now() - started} ms in the test runner`,
    );
    const [version, N, r, p, salt, key] = real.split("$");
    expect(version).toBe("s1");
    expect([Number(N), Number(r), Number(p)]).toEqual([SCRYPT_PARAMS.N, SCRYPT_PARAMS.r, SCRYPT_PARAMS.p]);
    expect(atob(salt)).toHaveLength(16);
    expect(atob(key)).toHaveLength(32);
    expect(verifyPassword("correct horse battery", real)).toBe(true);
  }, 120_000);

  it("verifies the right password and refuses others, including tampered hashes", () => {
    expect(verifyPassword("correct horse battery", hash)).toBe(true);
    expect(verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(verifyPassword("", hash)).toBe(false);
    expect(
      verifyPassword(
        "correct horse battery",
        hash.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
      ),
    ).toBe(false);
    expect(verifyPassword("correct horse battery", "plain-text")).toBe(false);
    expect(verifyPassword("correct horse battery", hash.replace("s1$", "s0$"))).toBe(false);
    expect(verifyPassword("correct horse battery", hash.replace(`$${LOW.N}$`, `$${2 ** 30}$`))).toBe(false);
  });

  it("salts: the same password hashes differently each time", () => {
    expect(hashPassword("correct horse battery", LOW)).not.toBe(hash);
  });

  it("compares in constant time over the full length", () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2]))).toBe(false);
  });
});
