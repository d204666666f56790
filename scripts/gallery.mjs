// Writes PNG screenshots of one generated template per campaign type (light/dark, desktop/mobile) into gallery/.
import { Buffer } from "node:buffer";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { chromium } from "playwright-core";
import { tsImport } from "tsx/esm/api";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "gallery");
const { createBuiltinGenerator } = await tsImport("../src/worker/generation/builtin.ts", import.meta.url);
const { sampleInput, sampleJob, engineInput, siteReading, ALL_TYPES } = await tsImport(
  "../tests/fixtures/samples.ts",
  import.meta.url,
);
const { validateEmailHtml, imageUrls } = await tsImport(
  "../src/worker/generation/validate.ts",
  import.meta.url,
);
import { composeToDisk } from "./disk-assets.mjs";

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const seed = Number(process.env.SEED ?? 7);

mkdirSync(out, { recursive: true });
const server = createServer((req, res) => {
  const pathname = new URL(req.url ?? "/", "http://x").pathname;
  // Template images live where the app serves them: /api/assets/<128-bit prefix>/<name>.
  const asset = /^\/api\/assets\/([0-9a-f]{32})\/([a-z0-9-]+\.(png|jpg|ics))$/.exec(pathname);
  const file = asset ? path.join(out, "assets", asset[1], asset[2]) : path.join(out, path.basename(pathname));
  try {
    const body = readFileSync(file);
    const types = { png: "image/png", jpg: "image/jpeg", ics: "text/calendar; charset=utf-8" };
    res.writeHead(200, { "content-type": types[file.split(".").pop()] ?? "text/html; charset=utf-8" });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: chromiumPath,
  headless: true,
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-gpu"],
});
try {
  // A dark wordmark on a transparent background: the hardest case for dark mode.
  const logoPage = await browser.newPage({ viewport: { width: 320, height: 96 } });
  await logoPage.setContent(
    `<div style="display:inline-flex;align-items:center;gap:10px;padding:8px;font:700 30px Arial"><span style="width:44px;height:44px;border-radius:50%;background:#0f766e;display:inline-block"></span><span style="color:#1f2933">Northwind</span></div>`,
  );
  await logoPage.locator("div").screenshot({ path: path.join(out, "logo.png"), omitBackground: true });
  // A white wordmark on transparency: invisible on a white plate, the case logo safety must handle.
  await logoPage.setContent(
    `<div style="display:inline-flex;align-items:center;gap:10px;padding:8px;font:700 30px Arial;color:#fff"><span style="width:44px;height:44px;border-radius:50%;background:#fff;display:inline-block"></span><span>Brightlane</span></div>`,
  );
  await logoPage.locator("div").screenshot({ path: path.join(out, "logo-white.png"), omitBackground: true });
  await logoPage.close();

  const logos = {
    dark: readFileSync(path.join(out, "logo.png")),
    white: readFileSync(path.join(out, "logo-white.png")),
  };
  const renderTimes = [];

  const generator = createBuiltinGenerator();
  const cards = [];
  // Three brands a marketer would recognise as different: a coffee roaster with a photo of its coffee, an analytics
  // start-up with a pale yellow palette, a white logo and no photograph (typographic), a furniture studio with a serif
  // font and a photo of its desk. Photos are public domain (scripts/examples/photos/LICENCES.md).
  const { BRANDS } = await import("./examples/brands.mjs");
  const photosDir = path.join(root, "scripts/examples/photos");
  const fern = BRANDS.fernhill;
  const brands = [
    {
      key: "northwind",
      logo: logos.dark,
      photos: ["coffee.png"],
      input: (type, s) => sampleInput(type, s, { brand: 0 }),
    },
    {
      key: "brightlane",
      logo: logos.white,
      photos: [],
      input: (type, s) => sampleInput(type, s, { brand: 1 }),
    },
    {
      key: "fernhill",
      logo: readFileSync(path.join(root, "public/examples/logos", fern.logo)),
      photos: ["desktop.webp", "guy-laptop.webp"],
      input: (type, s) =>
        engineInput({
          ...sampleJob(type, s, { brand: 0 }),
          palette: fern.palette,
          websiteUrl: fern.brand.url,
          brand: siteReading({
            ...fern.brand,
            pages: [
              { title: "The workshop", url: `${fern.brand.url}workshop` },
              { title: "Care guide", url: `${fern.brand.url}care` },
            ],
          }),
        }),
    },
  ];
  const only = process.env.GALLERY_BRANDS?.split(",");
  const runs = brands
    .filter((b) => !only || only.includes(b.key))
    .flatMap((b, bi) =>
      ALL_TYPES.map((type, i) => ({ type, name: `${b.key}-${type}`, b, s: seed + i + bi })),
    );
  for (const { type, name, b, s } of runs) {
    const input = b.input(type, s);
    // Files on disk under gallery/assets, linked the way the app serves them (/api/assets/<prefix>/<file>).
    const prefix = `assets/${randomBytes(16).toString("hex")}/`;
    const {
      template: t,
      assets,
      files,
    } = await composeToDisk({
      dir: out,
      prefix,
      urlBase: `${base}/api/${prefix}`,
      input,
      logo: b.logo,
      images: b.photos.map((f) => readFileSync(path.join(photosDir, f))),
      generate: (x) => generator.generate(x),
      icsUid: `${name}@gallery`,
    });
    renderTimes.push(files.renderMs + assets.timings.renderMs);
    const images = imageUrls(t.html).length;
    const check = validateEmailHtml(t.html);
    if (!check.ok) console.warn(`${name}: ${check.problems.join("; ")}`);
    writeFileSync(path.join(out, `${name}.html`), t.html);
    writeFileSync(path.join(out, `${name}.txt`), t.text);
    const shots = [];
    for (const scheme of ["light", "dark"]) {
      for (const [device, width] of [
        ["desktop", 800],
        ["mobile", 375],
      ]) {
        const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
        // No external network: web fonts are blocked, so the screenshots show the fallback stack.
        await page.route("**/*", (route) =>
          route.request().url().startsWith(base) ? route.continue() : route.abort(),
        );
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`${base}/${name}.html`, { waitUntil: "load" });
        const broken = await page.evaluate(() =>
          [...globalThis.document.images]
            .filter((im) => !im.complete || im.naturalWidth === 0)
            .map((im) => im.src),
        );
        if (broken.length) console.warn(`${name}: images that did not load: ${broken.join(", ")}`);
        if (device === "mobile" && scheme === "light") {
          // Gmail's mobile web client drops <style>: the layout must still fit a 320 px screen without it.
          for (const w of [375, 320]) {
            await page.setViewportSize({ width: w, height: 900 });
            const overflow = await page.evaluate(() => {
              const doc = globalThis.document;
              doc.querySelectorAll("style").forEach((el) => el.remove());
              return doc.documentElement.scrollWidth - doc.documentElement.clientWidth;
            });
            if (overflow > 0)
              console.warn(`${name}: ${overflow} px horizontal scroll at ${w} px without <style>`);
          }
          await page.reload({ waitUntil: "load" });
          await page.setViewportSize({ width, height: 900 });
        }
        const file = `${name}-${scheme}-${device}.png`;
        await page.screenshot({ path: path.join(out, file), fullPage: true });
        await page.close();
        shots.push({ file, scheme, device });
      }
    }
    cards.push({
      type: name,
      t,
      shots,
      bytes: Buffer.byteLength(t.html),
      images,
      imageBytes: files.stored
        .filter((o) => o.contentType.startsWith("image/"))
        .reduce((a, o) => a + o.bytes, 0),
    });
    console.log(
      `${name.padEnd(24)} ${t.layout.padEnd(90)} ${(Buffer.byteLength(t.html) / 1024).toFixed(1)} KB, ${images} images, ${(cards.at(-1).imageBytes / 1024).toFixed(0)} KB of images`,
    );
  }
  const esc = (s) =>
    s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
  const index = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>BrandMail template gallery</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;background:#f4f5f7;color:#1f2933}section{background:#fff;border-radius:8px;padding:16px;margin-bottom:24px}
.shots{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}figure{margin:0}figcaption{font-weight:600;margin-bottom:6px}img{border:1px solid #ddd;max-height:900px}</style></head><body>
<h1>BrandMail template gallery (seed ${seed})</h1>
${cards
  .map(
    (
      c,
    ) => `<section><h2>${esc(c.type)} <small>${esc(c.t.layout)} · ${(c.bytes / 1024).toFixed(1)} KB · ${c.images} images, ${(c.imageBytes / 1024).toFixed(0)} KB</small></h2><p><strong>Subject:</strong> ${esc(c.t.subject)}<br><strong>Preheader:</strong> ${esc(c.t.preheader)}<br><a href="${esc(c.type)}.html">HTML</a> · <a href="${esc(c.type)}.txt">plain text</a></p>
<div class="shots">${c.shots.map((s) => `<figure><figcaption>${s.scheme}, ${s.device}</figcaption><img src="${esc(s.file)}" alt="${esc(c.type)} ${s.scheme} ${s.device}" width="${s.device === "desktop" ? 400 : 188}"></figure>`).join("")}</div></section>`,
  )
  .join("\n")}
</body></html>`;
  writeFileSync(path.join(out, "index.html"), index);
  renderTimes.sort((a, b) => a - b);
  console.log(`image rendering per template: median ${renderTimes[Math.floor(renderTimes.length / 2)]} ms`);
  console.log(`gallery written to ${path.relative(process.cwd(), out)}/index.html`);
} finally {
  await browser.close();
  server.close();
}
