import { allElements, attr, parseHtml, type Document, type Element } from "./dom";

/** Everything the rules read, collected in one pass over the parsed page. */
export interface Page {
  url: string;
  doc: Document;
  els: Element[];
  /** meta name/property/http-equiv (lower case) -> content values in order. */
  meta: Map<string, string[]>;
  links: { rel: string; href: string; type: string; sizes: string; el: Element }[];
  title: string;
  htmlLang: string;
  jsonLd: Record<string, unknown>[];
  /** Inline <style> blocks and fetched stylesheets, in order. */
  css: string[];
  /** The address a fetched stylesheet's relative URLs resolve against, by its index in `css` (inline CSS: the page's). */
  cssBase: string[];
  manifest: Record<string, unknown> | null;
}

/** Flattens JSON-LD: arrays and @graph become a list of nodes (bounded). */
function flattenLd(value: unknown, out: Record<string, unknown>[]) {
  if (out.length > 200 || !value || typeof value !== "object") return;
  if (Array.isArray(value)) return value.forEach((v) => flattenLd(v, out));
  const node = value as Record<string, unknown>;
  out.push(node);
  if (node["@graph"]) flattenLd(node["@graph"], out);
}

export function readPage(html: string, url: string): Page {
  const doc = parseHtml(html);
  const els = allElements(doc);
  const page: Page = {
    url,
    doc,
    els,
    meta: new Map(),
    links: [],
    title: "",
    htmlLang: "",
    jsonLd: [],
    css: [],
    cssBase: [],
    manifest: null,
  };
  let cssBytes = 0;
  for (const el of els) {
    if (el.name === "html" && !page.htmlLang) page.htmlLang = attr(el, "lang") || attr(el, "xml:lang");
    else if (el.name === "meta") {
      const key = (
        attr(el, "property") ||
        attr(el, "name") ||
        attr(el, "http-equiv") ||
        attr(el, "itemprop")
      ).toLowerCase();
      const content = attr(el, "content");
      if (key && content) page.meta.set(key, [...(page.meta.get(key) ?? []), content]);
    } else if (el.name === "link") {
      const href = attr(el, "href");
      if (href)
        page.links.push({
          rel: attr(el, "rel").toLowerCase(),
          href,
          type: attr(el, "type").toLowerCase(),
          sizes: attr(el, "sizes"),
          el,
        });
    } else if (el.name === "title" && !page.title && isHeadTitle(el)) {
      page.title = el.children.map((c) => ("data" in c ? String(c.data) : "")).join("");
    } else if (el.name === "script" && /ld\+json/i.test(attr(el, "type"))) {
      const text = el.children.map((c) => ("data" in c ? String(c.data) : "")).join("");
      try {
        if (text.length < 200_000) flattenLd(JSON.parse(text), page.jsonLd);
      } catch {
        // A broken JSON-LD block says nothing; the rest of the page still does.
      }
    } else if (el.name === "style" && cssBytes < 300_000) {
      const text = el.children.map((c) => ("data" in c ? String(c.data) : "")).join("");
      cssBytes += text.length;
      page.css.push(text);
    }
  }
  return page;
}

/** `head > title` only: an SVG icon's <title> in the body is not the page title. */
function isHeadTitle(el: Element): boolean {
  let p = el.parent as Element | null;
  while (p && p.type === "tag") {
    if (p.name === "svg" || p.name === "body") return false;
    if (p.name === "head") return true;
    p = p.parent as Element | null;
  }
  return true;
}

export const metaValue = (page: Page, ...keys: string[]): string | null => {
  for (const k of keys) {
    const v = page.meta.get(k)?.find((x) => x.trim());
    if (v) return v.trim();
  }
  return null;
};

const typesOf = (n: Record<string, unknown>): string[] =>
  (Array.isArray(n["@type"]) ? n["@type"] : [n["@type"]]).map((t) => String(t ?? ""));

const ORG =
  /^(Organization|Corporation|LocalBusiness|Store|OnlineStore|Restaurant|NGO|EducationalOrganization|CollegeOrUniversity|NewsMediaOrganization|SportsOrganization|SportsClub|ProfessionalService|Brand|Airline|GovernmentOrganization|MedicalOrganization|.*Business|.*Store|.*Shop|Hotel|LodgingBusiness|FoodEstablishment|Cafe.*|Bakery|Winery|Brewery)$/;

/** JSON-LD nodes of organisation kinds (the site owner), the ones named `publisher` too. */
export function ldOrganisations(page: Page): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const n of page.jsonLd) {
    if (typesOf(n).some((t) => ORG.test(t))) out.push(n);
    const pub = n.publisher;
    if (
      pub &&
      typeof pub === "object" &&
      !Array.isArray(pub) &&
      typesOf(pub as Record<string, unknown>).some((t) => ORG.test(t))
    )
      out.push(pub as Record<string, unknown>);
  }
  return out;
}

export const ldOfType = (page: Page, type: RegExp): Record<string, unknown>[] =>
  page.jsonLd.filter((n) => typesOf(n).some((t) => type.test(t)));
