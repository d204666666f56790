import type { GeneratedTemplate, GenerationInput } from "../generation";
import { MAX_VARIANTS, VARIANT_LABELS, type VariantLabel } from "../../shared/variants";

/** Seeds tried per version asked before versions that read alike are accepted: each try is one more e-mail written. */
export const SEEDS_PER_VERSION = 4;

/** A seed per job and attempt: different jobs differ, and a retry after a rejected output tries others. */
export function seedFor(jobId: string, attempt = 1): number {
  let h = 2166136261;
  for (const ch of `${jobId}#${attempt}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const words = (s: string) => s.toLocaleLowerCase().replace(/\s+/g, " ").trim();

/** How many of subject and headline differ from every version kept so far (0, 1 or 2). */
function distinctness(kept: GeneratedTemplate[], g: GeneratedTemplate): number {
  const subject = kept.every((k) => words(k.subject) !== words(g.subject));
  const headline = kept.every((k) => words(k.headline) !== words(g.headline));
  return Number(subject) + Number(headline);
}

/** A version's label: none for a single generation, else A, B, C in the order written. */
export const labelOf = (index: number, count: number): VariantLabel | null =>
  count > 1 ? (VARIANT_LABELS[index] ?? null) : null;

/**
 * Writes `count` versions of one input, each with its own seed (the seed picks the writing angle). A version whose
 * subject or headline repeats an earlier one is set aside and another seed tried, at most SEEDS_PER_VERSION seeds per
 * version; when the bound is reached the least alike of the set-aside ones fill the remaining places. A single
 * generation is written once, with the job's first seed.
 */
export async function writeVersions(
  write: (input: GenerationInput) => Promise<GeneratedTemplate>,
  input: GenerationInput,
  count: number,
  seedAt: (candidate: number) => number,
): Promise<GeneratedTemplate[]> {
  const wanted = Math.min(Math.max(1, Math.trunc(count) || 1), MAX_VARIANTS);
  const kept: GeneratedTemplate[] = [];
  const aside: GeneratedTemplate[] = [];
  for (let c = 0; kept.length < wanted && c < wanted * SEEDS_PER_VERSION; c++) {
    const g = await write({ ...input, seed: seedAt(c) });
    if (distinctness(kept, g) === 2) kept.push(g);
    else aside.push(g);
  }
  while (kept.length < wanted) {
    const best = aside.reduce((b, g, i) => (distinctness(kept, g) > distinctness(kept, aside[b]) ? i : b), 0);
    kept.push(...aside.splice(best, 1));
  }
  return kept;
}
