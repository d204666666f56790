import { toHex } from "../../../shared/color";

export interface CssRule {
  selector: string;
  decls: Map<string, string>;
}

/** `@media print` and dark-scheme blocks: what they set is not what a visitor sees on the site's own (light) pages. */
const MEDIA = /@media([^{;]{0,200})\{/gi;
const UNSEEN_MEDIA = /prefers-color-scheme\s*:\s*dark|\bprint\b/i;

/** The stylesheet without comments (indexOf, not a lazy regex: an unclosed comment must not cost quadratic time). */
function withoutComments(css: string): string {
  let out = "";
  let from = 0;
  for (let open = css.indexOf("/*"); open >= 0; open = css.indexOf("/*", from)) {
    out += css.slice(from, open);
    const close = css.indexOf("*/", open + 2);
    if (close < 0) return out;
    from = close + 2;
  }
  return out + css.slice(from);
}

/** The stylesheet without its print and dark-scheme blocks (braces matched, bounded). */
function withoutUnseenMedia(css: string): string {
  let out = "";
  let from = 0;
  MEDIA.lastIndex = 0;
  for (let m = MEDIA.exec(css), n = 0; m && n < 2000; m = MEDIA.exec(css), n++) {
    if (!UNSEEN_MEDIA.test(m[1]) || m.index < from) continue;
    let depth = 1;
    let i = m.index + m[0].length;
    for (; i < css.length && depth > 0; i++) depth += css[i] === "{" ? 1 : css[i] === "}" ? -1 : 0;
    out += css.slice(from, m.index);
    from = i;
    MEDIA.lastIndex = i;
  }
  return out + css.slice(from);
}

/** Innermost `selector { declarations }` rules of a stylesheet (at-rule wrappers fall away, print and dark-scheme blocks are left out), bounded. */
export function cssRules(css: string, max = 20_000): CssRule[] {
  const out: CssRule[] = [];
  const text = withoutUnseenMedia(withoutComments(css));
  // One pass with indexOf (a regex over a brace-less 300 KB "stylesheet" backtracks for minutes).
  let from = 0;
  let close = -1;
  let next = -1;
  while (out.length < max) {
    const open = text.indexOf("{", from);
    if (open < 0) break;
    if (close <= open) close = text.indexOf("}", open + 1);
    if (close < 0) break;
    if (next <= open) next = text.indexOf("{", open + 1);
    if (next >= 0 && next < close) {
      // A wrapper (@media, @supports, nesting): its rules come next.
      from = next;
      continue;
    }
    const start = Math.max(text.lastIndexOf("}", open), text.lastIndexOf("{", open - 1)) + 1;
    const selector = text.slice(start, open).trim().toLowerCase();
    if (selector && !selector.startsWith("@"))
      out.push({ selector, decls: declarations(text.slice(open + 1, close)) });
    from = close + 1;
  }
  return out;
}

/** A declaration block's parts: split at the semicolons outside quotes and parentheses (`url("data:image/svg+xml;…")`). */
function declarationParts(block: string): string[] {
  if (!/["'(]/.test(block)) return block.split(";");
  const out: string[] = [];
  let depth = 0;
  let quote = "";
  let start = 0;
  for (let i = 0; i < block.length; i++) {
    const ch = block[i];
    if (quote) {
      if (ch === quote) quote = "";
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    else if (ch === ";" && depth === 0) {
      out.push(block.slice(start, i));
      start = i + 1;
    }
  }
  out.push(block.slice(start));
  return out;
}

export function declarations(block: string): Map<string, string> {
  const d = new Map<string, string>();
  for (const part of declarationParts(block)) {
    const i = part.indexOf(":");
    if (i < 1) continue;
    const prop = part.slice(0, i).trim();
    d.set(
      prop.startsWith("--") ? prop : prop.toLowerCase(),
      part
        .slice(i + 1)
        .replace(/!important/i, "")
        .trim(),
    );
  }
  return d;
}

const NAMED: Record<string, string> = {
  white: "#ffffff",
  black: "#000000",
  red: "#ff0000",
  blue: "#0000ff",
  navy: "#000080",
  green: "#008000",
  orange: "#ffa500",
  purple: "#800080",
  teal: "#008080",
  maroon: "#800000",
  darkred: "#8b0000",
  darkblue: "#00008b",
  darkgreen: "#006400",
  crimson: "#dc143c",
  gold: "#ffd700",
  royalblue: "#4169e1",
  steelblue: "#4682b4",
  tomato: "#ff6347",
  firebrick: "#b22222",
  darkorange: "#ff8c00",
  seagreen: "#2e8b57",
  indigo: "#4b0082",
  olive: "#808000",
  yellow: "#ffff00",
  fuchsia: "#ff00ff",
};

function hsl(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

/** The first colour in a CSS value as "#rrggbb" (a gradient's dominant stop); transparent or mostly transparent colours give null. */
export function parseColor(value: string): string | null {
  const v = value.trim().toLowerCase();
  if (v.includes("gradient(")) return gradientColor(v);
  const hex = v.match(/#([0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/);
  if (hex) {
    let h = hex[1];
    if (h.length <= 4) h = [...h].map((c) => c + c).join("");
    if (h.length === 8 && parseInt(h.slice(6), 16) < 128) return null;
    return `#${h.slice(0, 6)}`;
  }
  const fn = v.match(/\b(rgba?|hsla?)\(\s*([^)]*)\)/);
  if (fn) {
    const nums = fn[2].split(/[\s,/]+/).filter(Boolean);
    if (nums.length < 3) return null;
    const num = (s: string, scale: number) =>
      s.endsWith("%") ? (parseFloat(s) / 100) * scale : parseFloat(s);
    const alpha = nums[3] !== undefined ? num(nums[3], 1) : 1;
    if (!(alpha >= 0.5)) return null;
    if (fn[1].startsWith("rgb")) {
      const rgb = nums.slice(0, 3).map((n) => num(n, 255));
      return rgb.every(Number.isFinite) ? toHex(rgb as [number, number, number]) : null;
    }
    const [h, s, l] = [parseFloat(nums[0]), num(nums[1], 1), num(nums[2], 1)];
    return [h, s, l].every(Number.isFinite) ? toHex(hsl(((h % 360) + 360) % 360, s, l)) : null;
  }
  const word = v.match(/^[a-z]+/);
  return word && NAMED[word[0]] ? NAMED[word[0]] : null;
}

/** Splits at the commas that are not inside parentheses. */
function topLevelArgs(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "(") depth++;
    else if (s[i] === ")") depth--;
    else if (s[i] === "," && depth === 0) {
      out.push(s.slice(start, i));
      start = i + 1;
    }
  }
  return [...out, s.slice(start)];
}

/**
 * A gradient as a person sees it: the stop that covers most of it (each stop owns half the way to its neighbours).
 * When no stop covers clearly more than the others (two stops at 0% and 100%), the gradient's mean colour.
 */
export function gradientColor(value: string): string | null {
  const open = value.indexOf("gradient(");
  if (open < 0) return null;
  let depth = 0;
  let end = open + 8;
  for (; end < value.length; end++) {
    if (value[end] === "(") depth++;
    else if (value[end] === ")" && --depth === 0) break;
  }
  const stops: { hex: string; at: number | null }[] = [];
  for (const arg of topLevelArgs(value.slice(open + 9, end))) {
    const hex = /^\s*(to\b|[\d.]+(deg|turn|rad)\b|circle|ellipse|at\b|from\b)/.test(arg)
      ? null
      : parseColor(arg.replace(/\s[\d.]+(%|px)\s*([\d.]+(%|px))?\s*$/, ""));
    const pos = arg.match(/\s([\d.]+)%\s*$/);
    if (hex) stops.push({ hex, at: pos ? parseFloat(pos[1]) / 100 : null });
  }
  if (stops.length < 2) return stops[0]?.hex ?? null;
  // Stops without a position are spread evenly, as CSS does.
  stops.forEach((s, i) => (s.at ??= i / (stops.length - 1)));
  const at = stops.map((s) => Math.min(1, Math.max(0, s.at!)));
  const share = at.map(
    (p, i) =>
      ((i < at.length - 1 ? at[i + 1] : 1) - (i > 0 ? at[i - 1] : 0)) / 2 +
      (i === 0 ? p / 2 : 0) +
      (i === at.length - 1 ? (1 - p) / 2 : 0),
  );
  // A colour repeated at several stops (a band) owns all its shares.
  const byHex = new Map<string, number>();
  stops.forEach((s, i) => byHex.set(s.hex, (byHex.get(s.hex) ?? 0) + share[i]));
  const order = [...byHex].sort((a, b) => b[1] - a[1]);
  if (order.length === 1 || order[0][1] - order[1][1] > 0.1) return order[0][0];
  const rgb = [0, 0, 0];
  const total = share.reduce((n, s) => n + s, 0) || 1;
  stops.forEach((s, i) => {
    const c = [1, 3, 5].map((k) => parseInt(s.hex.slice(k, k + 2), 16));
    for (let k = 0; k < 3; k++) rgb[k] += (c[k] * share[i]) / total;
  });
  return toHex(rgb as [number, number, number]);
}

/** Resolves `var(--x, fallback)` against the custom properties, a few levels deep. */
export function resolveVars(value: string, vars: Map<string, string>, depth = 0): string {
  if (depth > 4 || !value.includes("var(")) return value;
  const out = value.replace(
    /var\(\s*(--[\w-]+)\s*(?:,\s*([^()]*(?:\([^()]*\))?[^()]*))?\)/g,
    (_, name: string, fb?: string) => vars.get(name) ?? fb ?? "",
  );
  return resolveVars(out, vars, depth + 1);
}

/** Raw channels of a space-separated "r g b" or "h s% l%" custom property, as Tailwind and Bootstrap write them. */
export function bareChannels(value: string): string | null {
  const parts = value.trim().split(/[\s,]+/);
  if (parts.length !== 3) return null;
  if (parts.every((p) => /^\d{1,3}$/.test(p))) return parseColor(`rgb(${parts.join(",")})`);
  if (/^\d+(\.\d+)?(deg)?$/.test(parts[0]) && parts.slice(1).every((p) => /^\d+(\.\d+)?%$/.test(p)))
    return parseColor(`hsl(${parts[0].replace("deg", "")},${parts[1]},${parts[2]})`);
  return null;
}
