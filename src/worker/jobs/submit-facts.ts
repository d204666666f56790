import { checkCorrectedFacts } from "../reading";
import { correctedFactsSchema, type CorrectedFacts } from "../../shared/corrected-facts";
import { ApiError } from "../platform/errors";

export const factsKey = (jobId: string) => `uploads/${jobId}.facts.json`;

/** Corrected facts checked against the brief: plain text, links the brief or the site names. A 400 says which field. */
export function checkedFacts(
  facts: CorrectedFacts | null | undefined,
  brief: string,
  siteUrl: string,
): CorrectedFacts | null {
  if (!facts) return null;
  const problems = checkCorrectedFacts(facts, brief, siteUrl);
  if (problems.length)
    throw new ApiError(400, "validation_failed", `facts: ${problems.map((p) => p.message).join(" ")}`);
  return facts;
}

/** The stored facts of a job, parsed again (never trusted as stored), or null. */
export async function loadFacts(bucket: R2Bucket, jobId: string): Promise<CorrectedFacts | null> {
  const obj = await bucket.get(factsKey(jobId));
  if (!obj) return null;
  const text = await obj.text();
  if (text.length > 64 * 1024) return null;
  try {
    const parsed = correctedFactsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
