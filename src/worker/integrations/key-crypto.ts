/**
 * API keys at rest: AES-GCM with a 256-bit key derived (HKDF-SHA-256) from the PLATFORM_KEYS_SECRET Worker secret.
 * The row's user and platform are the additional data, so a ciphertext copied to another row does not decrypt.
 */
const INFO = new TextEncoder().encode("brandmail platform api keys v1");
const SALT = new TextEncoder().encode("brandmail/platform-keys");

const keys = new Map<string, Promise<CryptoKey>>();

function derive(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", new TextEncoder().encode(secret), "HKDF", false, ["deriveKey"])
      .then((base) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: SALT, info: INFO },
          base,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        ),
      );
    keys.set(secret, key);
  }
  return key;
}

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
const aad = (userId: string, platform: string) => new TextEncoder().encode(`${userId}:${platform}`);

export async function encryptKey(
  secret: string,
  userId: string,
  platform: string,
  apiKey: string,
): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: aad(userId, platform) },
    await derive(secret),
    new TextEncoder().encode(apiKey),
  );
  const out = new Uint8Array(iv.length + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), iv.length);
  return b64(out);
}

export async function decryptKey(
  secret: string,
  userId: string,
  platform: string,
  stored: string,
): Promise<string> {
  const bytes = unb64(stored);
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: bytes.slice(0, 12), additionalData: aad(userId, platform) },
    await derive(secret),
    bytes.slice(12),
  );
  return new TextDecoder().decode(plain);
}
