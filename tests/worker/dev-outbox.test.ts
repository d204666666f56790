import { createExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import app from "../../src/worker/app";
import type { AppBindings } from "../../src/worker/env";
import { getDb } from "../../src/worker/platform/db";
import { sendMail } from "../../src/worker/platform/mail";

describe("GET /api/dev/outbox", () => {
  it("returns the messages for one address newest first, with every link", async () => {
    const to = `outbox-${crypto.randomUUID()}@acme-corp.com`;
    const db = getDb(env.DB);
    await sendMail(env as AppBindings, db, {
      to,
      subject: "First",
      text: "Open https://a.example/x?y=1&z=2 now",
      html: "<p>hi</p>",
    });
    await new Promise((r) => setTimeout(r, 5));
    await sendMail(env as AppBindings, db, {
      to,
      subject: "Second",
      text: "See https://b.example/verify",
      html: '<a href="https://b.example/verify?t=1&amp;u=2">x</a>',
    });
    await sendMail(env as AppBindings, db, {
      to: "someone-else@acme-corp.com",
      subject: "Other",
      text: "",
      html: "",
    });

    const res = await exports.default.fetch(
      `http://app.test/api/dev/outbox?to=${encodeURIComponent(to.toUpperCase())}`,
    );
    expect(res.status).toBe(200);
    const body = await res.json<{
      messages: { to: string; subject: string; links: string[]; createdAt: string }[];
    }>();
    expect(body.messages.map((m) => m.subject)).toEqual(["Second", "First"]);
    expect(body.messages[0].links).toEqual(["https://b.example/verify", "https://b.example/verify?t=1&u=2"]);
    expect(body.messages[1].links).toEqual(["https://a.example/x?y=1&z=2"]);
    expect(body.messages[0].to).toBe(to);
    expect(new Date(body.messages[0].createdAt).toString()).not.toBe("Invalid Date");
  });

  it("answers 400 without a recipient", async () => {
    const res = await exports.default.fetch("http://app.test/api/dev/outbox");
    expect(res.status).toBe(400);
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe("validation_failed");
  });

  it("does not exist in production, whatever the query says", async () => {
    // A real-looking secret: production refuses to serve at all with the development one.
    const prodEnv = {
      ...env,
      APP_ENV: "production",
      JWT_SECRET: "a-production-secret-of-plenty-of-characters-123",
    } as AppBindings;
    for (const path of [
      "/api/dev/outbox?to=a@acme-corp.com",
      "/api/dev/outbox?to=a@acme-corp.com&enable=1",
    ]) {
      const res = await app.fetch(new Request(`http://app.test${path}`), prodEnv, createExecutionContext());
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: "not_found", message: "Not found" } });
    }
  });
});
