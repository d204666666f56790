import { convertFillIns } from "./fill-in";
import { PLATFORM_SYNTAX, type EspPlatform, type LinkSyntax, type TransactionalField } from "./platforms";

/** The kit's (or the account's) own values, used where a platform has no tag and for plain HTML. */
export interface KitValues {
  companyName?: string | null;
  address?: string | null;
}

export const LINK_TOKENS = {
  unsubscribe: "unsubscribe_url",
  preferences: "preferences_url",
  viewInBrowser: "view_in_browser_url",
} as const;
export type LinkField = keyof typeof LINK_TOKENS;

export const TRANSACTIONAL_TOKENS: Record<TransactionalField, string> = {
  confirmationUrl: "confirmation_url",
  orderNumber: "order_number",
  orderDate: "order_date",
  orderUrl: "order_url",
  subtotal: "subtotal",
  shipping: "shipping",
  tax: "tax",
  orderTotal: "order_total",
  shippingAddress: "shipping_address",
  paymentMethod: "payment_method",
  downloadUrl: "download_url",
};

/** Shown where a platform has no merge tag for the address and no address is known: the user types it in. */
export const ADDRESS_PLACEHOLDER = "[Your company address]";

const tok = (name: string) => new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`, "g");
/** `{{first_name}}` or `{{first_name|there}}`: the fallback word is the engine's, per language. */
export const FIRST_NAME_RE = /\{\{\s*first_name\s*(?:\|\s*([^{}|]{0,40}?)\s*)?\}\}/g;

/** A fallback word as a platform may quote it: no quotes, braces, pipes or tag characters. */
export const safeFallback = (s: string | undefined) => (s ?? "").replace(/["'{}[\]|*%<>\\]/g, "").trim();

function anchorRe(name: string) {
  return new RegExp(`<a\\b([^>]*?)\\shref=["']\\{\\{\\s*${name}\\s*\\}\\}["']([^>]*)>([\\s\\S]*?)</a>`, "gi");
}

/** Removes an emptied footer item and the middle dot that joined it, then paragraphs left empty. */
export function tidyRemovals(html: string): string {
  return html
    .replace(/(?:\s*&nbsp;·&nbsp;\s*){2,}/g, " &nbsp;·&nbsp; ")
    .replace(/(<p\b[^>]*>)\s*&nbsp;·&nbsp;\s*/g, "$1")
    .replace(/\s*&nbsp;·&nbsp;\s*(<\/p>)/g, "$1")
    .replace(/<p\b[^>]*data-bm-removable[^>]*>\s*<\/p>/g, "");
}

function replaceLink(
  content: string,
  field: LinkField,
  syntax: LinkSyntax | null,
  kind: "html" | "text",
): string {
  const name = LINK_TOKENS[field];
  if (kind === "text") {
    const url = syntax && ("href" in syntax ? syntax.href : syntax.text);
    if (url) return content.replace(tok(name), () => url);
    return removeTextLink(content, name);
  }
  let out = content;
  if (!syntax) out = out.replace(anchorRe(name), "");
  else if ("element" in syntax)
    out = out.replace(
      anchorRe(name),
      (_m, a: string, b: string, inner: string) => `<${syntax.element}${a}${b}>${inner}</${syntax.element}>`,
    );
  else out = out.replace(anchorRe(name), (m) => m.replace(tok(name), () => syntax.href));
  // A token outside a link (typed by a user) is written as the platform's URL or removed.
  const bare = syntax && ("href" in syntax ? syntax.href : syntax.text);
  return tidyRemovals(out.replace(tok(name), () => bare ?? ""));
}

/**
 * A link the platform has no tag for leaves the text part: its words and address ("Manage preferences ({{x}})") and
 * the separator that joined it to its neighbours on the line, or the whole line when it stood alone.
 */
function removeTextLink(content: string, name: string): string {
  const sep = "[ \\t\\u00A0]*·[ \\t\\u00A0]*";
  const item = `[^\\n·]*?${tok(name).source}\\)?`;
  return content
    .replace(new RegExp(`${sep}${item}(?=[ \\t\\u00A0]*(?:·|$))`, "gm"), "")
    .replace(new RegExp(`^[ \\t\\u00A0]*${item}${sep}`, "gm"), "")
    .replace(new RegExp(`^[^\\n]*${tok(name).source}[^\\n]*\\n?`, "gm"), "")
    .replace(/\n{3,}/g, "\n\n")
    .replace(/^\n+/, "");
}

/** The kit values the renderer wrote on the postal line (data-bm-company / data-bm-address). */
export function kitFromHtml(html: string): KitValues {
  const p = html.match(/<p\b[^>]*data-bm-postal[^>]*>/)?.[0] ?? "";
  const attr = (n: string) => {
    const v = p.match(new RegExp(`${n}="([^"]*)"`))?.[1];
    return v ? unescapeAttr(v) : null;
  };
  return { companyName: attr("data-bm-company"), address: attr("data-bm-address") };
}

const unescapeAttr = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const escHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The postal line's content for a platform: its own tags where it has them, else the kit's values. */
export function postalParts(platform: EspPlatform, kit: KitValues): { name: string; address: string | null } {
  const p = PLATFORM_SYNTAX[platform];
  const name = p.companyName ?? kit.companyName ?? "";
  const address = p.companyAddress ?? kit.address ?? (platform === "html" ? null : ADDRESS_PLACEHOLDER);
  return { name, address };
}

function replacePostal(
  content: string,
  platform: EspPlatform,
  kit: KitValues,
  kind: "html" | "text",
  written: KitValues = kit,
): string {
  const { name, address } = postalParts(platform, kit);
  const p = PLATFORM_SYNTAX[platform];
  const esc = (s: string, tag: boolean) => (tag ? s : escHtml(s));
  if (kind === "html") {
    const line = [name && esc(name, !!p.companyName), address && esc(address, !!p.companyAddress)]
      .filter(Boolean)
      .join(" · ");
    return content.replace(
      /(<p\b[^>]*data-bm-postal[^>]*>)[\s\S]*?(<\/p>)/,
      (_m, open: string, close: string) => {
        const tag = open.replace(/\sdata-bm-(?:postal|company|address)(?:="[^"]*")?/g, "");
        // A badge the platform requires sits on its own line below, in the postal line's style.
        return `${tag}${line}${close}${p.footerBadge ? `${tag}${p.footerBadge}${close}` : ""}`;
      },
    );
  }
  const line = [name, address].filter(Boolean).join(" · ");
  // The plain text's postal line is found by the values the renderer wrote, which may lack the account's address.
  const was = [written.companyName, written.address].filter(Boolean).join(" · ");
  if (!was) return content;
  // The footer's line is the last one with exactly these values (a headline could repeat the brand name).
  const re = new RegExp(`^${was.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "gm");
  const last = [...content.matchAll(re)].pop();
  if (last?.index === undefined) return content;
  return content.slice(0, last.index) + line + content.slice(last.index + was.length);
}

/** The smallest `<tr>` that holds every line-item token, so a loop can repeat it. */
export function lineItemRow(html: string): { start: number; end: number } | null {
  const first = html.search(tok("item_name"));
  if (first < 0) return null;
  const last = Math.max(
    ...["item_name", "item_quantity", "item_price"].map((n) => html.lastIndexOf(`{{${n}}}`)),
  );
  let pos = html.lastIndexOf("<tr", first);
  for (let guard = 0; pos >= 0 && guard < 50; guard++, pos = html.lastIndexOf("<tr", pos - 1)) {
    const re = /<tr\b|<\/tr>/g;
    re.lastIndex = pos;
    let depth = 0;
    for (let m = re.exec(html), n = 0; m && n < 10_000; m = re.exec(html), n++) {
      depth += m[0] === "</tr>" ? -1 : 1;
      if (depth === 0) {
        if (m.index > last) return { start: pos, end: m.index + 5 };
        break;
      }
    }
  }
  return null;
}

function replaceLineItems(content: string, platform: EspPlatform, kind: "html" | "text"): string {
  const loop = PLATFORM_SYNTAX[platform].lineItems;
  if (!loop) return content;
  const fill = (s: string) =>
    s
      .replace(tok("item_name"), () => loop.itemName)
      .replace(tok("item_quantity"), () => loop.itemQuantity)
      .replace(tok("item_price"), () => loop.itemPrice);
  if (kind === "text") {
    // The item's lines, from the first that names a field of it to the last (name, quantity and price may each
    // have their own line).
    const lines = content.split("\n");
    const item = /\{\{(item_name|item_quantity|item_price)\}\}/;
    const first = lines.findIndex((l) => item.test(l));
    if (first < 0) return content;
    let last = first;
    while (last + 1 < lines.length && last - first < 4 && item.test(lines[last + 1])) last++;
    return [
      ...lines.slice(0, first),
      loop.open,
      ...lines.slice(first, last + 1).map(fill),
      loop.close,
      ...lines.slice(last + 1),
    ].join("\n");
  }
  const row = lineItemRow(content);
  if (!row) return content;
  return (
    content.slice(0, row.start) +
    loop.open +
    fill(content.slice(row.start, row.end)) +
    loop.close +
    content.slice(row.end)
  );
}

/** The template in the chosen platform's syntax (kit values fill what the platform has no tag for). */
export function convert(
  content: string,
  platform: EspPlatform,
  kind: "html" | "text",
  kit: KitValues = {},
  written?: KitValues,
): string {
  const p = PLATFORM_SYNTAX[platform];
  let out = content;
  // Plain HTML: the fallback word, or (without one) the name and the comma or space before it go.
  if (!p.firstName) out = out.replace(/,?[ \t]*\{\{\s*first_name\s*\}\}/g, "");
  out = out.replace(FIRST_NAME_RE, (_m, fb?: string) => {
    const word = safeFallback(fb);
    return p.firstName ? p.firstName(word) : word;
  });
  out = replaceLink(out, "unsubscribe", p.unsubscribe, kind);
  out = replaceLink(out, "preferences", p.preferences, kind);
  out = replaceLink(out, "viewInBrowser", p.viewInBrowser, kind);
  // What the e-mail was generated with comes first; the account's current values fill the gaps.
  const k = kind === "html" ? { ...defined(kit), ...defined(kitFromHtml(content)) } : kit;
  out = replacePostal(out, platform, k, kind, written ?? k);
  // Tokens typed by a user (or older templates) outside the postal line.
  const postal = postalParts(platform, k);
  out = out
    .replace(tok("company_name"), () => postal.name)
    .replace(tok("company_address"), () => postal.address ?? "");
  out = replaceLineItems(out, platform, kind);
  out = convertFillIns(out, platform);
  if (kind === "html" && p.footerBadge && !out.includes(p.footerBadge)) out = withBadge(out, p.footerBadge);
  if (kind === "html") out = out.replace(/\sdata-bm-removable\b/g, "");
  for (const [field, name] of Object.entries(TRANSACTIONAL_TOKENS) as [TransactionalField, string][]) {
    const v = p.transactional[field];
    if (v) out = out.replace(tok(name), () => v);
  }
  return out;
}

/** A document whose postal line was removed still carries the badge, at the end of its body (a fragment does not). */
function withBadge(html: string, badge: string): string {
  const p = `<p style="margin:16px 0;text-align:center;">${badge}</p>`;
  return html.replace(/<\/body>(?![\s\S]*<\/body>)/, `${p}</body>`);
}

const defined = (k: KitValues): KitValues =>
  Object.fromEntries(Object.entries(k).filter(([, v]) => v)) as KitValues;
