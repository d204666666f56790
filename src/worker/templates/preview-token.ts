export const PREVIEW_TOKEN_TTL_SECONDS = 15 * 60;

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    keys.set(secret, key);
  }
  return key;
}

const b64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function fromB64url(s: string): Uint8Array | null {
  try {
    const bin = atob(s.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

// The "preview:" context keeps this MAC from ever matching anything else signed with the same secret.
const payload = (templateId: string, exp: number) => new TextEncoder().encode(`preview:${templateId}:${exp}`);

/** A short-lived token that opens the preview of one template and nothing else (it is not a session token). */
export async function signPreviewToken(
  secret: string,
  templateId: string,
  nowSeconds = Math.floor(Date.now() / 1000),
) {
  const exp = nowSeconds + PREVIEW_TOKEN_TTL_SECONDS;
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), payload(templateId, exp));
  return `${exp.toString(36)}.${b64url(mac)}`;
}

/** Expiries of listed tokens are rounded up to this step, so one template's token stays the same for a while. */
export const PREVIEW_TOKEN_STEP_SECONDS = 5 * 60;
const MAX_CACHED_TOKENS = 5000;
const cachedBySecret = new Map<string, Map<string, string>>();

/**
 * The tokens the templates list hands out, in the order of `templateIds`: valid 15 to 20 minutes (the expiry rounded
 * up to a 5-minute step), so a template's token is signed once per isolate per step instead of once per list
 * request (a page lists 50). Cached tokens come back without a single await per template: with nodejs_compat every
 * promise carries async context, and fifty of them cost more CPU than the page's D1 read.
 */
export async function listedPreviewTokens(
  secret: string,
  templateIds: string[],
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string[]> {
  const step = PREVIEW_TOKEN_STEP_SECONDS;
  const exp = Math.ceil((nowSeconds + PREVIEW_TOKEN_TTL_SECONDS) / step) * step;
  let cached = cachedBySecret.get(secret);
  if (!cached) cachedBySecret.set(secret, (cached = new Map()));
  const tokens = templateIds.map((id) => cached.get(`${id}:${exp}`));
  const missing = templateIds.filter((_, i) => tokens[i] === undefined);
  if (missing.length) {
    const signed = await Promise.all(
      missing.map((id) => signPreviewToken(secret, id, exp - PREVIEW_TOKEN_TTL_SECONDS)),
    );
    if (cached.size + missing.length > MAX_CACHED_TOKENS) cached.clear();
    missing.forEach((id, i) => cached.set(`${id}:${exp}`, signed[i]));
  }
  return templateIds.map((id, i) => tokens[i] ?? (cached.get(`${id}:${exp}`) as string));
}

export async function listedPreviewToken(
  secret: string,
  templateId: string,
  nowSeconds?: number,
): Promise<string> {
  return (await listedPreviewTokens(secret, [templateId], nowSeconds))[0];
}

export async function verifyPreviewToken(
  secret: string,
  templateId: string,
  token: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<boolean> {
  const match = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return false;
  const exp = parseInt(match[1], 36);
  if (!Number.isSafeInteger(exp) || exp < nowSeconds) return false;
  const mac = fromB64url(match[2]);
  if (!mac) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(secret), mac, payload(templateId, exp));
}
