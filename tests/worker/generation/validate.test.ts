import { describe, expect, it } from "vitest";
import { createGenerator } from "../../../src/worker/generation/index";
import { validateEmailHtml } from "../../../src/worker/generation/validate";
import { sampleInput } from "../../fixtures/samples";

let good = "";
const mutate = (from: string | RegExp, to: string) => good.replace(from, to);

describe("validateEmailHtml", () => {
  it("accepts a generated template", async () => {
    const logo = {
      url: "https://cdn.example/api/assets/0123456789abcdef0123456789abcdef/logo.png",
      width: 140,
      height: 40,
      alt: "Brightlane",
    };
    const assets = {
      logo: {
        image: logo,
        facts: { width: 280, height: 80, hasAlpha: false, luminance: 0.2, dominant: "#123456" },
        plate: null,
      },
      hero: null,
      tiles: [],
      photos: [],
      icons: [],
      social: {},
      ics: null,
      timings: { renderMs: 0, fetchMs: 0 },
    };
    good = (
      await createGenerator({}).generate({ ...sampleInput("newsletter", 3), logoUrl: logo.url, assets })
    ).html;
    expect(validateEmailHtml(good)).toEqual({ ok: true, problems: [] });
  });

  it.each<[string, () => string, RegExp]>([
    ["no doctype", () => good.replace("<!DOCTYPE html>", ""), /DOCTYPE/],
    ["no lang", () => mutate(/<html lang="en"/, "<html"), /lang/],
    ["no title", () => mutate(/<title>[^<]*<\/title>/, ""), /title/],
    [
      "no color-scheme meta",
      () => mutate('<meta name="color-scheme" content="light dark">', ""),
      /color-scheme meta/,
    ],
    ["no dark block", () => mutate("prefers-color-scheme:dark", "min-width:1px"), /prefers-color-scheme/],
    ["no Outlook.com rules", () => good.replaceAll("[data-ogsc]", "[x]"), /Outlook\.com/],
    ["no 600px limit", () => good.replaceAll("max-width:600px", "max-width:700px"), /600px/],
    ["no MSO conditionals", () => good.replaceAll("<!--[if mso]>", "<!--[if x]>"), /conditional/],
    ["no preheader", () => mutate(/mso-hide:all;">/, '">'), /preheader/],
    ["table without role", () => good.replace('<table role="presentation"', "<table"), /role="presentation"/],
    ["image without alt", () => good.replace(/ alt="[^"]*"/, ""), /alt text/],
    ["script", () => good.replace("</body>", "<script>x()</script></body>"), /<script>/],
    ["form", () => good.replace("</body>", "<form></form></body>"), /<form>/],
    ["iframe", () => good.replace("</body>", "<iframe></iframe></body>"), /<iframe>/],
    [
      "event handler, even after a slash",
      () => good.replace("<body ", '<body/onload="x()" '),
      /event handler/,
    ],
    [
      "javascript link",
      () => good.replace('href="{{unsubscribe_url}}"', 'href="jav&#x61;script:alert(1)"'),
      /script or data URL/,
    ],
    [
      "meta refresh",
      () => good.replace("</head>", '<meta http-equiv="refresh" content="0"></head>'),
      /refresh/,
    ],
    [
      "external stylesheet",
      () => good.replace("</head>", '<link rel="stylesheet" href="https://evil.example/a.css"></head>'),
      /external stylesheet/,
    ],
    ["second h1", () => good.replace("</body>", "<h1>Again</h1></body>"), /exactly one <h1>/],
    ["heading jump", () => good.replace(/<h2\b/, "<h4"), /jumps/],
    [
      "vague link text",
      () => good.replace(">Unsubscribe from these emails<", ">click here<"),
      /not meaningful/,
    ],
    ["empty link", () => good.replace(">Unsubscribe from these emails<", "><"), /without text/],
    ["over 80 KB", () => good.replace("</body>", `<p>${"x".repeat(80 * 1024)}</p></body>`), /80|81920/],
    [
      "style over 16 KB",
      () => good.replace("</style>", `.a{color:red}${" ".repeat(16 * 1024)}</style>`),
      /<style>/,
    ],
  ])("reports %s", (_name, make, problem) => {
    const result = validateEmailHtml(make());
    expect(result.ok).toBe(false);
    expect(result.problems.join("\n")).toMatch(problem);
  });
});
