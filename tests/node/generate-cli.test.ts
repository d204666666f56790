import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.join(import.meta.dirname, "..", "..");
const dir = mkdtempSync(path.join(tmpdir(), "generate-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface CliJson {
  brand: {
    name: string;
    tagline: string | null;
    colors: string[];
    fonts: string[];
    logoUrl: string | null;
    socials: { network: string; url: string }[];
    address: string | null;
    lang: string | null;
    images: string[];
  };
  reading: {
    name: { value: string; source: string; confidence: number };
    logos: { value: { url: string; light: boolean } }[];
  };
  subject: string;
  preheader: string;
}

function generate(...args: string[]): CliJson {
  const out = execFileSync(process.execPath, ["--import", "tsx", "scripts/generate.ts", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 120_000,
  });
  return JSON.parse(out) as CliJson;
}

describe("npm run generate", () => {
  it("reads a saved page as if fetched from --url, with its stylesheet from next to the file, and prints one JSON object", () => {
    const site = path.join(dir, "site");
    execFileSync("mkdir", ["-p", site]);
    writeFileSync(
      path.join(site, "page.html"),
      `<!doctype html><html lang="de"><head><title>Über uns | Bäckerei Sonne</title>
      <link rel="stylesheet" href="/assets/site.css"></head><body><header><a href="/" class="logo"><svg viewBox="0 0 40 20"><rect width="40" height="20" fill="#b45309"/></svg></a></header>
      <footer><p>Bäckerei Sonne</p><p>Hauptstraße 5</p><p>79100 Freiburg</p><a href="https://www.instagram.com/baeckereisonne">Instagram</a></footer></body></html>`,
    );
    writeFileSync(
      path.join(site, "site.css"),
      ":root{--color-primary:#b45309} body{font-family:'Lora',serif}",
    );
    const out = path.join(dir, "out");
    const r = generate(
      "--type",
      "newsletter",
      "--url",
      "https://www.baeckerei-sonne.de/ueber-uns",
      "--site-html",
      path.join(site, "page.html"),
      "--out",
      out,
      "--json",
    );
    expect(r.brand).toMatchObject({
      name: "Bäckerei Sonne",
      tagline: null,
      colors: ["#b45309"],
      fonts: ["Lora"],
      lang: "de",
      address: "Hauptstraße 5, 79100 Freiburg",
    });
    expect(r.brand.logoUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(r.brand.socials).toEqual([
      { network: "instagram", url: "https://www.instagram.com/baeckereisonne" },
    ]);
    expect(typeof r.subject).toBe("string");
    expect(typeof r.preheader).toBe("string");
    expect(r.reading.name).toMatchObject({ value: "Bäckerei Sonne", source: "title" });
    expect(readFileSync(path.join(out, "email.html"), "utf8")).toContain("logo.png");
    expect(existsSync(path.join(out, "email.txt"))).toBe(true);
    expect(existsSync(path.join(out, "logo.png"))).toBe(true);
  });
  it("falls back to the inline SVG logo when the page's best logo cannot be read offline, and prints the best as logoUrl", () => {
    const site = path.join(dir, "site-remote-logo");
    execFileSync("mkdir", ["-p", site]);
    // The header image lives on a CDN: nothing next to the file answers for it, so the offline fetch gets a 404.
    writeFileSync(
      path.join(site, "page.html"),
      `<!doctype html><html lang="en"><head><title>Acme Tools</title></head><body><header>
      <a href="/" class="logo"><img src="https://cdn.acme-tools.example/brand/acme-header.png" alt="Acme Tools"></a>
      <a href="/" class="logo-small"><svg viewBox="0 0 40 20"><rect width="40" height="20" fill="#7c3aed"/></svg></a></header></body></html>`,
    );
    const out = path.join(dir, "out-remote-logo");
    const r = generate(
      "--type",
      "newsletter",
      "--url",
      "https://www.acme-tools.example/",
      "--site-html",
      path.join(site, "page.html"),
      "--out",
      out,
      "--json",
    );
    expect(r.brand.logoUrl).toBe("https://cdn.acme-tools.example/brand/acme-header.png");
    expect(r.reading.logos.map((l) => l.value.url)).toEqual([
      "https://cdn.acme-tools.example/brand/acme-header.png",
      expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    ]);
    expect(readFileSync(path.join(out, "email.html"), "utf8")).toContain("logo.png");
    expect(existsSync(path.join(out, "logo.png"))).toBe(true);
  });
});
