/**
 * Writes one template with the builtin generator, without the app:
 *   npm run generate -- --type webinar --brief "..." [--logo FILE] [--url URL] [--seed N] [--out FILE]
 * Writes FILE (default ./generated.html) and FILE with .txt for the plain-text part. The site is not fetched: the
 * brand comes from the URL alone.
 */
import { copyFileSync, writeFileSync } from "node:fs";
import { basename, dirname, extname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { CAMPAIGN_TYPE_VALUES, type CampaignType } from "../src/shared/campaign-types";
import { createBuiltinGenerator } from "../src/worker/generation/builtin";
import { validateEmailHtml } from "../src/worker/generation/validate";
import { briefFacts, writeEventIcs } from "./generate-facts";

const { values } = parseArgs({
  options: {
    type: { type: "string", default: "webinar" },
    brief: { type: "string", default: "" },
    logo: { type: "string" },
    url: { type: "string", default: "https://example.com/" },
    seed: { type: "string", default: "1" },
    out: { type: "string", default: "generated.html" },
    palette: { type: "string", default: "#1d4ed8,#f59e0b" },
    json: { type: "boolean", default: false },
  },
});

const type = values.type as CampaignType;
if (!CAMPAIGN_TYPE_VALUES.includes(type)) {
  console.error(`--type must be one of: ${CAMPAIGN_TYPE_VALUES.join(", ")}`);
  process.exit(2);
}
const out = resolve(values.out);
const LOGO_STANDIN = "https://logo.local.invalid/logo.png";
let logoFile: string | null = null;
if (values.logo) {
  logoFile = `${basename(out, extname(out))}.logo${extname(values.logo) || ".png"}`;
  copyFileSync(values.logo, join(dirname(out), logoFile));
}

const input = {
  campaignType: type,
  palette: values.palette.split(","),
  websiteUrl: values.url,
  campaignText: values.brief,
  logoUrl: logoFile ? LOGO_STANDIN : null,
  brand: null,
  seed: Number(values.seed) || 1,
};
const template = await createBuiltinGenerator().generate(input);
const check = validateEmailHtml(template.html);
const html = logoFile ? template.html.replaceAll(LOGO_STANDIN, logoFile) : template.html;
writeFileSync(out, html);
const textOut = out.replace(/\.html?$/i, "") + ".txt";
writeFileSync(textOut, template.text);
const ics = writeEventIcs(input, out);
if (values.json) {
  const { facts, warnings } = briefFacts(input);
  console.log(
    JSON.stringify(
      { subject: template.subject, preheader: template.preheader, facts, warnings, ics },
      null,
      2,
    ),
  );
} else
  console.log(
    `${template.subject}\n${out}\n${textOut}${ics ? `\n${ics}` : ""}\ncontract: ${check.ok ? "ok" : check.problems.join("; ")}`,
  );
