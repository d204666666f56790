import { attr, hostLabel, oneLine, squash, textOf, within, type Element } from "./dom";
import type { Page } from "./page";

/** Alt texts that describe a picture's state or kind, never a brand: "Loading", "logo", "banner", "header image". */
const NOT_A_NAME =
  /^(loading|loader|logo|logotype|image|img|picture|photo|banner|header|home|homepage|startseite|accueil|inicio|slide|slider|background|icon|spinner|placeholder|untitled|null|undefined|\d+)$/i;
/** "Logo of Acme", "Logo van autobedrijf Reubsaet", "Acme logo", "zur Startseite": the words around a name. */
const ALT_WORDS =
  /\b(logo(type|tipo)?s?(\s+(of|van|von|der|des|de|du|di|da|do|del|della))?|homepage|home|startseite|zur startseite|go to|back to|return to|retour à l'accueil|link to)\b/gi;

/** A file name or a CMS's slug, not words a person wrote: "STC_logo", "header-img2.png", "IMG_2474". */
export const isFileName = (s: string) =>
  /\.(png|jpe?g|gif|svg|webp|bmp)\b/i.test(s) || /^[\w-]*_[\w-]*$/.test(s) || /^[a-z]+[-_]?\d{2,}$/i.test(s);

/** The words an alt text gives a logo, or null when they name no brand. */
export function nameFromAlt(alt: string): string | null {
  const raw = oneLine(alt);
  if (!raw || isFileName(raw)) return null;
  const v = raw
    .replace(ALT_WORDS, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s\-–|:,]+|[\s\-–|:,]+$/g, "")
    .trim();
  return v.length >= 2 && /\p{L}/u.test(v) && !NOT_A_NAME.test(v) ? v : null;
}

const LOGO = /(^|[\s_-])(logo|brand|site-title|site-name|navbar-brand|wordmark)([\s_-]|$)/;
const tokens = (el: Element) => `${attr(el, "class")} ${attr(el, "id")}`.toLowerCase();

/**
 * The logo's own words: alt texts of logo images, and the text written beside the logo in its link or box
 * (`<a class="logo"><img src="logo.png" alt=""> Studio Edwin</a>`). Images in the footer are partners' more often.
 */
export function logoNames(page: Page): { alt: string[]; text: string[] } {
  const alt: string[] = [];
  const text: string[] = [];
  let n = 0;
  for (const el of page.els) {
    if (el.name !== "img" || n++ > 300 || alt.length + text.length > 6) continue;
    const own = `${tokens(el)} ${attr(el, "src")}`.toLowerCase();
    const box = [el.parent as Element, el.parent?.parent as Element].find(
      (a) => a && a.type === "tag" && (a.name === "a" || LOGO.test(tokens(a))),
    );
    if (!/logo/.test(own) && !(box && LOGO.test(tokens(box)))) continue;
    if (within(el, ["footer"], /footer/, false, 10)) continue;
    const name = nameFromAlt(attr(el, "alt"));
    if (name) alt.push(name);
    if (box) {
      // The box's own words, not a strapline in a paragraph of its own below the mark.
      const words = oneLine(
        box.children
          .map((c) =>
            c.type === "text"
              ? (c as unknown as { data: string }).data
              : c.type === "tag" && /^(a|span|strong|b|em)$/.test((c as Element).name)
                ? textOf(c, 200)
                : " ",
          )
          .join(" "),
      );
      if (words.length >= 2 && words.length <= 40 && /\p{L}{2}/u.test(words)) text.push(words);
    }
  }
  return { alt, text };
}

/** "© 2014 Studio Edwin. All rights reserved", "ООО «Студия Эдвин» © 2014": who the page says owns it. */
export function copyrightHolder(page: Page): string | null {
  const body = page.els.find((e) => e.name === "body");
  if (!body) return null;
  const footer = page.els.find(
    (e) => e.name === "footer" || /(^|[\s_-])(footer|copyright)([\s_-]|$)/i.test(attr(e, "id")),
  );
  // The page's last lines, where its owner signs; a photo credit ("Foto: © serezniy/123RF") is no owner.
  const text = footer ? textOf(footer, 20_000) : textOf(body, 200_000).split("\n").slice(-60).join("\n");
  const lines = text
    .split("\n")
    .filter(
      (l) =>
        /©|\(c\)|copyright/i.test(l) &&
        !/\b(foto|photo|bild|image|credit|picture)s?\b|123rf|getty|shutterstock|stock|istock|adobe/i.test(l),
    );
  for (const line of lines.slice(-4).reverse()) {
    const m =
      /(?:©|\(c\)|copyright)\s*(?:\d{4}\s*(?:[-–]\s*\d{4})?)?\s*(?:by\s+)?([^.|,©\n]{2,60}?)(?:[.|,]|\s+all rights|\s+alle rechte|\s+tous droits|\s+todos los|\s+все права|\s*版权所有|\s*著作権|\s*保留|\s*$)/i.exec(
        line,
      ) ?? /([^©\n]{2,40}?)\s*(?:©|\(c\))\s*\d{4}/.exec(line);
    const v = m?.[1]
      ?.replace(/^(copyright|\(c\)|©)\s*(\d{4}\s*)?/i, "")
      .replace(/^(ООО|ОАО|ЗАО|ИП)\s*/u, "")
      .replace(/["«»„“”]/g, "")
      .trim();
    if (v && /\p{L}{2}/u.test(v) && !/^\d/.test(v) && v.split(/\s+/).length <= 6) return v;
  }
  return null;
}

/**
 * The domain's words as the page writes them: "Mister Softee" for mistersofteect.com, a run of up to four words whose
 * letters make most of the host's label. A better last resort than the label itself.
 */
export function hostAsWritten(page: Page): string | null {
  const label = squash(hostLabel(page.url));
  if (label.length < 5) return null;
  const body = page.els.find((e) => e.name === "body");
  const words = (body ? textOf(body, 30_000) : "").split(/[^\p{L}\p{N}&'’]+/u).filter(Boolean);
  const counts = new Map<string, number>();
  for (let i = 0; i < words.length && i < 6000; i++)
    for (let k = 1; k <= 4 && i + k <= words.length; k++) {
      const run = words.slice(i, i + k);
      const key = squash(run.join(""));
      if (key.length < Math.max(5, label.length * 0.75) || !label.includes(key)) continue;
      // Written as a name: every word capitalised, or one word in capitals.
      if (!run.every((w) => /^\p{Lu}/u.test(w))) continue;
      const phrase = run.join(" ");
      counts.set(phrase, (counts.get(phrase) ?? 0) + key.length);
    }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}
