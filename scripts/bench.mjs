// Runs every benchmark module in scripts/bench/ (each exports `async function run()` that prints its figures).
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const dir = path.join(import.meta.dirname, "bench");
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".mjs") && (!only.length || only.some((o) => f.includes(o))))
  .sort();
for (const file of files) {
  console.log(`\n== ${file.replace(/\.mjs$/, "")} ==`);
  const mod = await import(pathToFileURL(path.join(dir, file)).href);
  await mod.run();
}
