import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { outbox } from "../db/schema";
import type { AppEnv } from "../env";
import { isProduction } from "../env";
import { ApiError } from "./errors";
import { extractLinks } from "./mail";
import { normalizeEmail } from "../../shared/email-rules";

export const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    // The outbox exists only outside production; there is no switch that turns it on there.
    if (isProduction(c.env)) throw new ApiError(404, "not_found", "Not found");
    await next();
  })
  .get("/outbox", async (c) => {
    const to = c.req.query("to");
    if (!to) throw new ApiError(400, "validation_failed", "Query parameter 'to' is required.");
    const rows = await c.var.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, normalizeEmail(to)))
      .orderBy(desc(outbox.createdAt))
      .limit(50);
    return c.json({
      messages: rows.map((m) => ({
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        links: extractLinks(`${m.text}\n${m.html}`),
        createdAt: new Date(m.createdAt).toISOString(),
      })),
    });
  });
