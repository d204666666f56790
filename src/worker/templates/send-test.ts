import { eq } from "drizzle-orm";
import { users, type TemplateRow } from "../db/schema";
import type { AppBindings } from "../env";
import type { Db } from "../platform/db";
import { ApiError } from "../platform/errors";
import { sendMail } from "../platform/mail";
import { hit } from "../platform/rate-limit";
import { readBody } from "./store";
import { ADDRESS_PLACEHOLDER, withSampleValues } from "../../shared/merge-fields";

export const SEND_TEST_DAILY_LIMIT = 20;
const DAY = 24 * 60 * 60;

/** The daily window is the UTC calendar day, so the reset time is the same for every attempt of that day. */
export function sendTestResetAt(nowMs: number): Date {
  return new Date((Math.floor(nowMs / 1000 / DAY) + 1) * DAY * 1000);
}

export function sendTestLimitMessage(resetAt: Date): string {
  const time = resetAt.toISOString().replace(/\.\d{3}Z$/, "Z");
  return `You can send at most ${SEND_TEST_DAILY_LIMIT} test e-mails a day. Your limit resets at ${time.slice(11, 16)} UTC (${time}).`;
}

export interface SentTest {
  sent: true;
  to: string;
  resetsAt: string;
}

/** Sends the template to the account's own verified address, merge fields filled with sample values. */
export async function sendTestEmail(
  env: AppBindings,
  db: Db,
  userId: string,
  template: TemplateRow,
): Promise<SentTest> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError(401, "unauthorized", "Authentication required");
  if (!user.emailVerifiedAt)
    throw new ApiError(
      403,
      "email_not_verified",
      "Please verify your e-mail address first: test e-mails go only to a verified address.",
    );
  const resetAt = sendTestResetAt(Date.now());
  await hit(
    db,
    { name: "send-test", max: SEND_TEST_DAILY_LIMIT, windowSeconds: DAY },
    userId,
    sendTestLimitMessage(resetAt),
  );
  const body = await readBody(env.BUCKET, template);
  if (!body.html) throw new ApiError(404, "not_found", "Template not found");
  // The postal line keeps the address the template was made with; the account's fills a template without one.
  const sample = {
    firstName: user.firstName || "there",
    address: user.companyAddress ?? ADDRESS_PLACEHOLDER,
  };
  await sendMail(env, db, {
    to: user.email,
    subject: `[Test] ${template.subject || template.name}`,
    html: withSampleValues(body.html, sample, "html"),
    text: withSampleValues(body.text || "", sample, "text"),
  });
  return { sent: true, to: user.email, resetsAt: resetAt.toISOString() };
}
