import {
  buttonColors,
  contrast,
  ensureContrast,
  forcedDarkSafe,
  luminance,
  mix,
  normalizeHex,
  readableOn,
  saturation,
} from "./color";
import type { Rng } from "./rng";
import type { Lang } from "../../shared/facts";

export interface Scheme {
  page: string;
  card: string;
  text: string;
  muted: string;
  heading: string;
  link: string;
  border: string;
  soft: string;
  softText: string;
  button: { fill: string; text: string };
  header: { fill: string; text: string };
  /** Decoration only (rules, bars, frames): never under text. */
  accent: string;
  /** Small text in the third brand colour, else the second (eyebrows, kickers, numerals): AA on card and soft panels. */
  highlight: string;
  /** Numbered circles, initials and date badges: a deep fill of the third brand colour carrying white text. */
  badge: { fill: string; text: string };
}

export interface Theme {
  brand: string;
  light: Scheme;
  dark: Scheme;
  fontBody: string;
  fontHeading: string;
  /** A Google Fonts stylesheet for the brand font, or null when only system fonts are used. */
  fontHref: string | null;
  radius: number;
}

/** Families we may link from Google Fonts: a fixed allowlist, so a hostile site cannot inject a URL. */
const GOOGLE_FONTS: Record<string, "sans" | "serif"> = {
  inter: "sans",
  roboto: "sans",
  "open sans": "sans",
  lato: "sans",
  montserrat: "sans",
  poppins: "sans",
  "source sans 3": "sans",
  "source sans pro": "sans",
  "noto sans": "sans",
  raleway: "sans",
  "work sans": "sans",
  "dm sans": "sans",
  nunito: "sans",
  "nunito sans": "sans",
  rubik: "sans",
  manrope: "sans",
  "ibm plex sans": "sans",
  "plus jakarta sans": "sans",
  "fira sans": "sans",
  mulish: "sans",
  karla: "sans",
  barlow: "sans",
  figtree: "sans",
  outfit: "sans",
  "josefin sans": "sans",
  "pt sans": "sans",
  ubuntu: "sans",
  oswald: "sans",
  quicksand: "sans",
  "space grotesk": "sans",
  lexend: "sans",
  "playfair display": "serif",
  merriweather: "serif",
  lora: "serif",
  "pt serif": "serif",
  "libre baskerville": "serif",
  "eb garamond": "serif",
  "crimson text": "serif",
  "noto serif": "serif",
  "source serif 4": "serif",
  "dm serif display": "serif",
  bitter: "serif",
};

const SANS = "Arial, Helvetica, sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";
const SYSTEM_STACKS = [
  `-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, ${SANS}`,
  `'Helvetica Neue', Helvetica, ${SANS}`,
  `'Trebuchet MS', 'Segoe UI', ${SANS}`,
];

function titleFont(name: string): string {
  return name.replace(/\b\w/g, (c) => c.toUpperCase());
}

/**
 * Faces that carry Japanese, before the generic family: a brand's Latin font has no kana, and a bare "sans-serif" lets
 * some systems pick a Chinese face for the kanji. Gothic for sans stacks, Mincho for serif ones.
 */
const SCRIPT_FONTS: Partial<Record<Lang, { sans: string; serif: string }>> = {
  ja: {
    sans: "'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Yu Gothic', YuGothic, Meiryo, 'Noto Sans JP', 'Noto Sans CJK JP'",
    serif: "'Hiragino Mincho ProN', 'Yu Mincho', YuMincho, 'Noto Serif JP', 'Noto Serif CJK JP'",
  },
};

/** The theme's stacks with the faces the e-mail's language needs; unchanged for a language Latin fonts carry. */
export function withScriptFonts(theme: Theme, lang: Lang): Theme {
  const faces = SCRIPT_FONTS[lang];
  if (!faces) return theme;
  const add = (stack: string) =>
    stack.replace(
      /,\s*(sans-serif|serif)\s*$/,
      (_m, generic: "sans-serif" | "serif") =>
        `, ${generic === "serif" ? faces.serif : faces.sans}, ${generic}`,
    );
  return { ...theme, fontBody: add(theme.fontBody), fontHeading: add(theme.fontHeading) };
}

const SERIF_NAMES = /georgia|times|garamond|baskerville|\bserif\b/;
const SANS_NAMES = /arial|helvetica|verdana|segoe|system-ui|sans-serif|\bsans\b/;

/**
 * The brand's own heading font with a safe fallback; a serif/sans pairing only when the brand uses both, otherwise
 * one family for headings and text.
 */
function pickFonts(brandFonts: string[], rng: Rng): Pick<Theme, "fontBody" | "fontHeading" | "fontHref"> {
  const names = brandFonts.map((f) => f.trim().toLowerCase().replace(/["']/g, ""));
  const known = names.filter((f) => f in GOOGLE_FONTS);
  const stackOf = (f: string) => `'${titleFont(f)}', ${GOOGLE_FONTS[f] === "serif" ? SERIF : SANS}`;
  const isSerif = (f: string) => (f in GOOGLE_FONTS ? GOOGLE_FONTS[f] === "serif" : SERIF_NAMES.test(f));
  const isSans = (f: string) => (f in GOOGLE_FONTS ? GOOGLE_FONTS[f] === "sans" : SANS_NAMES.test(f));
  const serif = names.find(isSerif);
  const sans = names.find(isSans);
  const href = (fams: string[]) =>
    fams.length
      ? `https://fonts.googleapis.com/css2?${fams.map((f) => `family=${titleFont(f).replace(/ /g, "+")}:wght@400;700`).join("&")}&display=swap`
      : null;
  const system = rng.pick(SYSTEM_STACKS);
  const stack = (f: string | undefined, fallback: string) => (f && f in GOOGLE_FONTS ? stackOf(f) : fallback);
  if (serif && sans) {
    const heading = stack(serif, SERIF);
    const body = stack(sans, system);
    return {
      fontHeading: heading,
      fontBody: body,
      fontHref: href([serif, sans].filter((f) => f in GOOGLE_FONTS)),
    };
  }
  if (known.length)
    return { fontBody: stackOf(known[0]), fontHeading: stackOf(known[0]), fontHref: href([known[0]]) };
  if (serif) return { fontBody: SERIF, fontHeading: SERIF, fontHref: null };
  return { fontBody: system, fontHeading: system, fontHref: null };
}

/**
 * The kit's other colours by role: the second draws the decoration (rules, bars, frames), the third the highlights,
 * links and badges; with two colours the second also sets the highlights. Only saturated colours carry text or fills.
 */
interface Roles {
  accent: string;
  highlight: string | null;
  tertiary: string | null;
}

function lightScheme(
  brand: string,
  roles: Roles,
  tint: number,
  ink: string,
  deep: string | undefined,
): Scheme {
  const page = mix("#f4f5f7", brand, tint);
  const card = "#ffffff";
  const soft = mix("#ffffff", brand, 0.08);
  const text = "#1f2933";
  // Text must read on every surface it sits on (page, card, soft panels) in light mode and under forced dark.
  const safe = (c: string, ratio = 4.5) =>
    [page, card, soft].reduce((x, bg) => forcedDarkSafe(x, bg, ratio), c);
  // A pale brand (yellow, pastel) fills with the palette's own dark colour when it has one, else its deepened hue.
  const fill = luminance(brand) >= 0.4 && deep ? deep : brand;
  const link = safe(ensureContrast(roles.tertiary ?? ink, soft, 4.5));
  const button = buttonColors(fill);
  return {
    page,
    card,
    text: safe(text),
    muted: safe(ensureContrast(ensureContrast("#5f6b7a", page, 4.6), card, 4.6)),
    heading: safe(ensureContrast(mix(ink, "#111111", 0.15), card, 4.5)),
    link,
    border: mix("#e4e7eb", brand, 0.12),
    soft,
    softText: safe(ensureContrast(text, soft, 7)),
    button,
    header: buttonColors(fill, 4.5),
    // Accent rules are decoration (no text on them): only keep them from vanishing into the white card.
    accent: ensureContrast(roles.accent, card, 1.6),
    highlight: roles.highlight ? safe(ensureContrast(roles.highlight, soft, 4.5)) : link,
    badge: roles.tertiary ? buttonColors(roles.tertiary) : button,
  };
}

const DARK_TEXT = "#d5d9df";

/** Dark mode keeps the hierarchy: a heading is never dimmer than the body text (a grey brand's tint would be). */
function atLeastAsBright(color: string, than: string): string {
  for (let step = 0; step <= 20; step++) {
    const c = mix(color, "#ffffff", step / 20);
    if (luminance(c) >= luminance(than)) return c;
  }
  return "#ffffff";
}

function darkScheme(primary: string, roles: Roles, colors: string[]): Scheme {
  const page = mix("#0f1115", primary, 0.06);
  const card = mix("#1a1d23", primary, 0.08);
  // A navy or black brand turns grey when lightened for dark mode; another vivid palette colour stays on-brand.
  const vivid = colors
    .filter((c) => contrast(c, card) >= 3 && saturation(c) >= 0.25)
    .sort((a, b) => saturation(b) - saturation(a))[0];
  // The brand hue is kept in dark mode when it survives lightening (no teal turning amber); a navy or black brand that
  // would turn grey borrows another vivid palette colour instead.
  const keepsHue = saturation(ensureContrast(primary, card, 3)) >= 0.3;
  const brand = contrast(primary, card) >= 3 || !vivid || keepsHue ? primary : vivid;
  const soft = mix("#23272f", brand, 0.14);
  const brandOnDark = ensureContrast(brand, soft, 4.5);
  const button = buttonColors(ensureContrast(brand, card, 3));
  // Light text on the dark card and soft panels; a lightened colour must stay clear of both.
  const onDark = (c: string) => ensureContrast(ensureContrast(c, soft, 4.5), card, 4.5);
  const link = roles.tertiary ? onDark(roles.tertiary) : brandOnDark;
  return {
    page,
    card,
    // Body text a step below the headings, so headings stay the brightest text in dark mode.
    text: DARK_TEXT,
    muted: ensureContrast(ensureContrast("#a3acb9", card, 4.6), page, 4.6),
    heading: atLeastAsBright(ensureContrast(mix(brand, "#ffffff", 0.55), card, 7), DARK_TEXT),
    link,
    border: mix("#343a44", brand, 0.15),
    soft,
    softText: "#e6e8eb",
    button,
    header: buttonColors(brand),
    accent: ensureContrast(roles.accent, card, 3),
    highlight: roles.highlight ? onDark(roles.highlight) : link,
    badge: roles.tertiary ? buttonColors(ensureContrast(roles.tertiary, card, 3)) : button,
  };
}

export function buildTheme(
  palette: string[],
  themeColor: string | null,
  brandFonts: string[],
  rng: Rng,
): Theme {
  const colors = palette.map((c) => normalizeHex(c)).filter((c): c is string => !!c);
  const site = normalizeHex(themeColor);
  if (!colors.length) colors.push(site ?? "#2563eb");
  // The first palette colour is the dominant logo colour; near-white or grey ones give dull buttons.
  const usable = colors.filter((c) => saturation(c) >= 0.25 && luminance(c) < 0.85);
  const pool = usable.length ? usable : colors;
  // The first usable colour is the primary (a kit's order is the user's); the seed only sometimes swaps the other two.
  const brand = pool[0];
  const others = [...new Set(usable.filter((c) => c !== brand))].slice(0, 2);
  // Drawn whenever there is a choice of colours, as before, so the seed's later choices (tint, skin) stay where they were.
  const draw = pool.length > 1 ? rng.next() : 1;
  if (others.length === 2 && draw < 0.25) others.reverse();
  const [secondary = null, tertiary = null] = others;
  const accent =
    secondary ??
    colors.find((c) => c !== brand) ??
    mix(brand, readableOn(brand) === "#ffffff" ? "#ffffff" : "#000000", 0.35);
  const roles: Roles = { accent, highlight: tertiary ?? secondary, tertiary };
  // A light brand colour (yellow, pastel) makes muddy text; a dark palette colour reads better when there is one.
  const ink =
    contrast(brand, "#ffffff") < 3
      ? colors.filter((c) => contrast(c, "#ffffff") >= 4.5).sort((a, b) => luminance(a) - luminance(b))[0]
      : undefined;
  const tint = rng.pick([0.03, 0.05, 0.08]);
  return {
    brand,
    light: lightScheme(
      brand,
      roles,
      tint,
      ink ?? brand,
      colors.filter((c) => contrast(c, "#ffffff") >= 4.5).sort((a, b) => luminance(a) - luminance(b))[0],
    ),
    dark: darkScheme(brand, roles, colors),
    ...pickFonts(brandFonts, rng),
    radius: rng.pick([4, 6, 8, 24]),
  };
}

/** Every text/background pair the renderer uses, with its WCAG ratio; tests assert each is AA. @internal */
export function contrastPairs(theme: Theme): { name: string; ratio: number; min: number }[] {
  return (["light", "dark"] as const).flatMap((mode) => {
    const s = theme[mode];
    const pairs: [string, string, string, number][] = [
      ["text/card", s.text, s.card, 4.5],
      ["muted/page", s.muted, s.page, 4.5],
      ["muted/card", s.muted, s.card, 4.5],
      ["heading/card", s.heading, s.card, 4.5],
      ["link/card", s.link, s.card, 4.5],
      ["link/soft", s.link, s.soft, 4.5],
      ["highlight/card", s.highlight, s.card, 4.5],
      ["highlight/soft", s.highlight, s.soft, 4.5],
      ["badge", s.badge.text, s.badge.fill, 4.5],
      ["softText/soft", s.softText, s.soft, 4.5],
      ["button", s.button.text, s.button.fill, 4.5],
      ["header", s.header.text, s.header.fill, 4.5],
    ];
    return pairs.map(([name, fg, bg, min]) => ({ name: `${mode} ${name}`, ratio: contrast(fg, bg), min }));
  });
}
