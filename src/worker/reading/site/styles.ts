import { ancestors, attr, type Element } from "./dom";
import { cssRules, declarations, parseColor, resolveVars, selectorList, type CssRule } from "./css";
import type { Page } from "./page";

/** A rule with the address its relative `url(...)`s resolve against (the stylesheet's, or the page's for inline CSS). */
export interface SheetRule extends CssRule {
  base: string;
}

const parsed = new WeakMap<Page, SheetRule[]>();

/** Every rule of the page's CSS, parsed once per page (colours, fonts and logos read the same rules). */
export function pageRules(page: Page): SheetRule[] {
  let rules = parsed.get(page);
  if (!rules) {
    rules = page.css.flatMap((css, i) =>
      cssRules(css).map((r) => ({ ...r, base: page.cssBase[i] ?? page.url })),
    );
    parsed.set(page, rules);
  }
  return rules;
}

interface Compound {
  tag: string | null;
  id: string | null;
  classes: string[];
}

/** One selector of a rule's list, compounds left to right; `pseudo` when it styles ::before / ::after. */
interface Selector {
  compounds: Compound[];
  pseudo: boolean;
  rule: SheetRule;
  order: number;
  /** ids, classes, tags: compared in that order, as the cascade does (attribute tests are not counted). */
  specificity: number;
}

/** Pseudo-classes of states a person does not see at rest, and pseudo-elements that are not the element's box. */
const UNSEEN =
  /^:(hover|focus|focus-within|focus-visible|active|visited|checked|target|disabled|placeholder-shown)$|^::?(selection|placeholder|-webkit-|-moz-|marker|backdrop|first-line|first-letter)/;

/**
 * A selector as compounds (tag, id, classes), leniently: attribute tests and structural pseudo-classes (:not, :nth-child)
 * are not checked, a sibling combinator drops what stands before it. Null for states (:hover) and unseen parts.
 */
function parseSelector(text: string): { compounds: Compound[]; pseudo: boolean } | null {
  const compounds: Compound[] = [];
  let pseudo = false;
  // Attribute tests and pseudo-class arguments may hold spaces and combinators: they go first.
  const flat = text.replace(/\[[^\]]*\]/g, "").replace(/\((?:[^()]|\([^()]*\))*\)/g, "");
  const parts = flat
    .split(/\s*[+~]\s*/)
    .pop()!
    .split(/\s*>\s*|\s+/)
    .filter(Boolean);
  for (const part of parts) {
    const c: Compound = { tag: null, id: null, classes: [] };
    const re = /(::?[\w-]+)|#([\w-]+)|\.([\w-]+)|^([a-z][\w-]*|\*)/gi;
    let consumed = 0;
    for (let m = re.exec(part); m; m = re.exec(part)) {
      if (m.index !== consumed) return null;
      consumed = m.index + m[0].length;
      if (m[1]) {
        const p = m[1].toLowerCase();
        if (UNSEEN.test(p)) return null;
        if (/^::?(before|after)$/.test(p)) pseudo = true;
      } else if (m[2]) c.id = m[2];
      else if (m[3]) c.classes.push(m[3]);
      else if (m[4] && m[4] !== "*") c.tag = m[4];
    }
    if (consumed !== part.length) return null;
    compounds.push(c);
  }
  return compounds.length ? { compounds, pseudo } : null;
}

const classCache = new WeakMap<Element, string[]>();
function classesOf(el: Element): string[] {
  let c = classCache.get(el);
  if (!c) {
    const raw = el.attribs.class;
    c = raw ? raw.toLowerCase().split(/\s+/).filter(Boolean) : [];
    classCache.set(el, c);
  }
  return c;
}

function compoundMatches(c: Compound, el: Element): boolean {
  if (c.tag && el.name !== c.tag) return false;
  if (c.id && attr(el, "id").toLowerCase() !== c.id) return false;
  if (!c.classes.length) return true;
  const own = classesOf(el);
  return c.classes.every((k) => own.includes(k));
}

/** The last compound matches the element, every earlier one an ancestor, in order (descendant and child alike). */
function selectorMatches(s: { compounds: Compound[] }, el: Element): boolean {
  const last = s.compounds.length - 1;
  if (!compoundMatches(s.compounds[last], el)) return false;
  let i = last - 1;
  let a = el.parent as Element | null;
  for (let depth = 0; a && a.type === "tag" && i >= 0 && depth < 30; depth++, a = a.parent as Element | null)
    if (compoundMatches(s.compounds[i], a)) i--;
  return i < 0;
}

/** The rules that set a background, a text colour or hide an element, by the last compound's id, first class or tag. */
export interface BackgroundIndex {
  byKey: Map<string, Selector[]>;
  all: Selector[];
  vars: Map<string, string>;
}

const indexes = new WeakMap<Page, BackgroundIndex>();
const BACKGROUND = ["background", "background-color", "background-image"];
const INDEXED = [...BACKGROUND, "color", "display", "visibility"];
/** Selectors of dark themes and night modes: not the page a visitor sees. */
const DARK_THEME =
  /\[data-(theme|color-scheme|mode|bs-theme)=["']?dark|(^|[\s.,])(dark|dark-mode|dark-theme|theme-dark|night-mode|is-dark)([\s.:,>]|$)/;

export function backgroundIndex(page: Page): BackgroundIndex {
  const cached = indexes.get(page);
  if (cached) return cached;
  const index: BackgroundIndex = { byKey: new Map(), all: [], vars: new Map() };
  let order = 0;
  for (const rule of pageRules(page)) {
    for (const [k, v] of rule.decls)
      if (k.startsWith("--") && index.vars.size < 5000 && !DARK_THEME.test(rule.selector))
        index.vars.set(k, v);
    if (
      !INDEXED.some((p) => rule.decls.has(p) && (p !== "display" || /^\s*none/i.test(rule.decls.get(p)!))) ||
      DARK_THEME.test(rule.selector) ||
      index.all.length > 20_000
    )
      continue;
    for (const text of selectorList(rule.selector)) {
      const sel = parseSelector(text);
      if (!sel) continue;
      const last = sel.compounds.at(-1)!;
      const key = last.id ? `#${last.id}` : last.classes[0] ? `.${last.classes[0]}` : (last.tag ?? "*");
      const specificity = sel.compounds.reduce(
        (n, c) => n + (c.id ? 10_000 : 0) + 100 * c.classes.length + (c.tag ? 1 : 0),
        0,
      );
      const entry = { ...sel, rule, order: order++, specificity };
      index.all.push(entry);
      index.byKey.set(key, [...(index.byKey.get(key) ?? []), entry]);
    }
  }
  indexes.set(page, index);
  return index;
}

/** The indexed rules that match an element, weakest first (specificity, then stylesheet order: the last one wins). */
const matched = new WeakMap<Element, Selector[]>();
function matchingBackgrounds(index: BackgroundIndex, el: Element): Selector[] {
  const cached = matched.get(el);
  if (cached) return cached;
  const found = matchingOf(index, el);
  matched.set(el, found);
  return found;
}

function matchingOf(index: BackgroundIndex, el: Element): Selector[] {
  const keys = ["*", el.name, ...classesOf(el).map((c) => `.${c}`)];
  const id = attr(el, "id").toLowerCase();
  if (id) keys.push(`#${id}`);
  const out: Selector[] = [];
  for (const k of new Set(keys))
    for (const s of index.byKey.get(k) ?? []) if (selectorMatches(s, el)) out.push(s);
  return out.sort((a, b) => a.specificity - b.specificity || a.order - b.order);
}

/** What a background value paints: a colour, an image (unknown colour), or nothing (transparent, none). */
function paint(value: string, vars: Map<string, string>): { color: string } | "image" | null {
  const v = resolveVars(value, vars).toLowerCase();
  const withoutUrls = v.replace(/url\((?:"[^"]*"|'[^']*'|[^)]*)\)/g, " ");
  const color = parseColor(withoutUrls);
  if (color) return { color };
  if (/url\(/.test(v)) return "image";
  return null;
}

/**
 * What an element is seen on: its own or its nearest ancestor's background below <body> (inline style, `bgcolor`, the
 * page's CSS). `known` is false when nothing between the element and the page says so (the page's own background is no
 * evidence of what a header paints); `color` is null under a picture.
 */
export function backdropOf(el: Element, page: Page): { color: string | null; known: boolean } {
  const index = backgroundIndex(page);
  for (const a of [el, ...ancestors(el, 40)]) {
    if (a.name === "body" || a.name === "html") break;
    const style = attr(a, "style");
    if (style) {
      const d = declarations(style);
      const inline = BACKGROUND.map((p) => d.get(p)).find((v) => v !== undefined);
      const p = inline !== undefined ? paint(inline, index.vars) : null;
      if (p) return { color: p === "image" ? null : p.color, known: true };
    }
    const bgcolor = parseColor(attr(a, "bgcolor"));
    if (bgcolor) return { color: bgcolor, known: true };
    let found: { color: string } | "image" | null = null;
    for (const s of matchingBackgrounds(index, a)) {
      if (s.pseudo) continue;
      for (const p of BACKGROUND) {
        const v = s.rule.decls.get(p);
        if (v === undefined) continue;
        // A later rule that clears the background (none, transparent) clears what came before; no image keeps the colour.
        found = paint(v, index.vars) ?? (p === "background-image" ? found : null);
      }
    }
    if (found) return { color: found === "image" ? null : found.color, known: true };
  }
  return { color: null, known: false };
}

/** One element's cascaded value of a property: inline style, then the page's rules, then HTML's presentational hints. */
function cascaded(el: Element, page: Page, prop: string, hint: string | null): string | null {
  const inline = attr(el, "style");
  if (inline) {
    const d = declarations(inline);
    if (prop === "background" ? BACKGROUND.some((p) => d.has(p)) : d.has(prop))
      return prop === "background"
        ? BACKGROUND.map((p) => d.get(p)).find((v) => v !== undefined)!
        : d.get(prop)!;
  }
  let found: string | null = null;
  for (const s of matchingBackgrounds(backgroundIndex(page), el)) {
    if (s.pseudo) continue;
    for (const p of prop === "background" ? BACKGROUND : [prop]) {
      const v = s.rule.decls.get(p);
      if (v !== undefined && !(p === "background-image" && !/gradient\(|url\(/.test(v) && found)) found = v;
    }
  }
  return found ?? hint;
}

const textColors = new WeakMap<Element, string | null>();
const bodies = new WeakMap<Page, Element | null>();
const bodyOf = (page: Page): Element | null => {
  if (!bodies.has(page)) bodies.set(page, page.els.find((e) => e.name === "body") ?? null);
  return bodies.get(page)!;
};

/**
 * The colour an element's text is drawn in: its own `color` (inline, rules, `<font color>`, `<body text>`, `<body link>`
 * for links), else its parent's; `currentColor` is the parent's. Null when nothing on the way sets one (the browser's
 * black, or a link's default blue).
 */
export function textColorOf(el: Element, page: Page): string | null {
  if (textColors.has(el)) return textColors.get(el)!;
  const chain: Element[] = [];
  let parentColor: string | null = null;
  for (let a: Element | null = el; a && a.type === "tag"; a = a.parent as Element | null) {
    if (textColors.has(a)) {
      parentColor = textColors.get(a)!;
      break;
    }
    chain.push(a);
    if (chain.length > 60) break;
  }
  const body = bodyOf(page);
  for (const a of chain.reverse()) {
    const hint =
      a.name === "font"
        ? attr(a, "color")
        : a.name === "body"
          ? attr(a, "text")
          : a.name === "a" && body
            ? attr(body, "link")
            : "";
    const raw = cascaded(a, page, "color", hint || null);
    const own = raw ? parseColor(resolveVars(raw, backgroundIndex(page).vars), parentColor) : null;
    parentColor =
      raw && /^(inherit|unset|currentcolor)$/i.test(raw.trim()) ? parentColor : (own ?? parentColor);
    textColors.set(a, parentColor);
  }
  return textColors.get(el) ?? parentColor;
}

/** What an element's own box paints: a colour, a picture (colour unknown) or nothing. */
export function ownBackground(el: Element, page: Page): { color: string } | "image" | null {
  const raw = cascaded(el, page, "background", attr(el, "bgcolor") || null);
  return raw ? paint(raw, backgroundIndex(page).vars) : null;
}

/** Hidden by the page itself (`hidden`, `display: none`, `visibility: hidden`): nothing in it is seen. */
export function isHidden(el: Element, page: Page): boolean {
  if (el.attribs.hidden !== undefined || attr(el, "aria-hidden") === "true") return true;
  const display = cascaded(el, page, "display", null);
  const visibility = cascaded(el, page, "visibility", null);
  return /^\s*none\b/i.test(display ?? "") || /^\s*hidden\b/i.test(visibility ?? "");
}

const elementIndexes = new WeakMap<Page, Map<string, Element[]>>();

/** The page's elements by id ("#x"), class (".x") and tag, built once and only when asked. */
function elementIndex(page: Page): Map<string, Element[]> {
  let index = elementIndexes.get(page);
  if (index) return index;
  index = new Map();
  const put = (k: string, el: Element) => {
    const list = index!.get(k);
    if (list) list.push(el);
    else index!.set(k, [el]);
  };
  for (const el of page.els) {
    put(el.name, el);
    const id = attr(el, "id").toLowerCase();
    if (id) put(`#${id}`, el);
    for (const c of classesOf(el)) put(`.${c}`, el);
  }
  elementIndexes.set(page, index);
  return index;
}

/** The elements a background rule's selector matches (at most `max`), with the rule. */
export function elementsMatching(page: Page, s: Selector, max = 5): Element[] {
  const last = s.compounds.at(-1)!;
  const key = last.id ? `#${last.id}` : last.classes[0] ? `.${last.classes[0]}` : last.tag;
  // A bare `*` or a lone tag names half the page: the rule is too broad to say which element it paints.
  if (!key || (!last.id && !last.classes.length && s.compounds.length < 2)) return [];
  const out: Element[] = [];
  for (const el of elementIndex(page).get(key) ?? []) {
    if (selectorMatches(s, el)) out.push(el);
    if (out.length >= max) break;
  }
  return out;
}

const seenSelectors = new WeakMap<Page, Map<string, boolean>>();

/** Whether any selector of a rule's list matches an element of the page (states and pseudo-elements left aside). */
export function selectorUsed(page: Page, selector: string): boolean {
  let cache = seenSelectors.get(page);
  if (!cache) seenSelectors.set(page, (cache = new Map()));
  const known = cache.get(selector);
  if (known !== undefined) return known;
  let used = false;
  for (const text of selectorList(selector).slice(0, 30)) {
    const sel = parseSelector(
      text.replace(/:(hover|focus|active|visited|focus-visible|focus-within)\b/g, ""),
    );
    const last = sel?.compounds.at(-1);
    if (!sel || !last) continue;
    const key = last.id ? `#${last.id}` : last.classes[0] ? `.${last.classes[0]}` : (last.tag ?? "*");
    const pool = key === "*" ? page.els : (elementIndex(page).get(key) ?? []);
    if (pool.slice(0, 400).some((el) => selectorMatches(sel, el))) {
      used = true;
      break;
    }
  }
  if (cache.size < 20_000) cache.set(selector, used);
  return used;
}
