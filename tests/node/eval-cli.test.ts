import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.join(import.meta.dirname, "..", "..");
const dir = mkdtempSync(path.join(tmpdir(), "eval-cli-"));
const SET = path.join(dir, "set.ts");

const BRIEF_A = `Webinar "Pricing pages that convert" on Thursday, 11 March 2027 from 15:00 to 15:45 CET with Dr. Jane Roe. Register: https://lumen.example/webinars/pricing

Notes for Sam: please check the speaker bio with Jane by Friday.`;
const BRIEF_B = "Open House on Saturday, 10 April 2027 at 10:00. Tickets: https://tix.example/oh";

writeFileSync(
  SET,
  `export const SET = ${JSON.stringify([
    {
      id: "a-webinar",
      type: "webinar",
      lang: "en",
      brief: BRIEF_A,
      name: "Pricing pages that convert",
      dates: ["2027-03-11"],
      time: { start: "15:00", end: "15:45", tz: "Europe/Berlin" },
      venue: null,
      link: "https://lumen.example/webinars/pricing",
      notPrinted: ["Notes for Sam: please check the speaker bio with Jane by Friday."],
    },
    {
      id: "b-open-house",
      type: "offline-event",
      lang: "en",
      brief: BRIEF_B,
      name: "Open House",
      dates: ["2027-04-10"],
      time: { start: "10:00", end: null, tz: null },
      venue: null,
      link: "https://tix.example/oh",
    },
  ])};\n`,
);

/** What the stand-in answers for each brief: a careful model's reading, quotes copied from the brief. */
function reading(user: string) {
  const sentences = [...user.matchAll(/^\[(\d+)\] (.*)$/gm)].map((m) => ({ n: Number(m[1]), text: m[2] }));
  const roles = sentences.map((s) => ({ n: s.n, role: s.text.startsWith("Notes for") ? "note" : "content" }));
  const none = { venue: null, duration: null, speakers: [], products: [], offer: null, instructions: [] };
  if (user.includes("Pricing pages"))
    return {
      ...none,
      name: { value: "Pricing pages that convert", quote: '"Pricing pages that convert"' },
      dates: [{ iso: "2027-03-11", kind: "event", quote: "Thursday, 11 March 2027" }],
      time: { start: "15:00", end: "15:45", quote: "from 15:00 to 15:45 CET" },
      zone: { value: "CET", quote: "15:45 CET" },
      mainLink: {
        url: "https://lumen.example/webinars/pricing",
        quote: "https://lumen.example/webinars/pricing",
      },
      speakers: [{ name: "Dr. Jane Roe", role: null, quote: "with Dr. Jane Roe" }],
      roles,
    };
  return {
    ...none,
    name: { value: "Open House", quote: "Open House" },
    // Wrong on purpose: a date the brief does not name, which the verifier refuses.
    dates: [{ iso: "2027-04-11", kind: "event", quote: "Sunday, 11 April 2027" }],
    time: { start: "10:00", end: null, quote: "at 10:00" },
    zone: null,
    mainLink: { url: "https://tix.example/oh", quote: "Tickets: https://tix.example/oh" },
    roles,
  };
}

const body = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    req.on("data", (c: Buffer) => (data += c.toString()));
    req.on("end", () => resolve(data));
  });

let server: Server;
let base = "";
let status = 200;
const seen: { url: string; auth: string | undefined; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const json = JSON.parse(await body(req)) as { messages: { content: string }[] };
    seen.push({ url: req.url ?? "", auth: req.headers.authorization, body: json });
    res.writeHead(status, { "content-type": "application/json" });
    res.end(
      JSON.stringify(
        status === 200
          ? {
              success: true,
              errors: [],
              messages: [],
              result: { response: reading(json.messages[1].content) },
            }
          : {
              success: false,
              errors: [{ code: 7000, message: "capacity exceeded" }],
              messages: [],
              result: null,
            },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** The command as an operator runs it; never the real API (the stand-in's address, or no credentials). */
async function evalCli(args: string[], env: Record<string, string | undefined>) {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "scripts/eval.ts", ...args],
      {
        cwd: ROOT,
        encoding: "utf8",
        timeout: 120_000,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      },
    );
    return { code: 0, out: stdout };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, out: `${err.stdout}${err.stderr}` };
  }
}

const MODEL_ENV = { CLOUDFLARE_ACCOUNT_ID: "acc-1", CLOUDFLARE_API_TOKEN: "token-1" };

describe("npm run eval", () => {
  it("prints the per-kind table for a set with the rules", async () => {
    const { code, out } = await evalCli(["--set", SET], {});
    expect(code).toBe(0);
    expect(out).toMatch(/^reader: rules; writer: built-in/);
    expect(out).toMatch(/-- facts: 2 briefs --/);
    for (const kind of ["name", "dates", "time", "zone", "venue", "link", "duration"])
      expect(out).toMatch(
        new RegExp(`^${kind}\\s+[\\d.]+%\\s+right \\d+\\s+wrong \\d+\\s+missed \\d+\\s+invented \\d+$`, "m"),
      );
    expect(out).toMatch(/^ {2}not printed\s+\d+\/3 /m);
    expect(out).toMatch(/ALL CHECKS: \d+\/\d+/);
  });

  it("--reader model calls Workers AI's REST API and scores what the verifier kept", async () => {
    seen.length = 0;
    status = 200;
    const { code, out } = await evalCli(["--set", SET, "--reader", "model"], {
      ...MODEL_ENV,
      CLOUDFLARE_API_BASE: base,
    });
    expect(code).toBe(0);
    expect(seen[0].url).toBe("/client/v4/accounts/acc-1/ai/run/@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    expect(seen[0].auth).toBe("Bearer token-1");
    expect(seen[0].body.response_format).toMatchObject({ type: "json_schema" });
    expect(out).toMatch(/reader: model @cf\/meta\/llama-3.3-70b-instruct-fp8-fast \(answered 2\/2/);
    // The refused date falls back to the rules' reading: every date right, one value refused.
    expect(out).toMatch(/values refused: 1\)/);
    expect(out).toMatch(/^dates\s+100%\s+right 2/m);
    expect(out).toMatch(/^name\s+100%\s+right 2/m);
    expect(out).toMatch(/passages for the team or writer printed: 0 /);
    // The wrong answer earned one repair round; the good one none.
    expect(seen).toHaveLength(3);
  });

  it("falls back to the rules when the API refuses, and says so", async () => {
    status = 500;
    const { code, out } = await evalCli(["--set", SET, "--reader", "model", "--model", "@cf/test/other"], {
      ...MODEL_ENV,
      CLOUDFLARE_API_BASE: base,
    });
    status = 200;
    expect(code).toBe(0);
    expect(out).toMatch(/reader: model @cf\/test\/other \(answered 0\/2, the rules read the rest/);
  });

  it("says what is missing without the Cloudflare variables, or without a set", async () => {
    const missing = await evalCli(["--set", SET, "--reader", "model"], {});
    expect(missing.code).toBe(2);
    expect(missing.out).toMatch(/set CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN/);
    const noSet = await evalCli([], {});
    expect(noSet.code).toBe(2);
    expect(noSet.out).toMatch(/usage: npm run eval -- --set FILE/);
  });
});
