import { DARK_STYLE_ID } from "../../lib/dark-preview";
import { FIRST_NAME_RE, safeFallback } from "../../../shared/esp/convert";
export const LINK_LABEL_MAX = 20;
export const EDITOR_STYLE_ID = "__brandmail_editor_style";
export const SELECTED_ATTR = "data-editor-selected";
const HOVER_ATTR = "data-editor-hover";
/** A merge field shown by its fallback word while editing; the attribute holds the token serializeDocument writes back. */
const TOKEN_ATTR = "data-bm-token";

const TEXT_TAGS = new Set([
  "P",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "LI",
  "TD",
  "TH",
  "SPAN",
  "A",
  "STRONG",
  "EM",
  "B",
  "I",
  "DIV",
  "BLOCKQUOTE",
  "SMALL",
  "FONT",
  "CENTER",
  "LABEL",
]);

export function truncateLabel(text: string, max = LINK_LABEL_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

function hasOwnText(el: Element): boolean {
  return [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? "").trim() !== "");
}

/** The element whose text a click should make editable, or null when the click was not on text. */
export function editableTarget(start: Element | null): HTMLElement | null {
  for (let el = start; el && el.tagName !== "BODY"; el = el.parentElement) {
    if (el.hasAttribute(TOKEN_ATTR)) continue;
    if (TEXT_TAGS.has(el.tagName) && hasOwnText(el)) return el as HTMLElement;
  }
  return null;
}

/** A section is the outermost table row around the element that is still a small part of the whole e-mail. */
export function installEditorStyle(doc: Document): void {
  if (doc.getElementById(EDITOR_STYLE_ID)) return;
  const style = doc.createElement("style");
  style.id = EDITOR_STYLE_ID;
  style.textContent = `
    [${HOVER_ATTR}] { outline: 2px dashed #818cf8 !important; outline-offset: 2px; cursor: pointer; }
    [${SELECTED_ATTR}] { outline: 2px solid #4f46e5 !important; outline-offset: 2px; }
    [contenteditable="true"] { cursor: text; }
    img { cursor: pointer; }
    [${TOKEN_ATTR}] { background: rgba(79, 70, 229, 0.12); border-radius: 3px; }
  `;
  (doc.head ?? doc.documentElement).appendChild(style);
}

export function setHover(doc: Document, el: Element | null): void {
  doc.querySelectorAll(`[${HOVER_ATTR}]`).forEach((e) => e.removeAttribute(HOVER_ATTR));
  el?.setAttribute(HOVER_ATTR, "");
}

export function setSelected(doc: Document, el: Element | null): void {
  doc.querySelectorAll(`[${SELECTED_ATTR}]`).forEach((e) => e.removeAttribute(SELECTED_ATTR));
  el?.setAttribute(SELECTED_ATTR, "");
}

function doctypeOf(doc: Document): string {
  const dt = doc.doctype;
  if (!dt) return "<!DOCTYPE html>";
  return `<!DOCTYPE ${dt.name}${dt.publicId ? ` PUBLIC "${dt.publicId}"` : ""}${dt.systemId ? `${dt.publicId ? "" : " SYSTEM"} "${dt.systemId}"` : ""}>`;
}

/**
 * The greeting's `{{first_name|there}}` shows its fallback word ("there") in the editor, as one piece that typing
 * does not enter; serializeDocument writes the token back, so the saved e-mail keeps it.
 */
export function showFallbackWords(doc: Document): void {
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  const found: Text[] = [];
  for (let n = walker.nextNode(); n && found.length < 200; n = walker.nextNode())
    if (/\{\{\s*first_name\s*\|/.test(n.nodeValue ?? "")) found.push(n as Text);
  for (const text of found) {
    const value = text.nodeValue ?? "";
    const parts: (Node | string)[] = [];
    let last = 0;
    for (const m of value.matchAll(FIRST_NAME_RE)) {
      const word = safeFallback(m[1]);
      if (!word) continue;
      const chip = doc.createElement("span");
      chip.setAttribute(TOKEN_ATTR, m[0]);
      chip.setAttribute("contenteditable", "false");
      chip.title = `The recipient's first name ("${word}" when it is not known)`;
      chip.textContent = word;
      parts.push(value.slice(last, m.index), chip);
      last = m.index + m[0].length;
    }
    if (parts.length) text.replaceWith(...parts, value.slice(last));
  }
}

/** The edited e-mail without any trace of the editor. */
export function serializeDocument(doc: Document): string {
  const root = doc.documentElement.cloneNode(true) as HTMLElement;
  root.querySelectorAll(`[${TOKEN_ATTR}]`).forEach((el) => el.replaceWith(el.getAttribute(TOKEN_ATTR) ?? ""));
  root.querySelector(`#${EDITOR_STYLE_ID}`)?.remove();
  root.querySelector(`#${DARK_STYLE_ID}`)?.remove();
  root
    .querySelectorAll(`[${SELECTED_ATTR}], [${HOVER_ATTR}], [contenteditable], [spellcheck]`)
    .forEach((el) => {
      el.removeAttribute(SELECTED_ATTR);
      el.removeAttribute(HOVER_ATTR);
      el.removeAttribute("contenteditable");
      el.removeAttribute("spellcheck");
    });
  return `${doctypeOf(doc)}\n${root.outerHTML}`;
}

export type ImageUrlCheck = { ok: true; value: string } | { ok: false; message: string };

export function checkImageUrl(input: string, current: string): ImageUrlCheck {
  const value = input.trim();
  if (!value) return { ok: false, message: "Enter an image URL." };
  if (value === current.trim()) return { ok: false, message: "The new URL is the same as the current one." };
  if (!/^https?:\/\/\S+$/i.test(value))
    return { ok: false, message: "Enter a full image address starting with https://" };
  return { ok: true, value };
}

export function describeElement(el: Element): string {
  if (el.tagName === "IMG")
    return `Image${(el as HTMLImageElement).alt ? `: ${truncateLabel((el as HTMLImageElement).alt)}` : ""}`;
  const link = el.closest("a");
  if (link) return `Link: ${truncateLabel(link.textContent ?? "")}`;
  const names: Record<string, string> = {
    H1: "Heading",
    H2: "Heading",
    H3: "Heading",
    H4: "Heading",
    P: "Paragraph",
    LI: "List item",
    TD: "Cell",
  };
  return `${names[el.tagName] ?? "Text"}: ${truncateLabel(el.textContent ?? "", 40)}`;
}
