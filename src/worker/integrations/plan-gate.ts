import { eq } from "drizzle-orm";
import { planAtLeast, isPlanId } from "../../shared/plans";
import { users } from "../db/schema";
import type { Db } from "../lib/db";
import { ApiError } from "../lib/errors";

// TODO(issue 20): replace with the shared plan-rule helper once it is in main.
export async function requirePremium(db: Db, userId: string): Promise<void> {
  const [user] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, userId));
  if (!user || !isPlanId(user.plan)) throw new ApiError(401, "unauthorized", "Authentication required");
  if (!planAtLeast(user.plan, "premium"))
    throw new ApiError(
      403,
      "plan_required",
      "Sending templates to Mailchimp, Brevo and Klaviyo is available on the Premium and Enterprise plans.",
    );
}
