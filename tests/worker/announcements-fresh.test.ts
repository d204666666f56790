import { describe, expect, it } from "vitest";
import { announcements } from "../../src/worker/db/schema";
import { call, db } from "./pipeline-support";

const ADMIN = { ADMIN_TOKEN: "admin-secret-token-for-tests-0123456789" };

describe("a new announcement reaches signed-in users within 10 s", () => {
  it("is served at once after its creation, with no shared or browser cache on the answer", async () => {
    await db.delete(announcements);
    const before = await call("/api/announcements");
    expect(before.headers.get("cache-control")).toBe("no-store");
    expect((await before.json<{ announcement: unknown }>()).announcement).toBeNull();
    const created = await call("/api/announcements/admin", {
      method: "POST",
      token: ADMIN.ADMIN_TOKEN,
      env: ADMIN,
      json: { title: "Maintenance", message: "Sunday 02:00 UTC" },
    });
    expect(created.status).toBe(201);
    const after = await call("/api/announcements");
    expect(after.headers.get("cache-control")).not.toMatch(/max-age=[1-9]|public/);
    expect((await after.json<{ announcement: { title: string } }>()).announcement?.title).toBe("Maintenance");
  });
});
