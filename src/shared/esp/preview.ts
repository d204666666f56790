import { FIRST_NAME_RE, LINK_TOKENS, kitFromHtml, safeFallback } from "./convert";

const tok = (name: string) => new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`, "g");
const escHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The stored HTML as the app's previews show it: the greeting's fallback word (`{{first_name|there}}` -> "there",
 * a name without one leaves with the comma or space before it), the footer links keep their text but point nowhere,
 * and typed company tokens show the values the footer names. Stored, copied and downloaded HTML keep the tokens:
 * the sending platform fills them. Transactional tokens ({{order_number}}) stay: the sending system fills them.
 */
export function forPreview(html: string): string {
  let out = html
    .replace(/,?[ \t]*\{\{\s*first_name\s*\}\}/g, "")
    .replace(FIRST_NAME_RE, (_m, fb?: string) => safeFallback(fb));
  for (const name of Object.values(LINK_TOKENS)) {
    const inHref = new RegExp(`(\\shref=)(["'])\\{\\{\\s*${name}\\s*\\}\\}\\2`, "gi");
    out = out.replace(inHref, "$1$2#$2").replace(tok(name), "");
  }
  const kit = kitFromHtml(html);
  return out
    .replace(tok("company_name"), () => escHtml(kit.companyName ?? ""))
    .replace(tok("company_address"), () => escHtml(kit.address ?? ""));
}
