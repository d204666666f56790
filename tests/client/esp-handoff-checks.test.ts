import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { ESP_PLATFORMS, type EspPlatform } from "../../src/shared/esp/platforms";
import { prepareHandoff, MARKETING_CAMPAIGN_TYPES } from "../../src/shared/esp/handoff";
import { checkZipSize } from "../../src/shared/esp/checks";
import { buildPlatformZip, zipEntries, ZIP_LAYOUT } from "../../src/shared/esp/zip";

const FOOTER = `<p class="bm-m" data-bm-postal data-bm-company="Acme" data-bm-address="1 Main St, Springfield, IL">Acme · 1 Main St, Springfield, IL</p><p class="bm-m"><a href="{{unsubscribe_url}}">Unsubscribe</a> &nbsp;·&nbsp; <a href="{{preferences_url}}">Manage email preferences</a></p>`;
const NEWSLETTER = `<html><body><p>Hi {{first_name|there}},</p><img src="https://app.example/api/assets/t1/hero.jpg" alt="" width="600" height="300"><img src="https://app.example/api/assets/t1/logo.png" alt="Acme" width="120" height="40">${FOOTER}</body></html>`;
const OPT_IN = `<html><body><a href="{{confirmation_url}}">Confirm</a>${FOOTER}</body></html>`;
const NO_UNSUB = NEWSLETTER.replace(/<a href="\{\{unsubscribe_url\}\}">Unsubscribe<\/a> &nbsp;·&nbsp; /, "");
// HubSpot accepts either of its two subscription links (unsubscribe_link_all or unsubscribe_link).
const NO_LINKS = NO_UNSUB.replace(/<a href="\{\{preferences_url\}\}">Manage email preferences<\/a>/, "");

const prep = (html: string, platform: EspPlatform, campaignType = "newsletter") =>
  prepareHandoff({ html, text: null, platform, campaignType });

describe("checks before download", () => {
  it("passes a complete newsletter on every platform", () => {
    for (const p of ESP_PLATFORMS)
      expect([p, prep(NEWSLETTER, p).blocked, prep(NEWSLETTER, p).checks]).toEqual([p, false, []]);
  });

  const required: [EspPlatform, RegExp][] = [
    ["mailchimp", /\*\|UNSUB\|\*/],
    ["klaviyo", /unsubscribe_link/],
    ["hubspot", /unsubscribe_link_all/],
    ["campaign-monitor", /<unsubscribe>/],
    ["sendgrid", /\{\{\{unsubscribe\}\}\}/],
    ["sendgrid-dynamic", /asm_group_unsubscribe_raw_url/],
  ];
  for (const [platform, tag] of required)
    it(`blocks ${platform} without its unsubscribe tag and says which`, () => {
      const r = prep(platform === "hubspot" ? NO_LINKS : NO_UNSUB, platform);
      expect(r.blocked).toBe(true);
      expect(
        r.checks
          .filter((c) => c.level === "error")
          .map((c) => c.message)
          .join(" "),
      ).toMatch(tag);
    });

  it("blocks HubSpot without the company address tags (a user removed the postal line)", () => {
    const r = prep(NEWSLETTER.replace(/<p class="bm-m" data-bm-postal[^>]*>[^<]*<\/p>/, ""), "hubspot");
    expect(r.blocked).toBe(true);
    expect(r.checks[0].message).toMatch(/company name and address/);
    expect(prep(NEWSLETTER, "hubspot").html).toContain("{{ site_settings.company_street_address_1 }}");
  });

  it("blocks a Brevo campaign without {{ unsubscribe }}, not a Brevo transactional template", () => {
    const r = prep(NO_UNSUB, "brevo", "newsletter");
    expect(r.blocked).toBe(true);
    expect(r.checks[0].message).toMatch(/\{\{ unsubscribe \}\}/);
    expect(prep(NO_UNSUB, "brevo", "transactional-purchase").blocked).toBe(false);
  });

  it("blocks Mailchimp without the postal address tag, and writes the Referral badge it requires", () => {
    const noPostal = NEWSLETTER.replace(/<p class="bm-m" data-bm-postal[^>]*>[^<]*<\/p>/, "");
    const r = prep(noPostal, "mailchimp");
    expect(r.blocked).toBe(true);
    expect(r.checks.map((c) => c.message).join(" ")).toMatch(/\*\|LIST:ADDRESSLINE\|\*/);
    expect(prep(NEWSLETTER, "mailchimp").html).toContain("*|REWARDS|*");
    // A fragment without a body gets no badge: said, not blocking (Mailchimp's paid plans may leave it out).
    const fragment = prep(
      `<p>Hi</p><a href="{{unsubscribe_url}}">Unsubscribe</a>*|LIST:ADDRESSLINE|*`,
      "mailchimp",
    );
    expect([fragment.blocked, fragment.checks.map((c) => c.level)]).toEqual([false, ["warning"]]);
  });

  it("blocks an image that is not hosted (inline data or a relative path) on every platform", () => {
    const inline = NEWSLETTER.replace(
      "https://app.example/api/assets/t1/hero.jpg",
      "data:image/png;base64,AAAA",
    );
    for (const p of ESP_PLATFORMS) {
      const r = prep(inline, p);
      expect(r.blocked).toBe(true);
      expect(r.checks).toContainEqual(expect.objectContaining({ code: "image", level: "error" }));
    }
    expect(prep(NEWSLETTER.replace("https://app.example/api/assets/t1/", "images/"), "klaviyo").blocked).toBe(
      true,
    );
  });

  it("refuses a Mailchimp ZIP over 1 MB and says what to do instead", () => {
    expect(checkZipSize("mailchimp", 1024 * 1024)).toBeNull();
    expect(checkZipSize("mailchimp", 2_200_000)?.message).toBe(
      "Mailchimp imports ZIP files up to 1 MB; this one is 2.1 MB. Download the HTML file instead (its images stay on our host) or use smaller images.",
    );
    expect(checkZipSize("klaviyo", 5_000_000)).toBeNull();
  });

  it("lets a transactional SendGrid dynamic template go without an unsubscribe link", () => {
    expect(prep(NO_UNSUB, "sendgrid-dynamic", "transactional-purchase").blocked).toBe(false);
  });

  it("lists the Mailchimp double opt-in's confirmation link with a hint, and none where the platform fills it", () => {
    const mc = prep(OPT_IN, "mailchimp", "confirmation-email");
    expect(mc.blocked).toBe(false);
    expect(mc.checks.map((c) => c.message)).toEqual([
      "replace {{confirmation_url}} with your platform's confirmation link",
    ]);
    expect(prep(OPT_IN, "brevo", "confirmation-email").checks).toEqual([]);
    expect(prep(OPT_IN, "sendgrid-dynamic", "confirmation-email").checks).toEqual([]);
  });

  it("lists the address placeholder where a platform has no address tag and none is known", () => {
    const bare = NEWSLETTER.replace(/ data-bm-address="[^"]*"/, "").replace(
      " · 1 Main St, Springfield, IL",
      "",
    );
    expect(
      prep(bare, "brevo")
        .checks.map((c) => c.message)
        .join(" "),
    ).toMatch(/replace \[Your company address\]/);
    expect(prep(bare, "mailchimp").checks).toEqual([]);
    const withAccount = prepareHandoff({
      html: bare,
      text: null,
      platform: "brevo",
      campaignType: "newsletter",
      kit: { address: "2 Side Rd" },
    });
    expect(withAccount.html).toContain("Acme · 2 Side Rd");
  });

  it("warns over Gmail's 102 KB and blocks SendGrid over its 1 MB", () => {
    const big = (kb: number) => NEWSLETTER.replace("</body>", `<p>${"x".repeat(kb * 1024)}</p></body>`);
    expect(prep(big(110), "mailchimp").checks).toEqual([
      expect.objectContaining({ level: "warning", code: "size" }),
    ]);
    expect(prep(big(1100), "sendgrid").blocked).toBe(true);
  });

  it("converts the plain text with the postal values from the HTML", () => {
    const r = prepareHandoff({
      html: NEWSLETTER,
      text: "Hi {{first_name|there}},\n\nAcme · 1 Main St, Springfield, IL\n\nUnsubscribe: {{unsubscribe_url}}\n",
      platform: "mailchimp",
      campaignType: "newsletter",
    });
    expect(r.text).toContain("*|LIST:COMPANY|* · *|LIST:ADDRESSLINE|*");
    expect(r.text).toContain("Unsubscribe: *|UNSUB|*");
  });

  it("finds the text's postal line by what the renderer wrote, also when the account's address fills the gap", () => {
    const bare = NEWSLETTER.replace(/ data-bm-address="[^"]*"/, "").replace(
      " · 1 Main St, Springfield, IL",
      "",
    );
    const text = "Acme news\n\nAcme\n\nUnsubscribe: {{unsubscribe_url}}\n";
    const kit = { address: "2 Side Rd" };
    expect(
      prepareHandoff({ html: bare, text, platform: "brevo", campaignType: "newsletter", kit }).text,
    ).toContain("\nAcme · 2 Side Rd\n");
    expect(
      prepareHandoff({ html: bare, text, platform: "mailchimp", campaignType: "newsletter", kit }).text,
    ).toContain("\n*|LIST:COMPANY|* · *|LIST:ADDRESSLINE|*\n");
  });
});

const png = { type: "image/png", bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) };
const jpg = { type: "image/jpeg", bytes: new Uint8Array([0xff, 0xd8, 0xff]) };
const fetchImage = async (url: string) => (url.endsWith(".jpg") ? jpg : url.endsWith(".png") ? png : null);

describe("ZIP layout per importer", () => {
  it("Mailchimp: the HTML and its images in one folder, relative paths, no text file", async () => {
    const { html } = prep(NEWSLETTER, "mailchimp");
    const files = unzipSync(
      await buildPlatformZip({ baseName: "acme", html, text: "t", platform: "mailchimp" }, fetchImage),
    );
    expect(Object.keys(files).sort()).toEqual(["acme.html", "image-1.jpg", "image-2.png"]);
    const out = strFromU8(files["acme.html"]);
    expect(out).toContain('src="image-1.jpg"');
    expect(out).toContain('src="image-2.png"');
    expect(out).not.toContain("https://app.example");
    expect(out).toContain("*|UNSUB|*");
  });

  for (const platform of ["campaign-monitor", "brevo", "klaviyo", "html"] as const)
    it(`${platform}: the HTML at the root and images/ with relative paths, plus the text`, async () => {
      const files = await zipEntries({ baseName: "acme", html: NEWSLETTER, text: "t", platform }, fetchImage);
      expect(Object.keys(files).sort()).toEqual([
        "acme.html",
        "acme.txt",
        "images/image-1.jpg",
        "images/image-2.png",
      ]);
      expect(strFromU8(files["acme.html"])).toContain('src="images/image-1.jpg"');
    });

  for (const platform of ["hubspot", "sendgrid", "sendgrid-dynamic"] as const)
    it(`${platform}: HTML and text only, the images stay hosted`, async () => {
      expect(ZIP_LAYOUT[platform]).toBe("hosted");
      const files = await zipEntries({ baseName: "acme", html: NEWSLETTER, text: "t", platform }, fetchImage);
      expect(Object.keys(files).sort()).toEqual(["acme.html", "acme.txt"]);
      expect(strFromU8(files["acme.html"])).toContain('src="https://app.example/api/assets/t1/hero.jpg"');
    });

  it("plain HTML keeps the hosted addresses when the user asks, and an image that cannot be fetched stays hosted", async () => {
    const hosted = await zipEntries(
      { baseName: "a", html: NEWSLETTER, text: null, platform: "html", keepHosted: true },
      fetchImage,
    );
    expect(Object.keys(hosted)).toEqual(["a.html"]);
    const partial = await zipEntries(
      { baseName: "a", html: NEWSLETTER, text: null, platform: "mailchimp" },
      async (u) => (u.endsWith(".png") ? png : null),
    );
    expect(Object.keys(partial).sort()).toEqual(["a.html", "image-1.png"]);
    expect(strFromU8(partial["a.html"])).toContain("https://app.example/api/assets/t1/hero.jpg");
  });

  it("the marketing list matches the engine's", async () => {
    const { MARKETING_TYPES } = await import("../../src/worker/generation/copy/index");
    expect([...MARKETING_CAMPAIGN_TYPES].sort()).toEqual([...MARKETING_TYPES].sort());
  });
});
