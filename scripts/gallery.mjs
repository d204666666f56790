// Writes PNG screenshots of one generated template per campaign type (light/dark, desktop/mobile) into gallery/.
import { Buffer } from "node:buffer";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { chromium } from "playwright-core";
import { tsImport } from "tsx/esm/api";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "gallery");
const { createBuiltinGenerator } = await tsImport("../src/worker/generation/builtin.ts", import.meta.url);
const { sampleInput, ALL_TYPES } = await tsImport("../src/worker/generation/samples.ts", import.meta.url);
const { validateEmailHtml } = await tsImport("../src/worker/generation/validate.ts", import.meta.url);

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const seed = Number(process.env.SEED ?? 7);

mkdirSync(out, { recursive: true });
const server = createServer((req, res) => {
  const file = path.join(out, path.basename(new URL(req.url ?? "/", "http://x").pathname));
  try {
    const body = readFileSync(file);
    res.writeHead(200, { "content-type": file.endsWith(".png") ? "image/png" : "text/html; charset=utf-8" });
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
  await logoPage.close();

  const generator = createBuiltinGenerator();
  const cards = [];
  for (const [i, type] of ALL_TYPES.entries()) {
    const input = sampleInput(type, seed + i, { brand: i % 2, logoUrl: i % 2 === 0 ? `${base}/logo.png` : null });
    const t = await generator.generate(input);
    const check = validateEmailHtml(t.html);
    if (!check.ok) console.warn(`${type}: ${check.problems.join("; ")}`);
    writeFileSync(path.join(out, `${type}.html`), t.html);
    writeFileSync(path.join(out, `${type}.txt`), t.text);
    const shots = [];
    for (const scheme of ["light", "dark"]) {
      for (const [device, width] of [["desktop", 800], ["mobile", 375]]) {
        const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
        // No external network: web fonts are blocked, so the screenshots show the fallback stack.
        await page.route("**/*", (route) => (route.request().url().startsWith(base) ? route.continue() : route.abort()));
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`${base}/${type}.html`, { waitUntil: "load" });
        const file = `${type}-${scheme}-${device}.png`;
        await page.screenshot({ path: path.join(out, file), fullPage: true });
        await page.close();
        shots.push({ file, scheme, device });
      }
    }
    cards.push({ type, t, shots, bytes: Buffer.byteLength(t.html) });
    console.log(`${type.padEnd(24)} ${t.layout.padEnd(44)} ${(Buffer.byteLength(t.html) / 1024).toFixed(1)} KB`);
  }
  const esc = (s) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
  const index = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>BrandMail template gallery</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;background:#f4f5f7;color:#1f2933}section{background:#fff;border-radius:8px;padding:16px;margin-bottom:24px}
.shots{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}figure{margin:0}figcaption{font-weight:600;margin-bottom:6px}img{border:1px solid #ddd;max-height:900px}</style></head><body>
<h1>BrandMail template gallery (seed ${seed})</h1>
${cards
  .map(
    (c) => `<section><h2>${esc(c.type)} <small>${esc(c.t.layout)} · ${(c.bytes / 1024).toFixed(1)} KB</small></h2><p><strong>Subject:</strong> ${esc(c.t.subject)}<br><strong>Preheader:</strong> ${esc(c.t.preheader)}<br><a href="${esc(c.type)}.html">HTML</a> · <a href="${esc(c.type)}.txt">plain text</a></p>
<div class="shots">${c.shots.map((s) => `<figure><figcaption>${s.scheme}, ${s.device}</figcaption><img src="${esc(s.file)}" alt="${esc(c.type)} ${s.scheme} ${s.device}" width="${s.device === "desktop" ? 400 : 188}"></figure>`).join("")}</div></section>`,
  )
  .join("\n")}
</body></html>`;
  writeFileSync(path.join(out, "index.html"), index);
  console.log(`gallery written to ${path.relative(process.cwd(), out)}/index.html`);
} finally {
  await browser.close();
  server.close();
}
