import {
  converter,
  formatHex,
  interpolate,
  modeA98,
  modeHsl,
  modeHwb,
  modeLab,
  modeLch,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeP3,
  modeProphoto,
  modeRec2020,
  modeRgb,
  modeXyz50,
  modeXyz65,
  parse,
  toGamut,
  useMode,
  type Color,
  type Mode,
} from "culori/fn";

// culori's tree-shakable entry: only the colour spaces CSS Color 4 names are registered, once per isolate.
for (const mode of [
  modeRgb,
  modeLrgb,
  modeHsl,
  modeHwb,
  modeLab,
  modeLch,
  modeOklab,
  modeOklch,
  modeP3,
  modeRec2020,
  modeA98,
  modeProphoto,
  modeXyz50,
  modeXyz65,
])
  useMode(mode as Parameters<typeof useMode>[0]);

const inGamut = toGamut("rgb", "oklch");
/** The function names of relative colours (`oklch(from var(--brand) l c h)`) and the mode each reads channels in. */
const RELATIVE: Record<string, Mode> = {
  rgb: "rgb",
  rgba: "rgb",
  hsl: "hsl",
  hsla: "hsl",
  hwb: "hwb",
  lab: "lab",
  lch: "lch",
  oklab: "oklab",
  oklch: "oklch",
};
/** The channels of each mode in the order CSS writes them. */
const CHANNELS: Partial<Record<Mode, string[]>> = {
  rgb: ["r", "g", "b"],
  hsl: ["h", "s", "l"],
  hwb: ["h", "w", "b"],
  lab: ["l", "a", "b"],
  lch: ["l", "c", "h"],
  oklab: ["l", "a", "b"],
  oklch: ["l", "c", "h"],
};
/** CSS writes rgb channels 0-255 and hsl/hwb percentages 0-100; culori keeps 0-1 (lab/lch lightness 0-100 in both). */
const SCALE: Partial<Record<Mode, Record<string, number>>> = {
  rgb: { r: 255, g: 255, b: 255 },
  hsl: { s: 100, l: 100 },
  hwb: { w: 100, b: 100 },
};

/** Splits at whitespace and commas outside parentheses: a value's top-level tokens. */
export function valueTokens(value: string, max = 40): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= value.length && out.length < max; i++) {
    const ch = value[i];
    if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    else if (
      i === value.length ||
      (depth === 0 && (ch === " " || ch === "," || ch === "\n" || ch === "\t"))
    ) {
      if (i > start) out.push(value.slice(start, i));
      start = i + 1;
    }
  }
  return out;
}

/** A culori colour as "#rrggbb" mapped into sRGB as CSS Color 4 does; null when mostly transparent. */
function hexOf(c: Color | undefined): string | null {
  if (!c) return null;
  if (c.alpha !== undefined && !(c.alpha >= 0.5)) return null;
  return formatHex(inGamut(c));
}

/** `rgb(from X r g b / a)` and its kin, where every channel is a channel name, a number or `calc(name ± n)`. */
function relativeColor(fn: string, args: string, current: string | null): string | null {
  const mode = RELATIVE[fn];
  const parts = valueTokens(args.replace(/\s*\/\s*/, " / "));
  if (!mode || parts[0] !== "from" || parts.length < 5) return null;
  const origin = colorToken(parts[1], current);
  const base = origin ? converter(mode)(origin) : null;
  if (!base) return null;
  const names = CHANNELS[mode]!;
  const scale = SCALE[mode] ?? {};
  const own = base as unknown as Record<string, number | undefined>;
  const read = (name: string) => (own[name] ?? 0) * (scale[name] ?? 1);
  const channel = (token: string): number | null => {
    if (names.includes(token)) return read(token);
    const n = parseFloat(token);
    if (/^-?[\d.]+%?$/.test(token)) return token.endsWith("%") ? (n / 100) * (scale.r ?? 100) : n;
    const calc = /^calc\(\s*([a-z])\s*([-+*/])\s*(-?[\d.]+)\s*\)$/.exec(token);
    if (!calc || !names.includes(calc[1])) return null;
    const [x, y] = [read(calc[1]), parseFloat(calc[3])];
    return calc[2] === "+" ? x + y : calc[2] === "-" ? x - y : calc[2] === "*" ? x * y : y ? x / y : null;
  };
  const values = parts.slice(2, 5).map(channel);
  if (values.some((v) => v === null || !Number.isFinite(v))) return null;
  const out: Record<string, unknown> = { mode };
  names.forEach((name, i) => (out[name] = values[i]! / (scale[name] ?? 1)));
  const slash = parts.indexOf("/");
  if (slash > 0 && parts[slash + 1]) {
    const a = parts[slash + 1] === "alpha" ? (base.alpha ?? 1) : parseFloat(parts[slash + 1]);
    out.alpha = parts[slash + 1].endsWith("%") ? a / 100 : a;
  } else out.alpha = base.alpha;
  return hexOf(out as unknown as Color);
}

/** `color-mix(in <space>, A p%, B q%)`: the two colours interpolated in that space. */
function colorMix(args: string, current: string | null): string | null {
  const [space, a, b] = args.split(/,(?![^(]*\))/).map((s) => s.trim());
  const mode = (/^in\s+([a-z0-9-]+)/.exec(space ?? "")?.[1] ?? "srgb").replace(/^srgb$/, "rgb") as Mode;
  const side = (s: string | undefined) => {
    const m = /^(.*?)(?:\s+([\d.]+)%)?$/.exec(s ?? "");
    return { hex: m ? colorToken(m[1].trim(), current) : null, pct: m?.[2] ? parseFloat(m[2]) : null };
  };
  const [x, y] = [side(a), side(b)];
  if (!x.hex || !y.hex) return null;
  const px = x.pct ?? (y.pct !== null ? 100 - y.pct : 50);
  try {
    return hexOf(interpolate([x.hex, y.hex], mode)(1 - px / 100));
  } catch {
    return null;
  }
}

/** One token as a colour: any CSS Color 4 syntax, a named colour, `currentColor` (given), a relative colour, color-mix. */
function colorToken(token: string, current: string | null): string | null {
  const t = token.trim().toLowerCase();
  if (t === "currentcolor") return current;
  const fn = /^([a-z-]+)\((.*)\)$/s.exec(t);
  if (fn?.[1] === "color-mix") return colorMix(fn[2], current);
  if (fn && /^\s*from\s/.test(fn[2])) return relativeColor(fn[1], fn[2], current);
  if (!/^(#|[a-z])/.test(t) || t.length > 200) return null;
  try {
    return hexOf(parse(t));
  } catch {
    // culori's tokenizer throws on some truncated functions ("rgb(1 2"): no colour there.
    return null;
  }
}

/**
 * The first colour in a CSS value as "#rrggbb" (a gradient's dominant stop): every CSS colour syntax through culori
 * (hex, rgb, hsl, hwb, lab, lch, oklab, oklch, color(), the 148 named colours), `currentColor` as `current`,
 * relative colours and color-mix where their channels are plain. Transparent or mostly transparent colours give null.
 */
export function parseColor(value: string | null | undefined, current: string | null = null): string | null {
  const v = (value ?? "").trim().toLowerCase();
  if (!v) return null;
  const key = `${v}|${current ?? ""}`;
  const known = parsed.get(key);
  if (known !== undefined) return known;
  const hex = readColor(v, current);
  // Gamut mapping costs: a page repeats its few colours thousands of times.
  if (parsed.size > 5000) parsed.clear();
  parsed.set(key, hex);
  return hex;
}

const parsed = new Map<string, string | null>();

function readColor(v: string, current: string | null): string | null {
  if (v.includes("gradient(")) return gradientColor(v, current);
  for (const token of valueTokens(v.replace(/url\((?:"[^"]*"|'[^']*'|[^)]*)\)/g, " "))) {
    const hex = colorToken(token, current);
    if (hex) return hex;
    if (token === "transparent") return null;
  }
  return null;
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
function gradientColor(value: string, current: string | null = null): string | null {
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
    const hex = /^\s*(to\b|[\d.]+(deg|turn|rad)\b|circle|ellipse|at\b|from\b|in\s)/.test(arg)
      ? null
      : colorToken(arg.trim().replace(/\s+-?[\d.]+(%|px)\s*(-?[\d.]+(%|px))?$/, ""), current);
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
  const total = share.reduce((n, s) => n + s, 0) || 1;
  const mean = { mode: "rgb" as const, r: 0, g: 0, b: 0 };
  stops.forEach((s, i) => {
    const c = converter("rgb")(s.hex)!;
    mean.r += (c.r * share[i]) / total;
    mean.g += (c.g * share[i]) / total;
    mean.b += (c.b * share[i]) / total;
  });
  return formatHex(mean);
}

/** Raw channels of a space-separated "r g b" or "h s% l%" custom property, as Tailwind and Bootstrap write them. */
export function bareChannels(value: string): string | null {
  const parts = value.trim().split(/[\s,]+/);
  if (parts.length !== 3) return null;
  if (parts.every((p) => /^\d{1,3}$/.test(p))) return parseColor(`rgb(${parts.join(" ")})`);
  if (/^\d+(\.\d+)?(deg)?$/.test(parts[0]) && parts.slice(1).every((p) => /^\d+(\.\d+)?%$/.test(p)))
    return parseColor(`hsl(${parts[0].replace("deg", "")} ${parts[1]} ${parts[2]})`);
  // Tailwind v4 and shadcn/ui write oklch channels bare too: "0.63 0.26 29.23".
  if (/^0?\.\d+$|^1$/.test(parts[0]) && parts.slice(1).every((p) => /^-?[\d.]+$/.test(p)))
    return parseColor(`oklch(${parts.join(" ")})`);
  return null;
}
