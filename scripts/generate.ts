/**
 * One template through the whole path, without the app:
 *   npm run generate -- --type TYPE --url URL [--site-html FILE] [--logo FILE] [--images FILE[,FILE...]] [--brief TEXT | --brief=TEXT | --brief-file FILE] [--seed N] [--out DIR] [--json]
 * A brief that starts with "-" (a forwarded e-mail's "---------- Forwarded message") is a value, not a flag, after
 * --brief and --brief-file.
 * --images takes up to 3 campaign photos (as the generator form's upload): they go through the asset stage like the logo.
 * The site is read with the site reader (src/worker/reading/site/): from FILE when --site-html is given (stylesheets, manifest and images are
 * looked up next to FILE, else skipped; never the network), else fetched. Writes DIR/email.html, DIR/email.txt and the
 * images. --out ending in .html keeps the old single-file output. --json prints one JSON object on stdout. The facts
 * are built once (src/worker/reading/) and the engine writes from them, as in the app's pipeline.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { CAMPAIGN_TYPE_VALUES, type CampaignType } from "../src/shared/campaign-types";
import { createGenerator, makeEmail } from "../src/worker/generation";
import { convertLogoUpload, MAX_CAMPAIGN_IMAGES } from "../src/worker/generation/intake";
import { buildFacts, readSite, type SiteReading } from "../src/worker/reading";
import type { Facts } from "../src/shared/facts";
import type { GeneratedTemplate } from "../src/worker/generation";
import { validateEmailHtml } from "../src/worker/generation/validate";
import { briefFacts, writeEventIcs } from "./generate-facts";

/** Options whose value may start with "-": "--brief VALUE" becomes "--brief=VALUE" before parseArgs reads it. */
const TEXT_OPTIONS = ["--brief", "--brief-file"];

function withValues(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++)
    if (TEXT_OPTIONS.includes(argv[i]) && i + 1 < argv.length) out.push(`${argv[i]}=${argv[++i]}`);
    else out.push(argv[i]);
  return out;
}

function cliArgs() {
  const { values } = parseArgs({
    args: withValues(process.argv.slice(2)),
    options: {
      type: { type: "string", default: "webinar" },
      brief: { type: "string", default: "" },
      "brief-file": { type: "string" },
      logo: { type: "string" },
      url: { type: "string", default: "https://example.com/" },
      "site-html": { type: "string" },
      seed: { type: "string", default: "1" },
      out: { type: "string", default: "generated" },
      palette: { type: "string" },
      json: { type: "boolean", default: false },
      images: { type: "string" },
    },
  });
  if (!CAMPAIGN_TYPE_VALUES.includes(values.type as CampaignType)) {
    console.error(`--type must be one of: ${CAMPAIGN_TYPE_VALUES.join(", ")}`);
    process.exit(2);
  }
  const imageFiles = (values.images ?? "")
    .split(",")
    .map((f) => f.trim())
    .filter(Boolean);
  if (imageFiles.length > MAX_CAMPAIGN_IMAGES) {
    console.error(`--images takes at most ${MAX_CAMPAIGN_IMAGES} files`);
    process.exit(2);
  }
  if (values["brief-file"] && values.brief) {
    console.error("give the brief with --brief or --brief-file, not both");
    process.exit(2);
  }
  const brief = values["brief-file"] ? readBriefFile(values["brief-file"]) : values.brief;
  return { ...values, brief, imageFiles };
}

function readBriefFile(file: string): string {
  if (!existsSync(file)) {
    console.error(`--brief-file: no file at ${file}`);
    process.exit(2);
  }
  return readFileSync(file, "utf8");
}

/** A fetch that answers from files next to the saved page (by the URL's file name), 404 otherwise: never the network. */
function localFetch(pageFile: string): typeof fetch {
  const dir = dirname(resolve(pageFile));
  return (async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const candidates = [join(dir, url.pathname), join(dir, basename(url.pathname))].filter(
      (p) => p.startsWith(dir) && basename(p),
    );
    const file = candidates.find((p) => existsSync(p));
    if (!file) return new Response("not found", { status: 404 });
    const type = /\.css$/i.test(file)
      ? "text/css"
      : /manifest|\.json$/i.test(file)
        ? "application/json"
        : "application/octet-stream";
    return new Response(readFileSync(file), { status: 200, headers: { "content-type": type } });
  }) as typeof fetch;
}

async function readTheSite(url: string, siteHtml: string | undefined): Promise<SiteReading> {
  if (!siteHtml) return readSite(url);
  return readSite(url, { html: readFileSync(siteHtml, "utf8"), fetch: localFetch(siteHtml) });
}

function outputPaths(out: string) {
  const single = /\.html?$/i.test(out);
  const dir = resolve(single ? dirname(out) : out);
  mkdirSync(dir, { recursive: true });
  const html = single ? resolve(out) : join(dir, "email.html");
  return { dir, html, text: html.replace(/\.html?$/i, "") + ".txt" };
}

/** The asset store's bucket as files in DIR: images are linked by their file names, next to email.html. */
function diskBucket(dir: string, written: string[]) {
  return {
    async put(key: string, value: Uint8Array) {
      writeFileSync(join(dir, key), value);
      written.push(join(dir, key));
    },
    async delete() {},
  };
}

function writeOutputs(template: GeneratedTemplate, paths: ReturnType<typeof outputPaths>) {
  writeFileSync(paths.html, template.html);
  writeFileSync(paths.text, template.text);
}

/** The brand as the kit names its fields, each value as found (source and confidence stay in `facts`). */
function brandJson(r: SiteReading) {
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

async function compose(
  args: ReturnType<typeof cliArgs>,
  reading: SiteReading,
  facts: Facts,
  dir: string,
  images: string[],
) {
  const palette = args.palette ? args.palette.split(",") : reading.colors.map((c) => c.value);
  const input = { campaignType: args.type as CampaignType, palette, facts, seed: Number(args.seed) || 1 };
  const logo = args.logo ? (await convertLogoUpload(new Uint8Array(readFileSync(args.logo)))).png : null;
  const generator = createGenerator({});
  const { emails } = await makeEmail({
    store: { bucket: diskBucket(dir, images), prefix: "", baseUrl: "", urlBase: "" },
    input,
    uploads: { logo, images: args.imageFiles.map((f) => new Uint8Array(readFileSync(f))) },
    write: async (i) => [await generator.generate(i)],
    icsUid: `cli-${input.seed}@brandmail`,
    // A saved page's images and logo come from files next to it, never the network.
    fetchOptions: args["site-html"] ? { fetch: localFetch(args["site-html"]) } : {},
  });
  return emails[0];
}

async function main() {
  const args = cliArgs();
  const reading = await readTheSite(args.url, args["site-html"]);
  const type = args.type as CampaignType;
  const facts = buildFacts({
    campaignType: type,
    campaignText: args.brief,
    websiteUrl: args.url,
    brand: reading.ok ? reading : null,
  });
  const paths = outputPaths(args.out);
  const images: string[] = [];
  const template = await compose(args, reading, facts, paths.dir, images);
  writeOutputs(template, paths);
  const ics = writeEventIcs(type, facts, paths.html);
  const check = validateEmailHtml(template.html);
  if (args.json) {
    const { facts: spans, warnings } = briefFacts(args.brief, type, facts);
    // `reading` keeps every brand value's source and confidence; `facts` and `warnings` are the brief reader's.
    console.log(
      JSON.stringify({
        brand: brandJson(reading),
        facts: spans,
        warnings,
        reading,
        subject: template.subject,
        preheader: template.preheader,
        ics,
        files: { html: paths.html, text: paths.text, images },
        warning: reading.warning,
      }),
    );
  } else {
    console.log(
      `${template.subject}\n${paths.html}\n${paths.text}${ics ? `\n${ics}` : ""}\ncontract: ${check.ok ? "ok" : check.problems.join("; ")}${reading.warning ? `\n${reading.warning}` : ""}`,
    );
  }
}

await main();
