import { Hono } from "hono";
import type { AppEnv } from "../env";
import { authenticate, bearerToken, requireAuth } from "../accounts/access-token";
import { appUrl } from "../platform/app-url";
import { ApiError } from "../platform/errors";
import { ASSET_PATH } from "../templates/store";
import { parseLogoDataUrl } from "../platform/uploads";
import { readJson } from "../platform/validate";
import { checkedFacts } from "./submit-facts";
import { admitSubmission, submitGeneration } from "./submit";
import { kitSubmission } from "../brands/submission";
import { sequencerFor, trackerFor } from "./stubs";
import { cancelJob } from "./cancel";
import { jobIdParam, jobStatus } from "./job-status";
import { MAX_SUBMIT_BYTES, normaliseCampaignImages, normaliseLogo, submitSchema } from "./submit-request";

/** Generation requests: submit, cancel, live events, status polling, and the hosted template assets. */
export const jobsRoutes = new Hono<AppEnv>()
  .post("/api/generate-template-async", requireAuth, async (c) => {
    const body = await readJson(c, submitSchema, MAX_SUBMIT_BYTES);
    const plan = await admitSubmission(c.var.db, c.var.userId, {
      campaignType: body.campaignType,
      images: body.images?.length ?? 0,
      sessionId: body.sessionId ?? null,
      variants: body.variants,
    });
    const dropped = body.logo ? await normaliseLogo(parseLogoDataUrl(body.logo)) : null;
    const images = body.images?.length ? await normaliseCampaignImages(body.images) : [];
    const { brand, palette, url, logo } = await kitSubmission(c.var.db, c.env.BUCKET, c.var.userId, {
      brandId: body.brandId,
      palette: body.palette,
      url: body.url,
      logo: dropped,
    });
    const facts = checkedFacts(body.facts, body.campaignText ?? "", url);
    const result = await submitGeneration(c.env, c.var.db, {
      userId: c.var.userId,
      plan,
      palette,
      logo,
      url,
      brand,
      sessionId: body.sessionId ?? null,
      campaignType: body.campaignType,
      campaignText: body.campaignText ?? "",
      facts,
      images,
      variants: body.variants,
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
        "Content-Type": ics
          ? "text/calendar; charset=utf-8"
          : (object.httpMetadata?.contentType ?? "application/octet-stream"),
        ...(ics ? { "Content-Disposition": 'attachment; filename="event.ics"' } : {}),
        // Asset names sit under 128 random bits and never change: cache them for good.
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
        "Cross-Origin-Resource-Policy": "cross-origin",
        ETag: object.httpEtag,
      },
    });
  });
