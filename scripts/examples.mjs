// Generates the public examples (public/examples/*.html + manifest.json) with the real engine, for the landing and
// pricing pages. Runs before every build, so the examples always come from the engine being shipped.
// `--images` also (re)draws the brand logos and the social preview image with Chromium (committed files).
import { mkdirSync, writeFileSync, existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { BRANDS, EXAMPLES, EXAMPLES_NOW } from "./examples/brands.mjs";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "public", "examples");
mkdirSync(path.join(out, "logos"), { recursive: true });

const { generateTemplate } = await tsImport("../src/worker/generation/index.ts", import.meta.url);
const { buildFacts } = await tsImport("../src/worker/reading/index.ts", import.meta.url);
const { siteReading } = await tsImport("../tests/fixtures/samples.ts", import.meta.url);
const { composeToDisk } = await import("./disk-assets.mjs");
const { CAMPAIGN_TYPES } = await tsImport("../src/shared/campaign-types.ts", import.meta.url);
const { replaceMergeFields } = await tsImport("../src/shared/merge-fields.ts", import.meta.url);

// A visitor reads the examples as a recipient would: the greeting shows a sample first name, as a test send does
// (src/worker/templates/send-test.ts). Links keep their merge tags (the ESP fills them), and so do the order
// details of the transactional examples, which come from the sending system.
const SAMPLE_FIRST_NAME = "Alex";
const asRead = (text) => replaceMergeFields(text, { firstName: SAMPLE_FIRST_NAME });

// Email clients that honour dark mode apply the template's own dark rules; the dark copy applies them always.
export function forceDark(html) {
  return html.replace(/@media\s*\(\s*prefers-color-scheme\s*:\s*dark\s*\)/gi, "@media all");
}

// The examples are framed by the public pages, which load nothing from another host before consent: a web font
// link is dropped and the e-mail's own fallback stack (the brand font where installed, else the system's) shows.
const WEB_FONT_LINK =
  /<!--\[if !mso\]><!--><link href="https:\/\/[^"]*" rel="stylesheet"[^>]*><!--<!\[endif\]-->\n?/g;
export const withoutWebFonts = (html) => html.replace(WEB_FONT_LINK, "");

// Unchanged files are left alone, so a build that changes nothing rewrites nothing (and a reader never sees a
// half-written file).
function writeIfChanged(file, text) {
  if (existsSync(file) && readFileSync(file, "utf8") === text) return;
  writeFileSync(file, text);
}

// The engine takes absolute image URLs only; the files use site-relative ones so any host can serve them.
const PLACEHOLDER_ORIGIN = "https://examples.brandmail.invalid";
const relative = (html) => html.replaceAll(`${PLACEHOLDER_ORIGIN}/`, "/");

// Each example's images (logo on its plate, the customer's photos, icons, social icons, calendar file) are made
// by the pipeline's own composition and shipped as static files next to the e-mails.
const assetsDir = path.join(out, "assets");
rmSync(assetsDir, { recursive: true, force: true });
const missingLogos = Object.values(BRANDS).some((b) => !existsSync(path.join(out, "logos", b.logo)));
if (process.argv.includes("--images") || missingLogos) {
  const { drawLogos } = await import("./examples/images.mjs");
  await drawLogos(out, BRANDS);
}

const manifest = [];
for (const [i, example] of EXAMPLES.entries()) {
  const b = BRANDS[example.brand];
  const { template: t } = await composeToDisk({
    dir: out,
    prefix: `assets/${example.type}/`,
    urlBase: `${PLACEHOLDER_ORIGIN}/examples/assets/${example.type}/`,
    input: {
      campaignType: example.type,
      palette: b.palette,
      // The brand's facts as a site read would give them, built once like a job's.
      facts: buildFacts({
        campaignType: example.type,
        campaignText: example.brief,
        websiteUrl: b.brand.url,
        brand: siteReading(b.brand),
        now: EXAMPLES_NOW,
      }),
      seed: 20260 + i,
      // A fixed "today", so dates without a year and the calendar file stay the same from build to build.
      now: EXAMPLES_NOW,
    },
    logo: readFileSync(path.join(out, "logos", b.logo)),
    images: (example.photos ?? []).map((f) =>
      readFileSync(path.join(import.meta.dirname, "examples", "photos", f)),
    ),
    generate: (input) => generateTemplate({ GENERATOR: "builtin" }, input),
    icsUid: `${example.type}@examples.brandmail`,
  });
  const html = withoutWebFonts(asRead(relative(t.html)));
  writeIfChanged(path.join(out, `${example.type}.html`), html);
  writeIfChanged(path.join(out, `${example.type}-dark.html`), forceDark(html));
  const label = CAMPAIGN_TYPES.find((c) => c.value === example.type)?.label ?? example.type;
  manifest.push({
    type: example.type,
    name: example.name,
    campaignType: label,
    brand: b.brand.name,
    subject: asRead(t.subject),
    preheader: asRead(t.preheader),
    src: `/examples/${example.type}`,
    darkSrc: `/examples/${example.type}-dark`,
    alt: `${label} e-mail for ${b.brand.name}, generated by BrandMail: ${asRead(t.subject)}`,
  });
}
writeIfChanged(path.join(out, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
// The carousel bundles the list, so pre-rendered pages already carry the example frames.
writeIfChanged(
  path.join(root, "src/client/features/public/landing/examples-manifest.json"),
  `${JSON.stringify(manifest, null, 2)}\n`,
);
console.log(`examples: ${manifest.length} e-mails written to public/examples/`);

if (process.argv.includes("--images")) {
  const { drawSocialPreview } = await import("./examples/images.mjs");
  await drawSocialPreview(out, manifest);
}
