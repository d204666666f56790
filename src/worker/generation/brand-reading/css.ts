import { toHex } from "../color";

export interface CssRule {
  selector: string;
  decls: Map<string, string>;
}

/** Innermost `selector { declarations }` rules of a stylesheet (at-rule wrappers fall away), bounded. */
export function cssRules(css: string, max = 20_000): CssRule[] {
  const out: CssRule[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const re = /([^{}]+)\{([^{}]*)\}/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) && out.length < max) {
    const selector = m[1].trim().replace(/^@[^{]*$/, "").toLowerCase();
    if (!selector || selector.startsWith("@")) continue;
    out.push({ selector, decls: declarations(m[2]) });
  }
  return out;
}

export function declarations(block: string): Map<string, string> {
  const d = new Map<string, string>();
  for (const part of block.split(";")) {
    const i = part.indexOf(":");
    if (i < 1) continue;
    const prop = part.slice(0, i).trim();
    d.set(prop.startsWith("--") ? prop : prop.toLowerCase(), part.slice(i + 1).replace(/!important/i, "").trim());
  }
  return d;
}

const NAMED: Record<string, string> = {
  white: "#ffffff", black: "#000000", red: "#ff0000", blue: "#0000ff", navy: "#000080", green: "#008000", orange: "#ffa500",
  purple: "#800080", teal: "#008080", maroon: "#800000", darkred: "#8b0000", darkblue: "#00008b", darkgreen: "#006400",
  crimson: "#dc143c", gold: "#ffd700", royalblue: "#4169e1", steelblue: "#4682b4", tomato: "#ff6347", firebrick: "#b22222",
  darkorange: "#ff8c00", seagreen: "#2e8b57", indigo: "#4b0082", olive: "#808000", yellow: "#ffff00", fuchsia: "#ff00ff",
};

function hsl(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

/** The first colour in a CSS value as "#rrggbb"; transparent or mostly transparent colours give null. */
export function parseColor(value: string): string | null {
  const v = value.trim().toLowerCase();
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
    const num = (s: string, scale: number) => (s.endsWith("%") ? (parseFloat(s) / 100) * scale : parseFloat(s));
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

/** Resolves `var(--x, fallback)` against the custom properties, a few levels deep. */
export function resolveVars(value: string, vars: Map<string, string>, depth = 0): string {
  if (depth > 4 || !value.includes("var(")) return value;
  const out = value.replace(/var\(\s*(--[\w-]+)\s*(?:,\s*([^()]*(?:\([^()]*\))?[^()]*))?\)/g, (_, name: string, fb?: string) => vars.get(name) ?? fb ?? "");
  return resolveVars(out, vars, depth + 1);
}

/** Raw channels of a space-separated "r g b" or "h s% l%" custom property, as Tailwind and Bootstrap write them. */
export function bareChannels(value: string): string | null {
  const parts = value.trim().split(/[\s,]+/);
  if (parts.length !== 3) return null;
  if (parts.every((p) => /^\d{1,3}$/.test(p))) return parseColor(`rgb(${parts.join(",")})`);
  if (/^\d+(\.\d+)?(deg)?$/.test(parts[0]) && parts.slice(1).every((p) => /^\d+(\.\d+)?%$/.test(p))) return parseColor(`hsl(${parts[0].replace("deg", "")},${parts[1]},${parts[2]})`);
  return null;
}
