import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { appUrl } from "../platform/app-url";
import { ApiError } from "../platform/errors";
import { hit, type Limit } from "../platform/rate-limit";
import { addressSubject } from "../platform/client-address";
import { parseLogoDataUrl } from "../platform/uploads";
import { normaliseLogo } from "../jobs/submit-request";
import { readJson } from "../platform/validate";
import { assertPublicUrl, UnsafeUrlError } from "../platform/safe-fetch";
import { CAMPAIGN_TEXT_MAX, CAMPAIGN_TYPE_VALUES } from "../../shared/campaign-types";
import {
  DEMO_ASSET_PATH,
  DEMO_BRAND_TIMEOUT_MS,
  DEMO_IMAGE_TIMEOUT_MS,
  DEMO_PREFIX,
  generateDemo,
} from "./demo";
import { waitLimitMs } from "../platform/time-limits";

export const DEMO_LIMIT = { name: "demo-ip", max: 10, windowSeconds: 60 * 60 } satisfies Limit;
const DEMO_LIMIT_MESSAGE = (retry: string) =>
  `You have tried the demo ${DEMO_LIMIT.max} times this hour. Sign up free to keep going, or try again in ${retry}.`;

// A 2 MB image is about 2.8 MB as base64, plus room for the other fields.
const MAX_DEMO_BYTES = 2_950_000;

const demoSchema = z.object({
  url: z
    .string({ error: "Please enter your website address." })
    .trim()
    .min(1, "Please enter your website address.")
    .max(2048, "The website address is too long."),
  campaignType: z.enum(CAMPAIGN_TYPE_VALUES, { error: "Please choose a campaign type." }),
  logo: z.string({ error: "logo: must be an image data URL." }).nullish(),
  brief: z
    .string({ error: "brief: must be text" })
    .max(CAMPAIGN_TEXT_MAX, `The brief can be at most ${CAMPAIGN_TEXT_MAX} characters.`)
    .nullish(),
  palette: z
    .array(z.string().regex(/^#[0-9a-fA-F]{6}$/, "each colour must be 6 hex digits like #1a2b3c"))
    .max(3, "Choose at most 3 brand colours.")
    .nullish(),
});

function normalizeUrl(raw: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`;
  try {
    const u = new URL(withScheme);
    if (u.protocol === "http:" || u.protocol === "https:") return u.toString();
  } catch {
    /* answered below */
  }
  throw new ApiError(
    400,
    "validation_failed",
    "Please enter a website address starting with http:// or https://.",
  );
}

export const publicRoutes = new Hono<AppEnv>()
  // Read by the cookie banner: analytics load only after consent and only when a token is configured.
  .get("/api/site-config", (c) =>
    c.json({ analyticsToken: c.env.ANALYTICS_TOKEN?.trim() || null }, 200, {
      "Cache-Control": "public, max-age=300",
    }),
  )
  .post("/api/demo/generate", async (c) => {
    const body = await readJson(c, demoSchema, MAX_DEMO_BYTES);
    const url = normalizeUrl(body.url);
    const [{ generateTemplate }, { readSite }] = await Promise.all([
      import("../generation"),
      import("../reading"),
    ]);
    try {
      assertPublicUrl(url);
    } catch (e) {
      if (e instanceof UnsafeUrlError) throw new ApiError(400, "validation_failed", e.message);
      throw e;
    }
    const upload = body.logo ? parseLogoDataUrl(body.logo) : null;
    // Counted after the cheap checks, so a typo does not cost one of the visitor's tries, and before the logo is
    // decoded, so an address over its limit never causes a decode.
    await hit(c.var.db, DEMO_LIMIT, addressSubject(c.req.header("cf-connecting-ip"))).catch((e: unknown) => {
      if (e instanceof ApiError && e.status === 429) {
        const retry = Number(e.headers?.["Retry-After"] ?? "60");
        throw new ApiError(
          429,
          "rate_limited",
          DEMO_LIMIT_MESSAGE(retry < 90 ? `${retry} seconds` : `${Math.ceil(retry / 60)} minutes`),
          e.headers,
        );
      }
      throw e;
    });
    const logo = upload ? await normaliseLogo(upload) : null;
    const result = await generateDemo(
      {
        bucket: c.env.BUCKET,
        readSite: (u) => readSite(u, { timeoutMs: waitLimitMs(c.env, DEMO_BRAND_TIMEOUT_MS) }),
        imageTimeoutMs: waitLimitMs(c.env, DEMO_IMAGE_TIMEOUT_MS),
        generate: (input) => generateTemplate(c.env, input),
      },
      {
        url,
        campaignType: body.campaignType,
        logo,
        brief: body.brief?.trim() ?? "",
        palette: body.palette?.map((p) => p.toLowerCase()) ?? null,
        publicBaseUrl: appUrl(c.env, c.req.url),
      },
    );
    return c.json(result, 200, { "Cache-Control": "no-store" });
  })
  .get("/api/demo/assets/:dir/:file", async (c) => {
    const path = `${c.req.param("dir")}/${c.req.param("file")}`;
    const object = DEMO_ASSET_PATH.test(path) ? await c.env.BUCKET.get(`${DEMO_PREFIX}${path}`) : null;
    if (!object) throw new ApiError(404, "not_found", "Not found");
    const ics = path.endsWith(".ics");
    return new Response(object.body, {
      headers: {
        "Content-Type": ics
          ? "text/calendar; charset=utf-8"
          : (object.httpMetadata?.contentType ?? "application/octet-stream"),
        ...(ics ? { "Content-Disposition": 'attachment; filename="event.ics"' } : {}),
        // The file is deleted within two hours of its upload: caches must not outlive it by much.
        "Cache-Control": "public, max-age=3600",
        ETag: object.httpEtag,
        "X-Content-Type-Options": "nosniff",
        "Cross-Origin-Resource-Policy": "cross-origin",
      },
    });
  });
