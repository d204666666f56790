// Issue 22: CPU of a generation for a known brand. The first generation for a kit draws its logo plate and brand
// artwork into the kit's cache; the second reads them back and draws only what is new. Same wasm libraries as the Worker.
import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";

const KITS = Number(process.env.BENCH_KITS ?? 8);
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const TYPES = ["newsletter", "webinar", "product-launch", "offline-event", "customer-onboarding"];

export async function run() {
  const { createBuiltinGenerator } = await tsImport(
    "../../src/worker/generation/builtin.ts",
    import.meta.url,
  );
  const { makeEmail } = await tsImport("../../src/worker/generation/index.ts", import.meta.url);
  const { renderSvg, encodePng } = await tsImport(
    "../../src/worker/generation/assets/raster.ts",
    import.meta.url,
  );
  const { sampleInput } = await tsImport("../../tests/fixtures/samples.ts", import.meta.url);
  const generator = createBuiltinGenerator();
  const bucket = { put: async () => {}, delete: async () => {} };

  const compose = async (input, logo, draw) => {
    const prefix = `assets/${randomBytes(16).toString("hex")}/`;
    const cpu0 = process.cpuUsage();
    await makeEmail({
      store: { bucket, prefix, baseUrl: "https://app.example" },
      input,
      uploads: { logo },
      write: async (i) => [await generator.generate(i)],
      icsUid: "bench",
      kit: draw,
    });
    const cpu = process.cpuUsage(cpu0);
    return (cpu.user + cpu.system) / 1000;
  };
  const logoFor = async (i) =>
    encodePng(
      await renderSvg(
        `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><circle cx="40" cy="40" r="30" fill="hsl(${(i * 47) % 360},70%,35%)"/><rect x="84" y="28" width="140" height="24" rx="6" fill="#1f2933"/></svg>`,
        480,
      ),
    );

  // Warm the wasm modules and the JIT so the first kit is not charged for start-up.
  await compose(sampleInput("newsletter", 1, { brand: 0 }), await logoFor(99), null);

  const first = [];
  const second = [];
  const none = [];
  for (let k = 0; k < KITS; k++) {
    const objects = new Map();
    const cache = {
      read: async (key) => objects.get(key) ?? null,
      write: async (key, bytes) => void objects.set(key, bytes),
    };
    const draw = { cache, seed: 1000 + k };
    const logo = await logoFor(k);
    const a = sampleInput(TYPES[k % TYPES.length], 10 + k, { brand: k });
    const b = sampleInput(TYPES[(k + 2) % TYPES.length], 500 + k, { brand: k });
    none.push(await compose(b, logo, null));
    first.push(await compose(a, logo, draw));
    second.push(await compose(b, logo, draw));
  }
  if (process.env.BENCH_DEBUG)
    console.log(first.map((x, i) => `${x.toFixed(0)}/${second[i].toFixed(0)}`).join(" "));
  const ratios = first.map((f, i) => second[i] / f).sort((x, y) => x - y);
  for (const a of [first, second, none]) a.sort((x, y) => x - y);
  const f = (n) => `${n.toFixed(0)} ms`;
  console.log(
    `generation for a known brand, ${KITS} kits (5 marketing types, 2 sample brands): CPU median first ${f(pct(first, 50))}, second ${f(pct(second, 50))} (without a kit ${f(pct(none, 50))})`,
  );
  console.log(
    `second / first per kit: median ${pct(ratios, 50).toFixed(2)}, worst ${ratios.at(-1).toFixed(2)} (target: at most 0.50)`,
  );
  return { first, second, ratios };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await run();
