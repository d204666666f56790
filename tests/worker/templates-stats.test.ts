import { describe, expect, it } from "vitest";
import { templates } from "../../src/worker/db/schema";
import { bodyKey, newCardId } from "../../src/worker/templates/store";
import { call, createUser, db, seedTemplate } from "./pipeline-support";

type Summary = { id: string; name: string; campaignType: string; createdAt: string; previewUrl: string };
type Stats = {
  total: number;
  thisMonth: number;
  monthStart: string;
  byType: Record<string, number>;
  recent: Summary[];
};

async function stats(token: string, query = "") {
  const res = await call(`/api/templates/stats${query}`, { token });
  return { status: res.status, body: await res.json<Stats & { error?: { code: string } }>() };
}

/** D1 rows only (no R2 bodies): the list and the stats never read a body. */
async function seedRows(userId: string, count: number, start: number, type = (_i: number) => "newsletter") {
  const rows = Array.from({ length: count }, (_, i) => {
    const id = crypto.randomUUID();
    return {
      id,
      userId,
      name: `Bulk template ${i}`,
      campaignType: type(i),
      websiteUrl: "https://www.acme-corp.com",
      templatecardid: newCardId(),
      bodyKey: bodyKey(userId, id),
      sizeBytes: 1000,
      createdAt: start + i,
    };
  });
  // D1 caps bound parameters per statement, so insert in small chunks.
  for (let i = 0; i < rows.length; i += 6) await db.insert(templates).values(rows.slice(i, i + 6));
}

describe("GET /api/templates/stats", () => {
  it("counts the total, this month and each type, and returns the latest 5 with preview links", async () => {
    const user = await createUser({ plan: "enterprise" });
    const monthStart = Date.UTC(2026, 10, 1) / 1000;
    await seedTemplate(user.id, {
      name: "October news",
      campaignType: "newsletter",
      createdAt: monthStart - 60,
    });
    await seedTemplate(user.id, { name: "Launch A", campaignType: "product-launch", createdAt: monthStart });
    await seedTemplate(user.id, {
      name: "Launch B",
      campaignType: "product-launch",
      createdAt: monthStart + 10,
    });
    for (let i = 0; i < 4; i++)
      await seedTemplate(user.id, {
        name: `Nov news ${i}`,
        campaignType: "newsletter",
        createdAt: monthStart + 100 + i,
      });
    const other = await createUser();
    await seedTemplate(other.id, { name: "Someone else", campaignType: "webinar-invitation" });

    const { status, body } = await stats(user.token, "?monthStart=2026-11-01T00:00:00Z");
    expect(status).toBe(200);
    expect(body.total).toBe(7);
    expect(body.thisMonth).toBe(6);
    expect(body.monthStart).toBe("2026-11-01T00:00:00.000Z");
    expect(body.byType).toEqual({ newsletter: 5, "product-launch": 2 });
    expect(body.recent.map((t) => t.name)).toEqual([
      "Nov news 3",
      "Nov news 2",
      "Nov news 1",
      "Nov news 0",
      "Launch B",
    ]);
    expect(body.recent[0].previewUrl).toMatch(/^\/api\/templates\/[^/]+\/preview\?token=/);
    const preview = await call(body.recent[0].previewUrl);
    expect(preview.status).toBe(200);
  });

  it("takes the month start in the viewer's time zone", async () => {
    const user = await createUser();
    // 2026-11-01 00:30 in Berlin is still October in UTC.
    await seedTemplate(user.id, { createdAt: Date.parse("2026-10-31T23:30:00Z") / 1000 });
    expect((await stats(user.token, "?monthStart=2026-11-01T00:00:00%2B01:00")).body.thisMonth).toBe(1);
    expect((await stats(user.token, "?monthStart=2026-11-01T00:00:00Z")).body.thisMonth).toBe(0);
  });

  it("answers zeros for a user without templates, and 400 for a bad month start or 401 without a token", async () => {
    const user = await createUser();
    const empty = await stats(user.token);
    expect(empty.body).toMatchObject({ total: 0, thisMonth: 0, byType: {}, recent: [] });
    const bad = await stats(user.token, "?monthStart=yesterday");
    expect(bad.status).toBe(400);
    expect(bad.body.error?.code).toBe("validation_failed");
    expect((await call("/api/templates/stats")).status).toBe(401);
  });
});

describe("first page of a user with 1000 templates", () => {
  it("costs one list request and one stats request instead of following the cursor through 10 pages", async () => {
    const user = await createUser({ plan: "enterprise" });
    await seedRows(user.id, 1000, 1_700_000_000, (i) => (i % 3 === 0 ? "newsletter" : "product-launch"));

    // Before: the dashboard walked every page at 100 per request before it showed anything.
    let before = { requests: 0, bytes: 0 };
    let cursor: string | null = null;
    do {
      const res = await call(`/api/templates?pageSize=100${cursor ? `&cursor=${cursor}` : ""}`, {
        token: user.token,
      });
      const text = await res.text();
      before = { requests: before.requests + 1, bytes: before.bytes + text.length };
      cursor = (JSON.parse(text) as { nextCursor: string | null }).nextCursor;
    } while (cursor);

    // After: the templates tab asks for the first 24; overview and analytics ask for the summary.
    const list = await (await call("/api/templates?pageSize=24", { token: user.token })).text();
    const summary = await (await call("/api/templates/stats", { token: user.token })).text();
    const page = JSON.parse(list) as { templates: unknown[]; total: number; nextCursor: string | null };
    const s = JSON.parse(summary) as Stats;
    expect(page.templates).toHaveLength(24);
    expect(page.total).toBe(1000);
    expect(page.nextCursor).not.toBeNull();
    expect(s.total).toBe(1000);
    expect(s.byType).toEqual({ newsletter: 334, "product-launch": 666 });

    console.log(
      `[templates-stats] 1000 templates, before: ${before.requests} requests, ${before.bytes} B; ` +
        `after: list ${list.length} B + stats ${summary.length} B in 2 requests`,
    );
    expect(before.requests).toBe(10);
    expect(list.length + summary.length).toBeLessThan(before.bytes / 10);
  });
});

describe("GET /api/templates search and filter for the on-demand dashboard list", () => {
  it("matches name, campaign type or website case-insensitively, combines the type label, and reports the unfiltered total", async () => {
    const user = await createUser({ plan: "enterprise" });
    await seedTemplate(user.id, {
      name: "Acme Newsletter",
      campaignType: "newsletter",
      websiteUrl: "https://www.acme.com",
    });
    await seedTemplate(user.id, {
      name: "Spring Launch",
      campaignType: "product-launch",
      websiteUrl: "http://globex.io",
    });
    await seedTemplate(user.id, {
      name: "Confirm",
      campaignType: "confirmation-email",
      websiteUrl: "https://initech.example",
    });
    await seedTemplate(user.id, {
      name: "Receipt",
      campaignType: "transactional-purchase",
      websiteUrl: "https://shop.ACME.com",
    });
    const names = async (query: string) => {
      const res = await call(`/api/templates${query}`, { token: user.token });
      const body = await res.json<{
        templates: { name: string }[];
        total: number;
        unfilteredTotal: number;
      }>();
      return {
        names: body.templates.map((t) => t.name).sort(),
        total: body.total,
        unfilteredTotal: body.unfilteredTotal,
      };
    };
    expect((await names("?search=SPRING")).names).toEqual(["Spring Launch"]);
    expect((await names("?search=product-launch")).names).toEqual(["Spring Launch"]);
    expect((await names("?search=acme")).names).toEqual(["Acme Newsletter", "Receipt"]);
    expect(await names("?type=Transactional")).toEqual({
      names: ["Confirm", "Receipt"],
      total: 2,
      unfilteredTotal: 4,
    });
    expect((await names("?search=acme&type=Transactional")).names).toEqual(["Receipt"]);
    expect(await names("?search=100%25")).toEqual({ names: [], total: 0, unfilteredTotal: 4 });
    expect(await names("?pageSize=24")).toMatchObject({ total: 4, unfilteredTotal: 4 });
  });
});

describe("stats query plans", () => {
  it("reach the user's rows through an index, never a full table scan", async () => {
    const { env } = await import("cloudflare:workers");
    const user = await createUser();
    await seedRows(user.id, 12, 1_700_000_000, (i) => (i % 2 ? "newsletter" : "webinar-invitation"));
    const plans: string[] = [];
    const spy = {
      batch: async (statements: { toSQL(): { sql: string; params: unknown[] } }[]) => {
        for (const s of statements) {
          const { sql, params } = s.toSQL();
          const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
            .bind(...params)
            .all<{ detail: string }>();
          plans.push(rows.results.map((r) => r.detail).join(" | "));
        }
        return db.batch(statements as never);
      },
    };
    const { templateStats } = await import("../../src/worker/templates/stats");
    await templateStats(
      new Proxy(db, { get: (t, k) => (k === "batch" ? spy.batch : Reflect.get(t, k)) }),
      user.id,
      0,
    );
    expect(plans).toHaveLength(3);
    for (const plan of plans) {
      expect(plan).toMatch(/USING (COVERING )?INDEX templates_user_(created|type)_idx/);
      expect(plan).not.toMatch(/SCAN templates(?! USING)/);
    }
    console.log(`[templates-stats] plans: ${plans.join(" || ")}`);
  });
});
