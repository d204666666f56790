import { eq } from "drizzle-orm";
import { prepareHandoff } from "../../shared/esp/handoff";
import type { HandoffCheck } from "../../shared/esp/checks";
import { users, type TemplateRow } from "../db/schema";
import type { AppBindings } from "../env";
import type { SendPlatform } from "../integrations/client";
import { loadKey } from "../integrations/keys";
import { platformClient } from "../integrations/registry";
import type { Db } from "../platform/db";
import { ApiError } from "../platform/errors";
import { readBody } from "./store";

export interface SentToPlatform {
  platform: SendPlatform;
  templateId: string;
  url: string;
  /** Warnings that did not block (unresolved tokens with their hints, size). */
  checks: HandoffCheck[];
}

/**
 * Creates the template in the user's own platform account through its template API: merge fields in the platform's
 * syntax, the same checks as a download (a missing required tag refuses), images left on our host. The route declares
 * the plan rule (Premium and Enterprise, integrations/plan-gate.ts).
 */
export async function sendToPlatform(
  env: AppBindings,
  db: Db,
  userId: string,
  template: TemplateRow,
  platform: SendPlatform,
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
  const made = await client.createTemplate(apiKey, {
    name: template.name,
    subject: template.subject,
    html: ready.html,
    text: ready.text,
  });
  return { platform, templateId: made.id, url: made.url, checks: ready.checks };
}
