import type { Lang, LinkFact } from "../../../shared/facts";
import { LANGS } from "../../../shared/facts";

const LANG_SET = new Set<string>(LANGS);

/** The language a page's address names: a first path segment ("/de/", "/fr-ch/") or a subdomain ("de.example.com"). */
function urlLang(url: string): string | null {
  try {
    const u = new URL(url);
    const seg = u.pathname.split("/")[1]?.toLowerCase() ?? "";
    const m = seg.match(/^([a-z]{2})(?:[-_][a-z]{2})?$/);
    if (m && LANG_SET.has(m[1])) return m[1];
    const sub = u.hostname.toLowerCase().split(".")[0];
    return LANG_SET.has(sub) && u.hostname.split(".").length > 2 ? sub : null;
  } catch {
    return null;
  }
}

/**
 * Pages in the e-mail's language only: none when the site is written in another language (German pages in a French
 * e-mail), and never a page whose address names another language. Used for every link the e-mail takes from the site.
 */
export function pagesInLanguage(pages: LinkFact[], siteLang: Lang | null, lang: Lang): LinkFact[] {
  if (siteLang && siteLang !== lang) return pages.filter((p) => urlLang(p.url) === lang);
  return pages.filter((p) => {
    const l = urlLang(p.url);
    return !l || l === lang;
  });
}
