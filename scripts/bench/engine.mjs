// Times the builtin generator (no website fetch) and reports the HTML size per campaign type.
import { Buffer } from "node:buffer";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 400);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function run() {
  const { createBuiltinGenerator } = await tsImport(
    "../../src/worker/generation/builtin.ts",
    import.meta.url,
  );
  const { validateEmailHtml } = await tsImport("../../src/worker/generation/validate.ts", import.meta.url);
  const { sampleInput, ALL_TYPES } = await tsImport("../../tests/fixtures/samples.ts", import.meta.url);
  const generator = createBuiltinGenerator();
  const logoUrl = "https://cdn.brandmail.example/l/logo.png";

  for (let i = 0; i < 50; i++)
    await generator.generate(sampleInput(ALL_TYPES[i % ALL_TYPES.length], i, { logoUrl }));

  const times = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const input = sampleInput(ALL_TYPES[i % ALL_TYPES.length], 1000 + i, { logoUrl });
    const start = performance.now();
    const t = await generator.generate(input);
    validateEmailHtml(t.html);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const generation = {
    iterations: ITERATIONS,
    medianMs: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: times[times.length - 1],
  };

  const sizes = {};
  for (const type of ALL_TYPES) {
    const bytes = [];
    for (let seed = 1; seed <= 20; seed++)
      bytes.push(Buffer.byteLength((await generator.generate(sampleInput(type, seed, { logoUrl }))).html));
    bytes.sort((a, b) => a - b);
    sizes[type] = {
      minBytes: bytes[0],
      medianBytes: percentile(bytes, 50),
      maxBytes: bytes[bytes.length - 1],
    };
  }

  console.log(
    `builtin generation + contract check, ${ITERATIONS} runs: median ${generation.medianMs.toFixed(2)} ms, p95 ${generation.p95Ms.toFixed(2)} ms, max ${generation.maxMs.toFixed(2)} ms (target: median < 20 ms)`,
  );
  console.log("HTML size per campaign type over 20 seeds (limit 80 KB):");
  for (const [type, s] of Object.entries(sizes)) {
    console.log(
      `  ${type.padEnd(24)} median ${(s.medianBytes / 1024).toFixed(1)} KB  (min ${(s.minBytes / 1024).toFixed(1)}, max ${(s.maxBytes / 1024).toFixed(1)})`,
    );
  }
  return { generation, sizes };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await run();
