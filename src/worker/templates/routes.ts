import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import type { Db } from "../lib/db";
import { requireAuth } from "../lib/access-token";
import { appUrl } from "../lib/app-url";
import { ApiError } from "../lib/errors";
import { findOwnTemplate, readBody } from "../lib/templates-store";
import { readJson } from "../lib/validate";
import { JOB_ID } from "../jobs/stubs";
import { blockSchema, paletteOf, renderBlockRows, themeFromHtml } from "./blocks";
import { parseImageDataUrl, storeTemplateImage } from "./images";
import { sendTestEmail } from "./send-test";
import { sendToPlatform } from "./send-to-platform";
import { SEND_PLATFORMS, type SendPlatform } from "../integrations/client";

// A 2 MB image is about 2.8 MB as base64.
const MAX_IMAGE_BODY_BYTES = 2_950_000;

const imageSchema = z.object({ image: z.string({ error: "image is required" }).min(1, "image is required") });
const hex = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, "must be a hex colour like #1a2b3c")
  .transform((v) => v.toLowerCase());
// The editor sends the colours the user has set since the template was stored, so a new block matches them.
const blockBody = z.object({
  block: blockSchema,
  align: z.enum(["left", "center"]).optional(),
  colors: z.object({ button: hex.optional(), accent: hex.optional() }).optional(),
});

async function ownTemplate(db: Db, userId: string, id: string) {
  const row = JOB_ID.test(id) ? await findOwnTemplate(db, userId, id) : null;
  if (!row) throw new ApiError(404, "not_found", "Template not found");
  return row;
}

/** Template actions beyond CRUD: send a test, upload an image, render a block. Mounted under /api/templates. */
export const templateToolsRoutes = new Hono<AppEnv>()
  .post("/:id/send-test", requireAuth, async (c) => {
    const row = await ownTemplate(c.var.db, c.var.userId, c.req.param("id"));
    return c.json(await sendTestEmail(c.env, c.var.db, c.var.userId, row));
  })
  .post("/:id/send-to/:platform", requireAuth, async (c) => {
    const platform = c.req.param("platform");
    if (!(SEND_PLATFORMS as readonly string[]).includes(platform))
      throw new ApiError(404, "not_found", `Sending is available for ${SEND_PLATFORMS.join(", ")}.`);
    const row = await ownTemplate(c.var.db, c.var.userId, c.req.param("id"));
    return c.json(await sendToPlatform(c.env, c.var.db, c.var.userId, row, platform as SendPlatform), 201);
  })
  .post("/:id/images", requireAuth, async (c) => {
    const row = await ownTemplate(c.var.db, c.var.userId, c.req.param("id"));
    const body = await readJson(c, imageSchema, MAX_IMAGE_BODY_BYTES);
    const image = parseImageDataUrl(body.image);
    return c.json(
      await storeTemplateImage(c.env.BUCKET, c.var.db, row, image, appUrl(c.env, c.req.url)),
      201,
    );
  })
  .post("/:id/blocks", requireAuth, async (c) => {
    const row = await ownTemplate(c.var.db, c.var.userId, c.req.param("id"));
    const body = await readJson(c, blockBody, 32 * 1024);
    const html = (await readBody(c.env.BUCKET, row)).html ?? "";
    const palette = await paletteOf(c.var.db, row);
    const theme = themeFromHtml(html, palette, body.colors);
    const media = {
      bucket: c.env.BUCKET,
      db: c.var.db,
      template: row,
      palette,
      baseUrl: appUrl(c.env, c.req.url),
    };
    return c.json({ html: await renderBlockRows(body.block, theme, body.align ?? "left", media) });
  });
