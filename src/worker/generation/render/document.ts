import type { EmailContent, ImageRef, LinkContent } from "../content";
import { esc } from "../../../shared/escape";
import type { Theme } from "../theme";
import { renderBlock } from "./blocks";
import { img } from "./images";
import {
  button,
  heading,
  hiddenPreheader,
  kitStripe,
  padded,
  paragraphs,
  row,
  table,
  type RenderCtx,
} from "./parts";
import { renderHero, type HeroRender } from "./hero";
import { headStyles, msoHead } from "./styles";
import { label } from "./labels";

export type Skin = "banner" | "card" | "minimal";

export interface RenderOptions {
  theme: Theme;
  skin: Skin;
  boxed: boolean;
  align: "left" | "center";
  brandName: string;
  logoUrl: string | null;
  logoWidth: number;
  websiteUrl: string;
  marketing: boolean;
  address: string | null;
  social: LinkContent[];
  lang?: string;
  /** The hosted logo rendition (plate baked in), preferred over logoUrl. */
  logo?: ImageRef | null;
  /** Marketing e-mails open with a hero (a photo or a typographic family); transactional ones with the skin's header. */
  hero?: HeroRender | null;
}

/** The hosted logo carries its plate in its pixels (assets/logo.ts); without a logo the brand name is set as text. */
function logo(o: RenderOptions, align: "left" | "center"): string {
  const t = o.theme;
  if (o.logo) {
    const plate = `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="${align}" style="border-collapse:collapse;"><tr><td><a href="${esc(o.websiteUrl)}" style="text-decoration:none;">${img(o.logo, o.logo.width, `width:${o.logo.width}px;font-family:${t.fontBody};font-size:18px;font-weight:700;color:${t.light.heading};`)}</a></td></tr></table>`;
    return table(row(plate, ` align="${align}"`));
  }
  {
    const mark = `<a class="bm-h" href="${esc(o.websiteUrl)}" style="font-family:${t.fontHeading};font-size:22px;line-height:28px;font-weight:700;color:${t.light.heading};text-decoration:none;">${esc(o.brandName)}</a>`;
    return o.skin === "banner"
      ? table(
          row(
            `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="${align}" style="border-collapse:collapse;"><tr><td class="bm-logo" bgcolor="#ffffff" style="background-color:#ffffff;border-radius:10px;padding:8px 14px;">${mark.replace('class="bm-h" ', "")}</td></tr></table>`,
            ` align="${align}"`,
          ),
        )
      : table(row(mark, ` align="${align}"`));
  }
}

function header(content: EmailContent, o: RenderOptions, c: RenderCtx): string {
  if (o.hero)
    return renderHero(
      content,
      o.hero,
      { logo: (a) => logo(o, a), brandName: o.brandName, websiteUrl: o.websiteUrl, hasLogo: !!o.logo },
      c,
    );
  return headerBody(content, o, c);
}

function headerBody(content: EmailContent, o: RenderOptions, c: RenderCtx): string {
  const s = o.theme.light;
  const eyebrow = (color: string, cls: string) =>
    content.eyebrow
      ? `<p class="${cls}" style="margin:0 0 10px 0;font-family:${o.theme.fontBody};font-size:13px;line-height:18px;font-weight:700;letter-spacing:1.5px;color:${color};text-align:${c.align};">${esc(content.eyebrow.toUpperCase())}</p>`
      : "";
  if (o.skin === "banner") {
    const band = `${logo(o, c.align)}<div style="height:28px;line-height:28px;font-size:28px;">&nbsp;</div>${eyebrow(s.header.text, "bm-ht")}${heading(1, content.headline, c, s.header.text, "bm-ht")}`;
    return (
      row(
        band,
        ` class="bm-hdr bm-px" bgcolor="${s.header.fill}" align="${c.align}"`,
        `padding:32px 40px 36px 40px;background-color:${s.header.fill};border-radius:${Math.min(o.theme.radius, 12)}px ${Math.min(o.theme.radius, 12)}px 0 0;`,
      ) +
      kitStripe(o.theme) +
      `<tr><td class="bm-card" style="height:32px;line-height:32px;font-size:32px;background-color:${s.card};">&nbsp;</td></tr>`
    );
  }
  if (o.skin === "card") {
    return (
      `<tr><td class="bm-acc" style="height:6px;line-height:6px;font-size:6px;background-color:${s.accent};border-radius:${Math.min(o.theme.radius, 6)}px ${Math.min(o.theme.radius, 6)}px 0 0;">&nbsp;</td></tr>` +
      padded(logo(o, c.align), 32, 24, `text-align:${c.align};`) +
      padded(eyebrow(s.highlight, "bm-hl") + heading(1, content.headline, c), 0, 20)
    );
  }
  return (
    padded(logo(o, "left"), 32, 20) +
    padded(
      `<div class="bm-acc" style="width:56px;height:4px;line-height:4px;font-size:4px;background-color:${s.accent};">&nbsp;</div>`,
      0,
      24,
    ) +
    padded(eyebrow(s.highlight, "bm-hl") + heading(1, content.headline, c), 0, 20)
  );
}

/**
 * The company name and postal address. The visible text is the known values (never a raw token); the data-bm-*
 * attributes name them so the hand-off writes each platform's own tags there (shared/esp/convert.ts).
 */
function postalLine(o: RenderOptions, small: (html: string, pad?: number) => string): string {
  const text = [o.brandName, o.address]
    .filter(Boolean)
    .map((v) => esc(v as string))
    .join(" · ");
  const attrs = ` data-bm-postal data-bm-company="${esc(o.brandName)}"${o.address ? ` data-bm-address="${esc(o.address)}"` : ""}`;
  return small(text).replace("<p ", `<p${attrs} `);
}

/** Marketing e-mails open with a small view-in-browser link above the header; the hand-off removes the line where a platform has none. */
function viewInBrowser(o: RenderOptions): string {
  if (!o.marketing) return "";
  const t = o.theme;
  const link = `<a class="bm-m" href="{{view_in_browser_url}}" style="color:${t.light.muted};text-decoration:underline;">${esc(label("footer.viewInBrowser", o.lang))}</a>`;
  return row(
    `<p class="bm-m" data-bm-removable style="margin:0;padding:0 0 12px 0;font-family:${t.fontBody};font-size:12px;line-height:18px;color:${t.light.muted};text-align:center;">${link}</p>`,
    ` align="center"`,
  );
}

function footer(content: EmailContent, o: RenderOptions): string {
  const t = o.theme;
  const small = (html: string, pad = 8) =>
    `<p class="bm-m" style="margin:0;padding-bottom:${pad}px;font-family:${t.fontBody};font-size:13px;line-height:20px;color:${t.light.muted};text-align:center;">${html}</p>`;
  const a = (l: LinkContent) =>
    `<a class="bm-m" href="${esc(l.url)}" style="color:${t.light.muted};text-decoration:underline;">${esc(l.label)}</a>`;
  const parts: string[] = [];
  if (o.logo) {
    const w = Math.round(o.logo.width * 0.75);
    parts.push(
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="border-collapse:collapse;margin:0 auto 12px auto;"><tr><td>${img(o.logo, w, `width:${w}px;`)}</td></tr></table>`,
    );
  }
  if (o.social.length && o.marketing && !content.blocks.some((b) => b.kind === "social"))
    parts.push(small(o.social.map((s) => a(s)).join(" &nbsp;·&nbsp; "), 12));
  parts.push(small(esc(content.footer)));
  parts.push(postalLine(o, small));
  const links = o.marketing
    ? [
        { label: label("footer.unsubscribe", o.lang), url: "{{unsubscribe_url}}" },
        { label: label("footer.preferences", o.lang), url: "{{preferences_url}}" },
      ]
    : [{ label: label("footer.preferences", o.lang), url: "{{unsubscribe_url}}" }];
  // The site by its host: an address typed with a path ("…/python/top-10-mistakes…") is not the footer's words.
  const host = (() => {
    try {
      return new URL(o.websiteUrl).hostname.replace(/^www\./, "");
    } catch {
      return o.websiteUrl.replace(/^https?:\/\/(www\.)?/, "").replace(/\/.*$/, "");
    }
  })();
  const visit = { label: label("footer.visit", o.lang, { domain: host }), url: o.websiteUrl };
  parts.push(small([...links, visit].map(a).join(" &nbsp;·&nbsp; "), 0));
  return row(parts.join(""), ` class="bm-px"`, "padding:24px 40px 8px 40px;");
}

/**
 * Centred text is for a line or two: a greeting ("Hi Alex,"), a letter-like paragraph or anything longer than two
 * lines is set left, as body text is.
 */
function introAlign(intro: string[], align: "left" | "center"): "left" | "center" {
  if (align === "left") return "left";
  const greeting = intro.some((p) => /\{\{\s*first_name|,\s*$/.test(p.split("\n")[0]));
  return greeting || intro.some((p) => p.length > 140) ? "left" : "center";
}

export function renderEmail(content: EmailContent, o: RenderOptions): string {
  const t = o.theme;
  const s = t.light;
  const c: RenderCtx = { theme: t, align: o.align, boxed: o.boxed, lang: o.lang };
  const radius = Math.min(t.radius, 12);
  const intro =
    o.hero?.subhead && o.hero.subhead === content.intro[0] ? content.intro.slice(1) : content.intro;
  // The social row closes the e-mail after the sign-off, never between the content and its button.
  const social = content.blocks.filter((b) => b.kind === "social");
  // The sign-off follows the text above it: centred under a centred short intro, else set left like a letter.
  const textAlign = introAlign(intro, c.align);
  const note = content.ctaNote
    ? padded(
        paragraphs([content.ctaNote], c, "bm-m", 14).replace(
          new RegExp(`color:${s.text}`, "g"),
          `color:${s.muted}`,
        ),
        0,
        28,
      )
    : "";
  const body = [
    header(content, o, c),
    // A hero that shows the first paragraph as its subhead: the body starts after it.
    intro.length ? padded(paragraphs(intro, { ...c, align: textAlign }), 0, 28) : "",
    // An e-mail with nothing to click (a confirmation that only informs) has no button.
    content.ctaFirst && content.cta.label ? padded(button(content.cta, c), 0, content.ctaNote ? 12 : 32) : "",
    content.ctaFirst && content.ctaNote ? note : "",
    ...content.blocks.filter((b) => b.kind !== "social").map((b) => renderBlock(b, c)),
    content.ctaFirst || !content.cta.label
      ? ""
      : padded(button(content.cta, c), 8, content.ctaNote ? 12 : 32),
    !content.ctaFirst && content.ctaNote ? note : "",
    content.closing.length
      ? padded(
          paragraphs(content.closing, {
            ...c,
            align: intro.length && content.blocks.every((b) => b.kind === "social") ? textAlign : "left",
          }),
          0,
          social.length ? 20 : 36,
        )
      : "",
    ...social.map((b) => renderBlock(b, c)),
  ].join("");
  const cardStyle = `background-color:${s.card};border-radius:${radius}px;`;
  const card = table(body, ` class="bm-card" bgcolor="${s.card}"`, cardStyle);
  const lang = esc(o.lang ?? "en");
  return `<!DOCTYPE html>
<html lang="${lang}" dir="ltr" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="x-apple-disable-message-reformatting">
<meta name="format-detection" content="telephone=no, date=no, address=no, email=no, url=no">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${esc(content.subject)}</title>
${msoHead(t)}
${t.fontHref ? `<!--[if !mso]><!--><link href="${esc(t.fontHref)}" rel="stylesheet" type="text/css"><!--<![endif]-->\n` : ""}${headStyles(
    t,
  )
    .map((css) => `<style>\n${css}\n</style>`)
    .join("\n")}
</head>
<body id="body" class="bm-page" style="margin:0;padding:0;width:100%;background-color:${s.page};">
<div role="article" aria-roledescription="email" aria-label="${esc(content.subject)}" lang="${lang}" dir="ltr" style="background-color:${s.page};" class="bm-page">
${hiddenPreheader(content.preheader)}
${table(
  row(
    `<!--[if mso]><table role="presentation" width="600" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->` +
      table(
        viewInBrowser(o) + row(card) + footer(content, o),
        ` align="center"`,
        "width:100%;max-width:600px;margin:0 auto;",
      ) +
      `<!--[if mso]></td></tr></table><![endif]-->`,
    ` align="center"`,
    "padding:24px 8px;",
  ),
  ` class="bm-page" bgcolor="${s.page}"`,
  `background-color:${s.page};`,
)}
</div>
</body>
</html>
`;
}
