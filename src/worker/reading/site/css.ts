import safeParse from "postcss-safe-parser";
import type { AtRule, ChildNode, Container, Root, Rule } from "postcss";

/** The fault-tolerant parser never yields a multi-root document for plain CSS. */
const parseCss = (css: string): Root => safeParse(css) as Root;

export { bareChannels, parseColor } from "./color-value";

export interface CssRule {
  /** The rule's full selector (native nesting resolved), lower case. */
  selector: string;
  decls: Map<string, string>;
}

/** `@media print` and dark-scheme blocks: what they set is not what a visitor sees on the site's own (light) pages. */
const UNSEEN_MEDIA = /prefers-color-scheme\s*:\s*dark|^\s*print\b|[\s,(]print\b/i;
/** At-rules whose blocks hold style rules that apply (conditions a visitor's browser meets, cascade layers, scopes). */
const WRAPPERS = /^(media|supports|layer|container|scope|document|-moz-document|starting-style)$/i;

/** Splits a selector list at the commas outside parentheses and brackets. */
export function selectorList(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") depth--;
    else if (ch === "," && depth === 0) {
      out.push(s.slice(start, i));
      start = i + 1;
    }
  }
  return [...out, s.slice(start)].map((x) => x.trim()).filter(Boolean);
}

/** A nested rule's selector against its parent's, as CSS Nesting reads it (`&` is the parent, else a descendant). */
function nestSelector(parent: string | null, own: string): string {
  if (!parent) return own;
  const parents = selectorList(parent).slice(0, 20);
  const out: string[] = [];
  for (const child of selectorList(own).slice(0, 20))
    for (const p of parents) out.push(child.includes("&") ? child.replace(/&/g, p) : `${p} ${child}`);
  return out.slice(0, 60).join(", ");
}

function declsOf(node: Container): Map<string, string> {
  const d = new Map<string, string>();
  for (const child of node.nodes ?? [])
    if (child.type === "decl")
      d.set(child.prop.startsWith("--") ? child.prop : child.prop.toLowerCase(), child.value.trim());
  return d;
}

/**
 * Every style rule of a stylesheet, read with PostCSS's fault-tolerant parser: native nesting resolved to full
 * selectors, rules inside @media, @supports, @container and @layer followed (print and dark-scheme blocks left out),
 * in cascade order (layered rules before unlayered ones, layers in the order they were first named). Bounded.
 */
export function cssRules(css: string, max = 20_000): CssRule[] {
  let root: Container;
  try {
    root = parseCss(css);
  } catch {
    return [];
  }
  const layers = new Map<string, number>();
  const out: (CssRule & { layer: number; i: number })[] = [];
  const layerRank = (name: string) => {
    if (!layers.has(name)) layers.set(name, layers.size);
    return layers.get(name)!;
  };
  const walk = (node: Container, parent: string | null, layer: number, depth: number) => {
    if (depth > 12) return;
    for (const child of (node.nodes ?? []) as ChildNode[]) {
      if (out.length >= max) return;
      if (child.type === "rule") {
        const rule = child as Rule;
        const selector = nestSelector(parent, rule.selector.replace(/\s+/g, " ").trim().toLowerCase());
        if (!selector || /^(from|to|\d+%)/.test(selector)) continue;
        const decls = declsOf(rule);
        if (decls.size) out.push({ selector, decls, layer, i: out.length });
        walk(rule, selector, layer, depth + 1);
      } else if (child.type === "atrule") {
        const at = child as AtRule;
        const name = at.name.toLowerCase();
        if (name === "layer") {
          const names = at.params.split(",").map((n) => n.trim().toLowerCase());
          const ranks = names.map((n) => layerRank(n || `anonymous-${layers.size}`));
          if (at.nodes) walk(at, parent, Math.min(ranks[0], layer), depth + 1);
          continue;
        }
        if (!at.nodes || !WRAPPERS.test(name)) continue;
        if (name === "media" && UNSEEN_MEDIA.test(at.params)) continue;
        // Declarations written straight inside a nested at-rule belong to the parent's selector.
        if (parent) {
          const decls = declsOf(at);
          if (decls.size) out.push({ selector: parent, decls, layer, i: out.length });
        }
        walk(at, parent, layer, depth + 1);
      }
    }
  };
  walk(root, null, Number.POSITIVE_INFINITY, 0);
  // Unlayered styles win over every layer; a later layer wins over an earlier one: in that order, later wins.
  out.sort((a, b) => a.layer - b.layer || a.i - b.i);
  return out.map(({ selector, decls }) => ({ selector, decls }));
}

const inlineCache = new Map<string, Map<string, string>>();

/** An inline `style` attribute's declarations (the same parser as the stylesheets), `!important` dropped. */
export function declarations(block: string): Map<string, string> {
  if (!block.trim()) return new Map();
  const cached = inlineCache.get(block);
  if (cached) return cached;
  let d: Map<string, string>;
  try {
    d = declsOf(parseCss(block));
  } catch {
    d = new Map();
  }
  if (inlineCache.size > 2000) inlineCache.clear();
  inlineCache.set(block, d);
  return d;
}

/** Resolves `var(--x, fallback)` against the custom properties, a few levels deep. */
export function resolveVars(value: string, vars: Map<string, string>, depth = 0): string {
  if (depth > 4 || !value.includes("var(")) return value;
  const out = value.replace(
    /var\(\s*(--[\w-]+)\s*(?:,\s*([^()]*(?:\([^()]*\))?[^()]*))?\)/g,
    (_, name: string, fb?: string) => vars.get(name) ?? fb ?? "",
  );
  return resolveVars(out, vars, depth + 1);
}
