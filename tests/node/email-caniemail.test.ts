import { caniemail } from "caniemail";
import { describe, expect, it } from "vitest";
import { CAMPAIGN_TYPE_VALUES } from "../../src/shared/campaign-types";
import { createBuiltinGenerator } from "../../src/worker/generation/builtin";
import { sampleInput } from "../fixtures/samples";

const CLIENTS = ["gmail.*", "outlook.*", "apple-mail.*", "yahoo.*"] as const;

/**
 * Features caniemail reports as unsupported somewhere, and why none of them breaks the layout.
 * Anything not listed here fails the test.
 */
const ACCEPTED_UNSUPPORTED: Record<string, string> = {
  "<style> element":
    "Gmail's mobile webmail for non-Google accounts drops <style>; every layout style is inline, the <style> block only adds dark mode and phone tweaks.",
  "Type selector":
    "Only inside <style> (resets); the inline styles already do the work where <style> is dropped.",
  "Class selector":
    "Only inside <style> for dark mode and the phone breakpoint: progressive enhancement over inline styles.",
  "ID selector": "Only the #body / #MessageViewBody link-colour resets for Gmail and Samsung; cosmetic.",
  "Descendant combinator":
    "Only in the Outlook.com dark-mode ([data-ogsc] .x) and link-reset rules; cosmetic.",
  "Adjacent sibling combinator": "Only the u+#body Gmail link-colour reset; cosmetic.",
  "Attribute selector":
    "Outlook.com dark-mode hooks and the Apple data-detector reset; ignored elsewhere, light colours stay.",
  "@media":
    "The phone breakpoint and prefers-color-scheme block; without them the hybrid layout is still fluid (max-width + inline-block columns) and Outlook gets a fixed 600 px ghost table.",
  "<link> element":
    "Only the Google Fonts stylesheet for the brand font, wrapped in <!--[if !mso]>; clients that drop it use the fallback stack (Arial/Helvetica or Georgia).",
  "display:none":
    "Hidden preheader only; it is also 1px, max-height:0, overflow:hidden and mso-hide:all, so at worst a 1px line of preheader shows.",
  opacity: "Hidden preheader only (see display:none); Outlook uses mso-hide:all.",
  overflow: "Hidden preheader only; Outlook uses mso-hide:all.",
  outline: "Image reset (outline:none) only; cosmetic.",
  "border-radius": "Rounded corners become square in Outlook for Windows; buttons there are VML roundrects.",
  "aria-label attribute":
    "Accessibility hint on the article wrapper; clients that strip it lose nothing visible.",
  "role attribute":
    "role=presentation/article are accessibility hints; stripping them changes nothing visible.",
  "height property":
    "Spacer divs also set line-height and font-size, which give the same height where height is ignored.",
  "<body> element":
    "Body styles are repeated on the full-width wrapper table and the article div, so the background survives without <body>.",
};

/** Partial support that we accept, with the reason. */
const ACCEPTED_PARTIAL: Record<string, string> = {
  margin:
    "Only margin:0 resets and margin:0 auto on the container (Outlook centres through align=center on the ghost table).",
  "!important keyword":
    "Used only in <style> overrides (dark mode, phone breakpoint); inline styles do not depend on it.",
  "Attribute selector": "Dark-mode hooks only; see the unsupported list.",
  "@media": "Partial support means some apps ignore the breakpoint; the layout is fluid without it.",
  "<style> element":
    "Partial means size limits or stripped selectors (Gmail 16 KB cap: our <style> is under 4 KB).",
  "<body> element": "Body styles are duplicated on wrappers.",
  overflow: "Hidden preheader only.",
  "Type selector": "Resets only.",
  "Class selector": "Gmail apps with non-Google accounts ignore classes; inline styles carry the layout.",
  "ID selector": "Link-colour resets only.",
  "Descendant combinator": "Dark-mode and reset rules only.",
  "Adjacent sibling combinator": "Gmail link reset only.",
  "text-decoration":
    "Only none/underline on links, which are supported; shorthand variants are what is partial.",
  display:
    "inline-block columns are wrapped in MSO ghost tables for Outlook; display:block on the phone button is an enhancement.",
  "text-align": "Also set with align attributes on cells.",
  "dir attribute": "dir=ltr is the default direction anyway.",
  padding:
    "Outlook ignores padding on divs and links; all padding sits on table cells, and buttons are VML there.",
  border: "Only the accent rules and hairlines; Outlook draws them on cells where they are placed.",
  "font-size": "Pixel sizes only, which are supported.",
  "font-weight": "Only 700 / bold, which are supported.",
  "height property": "Spacers also rely on line-height and font-size.",
  "line-height": "Pixel values with mso-line-height-rule:exactly on headings.",
  background: "Only background-color, also set as bgcolor attributes on cells.",
  "display:none": "Hidden preheader only.",
  "max-width":
    "Outlook for Windows gets the fixed-width ghost tables; elsewhere max-width works on the container.",
  "width property": "Widths are also given as width attributes for Outlook.",
  "width attribute": "Pixel or percent widths on tables and cells, which Outlook honours.",
  "lang attribute": "Yahoo may drop lang; only affects screen-reader language.",
  "role attribute": "Accessibility only.",
  "border-radius": "Cosmetic.",
  "align attribute": "Also set with text-align.",
  "letter-spacing": "Cosmetic on the eyebrow label.",
  "height attribute": "Only on the 32 px step-number cells; the content defines the height anyway.",
  "word-break":
    "Only lets long merge tags such as {{shipping_address}} wrap in narrow detail cells; where ignored the text wraps at spaces as usual.",
};

function titles(map: Iterable<[string, { title: string }[]]>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [client, issues] of map)
    for (const i of issues) out.set(i.title, (out.get(i.title) ?? new Set()).add(client));
  return out;
}

const generator = createBuiltinGenerator();

describe.each(CAMPAIGN_TYPE_VALUES)("caniemail %s", (type) => {
  it.each([1, 2, 3, 4])(
    "seed %i uses no unsupported feature that breaks layout in Gmail, Outlook, Apple Mail or Yahoo",
    async (seed) => {
      const t = await generator.generate(
        sampleInput(type, seed, { logoUrl: "https://cdn.brandmail.example/l/logo.png" }),
      );
      const result = caniemail({ clients: [...CLIENTS], html: t.html });
      const unsupported = titles(result.issues.errors);
      const partial = titles(result.issues.warnings);
      const unexpected = [...unsupported.keys()]
        .filter((k) => !(k in ACCEPTED_UNSUPPORTED))
        .map((k) => `${k}: ${[...unsupported.get(k)!].join(", ")}`);
      const unexpectedPartial = [...partial.keys()]
        .filter((k) => !(k in ACCEPTED_PARTIAL))
        .map((k) => `${k}: ${[...partial.get(k)!].join(", ")}`);
      expect(unexpected).toEqual([]);
      expect(unexpectedPartial).toEqual([]);
      // Apple Mail is the reference client: nothing may be unsupported there.
      const apple = [...unsupported].filter(([, clients]) =>
        [...clients].some((c) => c.startsWith("apple-mail")),
      );
      expect(apple).toEqual([]);
    },
  );
});

describe("caniemail checker", () => {
  it("does flag layout-breaking features, so the test above can fail", () => {
    const result = caniemail({
      clients: [...CLIENTS],
      html: `<div style="display:grid;position:absolute"><form><input></form></div>`,
    });
    const found = [...titles(result.issues.errors).keys()];
    expect(found.some((k) => !(k in ACCEPTED_UNSUPPORTED))).toBe(true);
  });
});
