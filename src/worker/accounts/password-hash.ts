import { scryptSync } from "node:crypto";

/**
 * scrypt, because PBKDF2 in production Workers is capped at 100,000 iterations (below OWASP's 600,000)
 * and Argon2 is not in WebCrypto. N=2^14, r=8, p=5 is one of OWASP's equivalent scrypt settings and needs
 * 128*N*r = 16 MiB, far inside a Worker's 128 MB.
 */
export type ScryptParams = { N: number; r: number; p: number; dkLen: number };
export const SCRYPT_PARAMS: Readonly<ScryptParams> = Object.freeze({ N: 2 ** 14, r: 8, p: 5, dkLen: 32 });

/**
 * The setting new hashes are made with: always SCRYPT_PARAMS in the app. The worker tests' set-up lowers it, since
 * workerd under the test runner runs scrypt 10-40 times slower; a stored hash records its own parameters, so every
 * code path stays the same.
 */
export const hashSetting: { params: ScryptParams } = { params: SCRYPT_PARAMS };
const VERSION = "s1";
const SALT_BYTES = 16;

function b64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function unb64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
}

/**
 * node:crypto (nodejs_compat) runs scrypt natively in workerd: byte-identical to the pure-JS @noble/hashes output
 * every existing hash was made with, at about half the CPU. The password goes in as UTF-8 bytes, as noble's did.
 */
function derive(password: string, salt: Uint8Array, params: ScryptParams): Uint8Array {
  const key = new TextEncoder().encode(password.normalize("NFKC"));
  const out = scryptSync(key, salt, params.dkLen, {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: 64 * 1024 * 1024,
  });
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}

/** Stored format: s1$N$r$p$salt$hash (base64), so parameters can be raised later without breaking old hashes. */
export function hashPassword(password: string, params: ScryptParams = hashSetting.params): string {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const { N, r, p } = params;
  return [VERSION, N, r, p, b64(salt), b64(derive(password, salt, params))].join("$");
}

export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export function verifyPassword(password: string, stored: string): boolean {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== VERSION) return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 16 || r > 16 || p > 16) return false;
  const expected = unb64(parts[5]);
  return constantTimeEqual(derive(password, unb64(parts[4]), { N, r, p, dkLen: expected.length }), expected);
}

/** Compared against when an address has no account, so both paths cost one scrypt run. */
let dummy: string | null = null;
export function dummyHash(): string {
  dummy ??= hashPassword(crypto.randomUUID());
  return dummy;
}
