import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const config = path.join(root, ".dependency-cruiser.cjs");
const depcruise = path.join(root, "node_modules/.bin/depcruise");

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  cycle?: { name: string }[];
}

/** Runs the checker `npm test` runs and returns its violations (it exits non-zero when there are any). */
function violations(cwd: string): Violation[] {
  let out: string;
  try {
    out = execFileSync(depcruise, ["src", "--config", config, "--output-type", "json"], {
      cwd,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (e) {
    out = (e as { stdout?: string }).stdout ?? "";
    if (!out) throw e;
  }
  return (JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations;
}

describe("architecture", () => {
  it("has no src/worker/lib and no src/worker/routes: the worker is split by domain", () => {
    expect(existsSync(path.join(root, "src/worker/lib"))).toBe(false);
    expect(existsSync(path.join(root, "src/worker/routes"))).toBe(false);
  });

  it("every worker domain serves its routes from one routes.ts", () => {
    for (const domain of ["accounts", "announcements", "billing", "jobs", "platform", "public", "templates"])
      expect(existsSync(path.join(root, "src/worker", domain, "routes.ts")), domain).toBe(true);
  });

  it("src has no import circle and breaks no import rule", () => {
    const found = violations(root);
    expect(found.filter((v) => v.rule.name === "no-circular")).toEqual([]);
    expect(found.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
  });

  const fixture = mkdtempSync(path.join(tmpdir(), "brandmail-deps-"));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it("the same check reports a circle and a reach into another domain's private file", () => {
    mkdirSync(path.join(fixture, "src/worker/billing"), { recursive: true });
    mkdirSync(path.join(fixture, "src/worker/templates"), { recursive: true });
    writeFileSync(path.join(fixture, "tsconfig.app.json"), "{}");
    writeFileSync(
      path.join(fixture, "src/worker/billing/a.ts"),
      'import { b } from "./b";\nexport const a = () => b();\n',
    );
    writeFileSync(
      path.join(fixture, "src/worker/billing/b.ts"),
      'import { a } from "./a";\nexport const b = () => a();\n',
    );
    writeFileSync(
      path.join(fixture, "src/worker/templates/send.ts"),
      'import { a } from "../billing/a";\nexport const send = () => a();\n',
    );
    const rules = violations(fixture).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
    expect(rules).toContain("no-circular: src/worker/billing/a.ts -> src/worker/billing/b.ts");
    expect(rules).toContain(
      "worker-billing-public-surface: src/worker/templates/send.ts -> src/worker/billing/a.ts",
    );
  });
});
