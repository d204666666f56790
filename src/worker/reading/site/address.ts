import { attr, textOf, type Element } from "./dom";
import { ldOfType, ldOrganisations, type Page } from "./page";
import type { Found } from "../../../shared/facts";
import { POSTAL_FORMATS } from "./postal";

const str = (v: unknown): string =>
  typeof v === "string"
    ? v.trim()
    : v && typeof v === "object" && typeof (v as { name?: unknown }).name === "string"
      ? String((v as { name: string }).name).trim()
      : "";

function postal(a: unknown): string | null {
  if (typeof a === "string") return a.trim() || null;
  if (!a || typeof a !== "object" || Array.isArray(a)) return Array.isArray(a) ? postal(a[0]) : null;
  const p = a as Record<string, unknown>;
  const locality = [str(p.postalCode), str(p.addressLocality)].filter(Boolean).join(" ");
  const parts = [
    str(p.streetAddress),
    locality,
    str(p.addressRegion) !== str(p.addressLocality) ? str(p.addressRegion) : "",
    str(p.addressCountry),
  ].filter(Boolean);
  return parts.length >= 2 ? parts.join(", ") : null;
}

/** Postcodes of many countries: 4-6 digits (with DE-/A-/CH- prefixes), UK, NL, CA, PL, PT, SE, US ZIP+4. */
const POSTCODE =
  /\b(?:[A-Z]{1,2}-)?\d{4,6}\s+\p{Lu}|\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b|\b\d{4} ?[A-Z]{2}\b|\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b|\b\d{2}-\d{3}\b|\b\d{4}-\d{3}\b|\b\d{3} \d{2}\b|\b\d{5}-\d{4}\b/u;
const STREET =
  /\d+\s*[a-z]?\b|\b(str\.|straße|strasse|gasse|weg|platz|allee|rue|avenue|av\.|calle|via|viale|street|st\.|road|rd\.|lane|way|drive|boulevard|blvd|plaza|square|laan|straat|plein|gracht)/i;
const NOISE =
  /@|https?:|www\.|\b(tel|phone|telefon|fon|fax|e-?mail|mwst|ust|vat|iban|bic|hrb|issn|isbn|registered|handelsregister|öffnungszeiten|opening|mon|tue|mo|di|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|januar|februar|märz|april|juni|juli|august|september|oktober|november|dezember|january|february|march|june|july|october|december)\b|\d{1,2}[:.]\d{2}\s*(uhr|am|pm|-)|\b\d{1,2}h\b|\b(19|20)\d{2}\s*[-–]\s*(19|20)\d{2}\b/i;
const STREET_WORD =
  /\b(str\.|straße|strasse|gasse|weg|platz|allee|rue|avenue|av\.|calle|via|viale|street|st\.?|road|rd\.|lane|way|drive|boulevard|blvd|plaza|square|laan|straat|plein|gracht|suite)\b|str\.|straße|strasse|weg\b|gasse\b/i;

function clean(line: string): string {
  return line
    .replace(/^.*?(©|\(c\)|copyright)\s*(\d{4}\s*[-–]?\s*(\d{4})?)?\s*/i, "")
    .replace(
      /\b(all rights reserved|alle rechte vorbehalten|tous droits réservés|todos los derechos reservados)\.?/gi,
      "",
    )
    .replace(/\s+/g, " ")
    .replace(/^[\s,|·•–-]+|[\s,|·•–-]+$/g, "")
    .trim();
}

/** An address from a block's lines: the postcode line and the street line before it (or the same line). */
export function addressFromText(text: string): string | null {
  const lines = text
    .split(/\n|\s[|·•]\s/)
    .map(clean)
    .filter((l) => l && l.length <= 120);
  for (let i = 0; i < lines.length && i < 400; i++) {
    const l = lines[i];
    if (
      !POSTCODE.test(l) ||
      NOISE.test(l.replace(POSTCODE, "")) ||
      /^\+?[\d\s()/-]{7,}$/.test(l) ||
      !/\p{L}{3}/u.test(l)
    )
      continue;
    if (/,/.test(l) && STREET.test(l.split(",")[0])) return l.slice(0, 200);
    const prev = lines[i - 1];
    if (
      prev &&
      STREET.test(prev) &&
      /\p{L}{3}/u.test(prev) &&
      !NOISE.test(prev) &&
      !POSTCODE.test(prev) &&
      prev.length <= 80
    ) {
      const next =
        lines[i + 1] &&
        /^[\p{L}\s]{4,30}$/u.test(lines[i + 1]) &&
        /^(deutschland|germany|niederlande|nederland|the netherlands|italien|italia|österreich|austria|schweiz|switzerland|france|españa|spain|nederland|netherlands|united kingdom|uk|usa|united states|canada|italia|italy|belgium|belgique|belgië|portugal|polska|sverige|danmark)$/i.test(
          lines[i + 1],
        )
          ? lines[i + 1]
          : null;
      return [prev, l, next].filter(Boolean).join(", ").slice(0, 200);
    }
    if (
      STREET_WORD.test(l.replace(POSTCODE, "")) &&
      /\d/.test(l.replace(POSTCODE, "")) &&
      l.split(/\s+/).length >= 3
    )
      return l.slice(0, 200);
  }
  return null;
}

/** JSON-LD PostalAddress first, then address, footer and contact blocks, text joined across nodes. */
export function readAddress(page: Page): Found<string> | null {
  for (const o of [...ldOrganisations(page), ...ldOfType(page, /^(Place|PostalAddress)$/)]) {
    const a =
      (o["@type"] === "PostalAddress" ? postal(o) : null) ??
      postal(o.address) ??
      (o.location && typeof o.location === "object"
        ? postal((o.location as Record<string, unknown>).address)
        : null);
    if (a) return { value: a.replace(/\s+/g, " ").slice(0, 200), source: "json-ld", confidence: 0.9 };
  }
  const blocks: Element[] = [];
  for (const el of page.els) {
    if (blocks.length > 30) break;
    const h = `${attr(el, "class")} ${attr(el, "id")} ${attr(el, "itemprop")}`.toLowerCase();
    if (
      el.name === "address" ||
      attr(el, "itemprop") === "address" ||
      el.name === "footer" ||
      /(^|\s|-|_)(footer|address|adresse|contact|kontakt|impressum|location|vcard|adr)(\s|-|_|$)/.test(h)
    )
      blocks.push(el);
  }
  for (const el of blocks) {
    const text = textOf(el, 8000);
    const found = addressFromText(text) ?? addressByFormats(text);
    if (found)
      return {
        value: found,
        source: el.name === "footer" || /footer/.test(attr(el, "class")) ? "footer" : "contact block",
        confidence: el.name === "address" || attr(el, "itemprop") === "address" ? 0.8 : 0.65,
      };
  }
  // Pages without a footer or contact box (tables, page builders): the whole page's text, by the postal formats.
  const body = page.els.find((e) => e.name === "body");
  const found = body ? addressByFormats(textOf(body, 60_000)) : null;
  return found ? { value: found, source: "page text", confidence: 0.55 } : null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const FORMATS = POSTAL_FORMATS.map((f) => ({
  country: f.country,
  // Scripts that write no spaces have no word boundaries to hold a postcode or a city mark.
  code:
    CJK.test(f.code) || /\\p\{Script=Han\}/.test(f.code)
      ? new RegExp(f.code, "u")
      : new RegExp(`(?<![\\p{L}\\d])(?:${f.code})(?![\\p{L}\\d])`, "u"),
  // Words of scripts that write no spaces are matched inside the text; street words of four letters or more also end
  // compound names ("Dirksstraat", "Hauptstraße", "Storgatan"); shorter ones stand alone.
  street: new RegExp(
    f.street
      .map((w) =>
        CJK.test(w)
          ? escape(w)
          : w.length >= 4
            ? `${escape(w)}(?![\\p{L}])`
            : `(?<![\\p{L}])${escape(w)}(?![\\p{L}])`,
      )
      .join("|"),
    "iu",
  ),
}));
/** Sizes, counts and votes carry numbers like an address does: "90x110 cm, 1701 Votes" is no address. */
const NOT_ADDRESS =
  /\d\s*[x×]\s*\d|\(\d+件\)|\b(votes?|stimmen|views|likes|reviews|comments|bewertungen|ratings?|items?|products?|artikel|produkte)\b|@|https?:|www\.|\b(tel|phone|telefon|fax|e-?mail)\b/i;

/**
 * An address from lines of text by the postal formats of many countries: one to three neighbouring lines (an address
 * split across elements) that hold a postcode or city mark where the country writes it and a street word with a
 * number. The shortest such run wins.
 */
export function addressByFormats(text: string): string | null {
  const lines = text
    .split(/\n|\s[|·•]\s/)
    .map(clean)
    .filter((l) => l && l.length <= 160);
  for (let i = 0; i < lines.length && i < 1500; i++)
    for (let k = 1; k <= 3 && i + k <= lines.length; k++) {
      const run = lines.slice(i, i + k);
      const joined = run.join(", ");
      if (joined.length > 200 || NOT_ADDRESS.test(joined)) break;
      const format = FORMATS.find((f) => f.code.test(joined) && f.street.test(joined));
      if (!format || !/\d/.test(joined.replace(format.code, ""))) continue;
      // The run starts where the address does: on the street line, not on a name or a heading before it.
      const first = run.findIndex((l) => format.street.test(l) || format.code.test(l));
      return run.slice(Math.max(0, first)).join(", ").replace(/\s+/g, " ").slice(0, 200);
    }
  return null;
}
