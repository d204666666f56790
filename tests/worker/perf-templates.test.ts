import { describe, expect, it } from "vitest";
import { call, createUser, seedTemplate } from "./pipeline-support";

type Page = {
  templates: { id: string; name: string }[];
  total: number;
  nextCursor: string | null;
  page: number;
  pageSize: number;
};

async function list(token: string, query: string) {
  const res = await call(`/api/templates${query}`, { token });
  return { status: res.status, body: await res.json<Page>() };
}

describe("GET /api/templates cursor paging", () => {
  it("walks every template exactly once, newest first, following nextCursor", async () => {
    const user = await createUser({ plan: "enterprise" });
    const base = Math.floor(Date.now() / 1000) - 1000;
    const ids: string[] = [];
    // Two templates share each timestamp, so the tie-break must hold too.
    for (let i = 0; i < 7; i++)
      ids.push((await seedTemplate(user.id, { name: `T${i}`, createdAt: base + Math.floor(i / 2) })).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let requests = 0;
    do {
      const { status, body }: { status: number; body: Page } = await list(
        user.token,
        `?pageSize=3${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(status).toBe(200);
      expect(body.total).toBe(7);
      seen.push(...body.templates.map((t) => t.id));
      cursor = body.nextCursor;
      requests++;
    } while (cursor);
    expect(requests).toBe(3);
    expect(new Set(seen).size).toBe(7);
    expect(seen[0]).toBe(ids[6]);
    expect(seen).toEqual([...ids].reverse());
  });

  it("filters and searches on the server, and the cursor keeps the filter", async () => {
    const user = await createUser({ plan: "enterprise" });
    for (let i = 0; i < 4; i++)
      await seedTemplate(user.id, { name: `Spring launch ${i}`, campaignType: "product-launch" });
    for (let i = 0; i < 3; i++)
      await seedTemplate(user.id, { name: `Weekly news ${i}`, campaignType: "newsletter" });
    const first = await list(user.token, "?search=spring&pageSize=3");
    expect(first.body.total).toBe(4);
    expect(first.body.templates.every((t) => t.name.startsWith("Spring"))).toBe(true);
    const second = await list(user.token, `?search=spring&pageSize=3&cursor=${first.body.nextCursor}`);
    expect(second.body.templates.map((t) => t.name)).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    const news = await list(user.token, "?type=newsletter&pageSize=10");
    expect(news.body.templates).toHaveLength(3);
    expect(news.body.nextCursor).toBeNull();
    // The counts travel with the page's rows; a page without rows still tells them (one more statement).
    const counted = (await list(user.token, "?type=newsletter&pageSize=2")).body as Page & {
      unfilteredTotal: number;
    };
    expect([counted.total, counted.unfilteredTotal]).toEqual([3, 7]);
    const beyond = (await list(user.token, "?type=newsletter&pageSize=2&page=5")).body as Page & {
      unfilteredTotal: number;
    };
    expect(beyond.templates).toEqual([]);
    expect([beyond.total, beyond.unfilteredTotal]).toEqual([3, 7]);
    const none = (await list(user.token, "?search=no-such-name")).body as Page & { unfilteredTotal: number };
    expect([none.total, none.unfilteredTotal]).toEqual([0, 7]);
    const all = (await list(user.token, "?page=9")).body as Page & { unfilteredTotal: number };
    expect([all.templates.length, all.total, all.unfilteredTotal]).toEqual([0, 7, 7]);
  });

  it("keeps page and pageSize working, now with nextCursor, and refuses a made-up cursor with 400", async () => {
    const user = await createUser({ plan: "enterprise" });
    for (let i = 0; i < 5; i++) await seedTemplate(user.id, { name: `P${i}`, createdAt: 1_700_000_000 + i });
    const p2 = await list(user.token, "?pageSize=2&page=2");
    expect(p2.body.templates.map((t) => t.name)).toEqual(["P2", "P1"]);
    expect(p2.body.page).toBe(2);
    const next = await list(user.token, `?pageSize=2&cursor=${p2.body.nextCursor}`);
    expect(next.body.templates.map((t) => t.name)).toEqual(["P0"]);
    const bad = await list(user.token, "?cursor=not-a-cursor");
    expect(bad.status).toBe(400);
  });

  it("reuses one prepared statement per query shape with each call's own user, search, types and cursor", async () => {
    const ann = await createUser({ plan: "enterprise" });
    const bob = await createUser({ plan: "enterprise" });
    for (let i = 0; i < 3; i++)
      await seedTemplate(ann.id, { name: `Ann alpha ${i}`, campaignType: "newsletter" });
    await seedTemplate(ann.id, { name: "Ann beta", campaignType: "webinar" });
    for (let i = 0; i < 2; i++)
      await seedTemplate(bob.id, { name: `Bob beta ${i}`, campaignType: "product-launch" });
    const names = async (token: string, query: string) =>
      (await list(token, query)).body.templates.map((t) => t.name).sort();
    // Same shape (no filter), two users.
    expect(await names(ann.token, "")).toHaveLength(4);
    expect(await names(bob.token, "")).toEqual(["Bob beta 0", "Bob beta 1"]);
    // Same shape (search), two patterns; a LIKE wildcard in the search is literal.
    expect(await names(ann.token, "?search=alpha")).toEqual(["Ann alpha 0", "Ann alpha 1", "Ann alpha 2"]);
    expect(await names(ann.token, "?search=beta")).toEqual(["Ann beta"]);
    expect(await names(ann.token, "?search=a%25")).toEqual([]);
    // Same shape (one type), two types.
    expect(await names(ann.token, "?type=webinar")).toEqual(["Ann beta"]);
    expect(await names(bob.token, "?type=product-launch")).toEqual(["Bob beta 0", "Bob beta 1"]);
    // Same shape (cursor), two positions.
    const first = await list(ann.token, "?pageSize=1");
    const second = await list(ann.token, `?pageSize=1&cursor=${first.body.nextCursor}`);
    const third = await list(ann.token, `?pageSize=1&cursor=${second.body.nextCursor}`);
    expect(new Set([first, second, third].map((p) => p.body.templates[0].name)).size).toBe(3);
  });
});
