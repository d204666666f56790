import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { MARKETING_CAMPAIGN_TYPES, prepareHandoff } from "../../shared/esp/handoff";
import type { HandoffCheck } from "../../shared/esp/checks";
import type { CampaignType } from "../../shared/campaign-types";
import { templates, users, type TemplateRow } from "../db/schema";
import type { AppBindings } from "../env";
import type { SendPlatform } from "../integrations/client";
import { loadKey } from "../integrations/keys";
import { pushesOf, pushView, recordPush, type PushView } from "../integrations/pushes";
import { platformClient } from "../integrations/registry";
import type { Db } from "../platform/db";
import { ApiError } from "../platform/errors";
import { readBody } from "./store";

export interface SentToPlatform {
  platform: SendPlatform;
  templateId: string;
  url: string;
  /** "updated": the template made by an earlier send of this template or a version of it now holds this one. */
  action: "created" | "updated";
  sentAt: string;
  /** Warnings that did not block (unresolved tokens with their hints, size). */
  checks: HandoffCheck[];
}

/** "update" (the default) replaces what an earlier send made; "new" makes another template at the platform. */
export const sendBody = z.object({
  mode: z.enum(["update", "new"], { error: 'mode must be "update" or "new"' }).default("update"),
});
type SendMode = z.infer<typeof sendBody>["mode"];

// An edit chain longer than this is cut there: its oldest reachable template stands for the chain.
const MAX_CHAIN = 50;

/**
 * The first template of an edit chain: a copy's parent, its parent's parent... A parent deleted since still names
 * the chain, so copies made from it before keep updating the same template at the platform.
 */
async function chainOf(db: Db, userId: string, t: Pick<TemplateRow, "id" | "parentTemplateId">) {
  let id = t.id;
  let parent = t.parentTemplateId;
  for (let i = 0; parent && i < MAX_CHAIN; i++) {
    const [row] = await db
      .select({ id: templates.id, parentTemplateId: templates.parentTemplateId })
      .from(templates)
      .where(and(eq(templates.id, parent), eq(templates.userId, userId)));
    if (!row) return parent;
    id = row.id;
    parent = row.parentTemplateId;
  }
  return id;
}

/** When this template (or another version of it) was last sent to each platform, and where it is there. */
export async function sendsOf(db: Db, userId: string, template: TemplateRow): Promise<PushView[]> {
  return (await pushesOf(db, userId, await chainOf(db, userId, template))).map(pushView);
}

/**
 * Puts the template into the user's own platform account through its template API: merge fields in the platform's
 * syntax, the same checks as a download (a missing required tag refuses), images left on our host. A second send of
 * the template, or of a copy edited from it, updates what the first made unless `mode` is "new"; a template deleted
 * at the platform since is made again. The route declares the plan rule (integrations/plan-gate.ts).
 */
export async function sendToPlatform(
  env: AppBindings,
  db: Db,
  userId: string,
  template: TemplateRow,
  platform: SendPlatform,
  mode: SendMode = "update",
  now = Date.now(),
): Promise<SentToPlatform> {
  const client = platformClient(env, platform);
  const apiKey = await loadKey(env, db, userId, platform);
  if (!apiKey) throw new ApiError(409, "conflict", `Connect your ${client.label} account in Settings first.`);
  const body = await readBody(env.BUCKET, template);
  if (!body.html) throw new ApiError(404, "not_found", "Template not found");
  const [user] = await db.select({ address: users.companyAddress }).from(users).where(eq(users.id, userId));
  const ready = prepareHandoff({
    html: body.html,
    text: body.text || null,
    platform,
    campaignType: template.campaignType,
    kit: { address: user?.address ?? null },
  });
  if (ready.blocked)
    throw new ApiError(
      422,
      "validation_failed",
      ready.checks
        .filter((c) => c.level === "error")
        .map((c) => c.message)
        .join(" "),
    );
  const push = {
    name: template.name,
    subject: template.subject,
    html: ready.html,
    text: ready.text,
    kind: MARKETING_CAMPAIGN_TYPES.has(template.campaignType as CampaignType)
      ? ("marketing" as const)
      : ("transactional" as const),
  };
  const lineageId = await chainOf(db, userId, template);
  const before =
    mode === "update"
      ? (await pushesOf(db, userId, lineageId)).find((p) => p.platform === platform)
      : undefined;
  const updated = before ? await client.updateTemplate(apiKey, before.remoteId, push) : null;
  const made = updated ?? (await client.createTemplate(apiKey, push));
  await recordPush(db, {
    userId,
    lineageId,
    platform,
    remoteId: made.id,
    url: made.url,
    templateId: template.id,
    templateName: template.name.slice(0, 200),
    sentAt: now,
  });
  return {
    platform,
    templateId: made.id,
    url: made.url,
    action: updated ? "updated" : "created",
    sentAt: new Date(now).toISOString(),
    checks: ready.checks,
  };
}
