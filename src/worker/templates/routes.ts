import { Hono, type Context } from "hono";
import type { AppEnv } from "../env";
import { requireAuth } from "../accounts/access-token";
import { appUrl } from "../platform/app-url";
import { ApiError } from "../platform/errors";
import { readJson } from "../platform/validate";
import { readBody } from "./store";
import { paletteOf, renderBlockRows, themeFromHtml } from "./blocks";
import { parseImageDataUrl, reencodeImage, storeTemplateImage } from "./images";
import { PLAN_RULES } from "../accounts/plan-rule";
import {
  deleteOwnTemplate,
  listOwnTemplates,
  ownStats,
  ownTemplate,
  previewHtml,
  PREVIEW_HEADERS,
  readOwnTemplate,
  saveEdited,
  type TemplateScope,
} from "./library";
import {
  blockBody,
  imageSchema,
  listQuery,
  MAX_EDITED_HTML_BYTES,
  MAX_IMAGE_BODY_BYTES,
  saveSchema,
  statsQuery,
} from "./schemas";
import { sendTestEmail } from "./send-test";
import { sendBody, sendsOf, sendToPlatform } from "./send-to-platform";
import { sendPlatformParam } from "../integrations/client";
import { PLATFORM_RULES } from "../integrations/plan-gate";
import { listKeys } from "../integrations/keys";

const hasBody = (c: Context<AppEnv>) =>
  !!c.req.header("content-type") && c.req.header("content-length") !== "0";

const scope = (c: Context<AppEnv>): TemplateScope => ({ db: c.var.db, env: c.env, userId: c.var.userId });

/** Mounted under /api/templates. The preview is reached by a signed link; everything after it needs a session. */
export const templatesRoutes = new Hono<AppEnv>()
  .get("/:id/preview", async (c) => {
    const html = await previewHtml(c.var.db, c.env, c.req.param("id"), c.req.query("token"));
    return c.body(html, 200, PREVIEW_HEADERS);
  })
  .use(requireAuth)
  .get("/", async (c) => {
    const parsed = listQuery.safeParse(c.req.query());
    if (!parsed.success)
      throw new ApiError(400, "validation_failed", parsed.error.issues[0]?.message ?? "Invalid query");
    return c.json(await listOwnTemplates(scope(c), parsed.data));
  })
  .get("/stats", async (c) => {
    const parsed = statsQuery.safeParse(c.req.query());
    if (!parsed.success)
      throw new ApiError(400, "validation_failed", parsed.error.issues[0]?.message ?? "Invalid query");
    return c.json(await ownStats(scope(c), parsed.data.monthStart));
  })
  .post("/save-edited", PLAN_RULES.saveEdited, async (c) => {
    const body = await readJson(c, saveSchema, MAX_EDITED_HTML_BYTES * 2);
    return c.json(await saveEdited(scope(c), body), 201);
  })
  .get("/:id", async (c) => c.json(await readOwnTemplate(scope(c), c.req.param("id"))))
  .delete("/:id", PLAN_RULES.anyPlan, async (c) =>
    c.json(await deleteOwnTemplate(scope(c), c.req.param("id"))),
  )
  .post("/:id/send-test", PLAN_RULES.sendTest, async (c) => {
    const row = await ownTemplate(scope(c), c.req.param("id"));
    return c.json(await sendTestEmail(c.env, c.var.db, c.var.userId, row));
  })
  .post("/:id/send-to/:platform", PLATFORM_RULES.sendToPlatform, async (c) => {
    const platform = sendPlatformParam(c.req.param("platform"));
    // The body is optional: without one, a second send updates what the first made.
    const { mode } = hasBody(c) ? await readJson(c, sendBody, 1024) : sendBody.parse({});
    const row = await ownTemplate(scope(c), c.req.param("id"));
    return c.json(await sendToPlatform(c.env, c.var.db, c.var.userId, row, platform, mode), 201);
  })
  .get("/:id/sends", PLATFORM_RULES.ownKeys, async (c) => {
    const row = await ownTemplate(scope(c), c.req.param("id"));
    const [sends, keys] = await Promise.all([
      sendsOf(c.var.db, c.var.userId, row),
      listKeys(c.var.db, c.var.userId),
    ]);
    return c.json({ sends, connected: keys.map((k) => k.platform) });
  })
  .post("/:id/images", PLAN_RULES.uploadImage, async (c) => {
    const row = await ownTemplate(scope(c), c.req.param("id"));
    const body = await readJson(c, imageSchema, MAX_IMAGE_BODY_BYTES);
    const image = await reencodeImage(parseImageDataUrl(body.image));
    return c.json(
      await storeTemplateImage(c.env.BUCKET, c.var.db, row, image, appUrl(c.env, c.req.url)),
      201,
    );
  })
  .post("/:id/blocks", PLAN_RULES.editBlocks, async (c) => {
    const row = await ownTemplate(scope(c), c.req.param("id"));
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
