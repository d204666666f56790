import { attr, hostLabel, oneLine, squash, textOf } from "./dom";
import { ldOfType, ldOrganisations, metaValue, type Page } from "./page";
import type { Found } from "../../../shared/facts";

const SEPARATORS = /\s+[|–—:·•»«\-~/]\s+|\s*[|•·»]\s*/;
/** Title halves that name a page, not a brand or its promise. */
const PAGE_WORDS =
  /^(home|homepage|home page|start|startseite|accueil|page d'accueil|inicio|página de inicio|pagina iniziale|welcome|willkommen|bienvenue|bienvenido|index|official site|official website|offizielle website|site officiel|about|about us|über uns|ueber uns|qui sommes-nous|à propos|a propos|quiénes somos|sobre nosotros|chi siamo|over ons|contact|kontakt|contacto|blog|news|shop|store|products|produkte|produits|productos|services|leistungen|team|jobs|careers|karriere|impressum|imprint|faq|pricing|preise|tarifs|precios)$/i;

const clean = (s: string | null | undefined, max = 120): string =>
  oneLine(s ?? "")
    .slice(0, max)
    .trim();
const str = (v: unknown): string => (typeof v === "string" ? v : "");

const GENERIC_TAIL =
  /\s+(?:tech\s+)?(?:blog|shop|online-?shop|store|magazin|magazine|news|webseite|website|official site)!?$/i;
const LEGAL = /,?\s+(?:gmbh(?:\s*&\s*co\.?\s*kg)?|inc\.?|ltd\.?|llc|s\.?a\.?s?|sarl|s\.?l\.?|b\.?v\.?)$/i;

/** A name as a person writes it: one half of "Brand | Claim", no legal form, no trailing "Blog", no ✂ or ®. */
function tidyName(raw: string, url: string): string {
  const parts = clean(raw, 120)
    .split(SEPARATORS)
    .map((p) => p.trim())
    .filter(Boolean);
  const part = parts.find((p) => hostMatch(p, url) > 0) ?? parts[0] ?? "";
  const v = (/^the\s/i.test(part) ? part : part.replace(GENERIC_TAIL, ""))
    .replace(LEGAL, "")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.!)]+$/gu, "")
    .trim();
  return v.length >= 2 ? v : part;
}

/** How much a text names the host: 1 when it is the host's label, 0.7 when one contains the other, else 0. */
function hostMatch(text: string, url: string): number {
  // "Bäckerei" is written "baeckerei" in a host name; "Müller" may be "muller" or "mueller".
  const german = text.replace(/ä/gi, "ae").replace(/ö/gi, "oe").replace(/ü/gi, "ue").replace(/ß/g, "ss");
  return Math.max(hostMatchOf(text, url), german === text ? 0 : hostMatchOf(german, url));
}

function hostMatchOf(text: string, url: string): number {
  const a = squash(text);
  const b = squash(hostLabel(url));
  if (!a || !b) return 0;
  if (a === b) return 1;
  if (b.length >= 3 && (a.includes(b) || (a.length >= 3 && b.includes(a)))) return 0.7;
  // Initials: "Kunsthalle Wien" vs kunsthallewien is caught above; "New York Times" vs nytimes:
  const initials = squash(
    text
      .split(/\s+/)
      .map((w) => w[0] ?? "")
      .join(""),
  );
  if (initials.length >= 2 && b.startsWith(initials)) return 0.5;
  return 0;
}

export function titleParts(page: Page): string[] {
  return clean(page.title, 200)
    .split(SEPARATORS)
    .map((p) => p.trim())
    .filter(Boolean);
}

function logoAltName(page: Page): string | null {
  for (const el of page.els) {
    if (el.name !== "img") continue;
    const alt = attr(el, "alt");
    const h = `${attr(el, "class")} ${attr(el, "id")} ${attr(el, "src")} ${alt}`.toLowerCase();
    if (!/logo/.test(h) || !alt) continue;
    const name = tidyName(
      alt
        .replace(/\b(logo(type)?|homepage|home|startseite|zur startseite|go to|back to)\b/gi, "")
        .replace(/[-–|:]+\s*$|^\s*[-–|:]+/g, ""),
      page.url,
    );
    if (name.length >= 2 && /\p{L}/u.test(name)) return name;
  }
  return null;
}

/** The brand's name: og:site_name, JSON-LD, application-name, the title half that matches the host, the host. */
export function readName(page: Page): Found<string> | null {
  const c: Found<string>[] = [];
  const add = (value: string | null, source: string, confidence: number) => {
    const v = tidyName(value ?? "", page.url);
    // A name made from the host matches the host by construction: that is no second source, so it gets no bonus.
    const bonus = source === "host" ? 0 : 0.25 * hostMatch(v, page.url);
    // "www.20minutes.fr" is the site's address written as its name: any real name found elsewhere reads better.
    const address = source !== "host" && /^(https?:\/\/)?www\.[\w-]+\.[a-z]{2,}/i.test(v) ? 0.45 : 0;
    if (v && v.length <= 60 && /\p{L}/u.test(v) && !PAGE_WORDS.test(v))
      c.push({
        value: v,
        source,
        confidence: Math.round(Math.min(1, confidence + bonus - address) * 100) / 100,
      });
  };
  add(metaValue(page, "og:site_name"), "og:site_name", 0.75);
  for (const o of ldOrganisations(page)) add(str(o.name), "json-ld", 0.65);
  for (const w of ldOfType(page, /^WebSite$/)) add(str(w.name), "json-ld", 0.6);
  add(metaValue(page, "application-name", "apple-mobile-web-app-title"), "application-name", 0.55);
  const parts = titleParts(page);
  parts.forEach((p, i) => {
    const m = hostMatch(p, page.url);
    if (m) add(p, "title", m === 1 ? 0.6 : p.split(/\s+/).length <= 3 ? 0.5 : 0.35);
    else if (parts.length === 1 && i === 0 && p.length <= 30) add(p, "title", 0.4);
  });
  add(logoAltName(page), "logo alt", 0.5);
  if (!c.length) {
    const label = hostLabel(page.url);
    if (label && /\p{L}/u.test(label))
      add(
        label
          .split(/[-_]/)
          .map((w) => w[0].toUpperCase() + w.slice(1))
          .join(" "),
        "host",
        0.3,
      );
  }
  // Values seen more than once (og:site_name = title half) are surer.
  for (const r of c)
    r.confidence =
      Math.round(
        Math.min(1, r.confidence + 0.05 * (c.filter((x) => squash(x.value) === squash(r.value)).length - 1)) *
          100,
      ) / 100;
  return c.sort((a, b) => b.confidence - a.confidence)[0] ?? null;
}

function headings(page: Page): string[] {
  const out: string[] = [];
  for (const el of page.els)
    if (/^h[1-3]$/.test(el.name) && out.length < 20) out.push(squash(textOf(el, 400)));
  return out;
}

const isHome = (url: string) => {
  try {
    const u = new URL(url);
    return /^\/(?:index\.\w+|[a-z]{2}(?:[-_][a-z]{2})?\/?)?$/i.test(u.pathname);
  } catch {
    return false;
  }
};

/**
 * A tagline: JSON-LD `slogan`, else on the home page the title's other half. Never one that equals the name, a
 * page heading or an article's title, never a page's own name ("Über uns").
 */
export function readTagline(page: Page, name: Found<string> | null): Found<string> | null {
  const nameKey = squash(name?.value ?? "");
  const heads = headings(page);
  const articleTitle = squash(
    metaValue(page, "og:type") === "article" ? (metaValue(page, "og:title") ?? page.title) : "",
  );
  const ok = (v: string) => {
    const k = squash(v);
    return (
      v.length >= 8 &&
      v.length <= 100 &&
      k !== nameKey &&
      !k.includes(nameKey || "\u0000") &&
      !heads.includes(k) &&
      k !== articleTitle &&
      !PAGE_WORDS.test(v) &&
      /\p{L}{3}/u.test(v) &&
      !/[?!]$/.test(v)
    );
  };
  for (const o of ldOrganisations(page)) {
    const s = clean(str(o.slogan), 120);
    if (s && ok(s)) return { value: s, source: "json-ld slogan", confidence: 0.8 };
  }
  if (!name || name.confidence < 0.6 || !isHome(page.url) || metaValue(page, "og:type") === "article")
    return null;
  const parts = titleParts(page);
  if (parts.length !== 2) return null;
  const rest = parts.find((p) => squash(p) !== nameKey && hostMatch(p, page.url) === 0);
  if (!rest || !parts.some((p) => squash(p) === nameKey) || !ok(rest)) return null;
  return { value: rest, source: "title", confidence: 0.6 };
}

export function readDescription(page: Page): Found<string> | null {
  const d = clean(metaValue(page, "description"), 300);
  if (d) return { value: d, source: "meta description", confidence: 0.8 };
  const og = clean(metaValue(page, "og:description", "twitter:description"), 300);
  return og ? { value: og, source: "og:description", confidence: 0.7 } : null;
}
