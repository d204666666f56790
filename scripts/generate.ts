/**
 * One template through the whole path, without the app:
 *   npm run generate -- --type TYPE --url URL [--site-html FILE] [--logo FILE] [--brief TEXT] [--seed N] [--out DIR] [--json]
 * The site is read with the brand reader: from FILE when --site-html is given (stylesheets, manifest and images are
 * looked up next to FILE, else skipped; never the network), else fetched. Writes DIR/email.html, DIR/email.txt and the
 * images. --out ending in .html keeps the old single-file output. --json prints one JSON object on stdout.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, extname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { CAMPAIGN_TYPE_VALUES, type CampaignType } from "../src/shared/campaign-types";
import { createBuiltinGenerator } from "../src/worker/generation/builtin";
import { readBrandSite, type BrandReading } from "../src/worker/generation/brand-reading/index";
import { toBrandData } from "../src/worker/generation/brand-reading/to-brand-data";
import { buildFacts } from "../src/worker/generation/facts/index";
import type { GeneratedTemplate, GenerationInput } from "../src/worker/generation/types";
import { validateEmailHtml } from "../src/worker/generation/validate";

const LOGO_STANDIN = "https://logo.local.invalid/logo.png";

function cliArgs() {
  const { values } = parseArgs({
    options: {
      type: { type: "string", default: "webinar" },
      brief: { type: "string", default: "" },
      logo: { type: "string" },
      url: { type: "string", default: "https://example.com/" },
      "site-html": { type: "string" },
      seed: { type: "string", default: "1" },
      out: { type: "string", default: "generated" },
      palette: { type: "string" },
      json: { type: "boolean", default: false },
    },
  });
  if (!CAMPAIGN_TYPE_VALUES.includes(values.type as CampaignType)) {
    console.error(`--type must be one of: ${CAMPAIGN_TYPE_VALUES.join(", ")}`);
    process.exit(2);
  }
  return values;
}

/** A fetch that answers from files next to the saved page (by the URL's file name), 404 otherwise: never the network. */
function localFetch(pageFile: string): typeof fetch {
  const dir = dirname(resolve(pageFile));
  return (async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const candidates = [join(dir, url.pathname), join(dir, basename(url.pathname))].filter((p) => p.startsWith(dir) && basename(p));
    const file = candidates.find((p) => existsSync(p));
    if (!file) return new Response("not found", { status: 404 });
    const type = /\.css$/i.test(file) ? "text/css" : /manifest|\.json$/i.test(file) ? "application/json" : "application/octet-stream";
    return new Response(readFileSync(file), { status: 200, headers: { "content-type": type } });
  }) as typeof fetch;
}

async function readSite(url: string, siteHtml: string | undefined): Promise<BrandReading> {
  if (!siteHtml) return readBrandSite(url);
  return readBrandSite(url, { html: readFileSync(siteHtml, "utf8"), fetch: localFetch(siteHtml) });
}

function outputPaths(out: string) {
  const single = /\.html?$/i.test(out);
  const dir = resolve(single ? dirname(out) : out);
  mkdirSync(dir, { recursive: true });
  const html = single ? resolve(out) : join(dir, "email.html");
  return { dir, html, text: html.replace(/\.html?$/i, "") + ".txt" };
}

function writeOutputs(template: GeneratedTemplate, paths: ReturnType<typeof outputPaths>, logo: string | undefined): string[] {
  let html = template.html;
  const images: string[] = [];
  if (logo) {
    const name = `logo${extname(logo) || ".png"}`;
    copyFileSync(logo, join(paths.dir, name));
    html = html.replaceAll(LOGO_STANDIN, name);
    images.push(join(paths.dir, name));
  }
  writeFileSync(paths.html, html);
  writeFileSync(paths.text, template.text);
  return images;
}

/** The brand as the kit names its fields, each value as found (source and confidence stay in `facts`). */
function brandJson(r: BrandReading) {
  return {
    name: r.name?.value ?? null,
    tagline: r.tagline?.value ?? null,
    description: r.description?.value ?? null,
    colors: r.colors.map((c) => c.value),
    fonts: r.fonts.map((f) => f.value.family),
    logoUrl: r.logoUrl?.value ?? null,
    socials: r.socials.map((s) => s.value),
    address: r.address?.value ?? null,
    lang: r.lang?.value ?? null,
    images: r.images.map((i) => i.value.url),
  };
}

async function main() {
  const args = cliArgs();
  const reading = await readSite(args.url, args["site-html"]);
  const palette = args.palette ? args.palette.split(",") : reading.colors.map((c) => c.value);
  const input: GenerationInput = {
    campaignType: args.type as CampaignType,
    palette,
    websiteUrl: args.url,
    campaignText: args.brief,
    logoUrl: args.logo ? LOGO_STANDIN : null,
    brand: reading.ok ? toBrandData(reading) : null,
    seed: Number(args.seed) || 1,
  };
  const template = await createBuiltinGenerator().generate(input);
  const paths = outputPaths(args.out);
  const images = writeOutputs(template, paths, args.logo);
  const check = validateEmailHtml(template.html);
  if (args.json) {
    const facts = buildFacts(input);
    console.log(JSON.stringify({ brand: brandJson(reading), facts: { ...facts, reading }, subject: template.subject, preheader: template.preheader, files: { html: paths.html, text: paths.text, images }, warning: reading.warning }));
  } else {
    console.log(`${template.subject}\n${paths.html}\n${paths.text}\ncontract: ${check.ok ? "ok" : check.problems.join("; ")}${reading.warning ? `\n${reading.warning}` : ""}`);
  }
}

await main();
