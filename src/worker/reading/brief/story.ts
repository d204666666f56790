import { hasLink, LINK_RE } from "./links";

const LEAD_IN =
  /(?:\b(?:here|hier|ici|aquí|aqui|qui|via|at|on|unter|auf|sur|en|em|su|op|bij|link|enlace|lien|collegamento|ligação)\b|[:→>-])\s*$/i;

/** A note to us inside a sentence of copy: ", don't list anyone else", ", and we want the invite to feel special". */
const NOTE_CLAUSE =
  /,?\s*(?:\b(?:and|but|so|also)\s+)?\b(?:we(?:'d)? want (?:the|this|it)|i want (?:the|this|it)|please|pls|plz|don'?t|do not|make sure|keep it|the (?:invite|email|e-mail|mail|newsletter) (?:should|must|needs)|bitte|s'il vous plaît|por favor|per favore|alstublieft)\b[^.!?]*/gi;
const LINK_LEAD = new RegExp(
  `(?:\\s+(?:at|on|via|here|unter|auf|sur|à|en|em|su|op|bij|in|here at))?\\s*:?\\s*(?:${LINK_RE.source})`,
  "gi",
);

/**
 * The story without its links: a link becomes a button or a worded link elsewhere, so its text never stays behind as
 * a raw URL or an unlinked domain, and a sentence that only led to it ("Download it here:") goes with it.
 */
export function storyWithoutLinks(
  story: string[],
  articleTitles: string[],
  linkLabels: string[] = [],
): string[] {
  const out: string[] = [];
  for (const p of story) {
    const kept = p
      .split(/(?<=[.!?])\s+/)
      .map((sentence) => {
        if (articleTitles.some((t) => sentence.includes(t))) return "";
        // A note to us in the middle of a sentence goes; the sentence keeps its facts.
        const cut = sentence.replace(NOTE_CLAUSE, "").trim();
        const s =
          cut === sentence.trim()
            ? sentence
            : /[.!?]$/.test(cut)
              ? cut
              : cut.replace(/[,;:\s]+$/, "") +
                (/[.!?]$/.test(sentence.trim()) ? sentence.trim().slice(-1) : ".");
        if (!hasLink(s)) return s;
        const rest = s
          .replace(LINK_LEAD, "")
          .replace(/\s*\(\s*\)\s*/g, " ")
          .replace(/\s{2,}/g, " ")
          .trim();
        const bare = rest.replace(/[\s.,;:!?–—-]+$/, "");
        if (bare.split(/\s+/).length < 5 || LEAD_IN.test(bare)) return "";
        if (linkLabels.some((l) => l.toLowerCase() === bare.toLowerCase())) return "";
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
