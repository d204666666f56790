import { capitalise } from "../../../shared/capitalise";
import { cleanText } from "../../../shared/escape";
import type { BriefSentence, CampaignFacts } from "../../../shared/facts";
import { factOnlyShorthand } from "./brief";
import { hasLink, LINK_RE } from "./links";
import { readSentence } from "./roles";
import { BULLET } from "./segment";

const LEAD_IN =
  /(?:\b(?:here|hier|ici|aquí|aqui|qui|via|at|on|unter|auf|sur|en|em|su|op|bij|link|enlace|lien|collegamento|ligação)\b|[:→>-])\s*$/i;

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
      .map((s) => {
        if (articleTitles.some((t) => s.includes(t))) return "";
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

/** A sentence of copy without the clauses after it that speak to the team ("..., don't list anyone else"). */
function ownClauses(s: string): string {
  const parts = s.split(/(?<=,)\s+/);
  const at = parts.findIndex((p, i) => {
    const r = readSentence(p);
    return (
      i > 0 && (r.role === "instruction" || (r.role === "note" && !/greeting|addressed/.test(r.cue ?? "")))
    );
  });
  if (at < 0) return s;
  const kept = parts
    .slice(0, at)
    .join(" ")
    .replace(/[,;:\s]+$/, "");
  return `${kept}${/[.!?]$/.test(s) ? s.slice(-1) : "."}`;
}

/**
 * The story: the brief's sentences for the reader, a paragraph a line. A sentence that only repeats the facts in
 * shorthand, the quotation, or what the brief says not to mention is not told; the first two become fact sentences.
 */
export function storyOf(
  text: string,
  sentences: BriefSentence[],
  facts: CampaignFacts,
  forbidden: (x: string) => boolean,
  asked: { at: number; said?: string; told?: string }[] = [],
): string[] {
  const lines = text.split("\n");
  const byLine = new Map<number, string[]>();
  let at = 0;
  const lineAt = lines.map((l) => ((at += l.length + 1), at - l.length - 1));
  const asks = new Map(asked.map((a) => [a.at, a]));
  for (const s of sentences) {
    const ask = asks.get(s.start);
    if (s.role !== "content" && !ask?.said && !ask?.told) continue;
    const line = lineAt.findLastIndex((x) => x <= s.start);
    if (BULLET.test(lines[line]) && !ask) continue;
    if (ask?.said) {
      if (!forbidden(ask.said)) byLine.set(line, [...(byLine.get(line) ?? []), ask.said]);
      continue;
    }
    const said = ask?.told ?? s.text;
    if (factOnlyShorthand(said, facts) || (facts.quote && said.includes(facts.quote.text.slice(0, 20)))) {
      if (!ask) [s.role, s.cue] = ["fact", "the facts in shorthand"];
      continue;
    }
    const copy = ask ? said : ownClauses(said);
    if (
      forbidden(copy) ||
      !copy.replace(new RegExp(LINK_RE.source, "gi"), "").replace(/\S+@\S+|[\s.,;:!?–—-]+/g, "")
    )
      continue;
    byLine.set(line, [...(byLine.get(line) ?? []), copy]);
  }
  return [...byLine.values()]
    .map((ss) => cleanText(ss.map(capitalise).join(" ").trim(), 600))
    .filter(Boolean)
    .slice(0, 6);
}
