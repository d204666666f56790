import { hostLabel, oneLine, squash } from "./dom";
import { copyrightHolder, hostAsWritten, logoNames } from "./name-sources";
import { ldOfType, ldOrganisations, metaValue, type Page } from "./page";
import type { Found } from "../../../shared/facts";

export const SEPARATORS =
  /\s+[|–—:·•»«\-~/]\s+|\s*[|•·»]\s*|:\s+|[【】「」『』〔〕]|(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[-_|–—](?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/u;
/** Title halves that name a page, not a brand or its promise. */
export const PAGE_WORDS =
  /^(官网|官方网站|首页|主页|ホーム|トップページ|トップ|главная|главная страница|strona główna|úvodní stránka|domů|kezdőlap|főoldal|forside|startsida|hem|pagina principale|página principal|página inicial|anasayfa|ana sayfa|trang chủ|pradžia|начало|home|homepage|home page|start|startseite|accueil|page d'accueil|inicio|página de inicio|pagina iniziale|welcome|willkommen|bienvenue|bienvenido|index|official site|official website|offizielle website|site officiel|about|about us|über uns|ueber uns|qui sommes-nous|à propos|a propos|quiénes somos|sobre nosotros|chi siamo|over ons|contact|kontakt|contacto|blog|news|shop|store|products|produkte|produits|productos|services|leistungen|team|jobs|careers|karriere|impressum|imprint|faq|pricing|preise|tarifs|precios)$/i;

export const clean = (s: string | null | undefined, max = 120): string =>
  oneLine(s ?? "")
    .slice(0, max)
    .trim();
export const str = (v: unknown): string => (typeof v === "string" ? v : "");

const GENERIC_TAIL =
  /\s+(?:tech\s+)?(?:blog|shop|online-?shop|store|magazin|magazine|news|webseite|website|official site)!?$/i;
const LEGAL =
  /,?\s+(?:gmbh(?:\s*&\s*co\.?\s*kg)?|inc\.?|ltd\.?|llc|s\.?a\.?s?|sarl|s\.?l\.?|b\.?v\.?|(?<!&\s?)co\.?(?:,?\s*ltd\.?)?)$|(?:株式会社|有限公司|股份有限公司)$/i;

/** A name as a person writes it: one half of "Brand | Claim", no legal form, no trailing "Blog", no ✂ or ®. */
function tidyName(raw: string, url: string): string {
  const parts = clean(raw, 120)
    .split(SEPARATORS)
    .map((p) => p.trim())
    .filter(Boolean);
  const part = parts.find((p) => hostMatch(p, url) > 0) ?? parts[0] ?? "";
  const v = (/^the\s/i.test(part) ? part : part.replace(GENERIC_TAIL, ""))
    .replace(LEGAL, "")
    // "ハウスドゥ.com": a web address's ending glued to a name written in another script is not part of the name.
    .replace(/^([^\p{Script=Latin}]*\p{L}[^\p{Script=Latin}]*)\.(com|net|org|[a-z]{2})$/u, "$1")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.!)]+$/gu, "")
    .trim();
  return v.length >= 2 ? v : part;
}

/** The site's home page ("/", "/index.php", a language's home "/de/"). */
export const isHome = (url: string) => {
  try {
    const u = new URL(url);
    return /^\/(?:index\.\w+|[a-z]{2}(?:[-_][a-z]{2})?\/?)?$/i.test(u.pathname);
  } catch {
    return false;
  }
};

/** How much a text names the host: 1 when it is the host's label, 0.7 when one contains the other, else 0. */
export function hostMatch(text: string, url: string): number {
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
  const title = clean(page.title, 200);
  // A name in quotation marks ("Сумки оптом | «S-Style»") is its own part.
  const quoted = [...title.matchAll(/[«„“"]([^«»„“”"]{2,40})[»“”"]/g)].map((m) => m[1]);
  return [
    ...title
      .split(SEPARATORS)
      .map((p) => p?.trim() ?? "")
      .filter(Boolean),
    ...quoted,
  ].filter((p, i, all) => all.indexOf(p) === i);
}

const ARTICLE = /^(the|le|la|les|l'|el|los|las|il|lo|de|het|der|die|das)$/i;

/**
 * The few words of a long title part that spell the host, or most of it ("Le Montagnard" in "Le Montagnard
 * restaurant en partycentrum Ubachsberg", "Azureva" in "Azureva, résidence vacances" on azureva-vacances.com).
 */
function hostSpan(part: string, url: string, partial: boolean): string | null {
  const words = part.split(/[\s,;]+/).filter(Boolean);
  const label = squash(hostLabel(url));
  if (label.length < 4) return null;
  let best: { text: string; size: number } | null = null;
  for (let i = 0; i < words.length; i++)
    for (let k = 1; k <= 3 && i + k <= words.length; k++) {
      const key = squash(words.slice(i, i + k).join(""));
      const whole = key === label;
      if (!whole && (!partial || key.length < Math.max(4, label.length * 0.4) || !label.startsWith(key)))
        continue;
      // A short part is a name as it stands ("SASS DATENTECHNIK AG"); only a long one is cut down to the host's words.
      if (words.length <= 3) return null;
      if (!best || key.length > best.size)
        best = {
          text: words.slice(i > 0 && ARTICLE.test(words[i - 1]) ? i - 1 : i, i + k).join(" "),
          size: key.length,
        };
    }
  return best?.text ?? null;
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
  const parts = titleParts(page).filter((p) => !PAGE_WORDS.test(p));
  // Part of the host's label only counts when no part of the title names the host whole.
  const partial = !parts.some((p) => hostMatch(p, page.url) > 0);
  const spans = parts.map((p) => hostSpan(p, page.url, partial));
  const matching = parts.filter((p, i) => hostMatch(p, page.url) > 0 || spans[i]);
  const quoted = [...clean(page.title, 200).matchAll(/[«„“"]([^«»„“”"]{2,40})[»“”"]/g)].map((m) => m[1]);
  parts.forEach((p, i) => {
    const m = hostMatch(p, page.url);
    if (m) add(p, "title", m === 1 ? 0.6 : p.split(/\s+/).length <= 3 ? 0.5 : 0.35);
    else if (quoted.includes(p)) add(p, "title", 0.45);
    else if (parts.length === 1 && i === 0 && p.length <= 30) add(p, "title", 0.4);
    // No part names the host (a name in another script, a brand unlike its address): on a home page, the first part
    // may be the name.
    else if (!matching.length && i === 0 && isHome(page.url) && p.length <= 40 && p.split(/\s+/).length <= 5)
      add(p, "title", 0.38);
    if (spans[i]) add(spans[i], "title", 0.5);
  });
  const titleKey = squash(page.title);
  const logo = logoNames(page);
  for (const alt of logo.alt) {
    const k = squash(alt);
    // An alt the title or the address does not echo may be a partner's or a campaign's logo.
    const echoed = hostMatch(alt, page.url) > 0 || (k.length >= 3 && titleKey.includes(k));
    add(alt, "logo alt", echoed ? 0.5 : 0.3);
  }
  for (const text of logo.text) add(text, "logo text", 0.5);
  add(copyrightHolder(page), "copyright", 0.35);
  if (!c.some((x) => x.confidence >= 0.4)) add(hostAsWritten(page), "host", 0.42);
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
  // Values seen more than once (og:site_name = title half) are surer; so is a shorter one that a longer one holds
  // ("Autobedrijf Reubsaet" in "Autobedrijf Reubsaet Geleen"), from another source.
  for (const r of c) {
    const k = squash(r.value);
    const same = c.filter((x) => squash(x.value) === k).length - 1;
    // A title part that holds the name adds a place or a trade to it; og:site_name and JSON-LD are names as meant.
    const held = c.filter(
      (x) =>
        x.source === "title" &&
        r.source !== "title" &&
        k.length >= 3 &&
        squash(x.value).length > k.length &&
        squash(x.value).includes(k),
    ).length;
    r.confidence = Math.round(Math.min(1, r.confidence + 0.05 * same + 0.04 * Math.min(held, 2)) * 100) / 100;
  }
  return c.sort((a, b) => b.confidence - a.confidence)[0] ?? null;
}

/**
 * Numeric character references still in a text after parsing: a page that escaped its "&#10003;" twice shows the
 * code in its own snippet, and an e-mail must show the character.
 */
const twiceEscaped = (s: string | null) =>
  (s ?? "").replace(/&#(x[0-9a-f]{1,6}|\d{1,7});/gi, (ref, n: string) => {
    const code = n[0] === "x" || n[0] === "X" ? parseInt(n.slice(1), 16) : Number(n);
    return code > 31 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
      ? String.fromCodePoint(code)
      : ref;
  });

/** "Swiss Cheese | Trail Bologna | Gourmet Foods": keywords for search engines, not a sentence a person reads. */
const keywordList = (s: string) => (s.match(/\|/g)?.length ?? 0) >= 2;

export function readDescription(page: Page): Found<string> | null {
  const d = clean(twiceEscaped(metaValue(page, "description")), 300);
  if (d && !keywordList(d)) return { value: d, source: "meta description", confidence: 0.8 };
  const og = clean(twiceEscaped(metaValue(page, "og:description", "twitter:description")), 300);
  if (keywordList(og)) return null;
  return og ? { value: og, source: "og:description", confidence: 0.7 } : null;
}
