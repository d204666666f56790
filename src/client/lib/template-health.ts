import support from "../../shared/caniemail-support.json";
import { htmlBytes, sizeLevel, type SizeLevel } from "../../shared/template-health";

const FEATURES = support.features as unknown as Record<string, [string, string]>;
export const SUPPORT_SOURCE = support.source;
export const SUPPORT_CLIENTS = support.clients;

export interface ClientSupport {
  client: string;
  unsupported: string[];
  partial: string[];
}

export interface Health {
  bytes: number;
  size: SizeLevel;
  support: ClientSupport[];
  accessibility: string[];
}

/** caniemail slugs of the CSS and HTML features the template uses. */
export function usedFeatures(doc: Document): Set<string> {
  const used = new Set<string>();
  const addCss = (decls: string) => {
    for (const m of decls.matchAll(/(?:^|[;{\s])([a-z-]+)\s*:\s*([^;}]*)/gi)) {
      const prop = m[1].toLowerCase();
      const value = m[2].trim().toLowerCase();
      if (`css-${prop}` in FEATURES) used.add(`css-${prop}`);
      if (prop === "display" && `css-display-${value.split(/\s|!/)[0]}` in FEATURES)
        used.add(`css-display-${value.split(/\s|!/)[0]}`);
    }
  };
  doc.querySelectorAll("*").forEach((el) => {
    const tag = el.tagName.toLowerCase();
    if (`html-${tag}` in FEATURES) used.add(`html-${tag}`);
    for (const a of el.getAttributeNames())
      if (`html-${a}` in FEATURES && a !== "style") used.add(`html-${a}`);
    const style = el.getAttribute("style");
    if (style) addCss(style);
  });
  doc.querySelectorAll("style").forEach((s) => {
    const css = s.textContent ?? "";
    if (/@media/i.test(css)) used.add("css-at-media");
    if (/prefers-color-scheme/i.test(css)) used.add("css-at-media-prefers-color-scheme");
    for (const block of css.matchAll(/\{([^{}]*)\}/g)) addCss(block[1]);
  });
  return used;
}

export function clientSupport(used: Set<string>): ClientSupport[] {
  return SUPPORT_CLIENTS.map((client, i) => {
    const unsupported: string[] = [];
    const partial: string[] = [];
    for (const slug of used) {
      const [title, marks] = FEATURES[slug];
      if (marks[i] === "n") unsupported.push(title);
      else if (marks[i] === "a") partial.push(title);
    }
    return { client, unsupported: unsupported.sort(), partial: partial.sort() };
  });
}

function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin((n >> 16) & 255) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

const hexOf = (v: string | null | undefined) => {
  const m = /#([0-9a-f]{6}|[0-9a-f]{3})\b/i.exec(v ?? "");
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
  return `#${h.toLowerCase()}`;
};
const styleValue = (el: Element, prop: string) =>
  new RegExp(`(?:^|;)\\s*${prop}\\s*:\\s*([^;]+)`, "i").exec(el.getAttribute("style") ?? "")?.[1];

function backgroundOf(el: Element): string {
  for (let p: Element | null = el; p; p = p.parentElement) {
    const bg =
      hexOf(styleValue(p, "background-color")) ??
      hexOf(styleValue(p, "background")) ??
      hexOf(p.getAttribute("bgcolor"));
    if (bg) return bg;
  }
  return "#ffffff";
}

const VAGUE_LINKS = new Set([
  "click here",
  "here",
  "read more",
  "more",
  "link",
  "this link",
  "learn more",
  "click",
]);

const snippet = (s: string) => {
  const t = s.replace(/\s+/g, " ").trim();
  return t.length > 40 ? `${t.slice(0, 40)}…` : t;
};

export function accessibilityFindings(doc: Document): string[] {
  const out: string[] = [];
  if (!doc.documentElement.getAttribute("lang")?.trim())
    out.push("The e-mail does not declare its language (lang attribute on <html>).");
  const noAlt = [...doc.querySelectorAll("img")].filter((img) => !img.hasAttribute("alt"));
  if (noAlt.length) out.push(`${noAlt.length} image${noAlt.length > 1 ? "s have" : " has"} no alt text.`);
  for (const a of doc.querySelectorAll("a[href]")) {
    const text = (a.textContent ?? "").replace(/\s+/g, " ").trim();
    const alt = [...a.querySelectorAll("img")]
      .map((i) => i.getAttribute("alt") ?? "")
      .join(" ")
      .trim();
    if (!text && !alt)
      out.push(`A link to ${snippet(a.getAttribute("href") ?? "")} has no text a screen reader can read.`);
    else if (VAGUE_LINKS.has(text.toLowerCase()))
      out.push(`The link text "${text}" does not say where it leads.`);
  }
  const levels = [...doc.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1]));
  if (!levels.length) out.push("The e-mail has no headings.");
  else {
    if (!levels.includes(1)) out.push("The e-mail has no main heading (h1).");
    for (let i = 1; i < levels.length; i++)
      if (levels[i] > levels[i - 1] + 1) {
        out.push(`A heading level is skipped (h${levels[i - 1]} followed by h${levels[i]}).`);
        break;
      }
  }
  const seen = new Set<string>();
  for (const el of doc.querySelectorAll("p, h1, h2, h3, h4, a, span, li, td")) {
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? "").trim());
    const color = hexOf(styleValue(el, "color"));
    if (!own || !color) continue;
    const bg = backgroundOf(el);
    const size = parseFloat(styleValue(el, "font-size") ?? "16");
    const bold = /bold|[6-9]00/.test(styleValue(el, "font-weight") ?? "") || /^H[1-4]$/.test(el.tagName);
    const min = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
    const ratio = contrastRatio(color, bg);
    const key = `${color}/${bg}`;
    if (ratio < min && !seen.has(key)) {
      seen.add(key);
      out.push(
        `Low contrast: "${snippet(el.textContent ?? "")}" (${color} on ${bg}, ${ratio.toFixed(1)}:1, needs ${min}:1).`,
      );
    }
  }
  return out;
}

export function templateHealth(html: string): Health {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const bytes = htmlBytes(html);
  return {
    bytes,
    size: sizeLevel(bytes),
    support: clientSupport(usedFeatures(doc)),
    accessibility: accessibilityFindings(doc),
  };
}
