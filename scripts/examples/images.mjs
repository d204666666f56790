// Draws the fictional brands' logos and the social preview image (a real screenshot of one of our e-mails).
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const TYPES = { png: "image/png", jpg: "image/jpeg", ics: "text/calendar; charset=utf-8" };

/** public/ over HTTP, with extension-less example paths answered by their .html file as the app does. */
async function servePublic(publicDir) {
  const server = createServer((req, res) => {
    let file = path.join(publicDir, path.normalize(new URL(req.url ?? "/", "http://x").pathname));
    if (!path.extname(file)) file += ".html";
    try {
      const body = readFileSync(file);
      res.writeHead(200, { "content-type": TYPES[file.split(".").pop()] ?? "text/html; charset=utf-8" });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return { server, base: `http://127.0.0.1:${server.address().port}` };
}

const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-gpu"],
  });

/** One logo file per fictional brand (committed; the examples' logo images are made from them). */
export async function drawLogos(out, brands) {
  const browser = await launch();
  try {
    for (const b of Object.values(brands)) {
      const page = await browser.newPage({ viewport: { width: 400, height: 120 }, deviceScaleFactor: 2 });
      await page.setContent(
        `<div style="display:inline-flex;align-items:center;gap:10px;padding:6px;font:700 30px Arial,sans-serif"><span style="width:44px;height:44px;border-radius:12px;background:${b.mark.colour};color:#fff;display:inline-flex;align-items:center;justify-content:center">${b.mark.initial}</span><span style="color:#1f2933">${b.mark.name}</span></div>`,
      );
      await page.locator("div").screenshot({ path: path.join(out, "logos", b.logo), omitBackground: true });
      await page.close();
    }
    console.log("examples: logos drawn");
  } finally {
    await browser.close();
  }
}

/** 1200x630 Open Graph image showing the product launch example. */
export async function drawSocialPreview(out, manifest) {
  const publicDir = path.dirname(out);
  const { server, base } = await servePublic(publicDir);
  const browser = await launch();
  try {
    // 1200x630: the size Open Graph and Twitter cards expect.
    const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
    await page.route("**/*", (route) =>
      route.request().url().startsWith(base) ? route.continue() : route.abort(),
    );
    const first = manifest.find((m) => m.type === "product-launch") ?? manifest[0];
    await page.setContent(
      `<body style="margin:0;background:linear-gradient(135deg,#eef2ff,#f8fafc);font-family:Arial,sans-serif;display:flex;align-items:center;gap:48px;padding:0 64px;height:630px;box-sizing:border-box">
<div style="flex:1"><div style="font-size:28px;font-weight:700;color:#4338ca">BrandMail</div><div style="font-size:52px;font-weight:800;color:#0f172a;line-height:1.1;margin-top:16px">Branded e-mail templates from your logo, in seconds</div><div style="font-size:24px;color:#475569;margin-top:20px">Responsive, dark-mode aware, ready for Gmail, Outlook and Apple Mail.</div></div>
<iframe src="${base}${first.src}" style="width:600px;height:900px;border:0;border-radius:16px;box-shadow:0 20px 50px rgba(15,23,42,.25);transform:scale(.8);transform-origin:top center;margin-top:230px;background:#fff"></iframe></body>`,
      { waitUntil: "load" },
    );
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(publicDir, "og-image.png") });
    await page.close();
    console.log("examples: og-image.png drawn");
  } finally {
    await browser.close();
    server.close();
  }
}
