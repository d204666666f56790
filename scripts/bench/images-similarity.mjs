// Near-duplicate seed pairs: screenshots of 10 seeds per marketing type (same input), compared pairwise at thumbnail
// size. A pair is a near-duplicate when 95% of thumbnail pixels differ by less than 8/255 in grey. Target: <= 5%.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { tsImport } from "tsx/esm/api";

const SEEDS = Number(process.env.BENCH_SEEDS ?? 10);
const THUMB = 120;

export async function run() {
  const { createBuiltinGenerator } = await tsImport(
    "../../src/worker/generation/builtin.ts",
    import.meta.url,
  );
  const { sampleInput } = await tsImport("../../tests/fixtures/samples.ts", import.meta.url);
  const { produceAssets } = await tsImport("../../src/worker/generation/assets/index.ts", import.meta.url);
  const { AssetStore } = await tsImport("../../src/worker/generation/assets/store.ts", import.meta.url);
  const { renderSvg, encodePng, decodeImage, resizeToWidth } = await tsImport(
    "../../src/worker/generation/assets/raster.ts",
    import.meta.url,
  );

  const dir = mkdtempSync(path.join(tmpdir(), "bm-sim-"));
  const server = createServer((req, res) => {
    try {
      const p = new URL(req.url ?? "/", "http://x").pathname;
      res.writeHead(200, {
        "content-type": p.endsWith(".html")
          ? "text/html; charset=utf-8"
          : p.endsWith(".png")
            ? "image/png"
            : "image/jpeg",
      });
      res.end(readFileSync(path.join(dir, p.replace(/^\/api\//, ""))));
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${server.address().port}`;
  const bucket = {
    async put(key, value) {
      mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
      writeFileSync(path.join(dir, key), value);
    },
    async delete() {},
  };
  const logo = encodePng(
    await renderSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><circle cx="40" cy="40" r="30" fill="#0f766e"/><rect x="84" y="28" width="140" height="24" rx="6" fill="#1f2933"/></svg>`,
      480,
    ),
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const generator = createBuiltinGenerator();
  const types = ["newsletter", "webinar", "offline-event", "product-launch", "customer-onboarding"];
  let pairs = 0;
  let similar = 0;
  const perType = {};
  const ratios = [];
  try {
    const page = await browser.newPage({ viewport: { width: 700, height: 1400 } });
    await page.route("**/*", (route) =>
      route.request().url().startsWith(base) ? route.continue() : route.abort(),
    );
    for (const type of types) {
      const thumbs = [];
      for (let seed = 1; seed <= SEEDS; seed++) {
        const input = sampleInput(type, seed, { brand: 0 });
        const store = new AssetStore(bucket, `assets/${randomBytes(16).toString("hex")}/`, base);
        const assets = await produceAssets({
          store,
          facts: input.facts,
          palette: input.palette,
          seed,
          logo,
          marketing: true,
        });
        const t = await generator.generate({ ...input, assets });
        await store.flush(t.html);
        writeFileSync(path.join(dir, `${type}-${seed}.html`), t.html);
        await page.goto(`${base}/api/${type}-${seed}.html`, { waitUntil: "load" });
        const shot = await page.screenshot({ clip: { x: 0, y: 0, width: 700, height: 1400 } });
        const { pixels } = await decodeImage(new Uint8Array(shot));
        const small = resizeToWidth(pixels, THUMB);
        const grey = new Float32Array(small.width * small.height);
        for (let i = 0; i < grey.length; i++)
          grey[i] = 0.299 * small.data[i * 4] + 0.587 * small.data[i * 4 + 1] + 0.114 * small.data[i * 4 + 2];
        thumbs.push(grey);
      }
      let typeSimilar = 0;
      for (let a = 0; a < thumbs.length; a++)
        for (let b = a + 1; b < thumbs.length; b++) {
          const n = Math.min(thumbs[a].length, thumbs[b].length);
          let same = 0;
          for (let i = 0; i < n; i++) if (Math.abs(thumbs[a][i] - thumbs[b][i]) < 8) same++;
          pairs++;
          ratios.push(same / n);
          if (same / n >= 0.95) {
            similar++;
            typeSimilar++;
          }
        }
      perType[type] = typeSimilar;
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `near-duplicate seed pairs (screenshot, first 1400 px at 700 px wide): ${similar} of ${pairs} (${((100 * similar) / pairs).toFixed(1)}%, target <= 5%); per type: ${Object.entries(
      perType,
    )
      .map(([t, n]) => `${t} ${n}`)
      .join(", ")}`,
  );
  ratios.sort((x, y) => x - y);
  console.log(
    `share of matching thumbnail pixels per pair: median ${(100 * ratios[Math.floor(ratios.length / 2)]).toFixed(1)}%, max ${(100 * ratios.at(-1)).toFixed(1)}% (a pair counts as near-duplicate from 95%)`,
  );
  return { pairs, similar };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await run();
