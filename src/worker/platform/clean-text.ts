// Control characters (NUL, escape sequences; tab and line breaks stay), bidi embeddings, overrides and isolates (they
// reorder what a reader sees around a name), and lone surrogates (stored in D1 they become invalid UTF-8).
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const cleanString = (value: string): string => value.replace(LONE_SURROGATE, "").replace(UNSAFE, "");

/** No request body of the API nests deeper than a few levels; a deeper one would only cost stack. */
export const MAX_JSON_DEPTH = 32;

export class TooDeepError extends Error {}

// A password is never stored as text and never altered: one with a control character is refused by its own rules,
// not silently changed into another password.
const SECRET = /password/i;

/**
 * Every string of a parsed JSON body, cleaned: what a request stores is never able to carry these characters.
 * Throws TooDeepError past MAX_JSON_DEPTH levels (JSON.parse accepts far deeper bodies than recursion survives).
 */
export function cleanStrings(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return cleanString(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_JSON_DEPTH) throw new TooDeepError();
  if (Array.isArray(value)) return value.map((v) => cleanStrings(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, SECRET.test(k) ? v : cleanStrings(v, depth + 1)]),
  );
}
