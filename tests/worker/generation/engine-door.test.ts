import { describe, expect, it } from "vitest";
import { generateTemplate, makeEmail, type GenerationInput } from "../../../src/worker/generation";
import { editorTheme, eventBlock, renderEditorBlock } from "../../../src/worker/generation/editor";
import { encodePng } from "../../../src/worker/generation/assets/raster";
import { sampleInput } from "../../fixtures/samples";

/** A bucket in memory with the parts of R2 the engine uses: put, delete, get and head. */
function memoryBucket() {
  const objects = new Map<string, { bytes: Uint8Array; contentType: string }>();
  return {
    objects,
    async put(key: string, value: Uint8Array, o: { httpMetadata: { contentType: string } }) {
      objects.set(key, { bytes: value, contentType: o.httpMetadata.contentType });
    },
    async delete(keys: string[]) {
      for (const k of keys) objects.delete(k);
    },
    async get(key: string) {
      const o = objects.get(key);
      return o ? { arrayBuffer: async () => o.bytes.slice().buffer } : null;
    },
    async head(key: string) {
      const o = objects.get(key);
      return o ? { size: o.bytes.byteLength, httpMetadata: { contentType: o.contentType } } : null;
    },
  };
}

/** A solid picture of the given size, as an uploaded PNG. */
function picture(width: number, height: number, rgb: [number, number, number]): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([...rgb, 255], i);
  return encodePng({ width, height, data });
}

const BASE = "https://app.test";
const PREFIX = "assets/0123456789abcdef0123456789abcdef/";
const writeOne = async (i: GenerationInput) => [await generateTemplate({}, i)];
const { facts, ...rest } = sampleInput("product-launch", 3);
const input = { ...rest, facts };

describe("the engine's door makes e-mails from facts, uploads and a store", () => {
  it("stores the e-mail's images under the prefix it was given, and only those the HTML uses", async () => {
    const bucket = memoryBucket();
    const made = await makeEmail({
      input,
      uploads: { logo: picture(240, 80, [20, 60, 140]) },
      store: { bucket, prefix: PREFIX, baseUrl: BASE },
      write: writeOne,
      icsUid: "door-1@brandmail",
      checkHostedIn: bucket,
    });
    expect(made.emails).toHaveLength(1);
    const html = made.emails[0].html;
    expect(made.assets.logo?.image.url.startsWith(`${BASE}/api/${PREFIX}`)).toBe(true);
    expect(html).toContain(made.assets.logo!.image.url);
    expect(made.stored.length).toBeGreaterThan(0);
    for (const file of made.stored) {
      expect(file.key.startsWith(PREFIX)).toBe(true);
      expect(bucket.objects.has(file.key)).toBe(true);
      expect(html).toContain(file.url);
    }
  });

  it("reads the uploads where the request stored them: the logo and the campaign images beside it", async () => {
    const bucket = memoryBucket();
    const meta = { httpMetadata: { contentType: "image/png" } };
    await bucket.put("uploads/job-1", picture(240, 80, [20, 60, 140]), meta);
    await bucket.put("uploads/job-1.image-1", picture(1200, 800, [200, 120, 40]), meta);
    const made = await makeEmail({
      input,
      uploads: { bucket, logoKey: "uploads/job-1", imageKey: (i) => `uploads/job-1.image-${i + 1}` },
      store: { bucket, prefix: PREFIX, baseUrl: BASE },
      write: writeOne,
      icsUid: "door-2@brandmail",
      checkHostedIn: bucket,
    });
    expect(made.assets.logo).not.toBeNull();
    // The campaign image is the hero's photograph (or a picture of the body when the layout has no photo hero).
    const uploaded = [
      made.assets.hero?.image.url,
      ...made.assets.photos.filter((p) => p.kind === "upload").map((p) => p.url),
    ];
    expect(uploaded.some((url) => url && made.emails[0].html.includes(url))).toBe(true);
  });

  it("refuses an e-mail whose images are not in the bucket it is checked against", async () => {
    const bucket = memoryBucket();
    const elsewhere = memoryBucket();
    await expect(
      makeEmail({
        input,
        uploads: { logo: picture(240, 80, [20, 60, 140]) },
        store: { bucket, prefix: PREFIX, baseUrl: BASE },
        write: writeOne,
        icsUid: "door-3@brandmail",
        checkHostedIn: elsewhere,
      }),
    ).rejects.toThrow(/image contract: image missing from storage/);
  });

  it("writes every version from the one input, and stores a file they share once", async () => {
    const bucket = memoryBucket();
    const made = await makeEmail({
      input,
      uploads: { logo: picture(240, 80, [20, 60, 140]) },
      store: { bucket, prefix: PREFIX, baseUrl: BASE },
      write: async (i) => [
        await generateTemplate({}, i),
        await generateTemplate({}, { ...i, seed: i.seed + 1 }),
      ],
      icsUid: "door-4@brandmail",
    });
    expect(made.emails).toHaveLength(2);
    const logo = made.assets.logo!.image.url;
    for (const email of made.emails) expect(email.html).toContain(logo);
    expect(made.stored.filter((f) => f.url === logo)).toHaveLength(1);
  });
});

describe("the editor's entry renders a section in the template's own theme", () => {
  it("renders an added event with its calendar link in the colours the template shows", async () => {
    const [template] = await writeOne({ ...input, logoUrl: null });
    const theme = editorTheme(template.html, input.palette);
    const html = renderEditorBlock(
      eventBlock({
        title: "Open Day",
        date: { iso: "2027-03-12", text: "Friday, 12 March 2027" },
        time: "18:00-20:00 CET",
        venue: "The Loft, Amsterdam",
        join: null,
      }),
      theme,
    );
    expect(html).toContain("Open Day");
    expect(html).toContain("Friday, 12 March 2027");
    expect(html).toContain("calendar.google.com");
    expect(html).toContain("20270312T180000");
    expect(html.toLowerCase()).toContain(theme.light.heading.toLowerCase());
  });

  it("renders paragraphs as separate paragraphs", () => {
    const theme = editorTheme("", ["#0f766e"]);
    const html = renderEditorBlock({ kind: "paragraphs", text: "First part.\n\nSecond part." }, theme);
    expect(html.match(/<p\b/g)).toHaveLength(2);
    expect(html).toContain("Second part.");
  });
});
