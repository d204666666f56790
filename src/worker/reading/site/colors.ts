import { luminance, parseHex } from "../../../shared/color";
import { bareChannels, parseColor, resolveVars, type CssRule } from "./css";
import { elementVotes, isFrameworkDefault, type Vote } from "./roles";
import { pageRules, selectorUsed } from "./styles";
import { metaValue, type Page } from "./page";
import type { Found } from "../../../shared/facts";

const BRAND_VAR =
  /^--(?:[\w-]*?-)?(primary|brand|accent|main|theme|key|cta|highlight)(?:-(?:color|colour|base|default|500|600|main))?$|^--(?:[\w-]*?-)?(?:color|colour|clr|c)-?(primary|brand|accent|main)(?:-(?:base|default|500|600))?$/;
const SECOND_VAR =
  /^--(?:[\w-]*?-)?(secondary|tertiary|link)(?:-(?:color|colour|base|default))?$|^--(?:[\w-]*?-)?(?:color|colour)-?(secondary|link)$/;
const NOT_BRAND_VAR =
  /(bg|background|surface|text|foreground|contrast|shadow|border|light|lighter|lightest|subtle|muted|hover|active|focus|disabled|rgb|hsl|opacity|font|size|width|radius|spacing)/;
const BUTTON =
  /(^|[\s.#,>+~_\-[])(btn|button|cta|wp-block-button__link|call-to-action|primary)([\s.:,>+~_\-\]]|$)|^button\b|\[type=.?submit/;
const HEADER =
  /(^|[\s.#,>_-])(header|navbar|nav|topbar|top-bar|masthead|site-header|main-nav|menu-bar|announcement)([\s.:,>_-]|$)/;
const STATUS =
  /error|danger|warning|success|alert|invalid|valid|notice|badge-|toast|cookie|consent|gdpr|optin|opt-in|popup|modal|lightbox|tooltip|has-[\w-]+-(color|background)|wp-block-(cover|social)|social|facebook|twitter|instagram|youtube|linkedin|pinterest|whatsapp|google|paypal|klarna/;
/** The logo's own box or link: its colour is the logo's. */
const LOGO_RULE =
  /(^|[\s.#_-])(logo|logobox|site-title|site-logo|navbar-brand|brand-logo|wordmark)([\s.:,>_-]|$)/;
/** Headings and section titles: a site that colours them colours them in its brand colour. */
const HEADING = /(^|[\s,>])h[1-3]([\s.:,>[]|$)|(^|[\s.#_-])(title|heading|headline)([\s.:,>_-]|$)/;
/** A dark theme's or a night mode's rules: not what a visitor sees on the site's own (light) pages. */
const DARK_THEME =
  /\[data-(theme|color-scheme|mode|bs-theme)=["']?dark|(^|[\s.,])(dark|dark-mode|dark-theme|theme-dark|night-mode|is-dark)([\s.:,>]|$)/;
/** States and decorations a person does not see on the page at rest. */
const UNSEEN_STATE =
  /:(hover|focus|focus-within|focus-visible|active|disabled|visited)|::?(before|after|selection|placeholder|-webkit-scrollbar)/;
const PAGE_BG = /^(html|body|:root|html\s*,\s*body|body\s*,\s*html|#page|#wrapper|\.site|\.page|main)$/;

/** A colour a person would call a brand colour: not grey, not near-white. */
export function isChromatic(hex: string): boolean {
  const rgb = parseHex(hex);
  if (!rgb) return false;
  const chroma = Math.max(...rgb) - Math.min(...rgb);
  return chroma >= 40 && luminance(hex) < 0.8;
}

const dist = (a: string, b: string) => {
  const x = parseHex(a)!;
  const y = parseHex(b)!;
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
};

function customProperties(rules: CssRule[]): Map<string, string> {
  const vars = new Map<string, string>();
  for (const r of rules)
    if (!DARK_THEME.test(r.selector))
      for (const [k, v] of r.decls) if (k.startsWith("--") && vars.size < 5000) vars.set(k, v);
  return vars;
}

function cssVotes(page: Page, rules: CssRule[], vars: Map<string, string>, votes: Vote[]) {
  const colorOf = (v: string) => parseColor(resolveVars(v, vars)) ?? bareChannels(resolveVars(v, vars));
  const referenced = referencedVars(page);
  for (const [name, raw] of vars) {
    // WordPress core declares its admin UI colour on every WordPress site: it is WordPress's, not the site's.
    if (/^--wp-admin-/.test(name)) continue;
    const value = colorOf(raw);
    if (!value) continue;
    // A custom property nothing reads (an app shell's stray `--primary`) paints nothing a visitor sees.
    const used = referenced.has(name) ? 1 : 0.25;
    if (BRAND_VAR.test(name) && !NOT_BRAND_VAR.test(name.replace(BRAND_VAR, "")))
      votes.push({
        hex: value,
        weight: used * (/accent|highlight/.test(name) ? 3 : 5),
        source: `css:${name}`,
      });
    else if (SECOND_VAR.test(name)) votes.push({ hex: value, weight: used * 2, source: `css:${name}` });
  }
  const generic = new Map<string, number>();
  const roles = new Map<string, { hex: string; source: string; weights: number[] }>();
  const seen = new Set<string>();
  for (const r of rules) {
    if (STATUS.test(r.selector) || PAGE_BG.test(r.selector) || DARK_THEME.test(r.selector)) continue;
    const bg =
      r.decls.get("background-color") ??
      r.decls.get("background") ??
      (r.decls.get("background-image")?.includes("gradient(") ? r.decls.get("background-image") : undefined);
    const fg = r.decls.get("color");
    // A rule repeated (CSS-in-JS writes the same class several times) is one piece of evidence.
    const key = `${r.selector}{${bg ?? ""};${fg ?? ""}}`;
    if (seen.has(key) || seen.size > 20_000) continue;
    seen.add(key);
    const bgHex = bg ? colorOf(bg) : null;
    const fgHex = fg ? colorOf(fg) : null;
    // Hover and focus states, pseudo-element decorations: not what a person sees at rest.
    if (UNSEEN_STATE.test(r.selector)) continue;
    const logoHex = bgHex ?? fgHex;
    // What the page's elements show is counted from the elements themselves; a rule's role still says what the site
    // means its colours for, less when nothing on this page wears it.
    const f = selectorUsed(page, r.selector) ? 0.7 : 0.4;
    const vote = (hex: string, weight: number, source: string) => {
      if (isFrameworkDefault(hex)) return;
      const key = `${source}${hex}`;
      const prev = roles.get(key);
      roles.set(key, { hex, source, weights: [...(prev?.weights ?? []), weight * f] });
    };
    if (logoHex && LOGO_RULE.test(r.selector)) vote(logoHex, 3, "css:logo");
    else if (bgHex && BUTTON.test(r.selector)) vote(bgHex, 3, "css:button");
    else if (bgHex && HEADER.test(r.selector)) vote(bgHex, 2.5, "css:header");
    if (fgHex && /(^|,|\s)a(:link)?\s*(,|$)/.test(r.selector)) vote(fgHex, 2, "css:link");
    else if (fgHex && HEADING.test(r.selector)) vote(fgHex, 1, "css:heading");
    for (const hex of [bgHex, fgHex]) if (hex) generic.set(hex, (generic.get(hex) ?? 0) + 1);
  }
  for (const [hex, n] of generic) votes.push({ hex, weight: Math.min(2, 0.25 * n), source: "css" });
  // The same colour in the same role written by several rules (`.btn`, `.caption .btn`) is one design choice:
  // each further rule adds less.
  for (const { hex, source, weights } of roles.values()) {
    const sorted = weights.sort((a, b) => b - a);
    votes.push({ hex, source, weight: sorted.reduce((n, w, i) => n + w / (i + 1), 0) });
  }
}

/** The custom properties something reads: `var(--x)` in the stylesheets or an inline style. */
function referencedVars(page: Page): Set<string> {
  const out = new Set<string>();
  const scan = (text: string) => {
    for (const m of text.matchAll(/var\(\s*(--[\w-]+)/g)) if (out.size < 20_000) out.add(m[1]);
  };
  page.css.forEach(scan);
  for (const el of page.els) if (el.attribs.style?.includes("var(")) scan(el.attribs.style);
  return out;
}

function pageVotes(page: Page, votes: Vote[]) {
  const meta = (key: string, weight: number, source: string) => {
    const v = metaValue(page, key);
    const hex = v ? parseColor(v) : null;
    if (hex) votes.push({ hex, weight, source });
  };
  meta("theme-color", 3, "theme-color");
  meta("msapplication-tilecolor", 2.5, "msapplication-TileColor");
  meta("msapplication-navbutton-color", 2, "msapplication-navbutton-color");
  const mt = page.manifest?.theme_color;
  if (typeof mt === "string" && parseColor(mt))
    votes.push({ hex: parseColor(mt)!, weight: 2.5, source: "manifest" });
  elementVotes(page, votes);
}

/** The SVG logo's own fills and strokes. */
export function svgColors(svg: string): string[] {
  const out: string[] = [];
  for (const m of svg.matchAll(/(?:fill|stroke|stop-color)\s*[:=]\s*["']?([^"';>)]+\)?)/gi)) {
    const hex = parseColor(m[1]);
    if (hex && out.length < 20) out.push(hex);
  }
  return out;
}

/** Every colour vote, weighted, clustered by colour distance: heaviest first. */
export function colorClusters(
  page: Page,
  logoSvg: string | null,
): { hex: string; weight: number; sources: Map<string, number> }[] {
  const rules = pageRules(page);
  const votes: Vote[] = [];
  cssVotes(page, rules, customProperties(rules), votes);
  pageVotes(page, votes);
  if (logoSvg) for (const hex of new Set(svgColors(logoSvg))) votes.push({ hex, weight: 3, source: "logo" });
  const clusters: { hex: string; weight: number; sources: Map<string, number> }[] = [];
  for (const v of votes.filter((x) => isChromatic(x.hex)).sort((a, b) => b.weight - a.weight)) {
    const c = clusters.find((x) => dist(x.hex, v.hex) < 36);
    if (c) {
      c.weight += v.weight;
      c.sources.set(v.source, (c.sources.get(v.source) ?? 0) + v.weight);
    } else clusters.push({ hex: v.hex, weight: v.weight, sources: new Map([[v.source, v.weight]]) });
  }
  return clusters.sort((a, b) => b.weight - a.weight);
}

/** The brand's colours, primary first, from every kind of evidence, weighted and clustered. */
export function readColors(page: Page, logoSvg: string | null): Found<string>[] {
  const clusters = colorClusters(page, logoSvg);
  const picked = clusters.slice(0, 1);
  if (!picked.length) return [];
  const second = clusters.slice(1).find((c) => dist(c.hex, picked[0].hex) > 70 && c.weight >= 2);
  if (second) picked.push(second);
  return picked.map((c) => ({
    value: c.hex,
    source: [...c.sources].sort((a, b) => b[1] - a[1])[0][0],
    confidence: Math.round(Math.min(0.95, 0.25 + c.weight / 10) * 100) / 100,
  }));
}
