import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { authenticate, bearerToken, requireAuth } from "../accounts/access-token";
import { appUrl } from "../platform/app-url";
import { ApiError } from "../platform/errors";
import { getDb } from "../platform/db";
import { bodyKey, ASSET_PATH } from "../templates/store";
import { parseLogoDataUrl, type LogoUpload } from "../platform/uploads";
import { convertLogoUpload } from "../generation/assets/logo";
import { ImageRefusedError } from "../generation/assets/raster";
import { readJson } from "../platform/validate";
import { submitGeneration } from "./submit";
import { assertPublicUrl, UnsafeUrlError } from "../generation/safe-fetch";
import { JOB_ID, sequencerFor, trackerFor } from "./stubs";
import { cancelJob } from "./cancel";
import { finishedJobView } from "./finished-job";
import {
  CAMPAIGN_TEXT_MAX,
  CAMPAIGN_TYPE_VALUES,
  PALETTE_MAX,
  PALETTE_MIN,
} from "../../shared/campaign-types";

// A 2 MB image is about 2.8 MB as base64; anything bigger than this is over the logo limit anyway.
const MAX_SUBMIT_BYTES = 2_950_000;

const hex = z
  .string({ error: "each colour must be a hex string like #1a2b3c" })
  .trim()
  .regex(/^#?[0-9a-fA-F]{6}$/, "each colour must be 6 hex digits like #1a2b3c")
  .transform((v) => `#${v.replace(/^#/, "").toLowerCase()}`);

const websiteUrl = z
  .string({ error: "is required" })
  .trim()
  .min(1, "Please enter your website address.")
  .max(2048, "The website address is too long.")
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.length > 0;
    } catch {
      return false;
    }
  }, "Please enter a website address starting with http:// or https://.")
  // The same check the website reader makes, at submission: a refused address never reserves a credit.
  .superRefine((v, ctx) => {
    try {
      assertPublicUrl(v);
    } catch (e) {
      if (!(e instanceof UnsafeUrlError)) throw e;
      ctx.addIssue({ code: "custom", message: `This website address cannot be used. ${e.message}` });
    }
  });

const submitSchema = z.object({
  palette: z
    .array(hex, { error: "must be a list of hex colours" })
    .min(PALETTE_MIN, "Choose at least 1 brand colour.")
    .max(PALETTE_MAX, "Choose at most 3 brand colours."),
  logo: z.string({ error: "Please upload your logo." }).min(1, "Please upload your logo."),
  url: websiteUrl,
  sessionId: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,128}$/, "must be 1 to 128 letters, digits, '-', '_', '.' or ':'")
    .nullish(),
  campaignType: z.enum(CAMPAIGN_TYPE_VALUES, { error: "Please choose a campaign type." }),
  campaignText: z
    .string({ error: "must be text" })
    .max(CAMPAIGN_TEXT_MAX, `Campaign details can be at most ${CAMPAIGN_TEXT_MAX} characters.`)
    .nullish(),
  // Sent by the client for its own bookkeeping; the server always uses the authenticated user.
  userId: z.unknown().optional(),
  userPlan: z.unknown().optional(),
});

/** Whatever was uploaded is stored as PNG; too large or undecodable images are refused here with a 4xx. */
export async function normaliseLogo(upload: LogoUpload): Promise<LogoUpload> {
  try {
    const { png } = await convertLogoUpload(upload.bytes);
    return { bytes: png, contentType: "image/png", extension: "png" };
  } catch (e) {
    if (!(e instanceof ImageRefusedError)) throw e;
    const code = e.status === 413 ? "payload_too_large" : e.status === 415 ? "unsupported_media_type" : "validation_failed";
    throw new ApiError(e.status, code, `logo: ${e.message}`);
  }
}

function jobIdParam(id: string) {
  if (!JOB_ID.test(id)) throw new ApiError(404, "not_found", "Job not found");
  return id;
}

export const generationRoutes = new Hono<AppEnv>()
  .post("/api/generate-template-async", requireAuth, async (c) => {
    const body = await readJson(c, submitSchema, MAX_SUBMIT_BYTES);
    const logo = await normaliseLogo(parseLogoDataUrl(body.logo));
    const result = await submitGeneration(c.env, c.var.db, {
      userId: c.var.userId,
      palette: body.palette,
      logo,
      url: body.url,
      sessionId: body.sessionId ?? null,
      campaignType: body.campaignType,
      campaignText: body.campaignText ?? "",
      publicBaseUrl: appUrl(c.env, c.req.url),
    });
    return c.json(result, 202);
  })
  .post("/api/queue/cancel/:jobId", requireAuth, async (c) => {
    const jobId = jobIdParam(c.req.param("jobId"));
    const result = await cancelJob(
      {
        db: c.var.db,
        bucket: c.env.BUCKET,
        tracker: (id) => trackerFor(c.env, id),
        finishTicket: (ticket, ms) => sequencerFor(c.env).finish(ticket, ms),
      },
      c.var.userId,
      jobId,
    );
    return c.json(result);
  })
  // Live status for the open dashboard: a WebSocket to the job's own tracker. Browsers cannot set headers on a
  // WebSocket, so the access token travels as the subprotocol "bearer.<token>" next to "brandmail.v1".
  .get("/api/queue/events/:jobId", async (c) => {
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket")
      throw new ApiError(426, "bad_request", "This address only accepts WebSocket connections.");
    const offered = (c.req.header("sec-websocket-protocol") ?? "").split(",").map((p) => p.trim());
    const token =
      offered.find((p) => p.startsWith("bearer."))?.slice("bearer.".length) ??
      bearerToken(c.req.header("authorization"));
    const claims = await authenticate(c.env, token ?? null);
    if (!claims) throw new ApiError(401, "unauthorized", "Authentication required");
    const jobId = jobIdParam(c.req.param("jobId"));
    const forwarded = new Request(c.req.url, {
      headers: { upgrade: "websocket", "x-user-id": claims.userId },
    });
    const res = await trackerFor(c.env, jobId).fetch(forwarded);
    if (res.status === 404) throw new ApiError(404, "not_found", "Job not found");
    return res;
  })
  .get("/api/queue/status/:jobId", requireAuth, (c) =>
    jobStatus(c.env, c.var.userId, c.req.param("jobId")).then((b) => c.json(b)),
  )
  .get("/api/templates/status/:jobId", requireAuth, (c) =>
    jobStatus(c.env, c.var.userId, c.req.param("jobId")).then((b) => c.json(b)),
  )
  .get("/api/template-status/:jobId", requireAuth, (c) =>
    jobStatus(c.env, c.var.userId, c.req.param("jobId")).then((b) => c.json(b)),
  )
  .get("/api/assets/:dir/:file", async (c) => {
    const path = `${c.req.param("dir")}/${c.req.param("file")}`;
    const object = ASSET_PATH.test(path) ? await c.env.BUCKET.get(`assets/${path}`) : null;
    if (!object) throw new ApiError(404, "not_found", "Not found");
    const ics = path.endsWith(".ics");
    return new Response(object.body, {
      headers: {
        "Content-Type": ics ? "text/calendar; charset=utf-8" : (object.httpMetadata?.contentType ?? "application/octet-stream"),
        ...(ics ? { "Content-Disposition": 'attachment; filename="event.ics"' } : {}),
        // Asset names sit under 128 random bits and never change: cache them for good.
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
        "Cross-Origin-Resource-Policy": "cross-origin",
        ETag: object.httpEtag,
      },
    });
  });

/** Reads only the job's own tracker object (and the finished body): polling never touches a shared object. */
async function jobStatus(env: AppEnv["Bindings"], userId: string, rawId: string) {
  const jobId = jobIdParam(rawId);
  // A finished job's tracker deletes itself after a grace period; its row in D1 answers from then on.
  const view = (await trackerFor(env, jobId).view()) ?? (await finishedJobView(getDb(env.DB), jobId));
  if (!view || view.userId !== userId) throw new ApiError(404, "not_found", "Job not found");
  let htmlTemplate: string | null = null;
  if (view.status === "completed" && view.templateId) {
    const object = await env.BUCKET.get(bodyKey(view.userId, view.templateId));
    htmlTemplate = object ? await object.text() : null;
  }
  return {
    jobId,
    status: view.status,
    position: view.position,
    estimatedSeconds: view.estimatedSeconds,
    error: view.error,
    templateId: view.templateId,
    htmlTemplate,
    data: { htmlTemplate },
  };
}
