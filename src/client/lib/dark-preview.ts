export const DARK_STYLE_ID = "__brandmail_dark_preview";

/** The template's own dark-mode rules applied unconditionally, so the user can look at dark mode on demand. */
export function darkModeCss(html: string): string {
  const start = html.search(/@media\s*\(prefers-color-scheme:\s*dark\)\s*\{/i);
  if (start < 0) return "";
  const open = html.indexOf("{", start);
  let depth = 0;
  for (let i = open; i < html.length; i++) {
    if (html[i] === "{") depth++;
    else if (html[i] === "}" && --depth === 0) return html.slice(open + 1, i);
  }
  return "";
}

export function setDarkPreview(doc: Document, dark: boolean): void {
  doc.getElementById(DARK_STYLE_ID)?.remove();
  if (!dark) return;
  const css = darkModeCss(doc.documentElement.outerHTML);
  const style = doc.createElement("style");
  style.id = DARK_STYLE_ID;
  style.textContent = css;
  (doc.head ?? doc.documentElement).appendChild(style);
}

export function withDarkPreview(html: string): string {
  const css = darkModeCss(html);
  return css ? html.replace(/<\/head>/i, `<style>${css}</style></head>`) : html;
}
