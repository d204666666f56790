import { desc, eq } from "drizzle-orm";
import { outbox } from "../db/schema";
import type { Db } from "./db";
import { extractLinks } from "./mail";
import { normalizeEmail } from "../../shared/email-rules";

/** The last 50 mails to one address, newest first, with the links a test or a developer follows. */
export async function outboxMessages(db: Db, to: string) {
  const rows = await db
    .select()
    .from(outbox)
    .where(eq(outbox.to, normalizeEmail(to)))
    .orderBy(desc(outbox.createdAt))
    .limit(50);
  return rows.map((m) => ({
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    links: extractLinks(`${m.text}\n${m.html}`),
    createdAt: new Date(m.createdAt).toISOString(),
  }));
}
