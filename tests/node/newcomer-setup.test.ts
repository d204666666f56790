import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

interface LockEntry {
  optionalDependencies?: Record<string, string>;
  engines?: Record<string, string>;
}

describe("what a newcomer needs before npm install", () => {
  it("names the Node version in the README and in package.json's engines", () => {
    const pkg = JSON.parse(read("package.json")) as { engines?: { node?: string } };
    expect(pkg.engines?.node).toMatch(/^>=\d+\.\d+/);
    expect(read("README.md")).toMatch(/Needs Node\.js 22/);
  });

  it("keeps a lock that npm install leaves unchanged: every optional platform package is in it, engines match", () => {
    const pkg = JSON.parse(read("package.json")) as { engines?: Record<string, string> };
    const lock = JSON.parse(read("package-lock.json")) as { packages: Record<string, LockEntry> };
    expect(lock.packages[""].engines).toEqual(pkg.engines);
    // npm writes every optional dependency (other platforms' binaries too) into the lock; a lock trimmed to one
    // platform is rewritten by the first npm install on a fresh clone.
    const missing: string[] = [];
    for (const [where, entry] of Object.entries(lock.packages)) {
      for (const dep of Object.keys(entry.optionalDependencies ?? {})) {
        const nested = `${where}/node_modules/${dep}`;
        if (!lock.packages[nested] && !lock.packages[`node_modules/${dep}`])
          missing.push(`${where} -> ${dep}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("never tracks node_modules, not even as a symlink", () => {
    expect(read(".gitignore").split("\n")).toContain("node_modules");
  });
});
