import { LINK_RE } from "./links";

const LEAD_IN =
  /(?:\b(?:here|hier|ici|aquí|aqui|qui|via|at|on|unter|auf|sur|en|em|su|op|bij|link|enlace|lien|collegamento|ligação)\b|[:→>-])\s*$/i;

/**
 * The story without its links: a link becomes a button or a worded link elsewhere, so its text never stays behind as
 * a raw URL or an unlinked domain, and a sentence that only led to it ("Download it here:") goes with it.
 */
export function storyWithoutLinks(story: string[], articleTitles: string[]): string[] {
  const out: string[] = [];
  for (const p of story) {
    const kept = p
      .split(/(?<=[.!?])\s+/)
      .map((s) => {
        if (articleTitles.some((t) => s.includes(t))) return "";
        if (!new RegExp(LINK_RE.source, "i").test(s)) return s;
        const rest = s
          .replace(new RegExp(LINK_RE.source, "gi"), "")
          .replace(/\s*\(\s*\)\s*/g, " ")
          .replace(/\s{2,}/g, " ")
          .trim();
        const bare = rest.replace(/[\s.,;:!?–—-]+$/, "");
        if (bare.split(/\s+/).length < 5 || LEAD_IN.test(bare)) return "";
        return /[.!?]$/.test(rest) ? rest.replace(/\s+([.!?])$/, "$1") : `${bare}.`;
      })
      .filter((s) => s.replace(/[\s.,;:!?–—-]+/g, "").length > 0)
      .join(" ")
      .trim();
    // A lead-in to a list that now lives in its own block ends as a sentence ("The Roast, issue 12.").
    if (kept) out.push(kept.replace(/:\s*$/, "."));
  }
  return out;
}
