// npm run eval -- --set FILE [--reader rules|model] [--export NAME] [--model MODEL] [--timeout MS]
//
// Runs a set of briefs with hand-written expectations (tests/fixtures/briefs/types.ts) through a reader and prints the
// per-kind table: facts right / wrong / missed / invented, the e-mails' name and button, and what the customer checks
// beyond the facts (notes not printed, instructions followed, facts shown). `--reader model` reads with Workers AI over
// its REST API (CLOUDFLARE_ACCOUNT_ID, CLOUDFLARE_API_TOKEN; CLOUDFLARE_API_BASE points it at a stand-in); the
// e-mails are written by the built-in writer either way, so the two readers are compared on the same writer.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { createBuiltinGenerator } from "../src/worker/generation/builtin";
import type { GenerationInput } from "../src/worker/generation/types";
import { DEFAULT_AI_MODEL, type AiLike } from "../src/worker/platform/ai";
import { readFacts } from "../src/worker/reading";
import { readBriefWithModel } from "../src/worker/reading/model";
import type { BriefReading, Facts } from "../src/shared/facts";
import { scoreCorpus, type CaseReading } from "../tests/fixtures/briefs/score";
import { corpusInput, corpusJob, scoreEmails } from "../tests/fixtures/briefs/score-emails";
import { printInstructions, scoreInstructions } from "../tests/fixtures/briefs/score-instructions";
import { NOW, type BriefCase } from "../tests/fixtures/briefs/types";

const USAGE =
  "usage: npm run eval -- --set FILE [--reader rules|model] [--export NAME] [--model MODEL] [--timeout MS]";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** Workers AI's REST API as the binding's `run`: the result of `/accounts/:id/ai/run/:model`. */
function restAi(base: string, account: string, token: string): AiLike {
  return {
    async run(model, inputs, options) {
      const res = await fetch(`${base}/accounts/${account}/ai/run/${model}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(inputs),
        signal: options?.signal,
      });
      const body = (await res.json().catch(() => null)) as {
        success?: boolean;
        result?: unknown;
        errors?: { message?: string }[];
      } | null;
      if (!res.ok || !body?.success)
        throw new Error(
          `Workers AI answered ${res.status}: ${body?.errors?.map((e) => e.message).join("; ") || res.statusText}`,
        );
      return body.result;
    },
  };
}

/** The briefs of a set file: the named export, else its one exported list of briefs. */
async function loadSet(file: string, name: string | undefined): Promise<BriefCase[]> {
  const mod = (await import(pathToFileURL(path.resolve(file)).href)) as Record<string, unknown>;
  const sets = Object.entries(mod).filter(
    ([, v]) => Array.isArray(v) && v.length > 0 && typeof (v[0] as BriefCase).brief === "string",
  );
  const hit = name ? sets.find(([k]) => k === name) : sets.length === 1 ? sets[0] : undefined;
  if (!hit)
    fail(
      name
        ? `${file} exports no list of briefs named ${name} (it has: ${sets.map(([k]) => k).join(", ") || "none"}).`
        : `${file} exports ${sets.length} lists of briefs (${sets.map(([k]) => k).join(", ")}): name one with --export.`,
    );
  return hit[1] as BriefCase[];
}

/** Each case read by the model, a few at a time (the API's rate), with the facts the engine writes from. */
async function readWithModel(cases: BriefCase[], ai: AiLike, model: string, timeoutMs: number) {
  const readings = new Map<string, BriefReading>();
  const facts = new Map<string, Facts>();
  const reader = (brief: string, opts: Parameters<typeof readBriefWithModel>[2]) =>
    readBriefWithModel({ ai, model, timeoutMs }, brief, opts);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++];
      // One reading per brief: the one scored is the one the e-mail is written from.
      const reading = await reader(c.brief, {
        now: NOW,
        campaignType: c.type,
        lang: c.lang,
        hasPostalAddress: true,
      });
      readings.set(c.id, reading);
      facts.set(c.id, await readFacts(corpusJob(c), async () => reading));
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return { readings, facts };
}

async function main() {
  const { values } = parseArgs({
    options: {
      set: { type: "string" },
      reader: { type: "string", default: "rules" },
      export: { type: "string" },
      model: { type: "string" },
      timeout: { type: "string", default: "30000" },
    },
  });
  if (!values.set) fail(USAGE);
  if (values.reader !== "rules" && values.reader !== "model") fail(`--reader is rules or model.\n${USAGE}`);
  const cases = await loadSet(values.set, values.export);

  let read: ((c: BriefCase) => CaseReading) | undefined;
  let input: (c: BriefCase, seed: number) => GenerationInput = corpusInput;
  let header = `reader: rules`;
  if (values.reader === "model") {
    const account = process.env.CLOUDFLARE_ACCOUNT_ID;
    const token = process.env.CLOUDFLARE_API_TOKEN;
    if (!account || !token)
      fail(
        "--reader model calls Workers AI's REST API: set CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN (a token with Workers AI read access).",
      );
    const model = values.model ?? process.env.AI_MODEL ?? DEFAULT_AI_MODEL;
    const base = process.env.CLOUDFLARE_API_BASE ?? "https://api.cloudflare.com/client/v4";
    const ai = restAi(base.replace(/\/+$/, ""), account, token);
    const { readings, facts } = await readWithModel(cases, ai, model, Number(values.timeout));
    read = (c) => readings.get(c.id)!;
    input = (c, seed) => ({ ...corpusInput(c, seed), facts: facts.get(c.id)! });
    const answered = [...readings.values()].filter((r) => r.reader === "model").length;
    const refused = [...readings.values()]
      .flatMap((r) => r.leftOut ?? [])
      .filter((l) => l.reason === "refused");
    header = `reader: model ${model} (answered ${answered}/${cases.length}, the rules read the rest; values refused: ${refused.length})`;
  }
  console.log(`${header}; writer: built-in`);

  const s = scoreCorpus(cases, read);
  const named = cases.filter((c) => c.name).length;
  console.log(`-- facts: ${s.briefs} briefs --`);
  console.log(`name found: ${s.nameFound}/${named} (${s.nameFoundPct}%)`);
  let right = 0;
  let total = 0;
  for (const [field, t] of Object.entries(s.tally)) {
    right += t.right;
    total += t.right + t.wrong + t.missed + t.invented;
    console.log(
      `${field.padEnd(9)} ${String(s.fieldPct[field as keyof typeof s.fieldPct]).padStart(5)}%  right ${t.right}  wrong ${t.wrong}  missed ${t.missed}  invented ${t.invented}`,
    );
  }
  const pct = (a: number, b: number) => (b ? ((a / b) * 100).toFixed(1) : "100.0");
  console.log(
    `fact checks: ${right}/${total} (${pct(right, total)}%)  invented facts: ${s.invented}  silent corrections: ${s.silentCorrections}`,
  );
  console.log(
    `briefs with every fact right: ${s.results.filter((r) => !r.problems.length).length}/${cases.length}`,
  );
  for (const r of s.results.filter((x) => x.problems.length))
    console.log(`  ${r.id}: ${r.problems.join("; ")}`);

  const e = await scoreEmails(cases, input);
  console.log(`\n-- e-mails --`);
  console.log(`name in subject and headline: ${e.namedOk}/${e.named} (${e.namedPct}%)`);
  console.log(`button to campaign link: ${e.linkOk}/${e.linked} (${e.linkPct}%)`);
  console.log(
    `raw URL lines: ${e.rawUrlLines}  hostile: ${e.hostileLeaks}  contract failures: ${e.contractFailures}`,
  );
  for (const p of e.problems) console.log(`  ${p}`);

  const gen = createBuiltinGenerator();
  const t = await scoreInstructions(
    cases,
    async (c, seed) => {
      const r = await gen.generate(input(c, seed));
      return { subject: r.subject, preheader: r.preheader, html: r.html, text: r.text };
    },
    [1, 2, 3],
  );
  printInstructions("instructions and notes (seeds 1-3)", t);
  const checks = total + e.named + e.linked + t.checks;
  const passed = right + e.namedOk + e.linkOk + t.passed;
  console.log(`\nALL CHECKS: ${passed}/${checks} (${pct(passed, checks)}%)`);
}

await main();
