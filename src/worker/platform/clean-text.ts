// Control characters (NUL, escape sequences; tab and line breaks stay), bidi embeddings, overrides and isolates (they
// reorder what a reader sees around a name), and lone surrogates (stored in D1 they become invalid UTF-8).
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const cleanString = (value: string): string => value.replace(LONE_SURROGATE, "").replace(UNSAFE, "");

/** Every string of a parsed JSON body, cleaned: what a request stores is never able to carry these characters. */
export function cleanStrings(value: unknown): unknown {
  if (typeof value === "string") return cleanString(value);
  if (Array.isArray(value)) return value.map(cleanStrings);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanStrings(v)]));
  return value;
}
