import { parseDocument } from "htmlparser2";
import type { AnyNode, Document, Element } from "domhandler";
import { hostParts } from "../../platform/domain";
import { bareHost } from "../../../shared/host";

export type { Element, Document };

/** Parses a page leniently (like a browser would, without running anything). */
export function parseHtml(html: string): Document {
  return parseDocument(html, { decodeEntities: true, lowerCaseAttributeNames: true, lowerCaseTags: true });
}

const isEl = (n: AnyNode): n is Element => n.type === "tag" || n.type === "script" || n.type === "style";

/** All elements in document order (iterative, so a deeply nested page cannot blow the stack). */
export function allElements(doc: Document, max = 60_000): Element[] {
  const out: Element[] = [];
  const stack: AnyNode[] = [...doc.children].reverse();
  while (stack.length && out.length < max) {
    const n = stack.pop()!;
    if (!isEl(n)) continue;
    out.push(n);
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return out;
}

export const attr = (el: Element, name: string): string => (el.attribs[name] ?? "").trim();

export function ancestors(el: Element, max = 40): Element[] {
  const out: Element[] = [];
  let p = el.parent;
  while (p && out.length < max) {
    if (isEl(p as AnyNode)) out.push(p as Element);
    p = p.parent;
  }
  return out;
}

/** True when the element or an ancestor is a `tag` or has a class/id/role matching `re`. */
export function within(
  el: Element,
  tags: string[],
  re: RegExp | null,
  includeSelf = true,
  depth = 40,
): boolean {
  for (const a of includeSelf ? [el, ...ancestors(el, depth)] : ancestors(el, depth)) {
    if (tags.includes(a.name)) return true;
    if (re && re.test(`${attr(a, "class")} ${attr(a, "id")} ${attr(a, "role")}`.toLowerCase())) return true;
  }
  return false;
}

const BLOCK = new Set([
  "p",
  "div",
  "li",
  "br",
  "tr",
  "td",
  "th",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "section",
  "address",
  "dd",
  "dt",
  "ul",
  "ol",
  "footer",
  "header",
  "article",
  "span_block",
]);

/** Visible text with block boundaries and <br> as newlines (scripts, styles, templates and SVG left out). */
export function textOf(node: AnyNode, max = 20_000): string {
  let out = "";
  const stack: (AnyNode | "\n")[] = [node];
  while (stack.length && out.length < max) {
    const n = stack.pop()!;
    if (n === "\n") {
      out += "\n";
      continue;
    }
    if (n.type === "text") out += (n as unknown as { data: string }).data;
    if (!isEl(n)) {
      if (n.type === "root")
        for (let i = (n as Document).children.length - 1; i >= 0; i--)
          stack.push((n as Document).children[i]);
      continue;
    }
    if (
      n.type !== "tag" ||
      ["script", "style", "noscript", "template", "svg", "select", "button"].includes(n.name)
    )
      continue;
    const block = BLOCK.has(n.name);
    if (n.name === "br") {
      out += "\n";
      continue;
    }
    if (block) {
      out += "\n";
      stack.push("\n");
    }
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return out;
}

/** Text collapsed to one line. */
export const oneLine = (s: string): string => s.replace(/\s+/g, " ").trim();

/** An absolute http(s) URL, or null. */
export function absolute(href: string | null | undefined, base: string): string | null {
  if (!href || /^\s*(javascript|mailto|tel|data):/i.test(href)) return null;
  try {
    const u = new URL(href.trim(), base);
    return u.protocol === "https:" || u.protocol === "http:" ? u.toString() : null;
  } catch {
    return null;
  }
}

/** The host without www, lower case. */
export const hostOf = bareHost;

/** The host's distinctive label: "shop.green-leaf.com.au" -> "green-leaf" (by the public-suffix list). */
export function hostLabel(url: string): string {
  const host = hostOf(url);
  return hostParts(host).label ?? host;
}

/** Lower-case letters and digits only, accents folded: for comparing names with hosts. */
export const squash = (s: string): string =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]/g, "");
