import { describe, expect, it } from "vitest";
import type { BrandSuggestion } from "../../src/shared/brand-kit";
import { rateLimits } from "../../src/worker/db/schema";
import { buildFacts } from "../../src/worker/reading";
import { readSiteHtml } from "../../src/worker/reading/site";
import { fillEmpty, mergeKit, type KitValues } from "../../src/worker/brands/merge";
import { readSuggestion, suggestionFrom } from "../../src/worker/brands/read";
import { call, db, expectError, signedIn } from "./auth-support";
import { brands } from "./brands-support";

const emptyKit: KitValues = {
  name: "",
  website: null,
  palette: [],
  fonts: [],
  tagline: null,
  address: null,
  socials: [],
  lang: null,
};
const approved: KitValues = {
  name: "Northwind Labs",
  website: "https://northwind-labs.com/",
  palette: ["#1f3a8a"],
  fonts: ["Inter"],
  tagline: "Lab tools for small teams",
  address: "Keizersgracht 12, 1015 CN Amsterdam",
  socials: [{ network: "linkedin", url: "https://www.linkedin.com/company/northwind" }],
  lang: "en",
};

const PAGE = `<!doctype html><html lang="de-DE"><head><title>Über uns | Nordwind Labor</title>
<meta property="og:site_name" content="Nordwind Labor"><meta name="theme-color" content="#E11D48">
<meta name="description" content="Laborgeräte für kleine Teams">
<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Roboto+Slab:wght@400">
<script type="application/ld+json">{"@type":"Organization","address":{"streetAddress":"Hafenstraße 5","postalCode":"20457","addressLocality":"Hamburg","addressCountry":"DE"}}</script>
</head><body><h1>Messen ohne Warten</h1><img src="/img/logo.png" alt="Nordwind logo">
<a href="https://www.instagram.com/nordwind">Instagram</a></body></html>`;

const suggestion = async (): Promise<BrandSuggestion> =>
  suggestionFrom("https://nordwind.example/", readSiteHtml(PAGE, "https://nordwind.example/"));

describe("approve, never overwrite: merge rules", () => {
  it("reads a page into a suggestion where every value has a source and a confidence", async () => {
    const s = await suggestion();
    expect(s.name).toMatchObject({ value: "Nordwind Labor", source: expect.any(String) });
    expect(s.name!.confidence).toBeGreaterThanOrEqual(0.5);
    expect(s.palette?.value).toEqual(["#e11d48"]);
    expect(s.fonts?.value).toEqual(["Roboto Slab"]);
    expect(s.address?.value).toBe("Hafenstraße 5, 20457 Hamburg, DE");
    expect(s.socials?.value).toEqual([{ network: "instagram", url: "https://www.instagram.com/nordwind" }]);
    expect(s.lang?.value).toBe("de");
    expect(s.logoUrl?.value).toBe("https://nordwind.example/img/logo.png");
  });

  it("fills every empty field of a new kit from the read", async () => {
    const filled = fillEmpty(emptyKit, await suggestion());
    expect(filled).toMatchObject({
      name: "Nordwind Labor",
      palette: ["#e11d48"],
      fonts: ["Roboto Slab"],
      lang: "de",
      website: "https://nordwind.example/",
    });
    expect(filled.address).toBe("Hafenstraße 5, 20457 Hamburg, DE");
  });

  it("never replaces an approved value: a read of a full kit changes nothing", async () => {
    expect(fillEmpty(approved, await suggestion())).toEqual({});
    expect(mergeKit(approved, await suggestion())).toEqual(approved);
  });

  it("fills only the gaps of a partly approved kit", async () => {
    const partly = { ...approved, address: null, fonts: [] };
    expect(fillEmpty(partly, await suggestion())).toEqual({
      address: "Hafenstraße 5, 20457 Hamburg, DE",
      fonts: ["Roboto Slab"],
    });
  });

  it("shows but never fills a guess below the confidence bar (a name read off the address)", async () => {
    const s = suggestionFrom(
      "https://green-leaf.example/",
      readSiteHtml("<html><body></body></html>", "https://green-leaf.example/"),
    );
    expect(s.name?.value).toBe("Green Leaf");
    expect(s.name!.confidence).toBeLessThan(0.5);
    expect(fillEmpty(emptyKit, s).name).toBeUndefined();
  });

  it("generation states the kit's approved values and takes from the site only what the kit lacks", async () => {
    const read = readSiteHtml(PAGE, "https://nordwind.example/");
    const tagline = (confidence: number) => ({ value: "Messen ohne Warten", source: "h1", confidence });
    const site = { ...read, tagline: tagline(0.8) };
    const factsOf = (kit: KitValues, brand: typeof site | null) =>
      buildFacts({ campaignText: "", websiteUrl: "https://northwind-labs.com/", brand, kit }).brand;
    const brand = factsOf({ ...approved, tagline: null }, site);
    expect(brand).toMatchObject({
      name: { value: "Northwind Labs", source: "brand", confidence: 1 },
      themeColor: "#1f3a8a",
      fonts: ["Inter"],
      address: { value: "Keizersgracht 12, 1015 CN Amsterdam", source: "brand" },
      social: approved.socials,
      language: "en",
      description: { value: "Laborgeräte für kleine Teams", source: "site" },
      tagline: { value: "Messen ohne Warten", source: "site", confidence: 0.8 },
    });
    expect(factsOf(approved, null).tagline?.value).toBe(approved.tagline);
    // A site value under the confidence bar is a suggestion only: the e-mail does not state it.
    expect(factsOf({ ...approved, tagline: null }, { ...read, tagline: tagline(0.3) }).tagline).toBeNull();
  });
});

describe("POST /api/brands/read", () => {
  it("says the page was read, with no warning, when it was", async () => {
    const page = `<html lang="en"><head><title>Northwind Labs</title><meta property="og:site_name" content="Northwind Labs"></head><body><h1>Lab tools</h1></body></html>`;
    const fetcher = (async () =>
      new Response(page, { headers: { "content-type": "text/html" } })) as unknown as typeof fetch;
    const answer = await readSuggestion("https://northwind-labs.com/", fetcher);
    expect(answer.read).toBe(true);
    expect(answer.warning).toBeNull();
    expect(answer.suggestion.name?.value).toBe("Northwind Labs");
  });

  it("answers 200 with what could be found when the site cannot be read", async () => {
    const t = (await signedIn({ plan: "free" })).login.access_token;
    const res = await call("/api/brands/read", { token: t, body: { url: "https://no-such-site.invalid/" } });
    expect(res.status).toBe(200);
    expect(res.body.warning).toMatch(/could not be reached|took too long|status/);
    // No template is made on the Brand page: the answer says what happened to the site, nothing about a template.
    expect(res.body.warning).not.toMatch(/template/i);
    expect(res.body.read).toBe(false);
    expect(res.body.suggestion.website).toBe("https://no-such-site.invalid/");
    expect(res.body.suggestion.palette).toBeNull();
  });

  it("shows the kit beside the read and merges only into empty fields when a brandId is given", async () => {
    const t = (await signedIn({ plan: "premium" })).login.access_token;
    const kit = (await brands.create(t, { name: "Kept name", tagline: "Kept tagline" })).body.brand;
    const res = await call("/api/brands/read", {
      token: t,
      body: { url: "https://no-such-site.invalid/", brandId: kit.id },
    });
    expect(res.body.kit.id).toBe(kit.id);
    expect(res.body.merged).toMatchObject({
      name: "Kept name",
      tagline: "Kept tagline",
      website: "https://no-such-site.invalid/",
    });
    const other = (await signedIn()).login.access_token;
    expectError(
      await call("/api/brands/read", {
        token: other,
        body: { url: "https://no-such-site.invalid/", brandId: kit.id },
      }),
      404,
    );
  });

  it("refuses private addresses like generation does, and bad bodies", async () => {
    const t = (await signedIn()).login.access_token;
    for (const url of [
      "http://127.0.0.1/",
      "http://localhost:8787/",
      "http://169.254.169.254/latest",
      "ftp://example.com/",
    ])
      expectError(await call("/api/brands/read", { token: t, body: { url } }), 400, "validation_failed");
    expectError(await call("/api/brands/read", { token: t, body: {} }), 400);
    expectError(await call("/api/brands/read", { body: { url: "https://example.com/" } }), 401);
  });

  it("is rate-limited per account with 429 and Retry-After", async () => {
    const { user, login } = await signedIn();
    const t = Math.floor(Date.now() / 1000);
    await db()
      .insert(rateLimits)
      .values({ key: `brand-read:${user.id}`, windowStart: t - (t % 3600), count: 30 });
    const res = await call("/api/brands/read", {
      token: login.access_token,
      body: { url: "https://no-such-site.invalid/" },
    });
    expectError(res, 429, "rate_limited");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
