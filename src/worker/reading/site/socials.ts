import { absolute, attr, hostLabel, hostOf, squash, within } from "./dom";
import { ldOrganisations, type Page } from "./page";
import type { BrandSocial } from "../../../shared/brand-kit";
import type { Found } from "../../../shared/facts";

/** The networks a brand links its profiles on; Mastodon by its large instances (any other by `rel="me"` on `/@name`). */
const NETWORKS: [RegExp, string][] = [
  [/(^|\.)linkedin\.com$/, "linkedin"],
  [/(^|\.)(twitter|x)\.com$/, "x"],
  [/(^|\.)facebook\.com$|^fb\.(com|me)$/, "facebook"],
  [/(^|\.)instagram\.com$|^instagr\.am$/, "instagram"],
  [/(^|\.)youtube\.com$|^youtu\.be$/, "youtube"],
  [/(^|\.)tiktok\.com$/, "tiktok"],
  [/(^|\.)github\.com$/, "github"],
  [/(^|\.)pinterest\.[a-z.]+$/, "pinterest"],
  [/(^|\.)threads\.(net|com)$/, "threads"],
  [
    /^(mastodon|mstdn)\.[a-z.]+$|^(fosstodon\.org|mas\.to|masto\.ai|hachyderm\.io|infosec\.exchange|chaos\.social|troet\.cafe|norden\.social|det\.social|social\.bund\.de|social\.coop|techhub\.social|ioc\.exchange)$/,
    "mastodon",
  ],
  [/(^|\.)bsky\.app$/, "bluesky"],
  [/(^|\.)vimeo\.com$/, "vimeo"],
  [/(^|\.)xing\.com$/, "xing"],
  [/(^|\.)vk\.com$/, "vk"],
];
/** Share buttons, intents and posts are not a profile. */
const NOT_PROFILE =
  /sharer|\/share(\.php|\/|\?|$)|[?&]share=|\/home\b|[?&]status=|intent\/|\/status(es)?\/|\/p\/|\/posts?\/|\/watch|\/embed|\/hashtag|\/search|\/plugins|\/dialog|\/tr\b|\/groups\/|\/events\/|\/reel\/|\/photo|\/video\/|\/pin\/|login|signup|privacy|policies|legal|\/help/;
/** Where links belong to someone else: testimonials, articles, comments, a theme's credits. */
const FOREIGN =
  /testimonial|review|quote|comment|author|byline|bio|team-member|speaker|credit|powered|designed-by|theme-by|developer|agency|made-by|post-content|entry-content|article-body|story-body/;

/** Query parameters a click-tracker or a redirect page carries its destination in. */
const DESTINATION = [
  "goto",
  "u",
  "url",
  "q",
  "target",
  "to",
  "redirect",
  "redirect_uri",
  "link",
  "href",
  "dest",
  "out",
];

/**
 * The address a link really leads to: a CMS's or a network's click-tracker (`/bitrix/redirect.php?goto=…`,
 * `l.facebook.com/l.php?u=…`, `?url=…`) unwrapped, a few levels deep.
 */
export function unwrapLink(url: string): string {
  let current = url;
  for (let i = 0; i < 3; i++) {
    let next: string | null = null;
    try {
      const u = new URL(current);
      for (const key of DESTINATION) {
        const v = u.searchParams.get(key);
        if (v && /^(https?:)?\/\//i.test(v.trim())) {
          next = new URL(v.trim(), current).toString();
          break;
        }
      }
    } catch {
      return current;
    }
    if (!next) return current;
    current = next;
  }
  return current;
}

/** The network a profile address is on; `relMe` (a `rel="me"` link) makes any `/@name` address a Mastodon profile. */
export function networkOf(url: string, relMe = false): string | null {
  try {
    const u = new URL(url);
    const host = u.hostname.toLowerCase().replace(/^www\.|^m\./, "");
    return (
      NETWORKS.find(([re]) => re.test(host))?.[1] ??
      (relMe && /^\/@[\w.]+\/?$/.test(u.pathname) ? "mastodon" : null)
    );
  } catch {
    return null;
  }
}

/** Path words before the handle: /company/acme, /channel/UC…, /news/pages/acme-419 (Xing), /profile/acme.bsky.social. */
const PATH_WORDS =
  /^(company|companies|user|users|channel|c|in|pages|page|pg|school|showcase|profile|profiles|news|people|@)$/i;

const handleOf = (url: string) => {
  try {
    const seg = new URL(url).pathname.split("/").filter((s) => s && !PATH_WORDS.test(s));
    return squash((seg[0] ?? "").replace(/^@/, ""));
  } catch {
    return "";
  }
};

/** The owner's profiles: JSON-LD sameAs, header and footer links, the handle that matches the brand or the host. */
export function readSocials(page: Page, brandName: string | null): Found<BrandSocial>[] {
  const best = new Map<string, Found<BrandSocial>>();
  const name = squash(brandName ?? "");
  const host = squash(hostLabel(page.url));
  const own = hostOf(page.url).split(".").slice(-2).join(".");
  const consider = (raw: string, base: number, source: string, label = "", relMe = false) => {
    const found = absolute(raw, page.url);
    const url = found ? unwrapLink(found) : null;
    // A network's own site links to its own pages, not to the brand's profile there.
    if (url && hostOf(url).split(".").slice(-2).join(".") === own) return;
    const network = url ? networkOf(url, relMe) : null;
    if (!url || !network || NOT_PROFILE.test(url.toLowerCase())) return;
    const path = new URL(url).pathname;
    if (path.length <= 1 || path.split("/").filter(Boolean).length > 3) return;
    const handle = handleOf(url);
    const match =
      handle &&
      ((host.length >= 3 && (handle.includes(host) || host.includes(handle))) ||
        (name.length >= 3 && (handle.includes(name) || name.includes(handle))))
        ? 0.2
        : 0;
    // "Follow Infortis on Twitter" in a shop theme's footer: a link that names someone else.
    if (!match && label && handle.length >= 3 && label.includes(handle)) return;
    const confidence = Math.min(0.95, base + match);
    const prev = best.get(network);
    if (!prev || prev.confidence < confidence)
      best.set(network, { value: { network, url }, source, confidence });
  };
  for (const o of ldOrganisations(page)) {
    const same = Array.isArray(o.sameAs) ? o.sameAs : [o.sameAs];
    for (const s of same.slice(0, 30)) if (typeof s === "string") consider(s, 0.75, "json-ld sameAs");
  }
  let n = 0;
  const embeds: string[] = [];
  for (const el of page.els) {
    // A like box or page plugin shows the owner's own page: its data-href is a profile where no link names one.
    const embed = attr(el, "data-href");
    if (embed && /(^|\s)(fb-page|fb-like-box|fb-follow|twitter-follow-button)(\s|$)/.test(attr(el, "class")))
      embeds.push(embed);
    if (el.name !== "a" || n++ > 3000) continue;
    const raw = attr(el, "href");
    const relMe = /(^|\s)me(\s|$)/i.test(attr(el, "rel"));
    const href = raw ? unwrapLink(absolute(raw, page.url) ?? "") : "";
    if (!href || !networkOf(href, relMe)) continue;
    if (within(el, ["blockquote", "article"], null) || within(el, [], FOREIGN, true, 6)) continue;
    const place = within(el, ["header", "footer", "nav"], /footer|header|social|follow|contact/)
      ? 0.55
      : 0.35;
    consider(
      href,
      place,
      within(el, ["footer"], /footer/)
        ? "footer link"
        : within(el, ["header", "nav"], null)
          ? "header link"
          : "link",
      squash(`${attr(el, "title")} ${attr(el, "aria-label")}`),
      relMe,
    );
  }
  for (const embed of embeds.slice(0, 5)) {
    const network = networkOf(unwrapLink(absolute(embed, page.url) ?? ""));
    if (network && !best.has(network)) consider(embed, 0.5, "social embed");
  }
  return [...best.values()].filter((s) => s.confidence >= 0.45).sort((a, b) => b.confidence - a.confidence);
}
