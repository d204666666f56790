import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import app from "../../src/worker/app";
import { generationJobs, templates, users, type UserRow } from "../../src/worker/db/schema";
import type { AppBindings } from "../../src/worker/env";
import { signAccessToken } from "../../src/worker/accounts/access-token";
import { getDb } from "../../src/worker/platform/db";
import { bodyKey, newAssetPrefix, newCardId, textKey } from "../../src/worker/templates/store";
import { submitGeneration, type SubmitEnv } from "../../src/worker/jobs/submit";
import { parseLogoDataUrl } from "../../src/worker/platform/uploads";
import type { CampaignType } from "../../src/shared/campaign-types";
import type { VariantCount } from "../../src/shared/variants";

export const db = getDb(env.DB);
export const testEnv = env as unknown as AppBindings;

/** A real 1x1 PNG. */
export const PNG_B64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
export const PNG_DATA_URL = `data:image/png;base64,${PNG_B64}`;
// The site reader refuses loopback hosts before any network call, so no test ever reaches a real website.
export const SITE = "http://127.0.0.1/acme";

export async function createUser(patch: Partial<UserRow> = {}) {
  const id = crypto.randomUUID();
  await db.insert(users).values({
    id,
    email: `${id.slice(0, 8)}@acme-corp.com`,
    firstName: "Grace",
    lastName: "Maker",
    passwordHash: "x",
    emailVerifiedAt: 1,
    ...patch,
  });
  const { token } = await signAccessToken(testEnv.JWT_SECRET, id);
  return { id, token };
}

export async function getUser(id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row!;
}

export async function getJob(id: string) {
  const [row] = await db.select().from(generationJobs).where(eq(generationJobs.id, id));
  return row;
}

export async function templatesOf(userId: string) {
  return db.select().from(templates).where(eq(templates.userId, userId));
}

export function call(
  path: string,
  options: {
    method?: string;
    token?: string;
    json?: unknown;
    body?: string;
    env?: Partial<AppBindings>;
    headers?: Record<string, string>;
  } = {},
) {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set("content-type", "application/json");
  }
  const req = new Request(`http://app.test${path}`, {
    method: options.method ?? (body !== undefined ? "POST" : "GET"),
    headers,
    body,
  });
  return app.fetch(req, { ...env, ...options.env } as AppBindings);
}

/** Submissions refuse private addresses, so route tests use a public name that never resolves (RFC 6761 .invalid). */
export const PUBLIC_SITE = "https://www.acme-corp.invalid/";

export function generationBody(patch: Record<string, unknown> = {}) {
  return {
    palette: ["#1a73e8", "#fbbc04"],
    logo: PNG_DATA_URL,
    url: PUBLIC_SITE,
    sessionId: crypto.randomUUID(),
    campaignType: "confirmation-email",
    campaignText: "",
    ...patch,
  };
}

export interface SentMessage {
  jobId: string;
}

/** The real bindings, but the queue only records: tests deliver the messages to the consumer themselves. */
export function recordingEnv(): SubmitEnv & { sent: SentMessage[] } {
  const sent: SentMessage[] = [];
  const queue = {
    async send(body: SentMessage) {
      sent.push(body);
    },
    async sendBatch() {
      throw new Error("not used");
    },
  } as unknown as Queue;
  return {
    BUCKET: env.BUCKET,
    JOB_TRACKER: env.JOB_TRACKER,
    JOB_SEQUENCER: env.JOB_SEQUENCER,
    GENERATION_QUEUE: queue,
    QUEUE_BATCH_SIZE: "5",
    sent,
  };
}

/** Submits through the same function the route uses, without the real queue delivering behind the test's back. */
export async function submitDirect(
  sub: SubmitEnv,
  userId: string,
  patch: { campaignType?: CampaignType; campaignText?: string; url?: string; variants?: VariantCount } = {},
) {
  return submitGeneration(sub, db, {
    variants: patch.variants,
    userId,
    palette: ["#0b6e4f", "#f4a259"],
    logo: parseLogoDataUrl(PNG_DATA_URL),
    url: patch.url ?? SITE,
    sessionId: crypto.randomUUID(),
    campaignType: patch.campaignType ?? "confirmation-email",
    campaignText: patch.campaignText ?? "",
    publicBaseUrl: "http://app.test",
  });
}

/** A stored template row with its R2 body, for the templates API tests. */
export async function seedTemplate(
  userId: string,
  patch: {
    name?: string;
    campaignType?: string;
    websiteUrl?: string;
    createdAt?: number;
    html?: string;
    withLogo?: boolean;
  } = {},
) {
  const id = crypto.randomUUID();
  const html =
    patch.html ??
    `<!doctype html><html lang="en"><body><p>Hello from ${patch.name ?? "Acme"}</p></body></html>`;
  await env.BUCKET.put(bodyKey(userId, id), html);
  await env.BUCKET.put(textKey(userId, id), "Hello");
  let assetPrefix: string | null = null;
  if (patch.withLogo) {
    assetPrefix = newAssetPrefix();
    await env.BUCKET.put(
      `${assetPrefix}logo.png`,
      Uint8Array.from(atob(PNG_B64), (c) => c.charCodeAt(0)),
      {
        httpMetadata: { contentType: "image/png" },
      },
    );
  }
  await db.insert(templates).values({
    id,
    userId,
    name: patch.name ?? "Acme confirmation",
    campaignType: patch.campaignType ?? "confirmation-email",
    websiteUrl: patch.websiteUrl ?? "https://www.acme-corp.com",
    templatecardid: newCardId(),
    subject: "Please confirm",
    preheader: "One click",
    bodyKey: bodyKey(userId, id),
    textKey: textKey(userId, id),
    assetPrefix,
    sizeBytes: html.length,
    ...(patch.createdAt ? { createdAt: patch.createdAt } : {}),
  });
  return { id, html, assetPrefix };
}
