import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, expectError, signedIn } from "./auth-support";
import { brands, LOGO_DATA_URL } from "./brands-support";

const token = async (plan: "free" | "basic" | "premium" | "enterprise" = "premium") =>
  (await signedIn({ plan })).login.access_token as string;

describe("brand kits: CRUD", () => {
  it("creates a kit with every field, lists it as the default and reads it back", async () => {
    const t = await token();
    expect((await brands.list(t)).body).toEqual({ brands: [] });
    const created = await brands.create(t, {
      name: "Northwind Labs",
      website: "https://northwind-labs.com",
      logo: LOGO_DATA_URL,
      palette: ["#1F3A8A", "f59e0b"],
      fonts: ["Inter"],
      tagline: "Lab tools for small teams",
      address: "Keizersgracht 12\n1015 CN Amsterdam\nNetherlands",
      socials: [{ network: "LinkedIn", url: "https://www.linkedin.com/company/northwind" }],
      lang: "en",
      tone: "friendly",
      senderName: "Ada at Northwind",
    });
    expect(created.status).toBe(201);
    const kit = created.body.brand;
    expect(kit).toMatchObject({
      name: "Northwind Labs",
      website: "https://northwind-labs.com",
      palette: ["#1f3a8a", "#f59e0b"],
      fonts: ["Inter"],
      tagline: "Lab tools for small teams",
      address: "Keizersgracht 12, 1015 CN Amsterdam, Netherlands",
      socials: [{ network: "linkedin", url: "https://www.linkedin.com/company/northwind" }],
      lang: "en",
      tone: "friendly",
      senderName: "Ada at Northwind",
      isDefault: true,
      version: 1,
    });
    expect(kit.logoUrl).toMatch(new RegExp(`^/api/brands/${kit.id}/logo/[0-9a-f]{32}\\.png$`));
    expect(kit.logoPalette.length).toBeGreaterThanOrEqual(3);
    const logo = await call(kit.logoUrl);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/png");
    expect((await brands.get(t, kit.id)).body.brand).toEqual(kit);
    expect((await brands.list(t)).body.brands).toEqual([kit]);
  });

  it("patches fields, bumps the version only for what drawn assets depend on, and deletes", async () => {
    const t = await token();
    const { id } = (await brands.create(t, { name: "Acme", palette: ["#112233"] })).body.brand;
    const renamed = await brands.patch(t, id, { tagline: "Better widgets", tone: "bold" });
    expect(renamed.body.brand).toMatchObject({ tagline: "Better widgets", tone: "bold", version: 1 });
    const recoloured = await brands.patch(t, id, { palette: ["#aa0000", "#00aa00"] });
    expect(recoloured.body.brand).toMatchObject({ palette: ["#aa0000", "#00aa00"], version: 2 });
    const withLogo = await brands.patch(t, id, { logo: LOGO_DATA_URL });
    expect(withLogo.body.brand.version).toBe(3);
    const same = await brands.patch(t, id, { palette: ["#aa0000", "#00aa00"], address: "Main St 1" });
    expect(same.body.brand.version).toBe(3);
    const cleared = await brands.patch(t, id, { tagline: null, address: "" });
    expect(cleared.body.brand).toMatchObject({ tagline: null, address: null });
    expect((await brands.remove(t, id)).status).toBe(200);
    expectError(await brands.get(t, id), 404, "not_found");
    expect((await env.BUCKET.list({ prefix: `brands/` })).objects.some((o) => o.key.includes(id))).toBe(
      false,
    );
  });

  it("refuses bad bodies with a 400 that names the field", async () => {
    const t = await token();
    expectError(await brands.create(t, {}), 400, "validation_failed");
    expect(expectError(await brands.create(t, { name: "A", palette: [] }), 400).message).toMatch(
      /at least 1/,
    );
    expect(expectError(await brands.create(t, { name: "A", palette: ["#1", "#2"] }), 400).message).toMatch(
      /hex/,
    );
    expect(
      expectError(
        await brands.create(t, { name: "A", palette: ["#111111", "#222222", "#333333", "#444444"] }),
        400,
      ).message,
    ).toMatch(/at most 3/);
    expect(expectError(await brands.create(t, { name: "A", tone: "sarcastic" }), 400).message).toMatch(
      /friendly/,
    );
    expect(
      expectError(await brands.create(t, { name: "A", website: "http://127.0.0.1/" }), 400).message,
    ).toMatch(/cannot be used/);
    expect(
      expectError(
        await brands.create(t, { name: "A", socials: [{ network: "x", url: "javascript:alert(1)" }] }),
        400,
      ).message,
    ).toMatch(/http/);
    expect(expectError(await brands.create(t, { name: "A", unknown: 1 }), 400).message).toBeTruthy();
    expectError(await brands.create(t, { name: "A", logo: "data:text/plain;base64,aGVsbG8=" }), 415);
    expectError(await call("/api/brands", { token: t, raw: "{nope" }), 400, "invalid_json");
  });
});

describe("brand kits: ownership", () => {
  it("answers 404 for another account's kit on every route, and 401 without a session", async () => {
    const owner = await token();
    const other = await token();
    const { id } = (await brands.create(owner, { name: "Mine" })).body.brand;
    expectError(await brands.get(other, id), 404, "not_found");
    expectError(await brands.patch(other, id, { name: "Stolen" }), 404, "not_found");
    expectError(await brands.remove(other, id), 404, "not_found");
    expect((await brands.list(other)).body.brands).toEqual([]);
    expect((await brands.get(owner, id)).body.brand.name).toBe("Mine");
    expectError(await call("/api/brands"), 401);
    expectError(await call(`/api/brands/${id}`), 401);
  });
});

describe("brand kits: plan limits", () => {
  it("keeps one brand on Free, Basic and Premium", async () => {
    for (const plan of ["free", "basic", "premium"] as const) {
      const t = await token(plan);
      expect((await brands.create(t, { name: "One" })).status).toBe(201);
      expect(expectError(await brands.create(t, { name: "Two" }), 403, "limit_reached").message).toMatch(
        /one brand/,
      );
    }
  });

  it("keeps up to 10 brands on Enterprise with exactly one default", async () => {
    const t = await token("enterprise");
    const ids: string[] = [];
    for (let i = 1; i <= 10; i++) ids.push((await brands.create(t, { name: `Brand ${i}` })).body.brand.id);
    expectError(await brands.create(t, { name: "Brand 11" }), 403, "limit_reached");
    const defaults = () =>
      brands
        .list(t)
        .then((r) =>
          r.body.brands.filter((b: { isDefault: boolean }) => b.isDefault).map((b: { id: string }) => b.id),
        );
    expect(await defaults()).toEqual([ids[0]]);
    expect((await brands.patch(t, ids[3], { isDefault: true })).body.brand.isDefault).toBe(true);
    expect(await defaults()).toEqual([ids[3]]);
    expectError(await brands.patch(t, ids[3], { isDefault: false }), 400);
    await brands.remove(t, ids[3]);
    expect((await defaults()).length).toBe(1);
    expect((await brands.create(t, { name: "Brand 11", isDefault: true })).body.brand.isDefault).toBe(true);
    expect((await defaults()).length).toBe(1);
  });

  it("lets only Premium and Enterprise choose colours; other plans keep their logo's colours", async () => {
    for (const plan of ["free", "basic"] as const) {
      const t = await token(plan);
      expect(
        expectError(await brands.create(t, { name: "A", palette: ["#ff0000"] }), 403, "plan_required")
          .message,
      ).toMatch(/Premium/);
      const kit = (await brands.create(t, { name: "A", logo: LOGO_DATA_URL })).body.brand;
      expect(kit.palette).toEqual(kit.logoPalette.slice(0, 3));
      expect(kit.palette.length).toBeGreaterThan(0);
      expectError(await brands.patch(t, kit.id, { palette: ["#ff0000"] }), 403, "plan_required");
      // Echoing the logo's own colours is not an edit.
      expect((await brands.patch(t, kit.id, { palette: kit.palette })).status).toBe(200);
    }
    const premium = await token("premium");
    const kit = (await brands.create(premium, { name: "A", logo: LOGO_DATA_URL, palette: ["#ff0000"] })).body
      .brand;
    expect(kit.palette).toEqual(["#ff0000"]);
  });
});
