import { asc, eq } from "drizzle-orm";
import { templates, type JobRow } from "../db/schema";
import type { Db } from "../platform/db";
import type { GeneratedTemplate } from "../generation/types";
import { bodyKey, deleteTemplateObjects, newCardId, storeBody, textKey } from "../templates/store";
import { labelOf } from "./variants";

/** The template a job and its tracker point to: version A, or the only one. */
export async function firstTemplateOf(db: Db, jobId: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: templates.id })
    .from(templates)
    .where(eq(templates.jobId, jobId))
    .orderBy(asc(templates.variant))
    .limit(1);
  return row ?? null;
}

/**
 * Every version's body in R2, then all their rows in one INSERT: the unique (job, label) index makes a second delivery
 * of the same job store none of its own. False when another delivery was first (its objects are then the caller's to
 * drop). The versions share the job's asset prefix; a file goes with the last template that refers to it.
 */
export async function storeVersions(
  bucket: R2Bucket,
  db: Db,
  job: JobRow,
  versions: { id: string; generated: GeneratedTemplate }[],
  assetPrefix: string | null,
): Promise<boolean> {
  const stored = await Promise.all(
    versions.map((v) => storeBody(bucket, job.userId, v.id, v.generated.html, v.generated.text)),
  );
  const rows = versions.map(({ id, generated: g }, i) => {
    const variant = labelOf(i, versions.length);
    return {
      id,
      userId: job.userId,
      // The label in the name tells the versions apart wherever only the name is shown (pickers, downloads, platforms).
      name: `${g.name.slice(0, 180)}${variant ? ` - Version ${variant}` : ""}`,
      campaignType: job.campaignType,
      websiteUrl: job.websiteUrl,
      templatecardid: newCardId(),
      subject: g.subject,
      preheader: g.preheader,
      headline: g.headline.slice(0, 300),
      bodyKey: stored[i].bodyKey,
      textKey: stored[i].textKey,
      assetPrefix,
      sizeBytes: stored[i].sizeBytes,
      jobId: job.id,
      generator: g.generator,
      variant,
      variantGroup: variant ? job.id : null,
    };
  });
  const inserted = await db
    .insert(templates)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: templates.id });
  return inserted.length > 0;
}

/** Removes the R2 objects an attempt wrote for templates it did not keep. */
export async function dropVersions(bucket: R2Bucket, userId: string, ids: string[], assetPrefix: string) {
  for (const [i, id] of ids.entries())
    await deleteTemplateObjects(bucket, {
      bodyKey: bodyKey(userId, id),
      textKey: textKey(userId, id),
      // The shared prefix is listed and deleted once.
      assetPrefix: i === 0 ? assetPrefix : null,
    });
}
