export const MAX_HTML_BYTES = 80 * 1024;
export const MAX_STYLE_BYTES = 16 * 1024;

import { VAGUE_LINK_TEXT } from "../../shared/link-text";
import { MERGE_TOKENS } from "../../shared/merge-fields";
const FORBIDDEN_TAGS = [
  "script",
  "form",
  "iframe",
  "object",
  "embed",
  "base",
  "frame",
  "frameset",
  "applet",
  "input",
  "textarea",
  "button",
  "select",
  "svg",
  "math",
];

const bytes = (s: string) => new TextEncoder().encode(s).length;

// Browsers also accept "/" between attributes: <img/src=x/onerror=...>.
const TAG = /<([a-zA-Z][\w:-]*)((?:[\s/]+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)[\s/]*>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

interface Tag {
  name: string;
  attrs: Map<string, string>;
  raw: string;
}

/** Tokenises start tags the way a browser does, so text like `&lt;img onerror=` inside an attribute is not a tag. */
export function startTags(html: string): Tag[] {
  return [...html.matchAll(TAG)].map((m) => {
    const attrs = new Map<string, string>();
    for (const a of m[2].matchAll(ATTR)) attrs.set(a[1].toLowerCase(), a[2] ?? a[3] ?? a[4] ?? "");
    return { name: m[1].toLowerCase(), attrs, raw: m[0] };
  });
}

function attr(tag: string, name: string): string | null {
  return startTags(tag)[0]?.attrs.get(name) ?? null;
}

function decode(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, h) => String.fromCodePoint(Math.min(parseInt(h, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, d) => String.fromCodePoint(Math.min(parseInt(d, 10), 0x10ffff)))
    .replace(/&colon;/gi, ":")
    .replace(/&(tab|newline);/gi, "")
    .replace(/\s+/g, "")
    .toLowerCase();
}

function visibleText(html: string): string {
  return html
    .replace(/<img\b[^>]*>/gi, (img) => ` ${attr(img, "alt") ?? ""} `)
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Checks the output contract of decisions section 5 on a finished HTML document. Pure string work: runs anywhere. */
export function validateEmailHtml(html: string): { ok: boolean; problems: string[] } {
  const problems: string[] = [];
  const size = bytes(html);
  if (size > MAX_HTML_BYTES) problems.push(`HTML is ${size} bytes, over the ${MAX_HTML_BYTES} byte limit`);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join("");
  if (bytes(styles) > MAX_STYLE_BYTES)
    problems.push(`<style> content is ${bytes(styles)} bytes, over ${MAX_STYLE_BYTES}`);
  if (!/^\s*<!doctype html>/i.test(html)) problems.push("missing <!DOCTYPE html>");
  if (!attr(html.match(/<html\b[^>]*>/i)?.[0] ?? "", "lang")) problems.push("<html> has no lang attribute");
  if (!/<title>[^<]+<\/title>/i.test(html)) problems.push("missing <title> (subject)");
  if (!/<meta[^>]+name=["']color-scheme["'][^>]+content=["']light dark["']/i.test(html))
    problems.push("missing color-scheme meta");
  if (!/<meta[^>]+name=["']supported-color-schemes["']/i.test(html))
    problems.push("missing supported-color-schemes meta");
  if (!/@media[^{]*prefers-color-scheme\s*:\s*dark/i.test(styles))
    problems.push("missing prefers-color-scheme dark block");
  if (!/\[data-ogsc\]/.test(styles) || !/\[data-ogsb\]/.test(styles))
    problems.push("missing Outlook.com dark-mode rules");
  if (!/max-width:\s*600px/i.test(html)) problems.push("container is not limited to 600px");
  if (!/<!--\[if mso\]>/i.test(html)) problems.push("missing Outlook conditional comments");
  if (!/<div[^>]+style="[^"]*display:\s*none[^"]*mso-hide:\s*all/i.test(html))
    problems.push("missing hidden preheader");

  const tags = startTags(html);
  const table = tags.find((t) => t.name === "table" && t.attrs.get("role") !== "presentation");
  if (table) problems.push(`layout table without role="presentation": ${table.raw.slice(0, 80)}`);
  for (const img of tags.filter((t) => t.name === "img" && !t.attrs.has("alt")))
    problems.push(`image without alt text: ${img.raw.slice(0, 80)}`);
  for (const img of tags.filter(
    (t) =>
      t.name === "img" &&
      !(/^\d+$/.test(t.attrs.get("width") ?? "") && /^\d+$/.test(t.attrs.get("height") ?? "")),
  ))
    problems.push(`image without numeric width and height: ${img.raw.slice(0, 80)}`);
  const text = visibleText(html.replace(/<head\b[\s\S]*?<\/head>/i, "").replace(/<!--[\s\S]*?-->/g, ""));
  for (const m of text.matchAll(/\{\{[^}]*\}\}|#story-\d+|\[[^\]]{1,40}\]/g)) {
    // One of the engine's merge fields (fill-in fields included), or the first name with its fallback word
    // ({{first_name|there}}); any other token would reach the reader as typed.
    if (!MERGE_TOKENS.has(m[0].replace(/\s+/g, "")) && !/^\{\{first_name\|[^{}|]{1,40}\}\}$/.test(m[0]))
      problems.push(`unresolved placeholder in the visible text: ${m[0].slice(0, 60)}`);
  }
  for (const name of new Set(tags.map((t) => t.name).filter((n) => FORBIDDEN_TAGS.includes(n))))
    problems.push(`forbidden element <${name}>`);
  if (tags.some((t) => t.name === "meta" && /refresh/i.test(t.attrs.get("http-equiv") ?? "")))
    problems.push("forbidden meta refresh");
  if (tags.some((t) => [...t.attrs.keys()].some((k) => /^on/.test(k))))
    problems.push("event handler attribute");
  const urls = tags.flatMap((t) =>
    ["href", "src", "action", "formaction", "background", "xlink:href", "poster"]
      .map((k) => t.attrs.get(k))
      .filter((v): v is string => v !== undefined),
  );
  if (urls.some((u) => /^(javascript|vbscript|data|livescript):/.test(decode(u))))
    problems.push("script or data URL in a link");
  for (const link of tags.filter((t) => t.name === "link")) {
    const href = link.attrs.get("href") ?? "";
    if (!/^https:\/\/(fonts\.googleapis\.com|fonts\.bunny\.net)\//i.test(href))
      problems.push(`external stylesheet that is not a font: ${href.slice(0, 80)}`);
  }

  const headings = [...html.matchAll(/<h([1-6])\b/gi)].map((m) => Number(m[1]));
  if (headings.filter((h) => h === 1).length !== 1)
    problems.push(`expected exactly one <h1>, found ${headings.filter((h) => h === 1).length}`);
  if (headings.length && headings[0] !== 1) problems.push("first heading is not <h1>");
  for (let i = 1; i < headings.length; i++) {
    if (headings[i] > headings[i - 1] + 1) {
      problems.push(`heading level jumps from h${headings[i - 1]} to h${headings[i]}`);
      break;
    }
  }
  for (const m of html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/gi)) {
    const text = visibleText(m[1]).toLowerCase();
    if (!text) problems.push(`link without text: ${m[0].slice(0, 80)}`);
    else if (VAGUE_LINK_TEXT.has(text)) problems.push(`link text is not meaningful: "${text}"`);
  }
  return { ok: problems.length === 0, problems };
}

export const MAX_IMAGE_BYTES = 200 * 1024;
export const MAX_IMAGES_BYTES = 1024 * 1024;

/** Every image the e-mail shows: <img src> and background images (attribute, CSS url() and VML fills). */
export function imageUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const t of startTags(html)) {
    if (t.name === "img" && t.attrs.get("src")) urls.add(t.attrs.get("src")!);
    if (t.attrs.get("background")) urls.add(t.attrs.get("background")!);
  }
  for (const m of html.matchAll(/<v:fill\b[^>]*\ssrc="([^"]+)"/gi)) urls.add(m[1]);
  return [...urls].map((u) => u.replace(/&amp;/g, "&"));
}

/**
 * The image half of the contract, checked against the bucket in the pipeline: every image is one of this template's
 * hosted files, present with an image type, at most 200 KB each and 1 MB together.
 */
/** The part of an R2 bucket the image check reads (kept structural so Node scripts can type-check this module). */
interface BucketHead {
  head(key: string): Promise<{ size: number; httpMetadata?: { contentType?: string } } | null>;
}

export async function checkHostedImages(
  html: string,
  bucket: BucketHead,
  publicBaseUrl: string,
): Promise<{ ok: boolean; problems: string[]; count: number; bytes: number[] }> {
  const problems: string[] = [];
  const bytes: number[] = [];
  const prefix = `${publicBaseUrl}/api/`;
  const urls = imageUrls(html);
  for (const url of urls) {
    if (!url.startsWith(`${prefix}assets/`)) {
      problems.push(`image not hosted by the app: ${url.slice(0, 80)}`);
      continue;
    }
    const head = await bucket.head(url.slice(prefix.length));
    if (!head) problems.push(`image missing from storage: ${url.slice(prefix.length)}`);
    else if (!(head.httpMetadata?.contentType ?? "").startsWith("image/"))
      problems.push(`not an image type: ${url.slice(prefix.length)}`);
    else {
      bytes.push(head.size);
      if (head.size > MAX_IMAGE_BYTES)
        problems.push(`image over ${MAX_IMAGE_BYTES} bytes: ${url.slice(prefix.length)}`);
    }
  }
  const total = bytes.reduce((a, b) => a + b, 0);
  if (total > MAX_IMAGES_BYTES) problems.push(`images total ${total} bytes, over ${MAX_IMAGES_BYTES}`);
  return { ok: problems.length === 0, problems, count: urls.length, bytes };
}
