/**
 * Allowlist sanitiser for HTML we did not render ourselves (model output, user edits). Runs on HTMLRewriter,
 * so it streams inside Workers. data: URLs are refused everywhere, img src included: Gmail and Outlook do not
 * show them anyway, and data:image/svg+xml can carry script.
 */
const DROP_WITH_CONTENT = new Set([
  "script",
  "noscript",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "form",
  "input",
  "button",
  "select",
  "option",
  "optgroup",
  "textarea",
  "template",
  "svg",
  "math",
  "base",
  "xmp",
  "plaintext",
  "noembed",
  "noframes",
  "audio",
  "video",
  "source",
  "track",
  "canvas",
  "portal",
  "dialog",
  "slot",
  "param",
  "keygen",
  "isindex",
  "object",
  "picture",
  "datalist",
  "output",
  "progress",
  "meter",
  "menu",
  "fencedframe",
  "search",
  "x-drop-select",
  "x-drop-svg",
  "x-drop-math",
  "x-drop-template",
]);
const KEEP = new Set([
  "html",
  "head",
  "body",
  "title",
  "meta",
  "style",
  "link",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "td",
  "th",
  "caption",
  "colgroup",
  "col",
  "div",
  "span",
  "p",
  "a",
  "img",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "br",
  "hr",
  "ul",
  "ol",
  "li",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "small",
  "sup",
  "sub",
  "center",
  "font",
  "blockquote",
  "pre",
  "code",
  "section",
  "article",
  "header",
  "footer",
  "main",
  "figure",
  "figcaption",
  "abbr",
  "address",
  "wbr",
  "mark",
  "del",
  "ins",
  "q",
  "cite",
  "dl",
  "dt",
  "dd",
  "time",
]);
const ATTRS = new Set([
  "style",
  "class",
  "id",
  "align",
  "valign",
  "width",
  "height",
  "bgcolor",
  "background",
  "border",
  "cellpadding",
  "cellspacing",
  "role",
  "lang",
  "dir",
  "title",
  "alt",
  "src",
  "href",
  "target",
  "rel",
  "colspan",
  "rowspan",
  "color",
  "face",
  "size",
  "type",
  "media",
  "start",
  "scope",
  "summary",
  "hspace",
  "vspace",
  "nowrap",
  "xmlns",
  "xmlns:v",
  "xmlns:o",
  "xmlns:w",
  "charset",
  "name",
  "content",
  "http-equiv",
  "datetime",
  "headers",
  "abbr",
  // The footer's markers the hand-off writes each platform's tags by (esp/convert.ts); inert text values.
  "data-bm-postal",
  "data-bm-company",
  "data-bm-address",
  "data-bm-removable",
]);
const URL_ATTRS = new Set(["href", "src", "background"]);
const META_NAMES = new Set([
  "viewport",
  "x-apple-disable-message-reformatting",
  "format-detection",
  "color-scheme",
  "supported-color-schemes",
  "description",
  "author",
]);
const FONT_HOSTS = /^https:\/\/(fonts\.googleapis\.com|fonts\.bunny\.net)\//i;

const NAMED: Record<string, string> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  lpar: "(",
  rpar: ")",
  period: ".",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  num: "#",
  percnt: "%",
  excl: "!",
  commat: "@",
  copy: "©",
  reg: "®",
  trade: "™",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  euro: "€",
  middot: "·",
  bull: "•",
  szlig: "ß",
  auml: "ä",
  ouml: "ö",
  uuml: "ü",
  eacute: "é",
  egrave: "è",
  agrave: "à",
  ccedil: "ç",
};

/** Decodes entities until nothing changes, so double-encoded schemes are caught; the check is stricter than a browser. */
export function decodeEntities(value: string): string {
  let prev = "";
  let cur = value;
  for (let i = 0; i < 5 && cur !== prev; i++) {
    prev = cur;
    cur = cur
      .replace(/&#x([0-9a-f]+);?/gi, (_, h) => String.fromCodePoint(Math.min(parseInt(h, 16), 0x10ffff)))
      .replace(/&#(\d+);?/g, (_, d) => String.fromCodePoint(Math.min(parseInt(d, 10), 0x10ffff)))
      .replace(/&([a-z]+);?/gi, (m, n) => NAMED[n.toLowerCase()] ?? m);
  }
  return cur;
}

export function safeUrl(raw: string, kind: "href" | "src"): boolean {
  // Browsers ignore control characters inside a URL scheme, so must we.
  const v = decodeEntities(raw)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u205f\u3000\ufeff]/g, "")
    .toLowerCase();
  const scheme = v.match(/^([a-z][a-z0-9+.-]*):/)?.[1];
  if (!scheme) return !v.startsWith("\\\\") && !/^[^/?#]*[:\\]/.test(v.replace(/^\{\{[^}]*\}\}/, ""));
  return kind === "href"
    ? ["http", "https", "mailto", "tel"].includes(scheme)
    : ["http", "https"].includes(scheme);
}

function decodeCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, h) =>
      String.fromCodePoint(Math.min(parseInt(h, 16), 0x10ffff) || 0xfffd),
    )
    .replace(/\\(.)/g, "$1");
}

const CSS_DANGER =
  /expression\s*\(|javascript:|vbscript:|livescript:|behavior\s*:|-moz-binding|@import|<\/?\s*(script|style)|url\s*\(\s*(?!["']?\s*https:\/\/)/i;

/** Entities are decoded before anything is checked (a browser decodes them before the CSS parser sees the value). */
export function sanitizeStyleAttr(style: string): string {
  return decodeEntities(style)
    .split(";")
    .filter((decl) => decl.trim() && !CSS_DANGER.test(decodeCss(decl)))
    .join(";");
}

export function sanitizeStylesheet(css: string): string {
  const decoded = decodeCss(css).replace(/@import[^;]*;?/gi, "");
  return decoded
    .replace(
      /[^;{}]*(?:expression\s*\(|javascript:|vbscript:|livescript:|behavior\s*:|-moz-binding|url\s*\(\s*(?!["']?\s*https:\/\/))[^;{}]*;?/gi,
      "",
    )
    .replace(/<\/?\s*(script|style)/gi, "");
}

const COMMENT_DANGER =
  /<\s*\/?\s*(script|iframe|frame|object|embed|applet|form|input|button|base|meta|link|svg|math|textarea|template|portal)\b|[^a-z0-9_-]on[a-z-]+\s*=|javascript:|vbscript:|data:|expression\s*\(|@import|url\s*\(|\\/i;

/** Outlook conditional comments carry layout for Outlook; any other comment is removed. */
export function safeComment(text: string): boolean {
  const conditional =
    /^\s*\[if [^\]]+\]>[\s\S]*<!\[endif\]\s*$|^\s*\[if [^\]]+\]><!\s*$|^\s*<!\[endif\]\s*$/i.test(text);
  return (
    conditional &&
    !COMMENT_DANGER.test(text) &&
    !COMMENT_DANGER.test(decodeEntities(text).replace(/\s+/g, " "))
  );
}

const META_ONLY = new Set(["content", "http-equiv", "charset"]);

/** No attribute anywhere may carry a script URL, whatever it is for. */
function scriptScheme(value: string): boolean {
  // Browsers ignore control characters inside a URL scheme.
  const v = decodeEntities(value)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0020\u007f-\u00a0\u200b-\u200f\ufeff]/g, "")
    .toLowerCase();
  return /javascript:|vbscript:|livescript:/.test(v);
}

function removeAll(el: Element, name: string): void {
  for (let i = 0; i < 64 && el.hasAttribute(name); i++) el.removeAttribute(name);
}

function element(el: Element): void {
  const tag = el.tagName.toLowerCase();
  if (DROP_WITH_CONTENT.has(tag)) {
    el.remove();
    return;
  }
  if (!KEEP.has(tag)) {
    el.removeAndKeepContent();
    return;
  }
  if (tag === "meta") {
    const name = (el.getAttribute("name") ?? "").toLowerCase();
    const equiv = (el.getAttribute("http-equiv") ?? "").toLowerCase();
    const ok =
      el.hasAttribute("charset") ||
      META_NAMES.has(name) ||
      equiv === "content-type" ||
      equiv === "x-ua-compatible";
    if (!ok) {
      el.remove();
      return;
    }
  }
  if (tag === "link") {
    const href = el.getAttribute("href") ?? "";
    if (
      (el.getAttribute("rel") ?? "").toLowerCase() !== "stylesheet" ||
      !FONT_HOSTS.test(href) ||
      !safeUrl(href, "href")
    ) {
      el.remove();
      return;
    }
  }
  const all = [...el.attributes].map(([n, v]) => [n.toLowerCase(), v] as const);
  const names = [...new Set(all.map(([n]) => n))];
  for (const name of names) {
    const copies = all.filter(([n]) => n === name);
    const value = copies[0][1];
    if (copies.length > 1) {
      // Clients disagree on which duplicate wins: keep only the first, checked like any other.
      for (let i = 0; i < copies.length && el.hasAttribute(name); i++) el.removeAttribute(name);
      el.setAttribute(name, value);
    }
    if ((!ATTRS.has(name) && !name.startsWith("aria-")) || (META_ONLY.has(name) && tag !== "meta"))
      removeAll(el, name);
    else if (name !== "style" && scriptScheme(value)) removeAll(el, name);
    else if (URL_ATTRS.has(name) && !safeUrl(value, name === "href" ? "href" : "src"))
      el.removeAttribute(name);
    else if (name === "style") {
      const clean = sanitizeStyleAttr(value);
      if (scriptScheme(clean)) removeAll(el, "style");
      else if (clean !== value) el.setAttribute("style", clean);
    } else if (name === "http-equiv" && !/^(content-type|x-ua-compatible)$/i.test(value))
      el.removeAttribute(name);
  }
  if (tag === "a" && el.getAttribute("target")) el.setAttribute("rel", "noopener noreferrer");
}

/**
 * The streaming parser refuses raw-text tags (style, title, xmp, noscript...) inside select, svg, math or
 * template, where their parsing is ambiguous. Those containers are dropped with their content anyway, so they are
 * renamed to plain elements the parser handles and the sanitiser drops.
 */
const AMBIGUOUS_CONTAINERS = /<(\/?)(select|svg|math|template)(?=[\s/>]|$)/gi;

/** A "<" with no ">" after it would start a tag in whatever markup is appended later: it becomes text. */
const CLOSER = `"'>`;

const escapeUnterminated = (html: string) => html.replace(/<(?=[^>]*$)/g, "&lt;");

export async function sanitizeEmailHtml(html: string): Promise<string> {
  // The closer ends a tag left open at the end (whatever quote it is in), so the parser sees and cleans it.
  const input =
    escapeUnterminated(html).replace(
      AMBIGUOUS_CONTAINERS,
      (_, slash: string, tag: string) => `<${slash}x-drop-${tag.toLowerCase()}`,
    ) + CLOSER;
  try {
    const out = await rewrite(input);
    return escapeUnterminated(out.endsWith(CLOSER) ? out.slice(0, -CLOSER.length) : out);
  } catch (err) {
    throw new UnreadableHtmlError(err);
  }
}

export class UnreadableHtmlError extends Error {
  constructor(cause: unknown) {
    super("The HTML could not be read safely. Please check it for broken or unclosed tags.", { cause });
    this.name = "UnreadableHtmlError";
  }
}

async function rewrite(html: string): Promise<string> {
  let css = "";
  const rewriter = new HTMLRewriter()
    .onDocument({
      comments(c) {
        if (!safeComment(c.text)) c.remove();
      },
      // A "<" the parser left as text (including a tag cut off at the end) must stay text wherever this HTML goes.
      text(t) {
        if (t.text.includes("<")) t.replace(t.text.replace(/</g, "&lt;"), { html: true });
      },
    })
    .on("*", { element })
    // RCDATA: a client that drops the title element (or a title left open) must not find markup inside it.
    .on("title", {
      text(t) {
        if (t.text.includes("<")) t.replace(t.text.replace(/</g, "&lt;"), { html: true });
      },
    })
    .on("style", {
      text(t) {
        css += t.text;
        if (t.lastInTextNode) {
          // Raw text: entities are not decoded inside <style>, so write it as-is after removing every "<".
          t.replace(sanitizeStylesheet(css).replace(/</g, ""), { html: true });
          css = "";
        } else t.remove();
      },
    });
  return rewriter
    .transform(new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } }))
    .text();
}
