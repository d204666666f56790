// Versions of one brief (A/B variants): what a job that writes 3 versions costs beside one that writes 1, composed as
// the queue job does (facts and images once, then the job's seed loop through the built-in writer), with the files on
// disk. Prints per campaign type: median wall time of the composition (1 and 3 versions), e-mails written for 3 (the
// seed loop stops at 4 per version), files stored for 3 against 1, and how many of the jobs got 3 versions that differ
// in subject and headline (what the writer's angles decide).
// Run: node scripts/bench/variants.mjs (BENCH_JOBS=6 jobs per type and count).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import { convertLogoUpload, diskBucket } from "../disk-assets.mjs";

const JOBS = Number(process.env.BENCH_JOBS ?? 6);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

function filesUnder(dir) {
  try {
    return readdirSync(dir, { recursive: true }).filter((f) => /\.\w+$/.test(String(f))).length;
  } catch {
    return 0;
  }
}

export async function run() {
  const { generateTemplate, makeEmail } = await tsImport(
    "../../src/worker/generation/index.ts",
    import.meta.url,
  );
  const { seedFor, writeVersions } = await tsImport("../../src/worker/jobs/variants.ts", import.meta.url);
  const { sampleInput, ALL_TYPES } = await tsImport("../../tests/fixtures/samples.ts", import.meta.url);
  const dir = mkdtempSync(path.join(tmpdir(), "bench-variants-"));
  // A picture as logo and as campaign photo, so the files the versions share are counted.
  const photo = new Uint8Array(readFileSync(path.join(import.meta.dirname, "../examples/photos/coffee.png")));
  const logo = (await convertLogoUpload(photo)).png;

  async function job(type, n, count) {
    const prefix = `assets/${type}-${count}-${n}/`;
    let writes = 0;
    const start = performance.now();
    const { emails: generated } = await makeEmail({
      store: { bucket: diskBucket(dir), prefix, baseUrl: "", urlBase: `https://bench.example/${prefix}` },
      input: sampleInput(type, n),
      uploads: { logo, images: [photo] },
      icsUid: `bench-${n}@brandmail`,
      write: (input) =>
        writeVersions(
          (i) => {
            writes++;
            return generateTemplate({}, i);
          },
          input,
          count,
          (candidate) => (seedFor(`bench-${type}-${n}`, 1) + candidate) >>> 0,
        ),
    });
    const ms = performance.now() - start;
    const distinct =
      new Set(generated.map((g) => g.subject)).size === count &&
      new Set(generated.map((g) => g.headline)).size === count;
    return { ms, writes, distinct, files: filesUnder(path.join(dir, prefix)) };
  }

  await job(ALL_TYPES[0], JOBS, 3);
  console.log(`${JOBS} jobs per type; built-in writer, a logo and one campaign photo, no website fetch`);
  console.log(
    "  type                      1 version   3 versions   e-mails written   files (1 / 3)   3 distinct",
  );
  for (const type of ALL_TYPES) {
    const one = [];
    const three = [];
    for (let n = 0; n < JOBS; n++) {
      one.push(await job(type, n, 1));
      three.push(await job(type, n, 3));
    }
    console.log(
      `  ${type.padEnd(24)} ${median(one.map((r) => r.ms))
        .toFixed(1)
        .padStart(7)} ms ${median(three.map((r) => r.ms))
        .toFixed(1)
        .padStart(
          9,
        )} ms   median ${median(three.map((r) => r.writes))} (max ${Math.max(...three.map((r) => r.writes))})   ${median(one.map((r) => r.files))} / ${median(three.map((r) => r.files))}           ${three.filter((r) => r.distinct).length}/${JOBS}`,
    );
  }
  rmSync(dir, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await run();
