import { describe, expect, it } from "vitest";
import { CAMPAIGN_TYPE_VALUES } from "../../src/shared/campaign-types";
import { buildTextPart } from "../../src/shared/esp/text-part";
import { generateTemplate } from "../../src/worker/generation/index";
import { sanitizeEmailHtml } from "../../src/worker/generation";
import { sampleInput } from "../fixtures/samples";
import { call, createUser, seedTemplate } from "./pipeline-support";

// These run inside workerd: the converter (html-to-text and its parser) works in the Workers runtime.
const ENTITY = /&(?:[a-z]+\d*|#\d+|#x[0-9a-f]+);/i;
const INVISIBLE = /[\u034F\u00AD\u200B-\u200D\u2060\uFEFF]/;
const FILLER = "&#847;&zwnj;&nbsp;".repeat(90);

describe("the text part of a generated template", () => {
  it.each(CAMPAIGN_TYPE_VALUES)(
    "%s: links as words (URL), tokens kept, no preheader, no entity, no invisible filler",
    async (type) => {
      const t = await generateTemplate({ GENERATOR: "builtin" }, sampleInput(type, 7));
      const button = /<a class="bm-btn" href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/.exec(t.html);
      expect(button).not.toBeNull();
      expect(t.text).toContain(`(${button?.[1]})`);
      expect(t.text).toMatch(/\(\{\{unsubscribe_url\}\}\)/);
      expect(t.text).not.toMatch(ENTITY);
      expect(t.text).not.toMatch(INVISIBLE);
      expect(t.text).not.toContain(t.preheader);
      expect(t.text).not.toMatch(/<[a-z/!]/i);
      expect(t.text.length).toBeGreaterThan(200);
    },
  );

  it("reads an order's totals as 'Label: value' lines and keeps each item's fields together", async () => {
    const t = await generateTemplate({ GENERATOR: "builtin" }, sampleInput("transactional-purchase", 3));
    expect(t.text).toMatch(/^Total: \{\{order_total\}\}$/m);
    expect(t.text).toMatch(/^Subtotal: \{\{subtotal\}\}$/m);
    expect(t.text).toMatch(
      /\{\{item_name\}\}[^\n]*\n[^\n]*\{\{item_quantity\}\}[^\n]*\n?[^\n]*\{\{item_price\}\}/,
    );
  });
});

describe("buildTextPart on hand-written HTML", () => {
  it("leaves out a hidden preheader and its filler, and any filler left visible reads as nothing", () => {
    const html = `<html lang="en"><body><div style="display:none;max-height:0">Preview words${FILLER}</div><p>Hello&nbsp;there &amp; welcome&hellip;</p><p>${FILLER}</p></body></html>`;
    const text = buildTextPart(html);
    expect(text).toBe("Hello\u00a0there & welcome…\n");
  });

  it("writes links as words (URL), once when the words are the URL, and keeps platform tokens", () => {
    const text = buildTextPart(
      `<p><a href="https://acme.test/buy">Buy now</a> or <a href="https://acme.test">https://acme.test</a></p><p><a href="{{unsubscribe_url}}">Unsubscribe</a> · <a href="{{preferences_url}}">Preferences</a></p><p><a href="https://acme.test"><img src="https://x.test/logo.png" alt="Acme"></a><img src="https://x.test/hero.png" alt="A hero picture"></p>`,
    );
    expect(text).toContain("Buy now (https://acme.test/buy) or https://acme.test\n");
    expect(text).toContain("Unsubscribe ({{unsubscribe_url}}) · Preferences ({{preferences_url}})");
    expect(text).toContain("Acme (https://acme.test)");
    expect(text).not.toContain("hero");
  });

  it("keeps lists and tables readable", () => {
    const text = buildTextPart(
      `<ul><li>Roasts</li><li>Brewing tips</li></ul><ol><li>Sign up</li><li>Log in</li></ol><table><tr><th>Plan</th><th>Price</th></tr><tr><td>Basic</td><td>€20</td></tr><tr><td>Premium</td><td>€45</td></tr></table>`,
    );
    expect(text).toContain("- Roasts\n- Brewing tips");
    expect(text).toMatch(/ ?1\. Sign up\n ?2\. Log in/);
    expect(text).toMatch(/PLAN +PRICE\nBasic +€20\nPremium +€45/);
  });

  it("reads a two-cell layout row as 'Label: value' with the language's colon", () => {
    const row = (lang: string) =>
      `<div lang="${lang}"><table role="presentation"><tr><td><p>Heure</p></td><td><p>19 h</p></td></tr><tr><td><a href="https://x.test">X</a></td><td>Y</td></tr></table></div>`;
    expect(buildTextPart(row("fr"))).toContain("Heure\u202f: 19 h\nX (https://x.test)\nY");
    expect(buildTextPart(row("en"))).toContain("Heure: 19 h");
  });
});

describe("the text part of an edited copy (POST /api/templates/save-edited)", () => {
  it("is rebuilt from the edited HTML: unsubscribe link kept, preheader filler and entities gone", async () => {
    const user = await createUser({ plan: "premium" });
    const generated = await generateTemplate({ GENERATOR: "builtin" }, sampleInput("newsletter", 11));
    const parent = await seedTemplate(user.id, { html: generated.html, campaignType: "newsletter" });
    const edited = generated.html.replace(/(<h1\b[^>]*>)[\s\S]*?(<\/h1>)/, "$1Our autumn news &amp; notes$2");
    const res = await call("/api/templates/save-edited", {
      token: user.token,
      json: { parentTemplateId: parent.id, htmlContent: edited },
    });
    expect(res.status).toBe(201);
    const { template } = await res.json<{ template: { id: string } }>();
    const saved = await (
      await call(`/api/templates/${template.id}`, { token: user.token })
    ).json<{ template: { plainText: string } }>();
    const text = saved.template.plainText;
    expect(text.length).toBeGreaterThan(40);
    expect(text).toContain("Our autumn news & notes");
    expect(text).toMatch(/\(\{\{unsubscribe_url\}\}\)/);
    expect(text).not.toMatch(ENTITY);
    expect(text).not.toMatch(INVISIBLE);
    expect(text).not.toContain(generated.preheader);
  });

  it("reads the sanitised HTML the same way as the stored one", async () => {
    const generated = await generateTemplate({ GENERATOR: "builtin" }, sampleInput("webinar", 5));
    const clean = await sanitizeEmailHtml(generated.html);
    expect(buildTextPart(clean)).toBe(generated.text);
  });
});
