export const MAX_HTML_BYTES = 80 * 1024;
export const MAX_STYLE_BYTES = 16 * 1024;

const VAGUE_LINK_TEXT = new Set(["click here", "here", "click", "read more", "more", "link", "this link", "learn more", "go"]);
const FORBIDDEN_TAGS = ["script", "form", "iframe", "object", "embed", "base", "frame", "frameset", "applet", "input", "textarea", "button", "select", "svg", "math"];

const bytes = (s: string) => new TextEncoder().encode(s).length;

function attr(tag: string, name: string): string | null {
  const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"));
  return m ? (m[1] ?? m[2] ?? m[3] ?? "") : null;
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
  if (bytes(styles) > MAX_STYLE_BYTES) problems.push(`<style> content is ${bytes(styles)} bytes, over ${MAX_STYLE_BYTES}`);
  if (!/^\s*<!doctype html>/i.test(html)) problems.push("missing <!DOCTYPE html>");
  const htmlTag = html.match(/<html\b[^>]*>/i)?.[0] ?? "";
  if (!attr(htmlTag, "lang")) problems.push("<html> has no lang attribute");
  if (!/<title>[^<]+<\/title>/i.test(html)) problems.push("missing <title> (subject)");
  if (!/<meta[^>]+name=["']color-scheme["'][^>]+content=["']light dark["']/i.test(html)) problems.push("missing color-scheme meta");
  if (!/<meta[^>]+name=["']supported-color-schemes["']/i.test(html)) problems.push("missing supported-color-schemes meta");
  if (!/@media[^{]*prefers-color-scheme\s*:\s*dark/i.test(styles)) problems.push("missing prefers-color-scheme dark block");
  if (!/\[data-ogsc\]/.test(styles) || !/\[data-ogsb\]/.test(styles)) problems.push("missing Outlook.com dark-mode rules");
  if (!/max-width:\s*600px/i.test(html)) problems.push("container is not limited to 600px");
  if (!/<!--\[if mso\]>/i.test(html)) problems.push("missing Outlook conditional comments");
  if (!/<div[^>]+style="[^"]*display:\s*none[^"]*mso-hide:\s*all/i.test(html)) problems.push("missing hidden preheader");

  for (const table of html.match(/<table\b[^>]*>/gi) ?? []) {
    if (attr(table, "role") !== "presentation") {
      problems.push(`layout table without role="presentation": ${table.slice(0, 80)}`);
      break;
    }
  }
  for (const img of html.match(/<img\b[^>]*>/gi) ?? []) {
    if (attr(img, "alt") === null) problems.push(`image without alt text: ${img.slice(0, 80)}`);
  }
  for (const tag of FORBIDDEN_TAGS) {
    if (new RegExp(`<${tag}[\\s>/]`, "i").test(html)) problems.push(`forbidden element <${tag}>`);
  }
  if (/<meta[^>]+http-equiv=["']?refresh/i.test(html)) problems.push("forbidden meta refresh");
  if (/<[a-z][^>]*\son[a-z]+\s*=/i.test(html)) problems.push("event handler attribute");
  if (/(?:href|src|action)\s*=\s*["']?\s*(?:javascript|vbscript|data):/i.test(html)) problems.push("script or data URL in a link");
  for (const link of html.match(/<link\b[^>]*>/gi) ?? []) {
    const href = attr(link, "href") ?? "";
    if (!/^https:\/\/fonts\.(googleapis|bunny)\.net|^https:\/\/fonts\.googleapis\.com\//i.test(href)) problems.push(`external stylesheet that is not a font: ${href.slice(0, 80)}`);
  }

  const headings = [...html.matchAll(/<h([1-6])\b/gi)].map((m) => Number(m[1]));
  if (headings.filter((h) => h === 1).length !== 1) problems.push(`expected exactly one <h1>, found ${headings.filter((h) => h === 1).length}`);
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
