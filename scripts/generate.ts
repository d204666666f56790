/**
 * Writes one template with the builtin generator, without the app:
 *   npm run generate -- --type webinar --brief "..." [--logo FILE] [--images FILE[,FILE...]] [--url URL] [--seed N] [--out FILE]
 * Writes FILE (default ./generated.html) and FILE with .txt for the plain-text part. The site is not fetched: the
 * brand comes from the URL alone. `--images` takes up to 3 campaign photos (as the generator form's upload): they go
 * through the asset stage like the logo, and the e-mail's files are written to FILE's name + ".assets/".
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, extname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { CAMPAIGN_TYPE_VALUES, type CampaignType } from "../src/shared/campaign-types";
import { createBuiltinGenerator } from "../src/worker/generation/builtin";
import { validateEmailHtml } from "../src/worker/generation/validate";
import { MAX_CAMPAIGN_IMAGES } from "../src/worker/generation/assets";
import { convertLogoUpload } from "../src/worker/generation/assets/logo";
import { AssetStore } from "../src/worker/generation/assets/store";
import { composeTemplate } from "../src/worker/generation/compose";

const { values } = parseArgs({
  options: {
    type: { type: "string", default: "webinar" },
    brief: { type: "string", default: "" },
    logo: { type: "string" },
    url: { type: "string", default: "https://example.com/" },
    seed: { type: "string", default: "1" },
    out: { type: "string", default: "generated.html" },
    palette: { type: "string", default: "#1d4ed8,#f59e0b" },
    images: { type: "string" },
  },
});

const type = values.type as CampaignType;
if (!CAMPAIGN_TYPE_VALUES.includes(type)) {
  console.error(`--type must be one of: ${CAMPAIGN_TYPE_VALUES.join(", ")}`);
  process.exit(2);
}
const out = resolve(values.out);
const imageFiles = (values.images ?? "").split(",").map((f) => f.trim()).filter(Boolean);
if (imageFiles.length > MAX_CAMPAIGN_IMAGES) {
  console.error(`--images takes at most ${MAX_CAMPAIGN_IMAGES} files`);
  process.exit(2);
}
if (imageFiles.length) {
  // Campaign photos need the asset stage (crop, resize, host), so the e-mail is composed as the pipeline does.
  const dir = `${basename(out, extname(out))}.assets`;
  const origin = "https://generate.local.invalid/";
  const bucket = {
    async put(key: string, value: Uint8Array | string) {
      mkdirSync(dirname(join(dirname(out), key)), { recursive: true });
      writeFileSync(join(dirname(out), key), value);
    },
    async delete() {},
  };
  const input = {
    campaignType: type,
    palette: values.palette.split(","),
    websiteUrl: values.url,
    campaignText: values.brief,
    brand: null,
    seed: Number(values.seed) || 1,
  };
  const logo = values.logo ? (await convertLogoUpload(new Uint8Array(readFileSync(values.logo)))).png : null;
  const { generated } = await composeTemplate({
    store: new AssetStore(bucket, `${dir}/`, "", `${origin}${dir}/`),
    input,
    logo,
    images: imageFiles.map((f) => new Uint8Array(readFileSync(f))),
    generate: (x) => createBuiltinGenerator().generate(x),
    icsUid: `${type}@generate`,
  });
  const check = validateEmailHtml(generated.html);
  writeFileSync(out, generated.html.replaceAll(origin, ""));
  const textOut = out.replace(/\.html?$/i, "") + ".txt";
  writeFileSync(textOut, generated.text.replaceAll(origin, ""));
  console.log(`${generated.subject}\n${out}\n${textOut}\ncontract: ${check.ok ? "ok" : check.problems.join("; ")}`);
  process.exit(0);
}
const LOGO_STANDIN = "https://logo.local.invalid/logo.png";
let logoFile: string | null = null;
if (values.logo) {
  logoFile = `${basename(out, extname(out))}.logo${extname(values.logo) || ".png"}`;
  copyFileSync(values.logo, join(dirname(out), logoFile));
}

const template = await createBuiltinGenerator().generate({
  campaignType: type,
  palette: values.palette.split(","),
  websiteUrl: values.url,
  campaignText: values.brief,
  logoUrl: logoFile ? LOGO_STANDIN : null,
  brand: null,
  seed: Number(values.seed) || 1,
});
const check = validateEmailHtml(template.html);
const html = logoFile ? template.html.replaceAll(LOGO_STANDIN, logoFile) : template.html;
writeFileSync(out, html);
const textOut = out.replace(/\.html?$/i, "") + ".txt";
writeFileSync(textOut, template.text);
console.log(
  `${template.subject}\n${out}\n${textOut}\ncontract: ${check.ok ? "ok" : check.problems.join("; ")}`,
);
