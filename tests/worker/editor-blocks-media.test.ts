import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { templates } from "../../src/worker/db/schema";
import { startTags } from "../../src/worker/generation/validate";
import { call, createUser, db, seedTemplate } from "./pipeline-support";

type ErrorBody = { error: { code: string; message: string } };

async function setup() {
  const user = await createUser({ plan: "premium" });
  const tpl = await seedTemplate(user.id, { websiteUrl: "https://www.acme-corp.com" });
  const add = (block: unknown) =>
    call(`/api/templates/${tpl.id}/blocks`, { token: user.token, json: { block } });
  return { user, tpl, add };
}

async function rendered(res: Response) {
  expect(res.status).toBe(200);
  return (await res.json<{ html: string }>()).html;
}

/** Every <img> keeps the engine's contract and is one of the template's hosted files, answering 200 with an image type. */
async function expectHostedImages(html: string, templateId: string, count: number) {
  const imgs = startTags(html).filter((t) => t.name === "img");
  expect(imgs).toHaveLength(count);
  const [row] = await db.select().from(templates).where(eq(templates.id, templateId));
  expect(row.assetPrefix).toMatch(/^assets\/[0-9a-f]{32}\/$/);
  for (const img of imgs) {
    expect(img.attrs.get("width")).toMatch(/^\d+$/);
    expect(img.attrs.get("height")).toMatch(/^\d+$/);
    expect(img.attrs.has("alt")).toBe(true);
    const src = img.attrs.get("src")!;
    const path = new URL(src).pathname;
    expect(path.startsWith(`/api/${row.assetPrefix}`)).toBe(true);
    const res = await call(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/(png|jpeg)$/);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
  }
  return imgs;
}

describe("adding image-led sections in the editor", () => {
  it("renders a hero with a hosted brand artwork and the headline on a panel", async () => {
    const { tpl, add } = await setup();
    const html = await rendered(await add({ kind: "hero", headline: "Spring is here" }));
    expect(html).toMatch(/^<tr>/);
    expect(html).toContain("Spring is here");
    expect(html).toMatch(/<h2[^>]*class="bm-hero-t"/);
    const [img] = await expectHostedImages(html, tpl.id, 1);
    expect(img.attrs.get("width")).toBe("520");
  });

  it("renders image + text with a placeholder picture and a link to the template's website when no address is given", async () => {
    const { tpl, add } = await setup();
    const html = await rendered(
      await add({
        kind: "imageText",
        heading: "Our story",
        body: "Two lines.",
        link: { label: "Visit our website" },
      }),
    );
    expect(html).toContain("Our story");
    expect(html).toContain('href="https://www.acme-corp.com"');
    await expectHostedImages(html, tpl.id, 1);
  });

  it("renders products with a picture, price and link each", async () => {
    const { tpl, add } = await setup();
    const html = await rendered(
      await add({
        kind: "products",
        title: null,
        items: [
          {
            name: "Trail shoe",
            price: "€120",
            link: { label: "Shop the shoe", url: "https://shop.example.com/shoe" },
          },
          { name: "Rain jacket", price: "€90", link: { label: "Shop the jacket" } },
        ],
      }),
    );
    expect(html).toContain("Trail shoe");
    expect(html).toContain("€120");
    expect(html).toContain('href="https://shop.example.com/shoe"');
    await expectHostedImages(html, tpl.id, 2);
  });

  it("renders social icons from the engine's set, hosted with the template and linking to each profile", async () => {
    const { tpl, add } = await setup();
    const html = await rendered(
      await add({
        kind: "social",
        items: [
          { network: "linkedin", url: "https://www.linkedin.com/company/acme" },
          { network: "instagram", url: "https://instagram.com/acme" },
        ],
      }),
    );
    expect(html).toContain('href="https://www.linkedin.com/company/acme"');
    const imgs = await expectHostedImages(html, tpl.id, 2);
    expect(imgs.map((i) => i.attrs.get("alt"))).toEqual(["LinkedIn", "Instagram"]);
  });

  it("renders an event card with the date badge and a Google Calendar link built by the engine", async () => {
    const { add } = await setup();
    const html = await rendered(
      await add({
        kind: "event",
        title: "Open day",
        date: { iso: "2027-03-12", text: "Friday, 12 March 2027" },
        time: "15:00-17:00 CET",
        venue: "Main hall",
        join: { label: "Join online", url: "https://meet.example.com/open" },
      }),
    );
    expect(html).toContain("MAR");
    expect(html).toContain(">12<");
    expect(html).toContain("Friday, 12 March 2027");
    expect(html).toContain("Main hall");
    expect(html).toContain("Save the date");
    expect(html).toContain("https://calendar.google.com/calendar/render?action=TEMPLATE");
    // 15:00-17:00 CET as wall-clock times with the zone's IANA name (Google applies its DST): the engine's form since issue 23.
    expect(html).toContain("dates=20270312T150000%2F20270312T170000&amp;ctz=Europe%2FBerlin");
    expect(html).toContain('href="https://meet.example.com/open"');
    expect(html).not.toContain(".ics");
  });

  it("keeps a user's uploaded image when it belongs to the template and refuses any other address", async () => {
    const { user, tpl, add } = await setup();
    const png =
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
    const up = await call(`/api/templates/${tpl.id}/images`, {
      token: user.token,
      json: { image: `data:image/png;base64,${png}` },
    });
    const own = (await up.json<{ url: string }>()).url;
    const html = await rendered(
      await add({
        kind: "imageText",
        heading: "H",
        body: "B",
        link: null,
        image: { url: own, alt: "Our shop" },
      }),
    );
    expect(html).toContain(`src="${own}"`);
    expect(html).toContain('alt="Our shop"');
    const res = await add({
      kind: "hero",
      headline: "H",
      image: { url: "https://elsewhere.example.com/a.png", alt: "" },
    });
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).error.message).toMatch(/uploaded to this template/);
  });

  it("refuses bad input with 400 and a message naming the field", async () => {
    const { add } = await setup();
    const cases: [unknown, RegExp][] = [
      [{ kind: "hero", headline: "" }, /headline/],
      [{ kind: "hero", headline: "x".repeat(121) }, /headline/],
      [
        {
          kind: "imageText",
          heading: "H",
          body: "B",
          link: { label: "Go there", url: "javascript:alert(1)" },
        },
        /http, https or mailto/,
      ],
      [{ kind: "products", title: null, items: [] }, /at least one product/],
      [
        { kind: "products", title: null, items: Array(5).fill({ name: "A", price: null, link: null }) },
        /at most 4/,
      ],
      [{ kind: "social", items: [{ network: "myspace", url: "https://myspace.com/a" }] }, /linkedin/],
      [{ kind: "social", items: [{ network: "x", url: "ftp://x.com/a" }] }, /http, https or mailto/],
      [{ kind: "event", title: "E", date: { iso: "2027-02-30", text: "30 Feb" } }, /real date/],
      [{ kind: "event", title: "E", date: { iso: "12/03/2027", text: "x" } }, /2027-03-12/],
      [{ kind: "event", title: "E", date: { iso: "2027-03-12", text: "x" }, time: "tea time" }, /18:00/],
    ];
    for (const [block, message] of cases) {
      const res = await add(block);
      expect(res.status, JSON.stringify(block).slice(0, 80)).toBe(400);
      expect((await res.json<ErrorBody>()).error.message).toMatch(message);
    }
  });

  it("stores nothing for a refused request, even when another image of it was already drawn", async () => {
    const { tpl, add } = await setup();
    expect((await add({ kind: "hero", headline: "" })).status).toBe(400);
    const [row] = await db.select().from(templates).where(eq(templates.id, tpl.id));
    expect(row.assetPrefix).toBeNull();
    const res = await add({
      kind: "products",
      title: null,
      items: [
        { name: "A", price: null, link: null },
        {
          name: "B",
          price: null,
          link: null,
          image: { url: "https://elsewhere.example.com/b.png", alt: "" },
        },
      ],
    });
    expect(res.status).toBe(400);
    const [after] = await db.select().from(templates).where(eq(templates.id, tpl.id));
    const stored = after.assetPrefix ? (await env.BUCKET.list({ prefix: after.assetPrefix })).objects : [];
    expect(stored).toHaveLength(0);
  });
});

describe("the theme a new section takes", () => {
  it("uses the banner headline's font when the template has no other heading", async () => {
    const { editorTheme } = await import("../../src/worker/generation/editor");
    const html = `<h1 class="bm-hero-t bm-h1" style="margin:0;font-family:Helvetica, Arial, sans-serif;color:#ffffff;">News</h1>`;
    expect(editorTheme(html, ["#4f46e5"]).fontHeading).toBe("Helvetica, Arial, sans-serif");
    expect(editorTheme(html, ["#4f46e5"]).light.heading).not.toBe("#ffffff");
  });
});
