// Writes src/shared/caniemail-support.json: for every CSS and HTML feature caniemail knows, whether Gmail, Outlook,
// Apple Mail and Yahoo support it (y), partly (a) or not (n), from each client's latest test on every platform.
// Run after updating the caniemail devDependency: node scripts/caniemail-trim.mjs
import { readFileSync, writeFileSync } from "node:fs";

const data = JSON.parse(
  readFileSync(new URL("../node_modules/caniemail/data/caniemail.json", import.meta.url), "utf8"),
);
const FAMILIES = ["gmail", "outlook", "apple-mail", "yahoo"];

function family(stats) {
  if (!stats) return null;
  const latest = Object.values(stats).map((versions) => {
    const keys = Object.keys(versions);
    return String(versions[keys[keys.length - 1]]).trim()[0];
  });
  if (!latest.length) return null;
  if (latest.every((v) => v === "y")) return "y";
  if (latest.every((v) => v === "n")) return "n";
  return "a";
}

const features = {};
for (const f of data.data) {
  if (!/^(css|html)-/.test(f.slug)) continue;
  const support = FAMILIES.map((c) => family(f.stats[c]) ?? "u").join("");
  features[f.slug] = [f.title, support];
}
const out = {
  source: `caniemail ${data.last_update_date}`,
  clients: ["Gmail", "Outlook", "Apple Mail", "Yahoo"],
  features,
};
writeFileSync(new URL("../src/shared/caniemail-support.json", import.meta.url), JSON.stringify(out) + "\n");
console.log(Object.keys(features).length, "features");
