import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { users } from "../db/schema";
import type { AppEnv } from "../env";
import { requireAuth } from "../accounts/access-token";
import { planRule } from "../accounts/plan-rule";
import { readJson } from "../platform/validate";
import { briefReadSchema, readBriefForPanel } from "./brief-read";

/** The brief reader for the generator's "We understood" panel: the same code the generation runs. */
export const generationRoutes = new Hono<AppEnv>().post(
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
    return c.json(
      readBriefForPanel(body, { now: new Date(), hasPostalAddress: !!user?.companyAddress?.trim() }),
    );
  },
);
