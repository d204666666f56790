import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { CAMPAIGN_TEXT_MAX, CAMPAIGN_TYPE_VALUES } from "../../shared/campaign-types";
import { users } from "../db/schema";
import type { AppEnv } from "../env";
import { requireAuth } from "../accounts/access-token";
import { planRule } from "../accounts/plan-rule";
import { readJson } from "../platform/validate";
import { briefReaderFor } from ".";

const briefReadSchema = z
  .object({
    brief: z
      .string({ error: "must be text" })
      .max(CAMPAIGN_TEXT_MAX, `Campaign details can be at most ${CAMPAIGN_TEXT_MAX} characters.`),
    campaignType: z.enum(CAMPAIGN_TYPE_VALUES, { error: "Please choose a campaign type." }),
  })
  .strict();

/** The brief reader for the generator's "We understood" panel: the same code the generation runs. */
export const readingRoutes = new Hono<AppEnv>().post(
  "/api/brief/read",
  requireAuth,
  planRule({
    min: "premium",
    message: "Campaign details are available on the Premium and Enterprise plans.",
    // The panel reads as the user types (debounced): generous, but a loop is refused.
    limit: { name: "brief-read", max: 240, windowSeconds: 10 * 60 },
  }),
  async (c) => {
    const body = await readJson(c, briefReadSchema, 16 * 1024);
    const [user] = await c.var.db
      .select({ companyAddress: users.companyAddress })
      .from(users)
      .where(eq(users.id, c.var.userId));
    // The reader the generation will use (the model in production, verified by the rules), so the person approves
    // what will be written from.
    return c.json(
      await briefReaderFor(c.env)(body.brief, {
        now: new Date(),
        campaignType: body.campaignType,
        hasPostalAddress: !!user?.companyAddress?.trim(),
      }),
    );
  },
);
