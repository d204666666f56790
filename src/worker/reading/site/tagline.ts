import { ancestors, attr, oneLine, squash, textOf, within, type Element } from "./dom";
import { isHidden } from "./styles";
import { clean, hostMatch, isHome, PAGE_WORDS, SEPARATORS, str, titleParts } from "./name";
import { ldOrganisations, metaValue, type Page } from "./page";
import type { Found } from "../../../shared/facts";

/** Boxes a theme writes its claim into: WordPress's `site-description`, straplines, slogans, mottos, baselines. */
const TAGLINE_BOX =
  /(^|[\s_-])(tagline|tag-line|slogan|strapline|site-description|blog-description|site-tagline|motto|logo_text|logo-text)([\s_-]|$)/;
const LOGO = /(^|[\s_-])(logo|brand|site-title|site-name|navbar-brand)([\s_-]|$)/;
const tokens = (el: Element) => `${attr(el, "class")} ${attr(el, "id")}`.toLowerCase();

/** Texts a visitor sees as a line of their own (a heading, a paragraph, a cell, a link): squashed, bounded. */
function standaloneTexts(page: Page): { lines: Set<string>; headings: Set<string> } {
  const lines = new Set<string>();
  const headings = new Set<string>();
  for (const el of page.els) {
    // Blocks only: a word in bold inside a sentence is not a line of its own.
    if (!/^(h[1-6]|p|div|li|td|dt|dd|blockquote|header|section)$/.test(el.name) || lines.size > 3000)
      continue;
    // Menu labels and link texts are lines too, but never a claim.
    if (
      within(
        el,
        ["a", "nav", "footer", "button", "label", "select"],
        /(^|[\s_-])(menu|nav|footer)([\s_-]|$)/,
        true,
        12,
      )
    )
      continue;
    const t = squash(textOf(el, 260));
    if (!t || t.length > 200) continue;
    lines.add(t);
    if (/^h[1-3]$/.test(el.name)) headings.add(t);
  }
  return { lines, headings };
}

/**
 * A tagline a person reads on the page: JSON-LD `slogan`, a theme's tagline box, the claim the logo's own words carry
 * ("Arca Center - Tudo de bom pra você!"), or on the home page the title's other half when the page also shows it
 * as a line of its own. Never the name, a heading (an article's title), a menu label or a page's name: a claim only
 * the title or the description carries is no tagline, and none is better than a wrong one.
 */
export function readTagline(page: Page, name: Found<string> | null): Found<string> | null {
  const nameKey = squash(name?.value ?? "");
  const { lines, headings } = standaloneTexts(page);
  void headings;
  const articleTitle = squash(
    metaValue(page, "og:type") === "article" ? (metaValue(page, "og:title") ?? page.title) : "",
  );
  const ok = (v: string) => {
    const k = squash(v);
    return (
      v.length >= 6 &&
      v.length <= 100 &&
      k !== nameKey &&
      k !== articleTitle &&
      !PAGE_WORDS.test(v) &&
      /\p{L}{3}/u.test(v) &&
      (/\s/.test(v) || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{4}/u.test(v)) &&
      !/\?$/.test(v) &&
      // A list of keywords ("Custom T-Shirts, Gifts, Posters, and more") is written for search engines.
      (v.match(/,/g)?.length ?? 0) < 2 &&
      !/\b(and more|und mehr|et plus|y más|e altro|en meer|i więcej|a další|и другое)\s*$/i.test(v)
    );
  };
  for (const o of ldOrganisations(page)) {
    const s = clean(str(o.slogan), 120);
    if (s && ok(s) && !headings.has(squash(s)))
      return { value: s, source: "json-ld slogan", confidence: 0.8 };
  }
  // A claim stands on the home page; a sub-page's strapline, description or logo alt names the page, not the brand.
  if (metaValue(page, "og:type") === "article" || !isHome(page.url)) return null;
  // A theme prints its claim beside the mark: in the header, or within a few levels of the logo.
  const nearLogo = new Set<Element>();
  for (const el of page.els)
    if (
      LOGO.test(`${tokens(el)} ${el.name === "img" ? attr(el, "src").toLowerCase() : ""}`) &&
      nearLogo.size < 200
    )
      for (const a of ancestors(el, 2)) nearLogo.add(a);
  for (const el of page.els) {
    // A claim is read, not clicked: a link styled as a slogan is navigation.
    if (!TAGLINE_BOX.test(tokens(el)) || /^(html|body|img|a)$/.test(el.name)) continue;
    if (within(el, ["footer"], /(^|[\s_-])footer([\s_-]|$)/, true, 20)) continue;
    const besideLogo = [el, ...ancestors(el, 2)].some((a) => nearLogo.has(a));
    if (!besideLogo && !within(el, ["header"], /(^|[\s_-])(header|masthead|branding)([\s_-]|$)/, true, 12))
      continue;
    if ([el, ...ancestors(el, 20)].some((a) => isHidden(a, page))) continue;
    const v = oneLine(textOf(el, 300));
    if (ok(v) && !squash(v).includes(nameKey || "\u0000"))
      return { value: v, source: "tagline box", confidence: 0.7 };
  }
  // The logo's visible words: "Name - Claim" written in its link or box (an alt or a title attribute is for search
  // engines as often as for people).
  for (const el of page.els) {
    if (el.name !== "a" && !/^(h[1-3]|div|p|span)$/.test(el.name)) continue;
    if (!LOGO.test(tokens(el))) continue;
    // Text that repeats the logo image's alt is there for screen readers and search engines, hidden by the theme.
    const alts = el.children.flatMap((c) =>
      c.type === "tag" ? [c as Element, ...((c as Element).children as Element[])] : [],
    );
    const altText = alts.filter((a) => a.name === "img").map((a) => squash(attr(a, "alt")));
    for (const words of [oneLine(textOf(el, 200))]) {
      if (altText.some((a) => a && squash(words).includes(a))) continue;
      const parts = words.split(SEPARATORS).map((p) => p.trim());
      if (parts.length !== 2 || !nameKey) continue;
      const named = parts.findIndex((p) => squash(p) === nameKey || hostMatch(p, page.url) > 0);
      const claim = named >= 0 ? parts[1 - named] : null;
      if (claim && ok(claim) && hostMatch(claim, page.url) === 0)
        return { value: claim, source: "logo words", confidence: 0.65 };
    }
  }
  if (!name || name.confidence < 0.6) return null;
  const parts = titleParts(page);
  if (parts.length !== 2) return null;
  const rest = parts.find((p) => squash(p) !== nameKey && hostMatch(p, page.url) === 0);
  const k = squash(rest ?? "");
  if (!rest || !parts.some((p) => squash(p) === nameKey) || !ok(rest) || !lines.has(k)) return null;
  return { value: rest, source: "title", confidence: 0.6 };
}
