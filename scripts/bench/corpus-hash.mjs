// A fingerprint of what the builtin engine writes: every brief of tests/fixtures/briefs (corpus and both held-out
// sets) on seeds 1-3 with no brand and with each sample brand, the sample inputs of every campaign type, and the saved
// site pages (read by the site reader, alone and under a brand kit). Each e-mail's subject, preheader, HTML, text,
// name and layout are hashed. A refactoring that must not change any e-mail runs this before and after and compares:
//   node scripts/bench/corpus-hash.mjs --out before.tsv   ...change...   node scripts/bench/corpus-hash.mjs --out after.tsv
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { siteFiles } from "./brand-corpus.mjs";

const SITES = path.join(import.meta.dirname, "../../tests/fixtures/sites");
const sha = (s) => createHash("sha256").update(s).digest("hex");

// Kits as a user approves them: every field, a few fields, and the kit-only voice.
const KITS = [
  {
    name: "Fernhill Studio",
    website: null,
    palette: ["#234567", "#f0c040"],
    fonts: ["Lora"],
    tagline: null,
    address: "1 Kit Road, 10115 Berlin",
    socials: [],
    lang: null,
    tone: "playful",
    senderName: "Ana from Fernhill",
  },
  {
    name: "",
    website: null,
    palette: [],
    fonts: [],
    tagline: "Made by hand since 1999",
    address: null,
    socials: [{ network: "x", url: "https://x.com/kitbrand" }],
    lang: "de",
    tone: null,
    senderName: null,
  },
];

const CORRECTIONS = [
  { name: "Corrected Name", date: "2027-03-04", time: { start: "18:30", end: null, tz: "Europe/Berlin" } },
  { venue: null, tone: "formal", mainLink: { url: "https://corrected.example/go", label: "Save my seat" } },
];

async function engine() {
  const { createBuiltinGenerator } = await tsImport(
    "../../src/worker/generation/builtin.ts",
    import.meta.url,
  );
  const { buildFacts, readSite } = await tsImport("../../src/worker/reading/index.ts", import.meta.url);
  const gen = createBuiltinGenerator();
  return {
    readSite,
    /** One e-mail from what a job knows: the brief, the site's reading (or null), an approved kit (or null). */
    async generate({
      type,
      seed,
      brief,
      site,
      sample,
      kit,
      palette,
      websiteUrl,
      companyAddress,
      now,
      corrections,
    }) {
      const facts = buildFacts({
        campaignType: type,
        campaignText: brief,
        websiteUrl,
        brand: sample ?? (site && site.ok ? site : null),
        kit: kit ?? null,
        companyAddress,
        now,
        corrections: corrections ?? null,
      });
      return gen.generate({ campaignType: type, palette, facts, logoUrl: null, seed, now });
    },
  };
}

async function cases() {
  const { CORPUS, HELDOUT, HELDOUT2, NOW } = await tsImport(
    "../../tests/fixtures/briefs/index.ts",
    import.meta.url,
  );
  const { SAMPLE_BRANDS, ALL_TYPES, sampleJob } = await tsImport(
    "../../tests/fixtures/samples.ts",
    import.meta.url,
  );
  const out = [];
  const briefs = [...CORPUS, ...HELDOUT, ...HELDOUT2];
  for (const c of briefs)
    for (const seed of [1, 2, 3])
      for (const b of [null, 0, 1]) {
        const sample = b === null ? null : SAMPLE_BRANDS[b];
        out.push({
          id: `brief/${c.id}/brand-${b ?? "none"}/seed-${seed}`,
          type: c.type,
          seed,
          brief: c.brief,
          sample: sample?.brand ?? null,
          palette: sample?.palette ?? ["#1d4ed8", "#f59e0b"],
          websiteUrl: sample?.brand.url ?? "https://brandmail-sample.com/",
          companyAddress: "12 Sample Street, 10115 Berlin",
          now: NOW,
        });
      }
  for (const [i, c] of briefs.filter((_, i) => i % 7 === 0).entries())
    out.push({
      id: `corrected/${c.id}`,
      type: c.type,
      seed: 1,
      brief: c.brief,
      palette: ["#1d4ed8"],
      websiteUrl: "https://brandmail-sample.com/",
      now: NOW,
      corrections: CORRECTIONS[i % CORRECTIONS.length],
    });
  for (const type of ALL_TYPES)
    for (const seed of [1, 2, 3])
      for (const brand of [0, 1])
        for (const details of [true, false]) {
          const s = sampleJob(type, seed, { brand, details });
          out.push({
            id: `sample/${type}/brand-${brand}/seed-${seed}/${details ? "details" : "plain"}`,
            type,
            seed,
            brief: s.campaignText,
            sample: s.brand,
            palette: s.palette,
            websiteUrl: s.websiteUrl,
            now: NOW,
          });
        }
  const sites = readdirSync(SITES).sort();
  for (const [i, name] of sites.entries()) {
    const c = briefs[(i * 5) % briefs.length];
    out.push({
      id: `site/${name}`,
      type: c.type,
      seed: 1 + (i % 3),
      brief: c.brief,
      siteDir: name,
      palette: ["#334155"],
      now: NOW,
      kit: i % 3 === 2 ? null : KITS[i % 3],
    });
  }
  out.push({
    id: "kit-without-site",
    type: "newsletter",
    seed: 2,
    brief: briefs[0].brief,
    siteDir: null,
    palette: ["#334155"],
    websiteUrl: "https://kit-only.example/",
    now: NOW,
    kit: KITS[0],
  });
  return out;
}

export async function hashAll() {
  const { generate, readSite } = await engine();
  const rows = [];
  const { folderFetch } = await tsImport("./brand-corpus-score.ts", import.meta.url);
  for (const c of await cases()) {
    let site = null;
    if (c.siteDir) {
      const dir = path.join(SITES, c.siteDir);
      const expected = JSON.parse(readFileSync(path.join(dir, "expected.json"), "utf8"));
      site = await readSite(expected.url, {
        html: readFileSync(path.join(dir, "page.html"), "utf8"),
        fetch: folderFetch(siteFiles(dir)),
      });
      c.websiteUrl = expected.url;
    }
    const t = await generate({ ...c, site });
    const parts = [t.subject, t.preheader, t.html, t.text, t.name, t.layout];
    rows.push(`${c.id}\t${sha(parts.join("\u0000")).slice(0, 16)}`);
  }
  return { rows, digest: sha(rows.join("\n")) };
}

export async function run() {
  const { rows, digest } = await hashAll();
  const out = process.argv.indexOf("--out");
  if (out > 0) writeFileSync(process.argv[out + 1], `${rows.join("\n")}\n`);
  console.log(`e-mails: ${rows.length}, digest ${digest}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
