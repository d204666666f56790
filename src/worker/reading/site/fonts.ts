import { resolveVars } from "./css";
import { pageRules } from "./styles";
import type { Page } from "./page";
import type { Found } from "../../../shared/facts";
import type { BrandFont } from "./types";

const GENERIC =
  /^(serif|sans-serif|monospace|cursive|fantasy|system-ui|inherit|initial|unset|revert|-apple-system|blinkmacsystemfont|ui-sans-serif|ui-serif|ui-monospace|ui-rounded|emoji|math|segoe ui|roboto|helvetica neue|helvetica|arial|noto sans|liberation sans|apple color emoji|segoe ui emoji|segoe ui symbol|noto color emoji|sans|times|times new roman|georgia|courier|courier new|verdana|tahoma|ubuntu|cantarell|oxygen|fira sans|droid sans|open sans fallback|icons?|dashicons|fontawesome|font awesome.*|.*icons?|.*glyph.*|swiper-icons|star|woocommerce|eicons|slick)$/i;
const SERIF =
  /serif|garamond|playfair|merriweather|lora|georgia|baskerville|caslon|times|bodoni|didot|crimson|libre baskerville|dm serif|noto serif|pt serif|source serif|spectral|cormorant|fraunces|zilla|roboto slab|slab|rockwell|domine|cardo|alegreya(?! sans)|bitter|vollkorn|prata|abril/i;
const SANS_STACK = "Helvetica, Arial, sans-serif";
const SERIF_STACK = "Georgia, 'Times New Roman', serif";

/** An e-mail-safe stack that starts with the site's family and falls back to what every client has. */
export function emailStack(family: string, declared = ""): string {
  const serif =
    /(^|,)\s*serif\s*($|,)/i.test(declared) || (!/sans-serif/i.test(declared) && SERIF.test(family));
  return `'${family.replace(/'/g, "")}', ${serif ? SERIF_STACK : SANS_STACK}`;
}

const firstFamily = (value: string): string | null => {
  for (const f of value.split(",")) {
    const name = f.replace(/["']/g, "").trim();
    if (
      name &&
      !name.startsWith("var(") &&
      !GENERIC.test(name) &&
      name.length < 40 &&
      /^[\p{L}\d][\p{L}\d\s\-_.]*$/u.test(name)
    )
      return name;
  }
  return null;
};

function fromLinks(page: Page): string[] {
  const out: string[] = [];
  for (const l of page.links) {
    try {
      const u = new URL(l.href, page.url);
      if (!/fonts\.(googleapis\.com|bunny\.net)$/.test(u.hostname)) continue;
      for (const fam of u.searchParams.getAll("family"))
        for (const part of fam.split("|")) out.push(part.split(":")[0].replace(/\+/g, " ").trim());
    } catch {
      // An unparsable link names no font.
    }
  }
  for (const css of page.css)
    for (const m of css.matchAll(/@import\s+url\(["']?(https:\/\/fonts\.googleapis\.com\/[^"')]+)/g)) {
      try {
        for (const fam of new URL(m[1]).searchParams.getAll("family"))
          out.push(fam.split(":")[0].replace(/\+/g, " ").trim());
      } catch {
        // idem
      }
    }
  return out.filter(Boolean);
}

/** Body and heading fonts from the stylesheets, else the Google Fonts / Bunny links, mapped to e-mail-safe stacks. */
export function readFonts(page: Page): Found<BrandFont>[] {
  const rules = pageRules(page);
  const vars = new Map<string, string>();
  for (const r of rules)
    for (const [k, v] of r.decls) if (k.startsWith("--") && vars.size < 5000) vars.set(k, v);
  let body: { family: string; declared: string } | null = null;
  let heading: { family: string; declared: string } | null = null;
  const counts = new Map<string, number>();
  for (const r of rules) {
    const raw = r.decls.get("font-family") ?? r.decls.get("font");
    if (!raw) continue;
    const declared = resolveVars(raw, vars);
    const family = firstFamily(
      r.decls.has("font-family") ? declared : declared.replace(/^.*?\d+(px|rem|em|%)(\/[\d.]+\w*)?\s+/, ""),
    );
    if (!family) continue;
    counts.set(family, (counts.get(family) ?? 0) + 1);
    if (!body && /(^|,)\s*(body|html|:root)\s*(,|$)/.test(r.selector)) body = { family, declared };
    if (!heading && /(^|,)\s*h[12]\b/.test(r.selector)) heading = { family, declared };
  }
  const linked = fromLinks(page);
  const out: Found<BrandFont>[] = [];
  const push = (
    f: { family: string; declared: string } | null,
    role: BrandFont["role"],
    source: string,
    confidence: number,
  ) => {
    if (
      f &&
      !out.some((o) => o.value.family.toLowerCase() === f.family.toLowerCase() && o.value.role === role)
    )
      out.push({
        value: { family: f.family, role, stack: emailStack(f.family, f.declared) },
        source,
        confidence,
      });
  };
  const mostUsed = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  push(heading, "heading", "css:h1", 0.8);
  push(body, "body", "css:body", 0.8);
  if (!body && mostUsed) push({ family: mostUsed, declared: "" }, "body", "css", 0.55);
  if (!out.length && linked[0]) push({ family: linked[0], declared: "" }, "body", "font link", 0.6);
  if (out.length === 1 && linked.length > 1 && !heading)
    push(
      { family: linked.find((l) => l !== out[0].value.family) ?? linked[1], declared: "" },
      "heading",
      "font link",
      0.5,
    );
  return out;
}
