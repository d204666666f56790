import { describe, expect, it } from "vitest";
import { announcements } from "../../src/worker/db/schema";
import { call, db } from "./pipeline-support";

const ADMIN = { ADMIN_TOKEN: "admin-secret-token-for-tests-0123456789" };
const admin = (path: string, init: { method?: string; json?: unknown; token?: string } = {}) =>
  call(`/api/announcements/admin${path}`, { ...init, token: init.token ?? ADMIN.ADMIN_TOKEN, env: ADMIN });

type Announcement = {
  id: string;
  type: string;
  title: string;
  message: string;
  link: { url: string; text: string } | null;
  dismissible: boolean;
  expiresAt: string | null;
};

const now = () => Math.floor(Date.now() / 1000);

describe("announcements", () => {
  it("serves the latest active, started, unexpired announcement to anyone, then none once it is removed", async () => {
    await db.delete(announcements);
    // One clock reading for the rows and the expectation: a second boundary between two readings made this flaky.
    const t = now();
    await db.insert(announcements).values([
      { id: "old", title: "Old", message: "older", createdAt: t - 100 },
      { id: "expired", title: "Expired", message: "gone", createdAt: t - 10, expiresAt: t - 1 },
      { id: "inactive", title: "Off", message: "off", createdAt: t - 5, active: false },
      { id: "future", title: "Later", message: "not yet", createdAt: t - 4, startsAt: t + 3600 },
      {
        id: "live",
        type: "warning",
        title: "Maintenance",
        message: "Generation pauses on Sunday 02:00 UTC.",
        linkUrl: "https://status.brandmail.example",
        linkText: "Status page",
        dismissible: false,
        createdAt: t - 20,
        expiresAt: t + 3600,
      },
    ]);
    const before = Date.now();
    const res = await call("/api/announcements");
    const after = Date.now();
    expect(res.status).toBe(200);
    const { announcement, debug } = await res.json<{
      announcement: Announcement;
      debug: { checkedAt: string };
    }>();
    // Spec 02 section 7: the answer carries `debug` beside `announcement` (the server time the filter used).
    // The server's time in whole seconds, taken while the request ran.
    expect(Date.parse(debug.checkedAt)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(Date.parse(debug.checkedAt)).toBeLessThanOrEqual(after);
    expect(announcement).toEqual({
      id: "live",
      type: "warning",
      title: "Maintenance",
      message: "Generation pauses on Sunday 02:00 UTC.",
      link: { url: "https://status.brandmail.example", text: "Status page" },
      dismissible: false,
      expiresAt: new Date((t + 3600) * 1000).toISOString(),
    });
    await db.delete(announcements);
    expect(await (await call("/api/announcements")).json()).toEqual({
      announcement: null,
      debug: { checkedAt: expect.any(String) },
    });
  });

  it("hides the admin API (404) when no ADMIN_TOKEN is configured", async () => {
    const res = await call("/api/announcements/admin", { token: "anything" });
    expect(res.status).toBe(404);
  });

  it("refuses the admin API with a wrong or missing token (401), including a user's session token", async () => {
    expect((await admin("", { token: "wrong" })).status).toBe(401);
    expect((await call("/api/announcements/admin", { env: ADMIN })).status).toBe(401);
    expect(
      (await admin("", { method: "POST", token: "wrong", json: { title: "x", message: "y" } })).status,
    ).toBe(401);
  });

  it("creates, lists and deletes announcements through the admin API", async () => {
    await db.delete(announcements);
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    const created = await admin("", {
      method: "POST",
      json: {
        type: "success",
        title: "New layouts",
        message: "Eight new layouts are live.",
        link: { url: "/dashboard" },
        expiresAt: expires,
      },
    });
    expect(created.status).toBe(201);
    const { announcement } = await created.json<{ announcement: Announcement }>();
    expect(announcement).toMatchObject({
      type: "success",
      title: "New layouts",
      dismissible: true,
      link: { url: "/dashboard", text: "Learn more" },
    });
    expect(
      (await (await call("/api/announcements")).json<{ announcement: Announcement }>()).announcement.id,
    ).toBe(announcement.id);
    const listed = await (await admin("")).json<{ announcements: Announcement[] }>();
    expect(listed.announcements.map((a) => a.id)).toEqual([announcement.id]);
    expect((await admin(`/${announcement.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await admin(`/${announcement.id}`, { method: "DELETE" })).status).toBe(404);
    expect(await (await call("/api/announcements")).json()).toEqual({
      announcement: null,
      debug: { checkedAt: expect.any(String) },
    });
  });

  const bad: [string, Record<string, unknown>][] = [
    ["a missing title", { message: "m" }],
    ["an empty message", { title: "t", message: "  " }],
    ["an unknown type", { title: "t", message: "m", type: "party" }],
    ["an expiry in the past", { title: "t", message: "m", expiresAt: "2020-01-01T00:00:00Z" }],
    ["an expiry that is not a date", { title: "t", message: "m", expiresAt: "next week" }],
    ["a javascript link", { title: "t", message: "m", link: { url: "javascript:alert(1)" } }],
  ];
  for (const [name, json] of bad) {
    it(`answers 400 for ${name}`, async () => {
      const res = await admin("", { method: "POST", json });
      expect(res.status).toBe(400);
    });
  }
});
