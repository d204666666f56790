// Issue 9 figures: images per marketing e-mail, distinct block sequences per type, image sizes, HTML size and the
// time to draw all images of one template (assets are drawn in Node with the same wasm libraries the Worker uses).
import { Buffer } from "node:buffer";
import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";

const SEEDS = Number(process.env.BENCH_SEEDS ?? 10);
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function run() {
  const { createBuiltinGenerator } = await tsImport(
    "../../src/worker/generation/builtin.ts",
    import.meta.url,
  );
  const { validateEmailHtml, imageUrls } = await tsImport(
    "../../src/worker/generation/validate.ts",
    import.meta.url,
  );
  const { sampleInput } = await tsImport("../../tests/fixtures/samples.ts", import.meta.url);
  const { produceAssets } = await tsImport("../../src/worker/generation/assets/index.ts", import.meta.url);
  const { AssetStore } = await tsImport("../../src/worker/generation/assets/store.ts", import.meta.url);
  const { renderSvg, encodePng } = await tsImport(
    "../../src/worker/generation/assets/raster.ts",
    import.meta.url,
  );
  const { calendarEvent } = await tsImport("../../src/worker/generation/plan/planner.ts", import.meta.url);
  const { icsFile } = await tsImport("../../src/worker/generation/plan/calendar.ts", import.meta.url);

  const logo = encodePng(
    await renderSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><circle cx="40" cy="40" r="30" fill="#0f766e"/><rect x="84" y="28" width="140" height="24" rx="6" fill="#1f2933"/></svg>`,
      480,
    ),
  );
  const generator = createBuiltinGenerator();
  const objects = new Map();
  const bucket = { put: async (k, v) => void objects.set(k, v), delete: async () => {} };
  const types = ["newsletter", "webinar", "offline-event", "product-launch", "customer-onboarding"];
  const perEmail = [];
  const imageBytes = [];
  const totals = [];
  const html = [];
  const renderMs = [];
  // CPU time of this process: the wall clock on a machine shared by many jobs overstates one core's work.
  const cpuMs = [];
  const problems = [];
  const sequences = {};

  for (let warm = 0; warm < 3; warm++) {
    const store = new AssetStore(bucket, `assets/${randomBytes(16).toString("hex")}/`, "https://app.example");
    const input = sampleInput("newsletter", 900 + warm);
    const assets = await produceAssets({
      store,
      facts: input.facts,
      palette: input.palette,
      seed: input.seed,
      logo,
      marketing: true,
    });
    await store.flush((await generator.generate({ ...input, assets })).html);
  }

  for (const type of types) {
    sequences[type] = new Set();
    for (const brand of [0, 1]) {
      for (let seed = 1; seed <= SEEDS; seed++) {
        const input = sampleInput(type, seed, { brand });
        const store = new AssetStore(
          bucket,
          `assets/${randomBytes(16).toString("hex")}/`,
          "https://app.example",
        );
        const facts = input.facts;
        const event =
          type === "webinar" || type === "offline-event"
            ? calendarEvent(facts, facts.campaign.title ?? facts.brand.name.value)
            : null;
        const cpu0 = process.cpuUsage();
        const assets = await produceAssets({
          store,
          facts,
          palette: input.palette,
          seed,
          logo,
          marketing: true,
          ics: event ? icsFile(event, "bench") : null,
        });
        const t = await generator.generate({ ...input, assets });
        await store.flush(t.html);
        const cpu = process.cpuUsage(cpu0);
        cpuMs.push((cpu.user + cpu.system) / 1000);
        const check = validateEmailHtml(t.html);
        if (!check.ok) problems.push(`${type}/${seed}: ${check.problems.join("; ")}`);
        if (brand === 0) sequences[type].add(t.layout.split("/")[2]);
        const imgs = store.stored.filter((o) => o.contentType.startsWith("image/"));
        perEmail.push(imageUrls(t.html).length);
        imageBytes.push(...imgs.map((o) => o.bytes));
        totals.push(imgs.reduce((a, o) => a + o.bytes, 0));
        html.push(Buffer.byteLength(t.html));
        renderMs.push(store.renderMs + assets.timings.renderMs);
      }
    }
  }
  for (const a of [perEmail, imageBytes, totals, html, renderMs, cpuMs]) a.sort((x, y) => x - y);
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  console.log(
    `marketing e-mails: ${perEmail.length} (5 types x 2 brands x ${SEEDS} seeds), contract problems: ${problems.length}`,
  );
  for (const p of problems.slice(0, 5)) console.log(`  ${p}`);
  console.log(
    `images per e-mail (logo included): median ${pct(perEmail, 50)}, min ${perEmail[0]}, max ${perEmail.at(-1)} (target: median >= 4)`,
  );
  console.log(
    `distinct block sequences over ${SEEDS} seeds (target >= 4): ${types.map((t) => `${t} ${sequences[t].size}`).join(", ")}`,
  );
  console.log(
    `image size: median ${kb(pct(imageBytes, 50))}, p95 ${kb(pct(imageBytes, 95))}, max ${kb(imageBytes.at(-1))} (limit 200 KB each)`,
  );
  console.log(
    `images per e-mail in bytes: median ${kb(pct(totals, 50))}, max ${kb(totals.at(-1))} (limit 1 MB)`,
  );
  console.log(`HTML size: median ${kb(pct(html, 50))}, max ${kb(html.at(-1))} (limit 80 KB)`);
  console.log(
    `drawing all images of one template: median ${pct(renderMs, 50)} ms wall, ${pct(cpuMs, 50).toFixed(0)} ms CPU; p95 ${pct(renderMs, 95)} ms wall, ${pct(cpuMs, 95).toFixed(0)} ms CPU (target: median < 300 ms on one core)`,
  );
  return { perEmail, sequences, renderMs };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await run();
