import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { outbox, templates, users } from "../../src/worker/db/schema";
import type { AppBindings } from "../../src/worker/env";
import { getDb } from "../../src/worker/platform/db";
import { previousMonth, sendEnterpriseUsageReports } from "../../src/worker/billing/usage-reports";
import { eq } from "drizzle-orm";

describe("enterprise usage reports", () => {
  it("computes the previous calendar month", () => {
    expect(previousMonth(new Date("2026-01-03T03:15:00Z"))[2]).toBe("2025-12");
    const [start, end] = previousMonth(new Date("2026-03-01T00:00:00Z"));
    expect(new Date(start * 1000).toISOString()).toBe("2026-02-01T00:00:00.000Z");
    expect(new Date(end * 1000).toISOString()).toBe("2026-03-01T00:00:00.000Z");
  });

  it("e-mails each enterprise user once per month with last month's counts only", async () => {
    const db = getDb(env.DB);
    const id = crypto.randomUUID();
    const email = `ent-${id}@acme-corp.com`;
    await db.insert(users).values({
      id,
      email,
      firstName: "Ada",
      lastName: "Lovelace",
      passwordHash: "x",
      plan: "enterprise",
      customTemplateLimit: 50,
    });
    const base = { userId: id, websiteUrl: "https://acme.example", bodyKey: "k", templatecardid: "c" };
    const feb = Date.UTC(2026, 1, 10) / 1000;
    await db.insert(templates).values([
      { ...base, id: crypto.randomUUID(), name: "a", campaignType: "newsletter", createdAt: feb },
      { ...base, id: crypto.randomUUID(), name: "b", campaignType: "newsletter", createdAt: feb + 60 },
      { ...base, id: crypto.randomUUID(), name: "c", campaignType: "webinar", createdAt: feb + 120 },
      {
        ...base,
        id: crypto.randomUUID(),
        name: "d",
        campaignType: "webinar",
        createdAt: Date.UTC(2026, 2, 2) / 1000,
      },
    ]);
    const now = new Date("2026-03-01T03:15:00Z");
    expect(await sendEnterpriseUsageReports(env as AppBindings, db, now)).toBeGreaterThanOrEqual(1);
    expect(await sendEnterpriseUsageReports(env as AppBindings, db, now)).toBe(0);
    const mails = await db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Your BrandMail usage report for 2026-02");
    expect(mails[0].text).toContain("created 3 template(s) of your 50 monthly allowance");
    expect(mails[0].text).toContain("- Newsletter: 2");
    expect(mails[0].text).toContain("- Webinar invitation: 1");
  });
});
