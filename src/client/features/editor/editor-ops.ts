/**
 * DOM operations of the editor on the e-mail document in its frame. Styles are edited as text, never through
 * element.style: the CSSOM drops the properties a browser does not know (mso-line-height-rule, mso-hide), which
 * Outlook needs.
 */

/** The table rows that make up the e-mail's card: each is one section the user can move, copy or remove. */
export function sectionContainer(doc: Document): Element | null {
  const card = doc.querySelector("table.bm-card");
  if (!card) return null;
  return card.querySelector(":scope > tbody") ?? card;
}

export function sectionRowOf(el: Element | null): HTMLTableRowElement | null {
  if (!el) return null;
  const box = sectionContainer(el.ownerDocument);
  for (let p: Element | null = el; p; p = p.parentElement)
    if (p.tagName === "TR" && p.parentElement === box) return p as HTMLTableRowElement;
  return null;
}

export function moveSection(row: Element, direction: -1 | 1): boolean {
  const sibling = direction < 0 ? row.previousElementSibling : row.nextElementSibling;
  if (!sibling || sibling.tagName !== "TR") return false;
  if (direction < 0) sibling.before(row);
  else sibling.after(row);
  return true;
}

export function duplicateSection(row: Element): Element {
  const copy = row.cloneNode(true) as Element;
  row.after(copy);
  return copy;
}

/** Inserts table rows rendered by the server after a section (or at the end of the card). */
export function insertRows(doc: Document, after: Element | null, rowsHtml: string): Element[] {
  const box = sectionContainer(doc);
  if (!box) return [];
  const tpl = doc.createElement("template");
  tpl.innerHTML = `<table><tbody>${rowsHtml}</tbody></table>`;
  const rows = [...(tpl.content.querySelector("tbody")?.children ?? [])];
  let anchor = after;
  for (const r of rows) {
    if (anchor) anchor.after(r);
    else box.appendChild(r);
    anchor = r;
  }
  return rows;
}

export function getStyleProp(el: Element, prop: string): string | null {
  const style = el.getAttribute("style") ?? "";
  const m = new RegExp(`(?:^|;)\\s*${prop}\\s*:\\s*([^;]+)`, "i").exec(style);
  return m ? m[1].trim() : null;
}

export function setStyleProp(el: Element, prop: string, value: string): void {
  const style = el.getAttribute("style") ?? "";
  const re = new RegExp(`((?:^|;)\\s*${prop}\\s*:\\s*)([^;]+)`, "i");
  el.setAttribute(
    "style",
    re.test(style)
      ? style.replace(re, `$1${value}`)
      : `${style}${style && !style.trim().endsWith(";") ? ";" : ""}${prop}:${value};`,
  );
}

export type LinkUrlCheck = { ok: true; value: string } | { ok: false; message: string };

/** http, https or mailto only; a merge field the engine wrote (e.g. {{unsubscribe_url}}) may stay as it is. */
export function checkLinkUrl(input: string, current: string): LinkUrlCheck {
  const value = input.trim();
  if (!value) return { ok: false, message: "Enter the address the link opens." };
  if (value === current.trim() && /^\{\{\s*[a-z_]+\s*\}\}$/.test(value)) return { ok: true, value };
  if (/^mailto:/i.test(value)) {
    return /^mailto:[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/i.test(value)
      ? { ok: true, value }
      : { ok: false, message: "Enter an e-mail link like mailto:hello@example.com." };
  }
  try {
    const u = new URL(value);
    if ((u.protocol === "http:" || u.protocol === "https:") && u.hostname.includes(".") && !/\s/.test(value))
      return { ok: true, value };
  } catch {
    /* falls through */
  }
  return { ok: false, message: "Enter a full address starting with https://, http:// or mailto:." };
}

const isButton = (a: Element) => a.classList.contains("bm-btn");

/** Outlook's VML copy of a bulletproof button lives in the conditional comment just before the link. */
function vmlComment(a: Element): Comment | null {
  for (let n = a.previousSibling; n; n = n.previousSibling) {
    if (n.nodeType === 8 && /v:roundrect/.test(n.nodeValue ?? "")) return n as Comment;
    if (n.nodeType === 1) break;
  }
  // The link sits inside <!--[if !mso]><!--> ... so the VML comment is a sibling of that opener.
  for (let n = a.previousSibling; n; n = n.previousSibling)
    if (n.nodeType === 8 && /v:roundrect/.test(n.nodeValue ?? "")) return n as Comment;
  return null;
}

const escAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const escText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function setLink(a: HTMLAnchorElement, label: string, href: string): void {
  a.setAttribute("href", href);
  if (label.trim() && a.children.length === 0) a.textContent = label.trim();
  else if (label.trim() && a.querySelector("img") === null) a.textContent = label.trim();
  if (!isButton(a)) return;
  const vml = vmlComment(a);
  if (vml?.nodeValue) {
    vml.nodeValue = vml.nodeValue
      .replace(/href="[^"]*"/, `href="${escAttr(href)}"`)
      .replace(/(<center[^>]*>)[\s\S]*?(<\/center>)/, `$1${escText(label.trim())}$2`);
  }
}

/** Black or white, whichever reads better on the colour. */
export function readableText(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin((n >> 16) & 255) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? "#ffffff" : "#111111";
}

export function setButtonColor(a: Element, fill: string): void {
  const text = readableText(fill);
  setStyleProp(a, "background-color", fill);
  setStyleProp(a, "border", `1px solid ${fill}`);
  setStyleProp(a, "color", text);
  const vml = vmlComment(a);
  if (vml?.nodeValue) {
    vml.nodeValue = vml.nodeValue
      .replace(/fillcolor="[^"]*"/, `fillcolor="${fill}"`)
      .replace(/strokecolor="[^"]*"/, `strokecolor="${fill}"`)
      .replace(/(<center[^>]*style="[^"]*?)color:[^;"]*/, `$1color:${text}`);
  }
}

export function buttonsOf(doc: Document): HTMLAnchorElement[] {
  return [...doc.querySelectorAll<HTMLAnchorElement>("a.bm-btn")];
}

/** Accent rules and bars: the decorative brand colour of the template. */
export function setAccentColor(doc: Document, color: string): number {
  let n = 0;
  doc.querySelectorAll(".bm-acc").forEach((el) => {
    setStyleProp(el, "background-color", color);
    n++;
  });
  doc.querySelectorAll(".bm-acc-line").forEach((el) => {
    const border = getStyleProp(el, "border-top");
    if (border) setStyleProp(el, "border-top", border.replace(/#[0-9a-f]{3,8}/i, color));
    n++;
  });
  return n;
}

export function accentColor(doc: Document): string | null {
  const el = doc.querySelector(".bm-acc");
  const v = el ? getStyleProp(el, "background-color") : null;
  return v && /^#[0-9a-f]{6}$/i.test(v) ? v.toLowerCase() : null;
}

/** The distinct hex colours the template already uses: the palette offered for buttons and accents. */
export function templateColors(doc: Document): string[] {
  const found = new Map<string, number>();
  doc.querySelectorAll("[style]").forEach((el) => {
    for (const m of (el.getAttribute("style") ?? "").matchAll(
      /(?:background-color|color)\s*:\s*(#[0-9a-f]{6})/gi,
    )) {
      const c = m[1].toLowerCase();
      found.set(c, (found.get(c) ?? 0) + 1);
    }
  });
  return [...found.entries()]
    .filter(([c]) => !["#ffffff", "#000000"].includes(c))
    .sort((a, b) => b[1] - a[1])
    .map(([c]) => c)
    .slice(0, 8);
}
