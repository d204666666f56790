import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, expectError, freshIp, signedIn } from "./auth-support";
import { MAX_REPORT_BYTES } from "../../src/worker/accounts/client-error-report";
import { MAX_SUBMIT_BYTES } from "../../src/worker/jobs/submit-request";
import { MAX_EDITED_HTML_BYTES } from "../../src/worker/templates/schemas";

type Who = "anyone" | "basic" | "premium";

/** One body-taking route of each family, with the cap it has always had. */
const ROUTES: { family: string; method: string; path: string; cap: number; who: Who }[] = [
  { family: "accounts", method: "POST", path: "/api/auth/login", cap: 64 * 1024, who: "anyone" },
  { family: "accounts (profile)", method: "PATCH", path: "/api/auth/profile", cap: 64 * 1024, who: "basic" },
  {
    family: "client errors",
    method: "POST",
    path: "/webhook/client-error",
    cap: MAX_REPORT_BYTES,
    who: "anyone",
  },
  { family: "billing", method: "POST", path: "/api/subscription/change-plan", cap: 4 * 1024, who: "basic" },
  { family: "billing webhook", method: "POST", path: "/webhook/paypal", cap: 256 * 1024, who: "anyone" },
  { family: "brands", method: "POST", path: "/api/brands", cap: 3_000_000, who: "premium" },
  {
    family: "templates",
    method: "POST",
    path: "/api/templates/save-edited",
    cap: MAX_EDITED_HTML_BYTES * 2,
    who: "premium",
  },
  {
    family: "jobs",
    method: "POST",
    path: "/api/generate-template-async",
    cap: MAX_SUBMIT_BYTES,
    who: "basic",
  },
  { family: "public demo", method: "POST", path: "/api/demo/generate", cap: 2_950_000, who: "anyone" },
  {
    family: "integrations",
    method: "PUT",
    path: "/api/integrations/mailchimp",
    cap: 4 * 1024,
    who: "premium",
  },
  { family: "reading", method: "POST", path: "/api/brief/read", cap: 16 * 1024, who: "premium" },
];

async function tokenFor(who: Who): Promise<string | undefined> {
  if (who === "anyone") return undefined;
  const { login } = await signedIn({ plan: who });
  return login.access_token as string;
}

/** A length-less body of `total` bytes, produced as the server asks for it. */
function chunked(total: number, chunk = 64 * 1024) {
  const state = { pulled: 0 };
  const piece = new Uint8Array(chunk).fill(0x78);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      state.pulled += piece.byteLength;
      controller.enqueue(piece);
    },
  });
  return { stream, state };
}

describe("every body-taking route refuses a body over its cap with 413 in the house shape", () => {
  it.each(ROUTES)("$family: $method $path, declared length over $cap", async ({ method, path, cap, who }) => {
    const res = await call(path, {
      method,
      token: await tokenFor(who),
      raw: "{}",
      headers: { "content-length": String(cap + 1) },
    });
    expectError(res, 413, "payload_too_large");
    expect(res.body.error.message).toBe(`Request body is too large (limit ${cap} bytes).`);
  });

  it.each(ROUTES.filter((r) => r.cap <= 256 * 1024))(
    "$family: $method $path, length-less body over $cap",
    async ({ method, path, cap, who }) => {
      const token = await tokenFor(who);
      const { stream, state } = chunked(cap + 64 * 1024);
      const res = await exports.default.fetch(`http://app.test${path}`, {
        method,
        headers: {
          "content-type": "application/json",
          "cf-connecting-ip": freshIp(),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: stream,
        // @ts-expect-error -- workerd needs duplex for a streamed request body in some versions
        duplex: "half",
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        error: { code: "payload_too_large", message: `Request body is too large (limit ${cap} bytes).` },
      });
      // The rest of the refused body was read off the connection, not left on it.
      expect(state.pulled).toBeGreaterThan(cap);
    },
  );

  it("takes a body exactly at the cap (the limit is inclusive)", async () => {
    const token = await tokenFor("basic");
    const raw = JSON.stringify({ plan: "basic", pad: "" });
    const padded = raw.replace('"pad":""', `"pad":"${"x".repeat(4 * 1024 - raw.length)}"`);
    expect(new TextEncoder().encode(padded).byteLength).toBe(4 * 1024);
    const res = await call("/api/subscription/change-plan", { token, raw: padded });
    expect(res.status).not.toBe(413);
  });
});
