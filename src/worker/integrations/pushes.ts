import { and, eq } from "drizzle-orm";
import { platformPushes, type PlatformPushRow } from "../db/schema";
import type { Db } from "../platform/db";
import type { SendPlatform } from "./client";

/** What a template's edit chain made at a platform, and when it was last sent there. */
export interface PushView {
  platform: SendPlatform;
  url: string;
  sentAt: string;
  /** The template (this one or another version of it) whose content the platform holds now. */
  templateId: string;
  templateName: string;
}

export const pushView = (r: PlatformPushRow): PushView => ({
  platform: r.platform,
  url: r.url,
  sentAt: new Date(r.sentAt).toISOString(),
  templateId: r.templateId,
  templateName: r.templateName,
});

export async function pushesOf(db: Db, userId: string, lineageId: string): Promise<PlatformPushRow[]> {
  return db
    .select()
    .from(platformPushes)
    .where(and(eq(platformPushes.userId, userId), eq(platformPushes.lineageId, lineageId)));
}

/** Remembers what the platform holds for this chain now (a new template made there replaces the one before). */
export async function recordPush(db: Db, row: Omit<PlatformPushRow, "createdAt">): Promise<void> {
  await db
    .insert(platformPushes)
    .values(row)
    .onConflictDoUpdate({
      target: [platformPushes.userId, platformPushes.lineageId, platformPushes.platform],
      set: {
        remoteId: row.remoteId,
        url: row.url,
        templateId: row.templateId,
        templateName: row.templateName,
        sentAt: row.sentAt,
      },
    });
}
