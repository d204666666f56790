import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import {
  ADDRESS_PLACEHOLDER,
  ESP_PLATFORMS,
  MERGE_FIELDS,
  platformNotes,
  toPlatform,
  withSampleValues,
} from "../../src/shared/merge-fields";
import { buildZip, imageUrls } from "../../src/client/lib/handoff";

const HTML = `<p>Hi {{first_name}},</p><a href="{{view_in_browser_url}}">View in browser</a><img src="https://app.example/api/assets/abc/logo.png" alt="Acme"><p>Acme · {{ company_address }}</p><a href="{{unsubscribe_url}}">Unsubscribe</a>`;
const GENERIC = /\{\{\s*(first_name|unsubscribe_url|view_in_browser_url|company_address)\s*\}\}/;

describe("merge fields per e-mail platform", () => {
  it("defines exactly the four canonical tokens", () => {
    expect(MERGE_FIELDS).toEqual({
      firstName: "{{first_name}}",
      unsubscribeUrl: "{{unsubscribe_url}}",
      viewInBrowserUrl: "{{view_in_browser_url}}",
      companyAddress: "{{company_address}}",
    });
  });

  it("writes Mailchimp's merge tags and leaves no generic tag", () => {
    const out = toPlatform(HTML, "mailchimp");
    expect(out).toContain("Hi *|FNAME|*,");
    expect(out).toContain('href="*|UNSUB|*"');
    expect(out).toContain('href="*|ARCHIVE|*"');
    expect(out).toContain("Acme · *|LIST:ADDRESSLINE|*");
    expect(out).not.toMatch(GENERIC);
  });

  it("converts for every platform, removing links a platform cannot express and marking the address to fill in", () => {
    // SendGrid's own first-name tag happens to be {{first_name}}.
    for (const p of ESP_PLATFORMS.filter((x) => x !== "html" && x !== "sendgrid"))
      expect([p, GENERIC.test(toPlatform(HTML, p))]).toEqual([p, false]);
    expect(toPlatform(HTML, "klaviyo")).toContain('href="{% unsubscribe_url %}"');
    expect(toPlatform(HTML, "hubspot")).toContain("{{ contact.firstname }}");
    expect(toPlatform(HTML, "brevo")).toContain(ADDRESS_PLACEHOLDER);
    expect(toPlatform(HTML, "campaign-monitor")).toContain('href="[unsubscribe]"');
    const sendgrid = toPlatform(HTML, "sendgrid");
    expect(sendgrid).toContain("{{{unsubscribe}}}");
    expect(sendgrid).not.toContain("View in browser");
    expect(platformNotes("sendgrid").join(" ")).toMatch(/view in browser/);
    expect(toPlatform(HTML, "html")).toBe(HTML.replace("{{ company_address }}", "{{company_address}}"));
  });

  it("converts the plain text too, dropping lines a platform has no tag for", () => {
    const text =
      "Hi {{first_name}},\nView online: {{view_in_browser_url}}\nUnsubscribe: {{unsubscribe_url}}\n";
    expect(toPlatform(text, "mailchimp", "text")).toBe(
      "Hi *|FNAME|*,\nView online: *|ARCHIVE|*\nUnsubscribe: *|UNSUB|*\n",
    );
    expect(toPlatform(text, "sendgrid", "text")).toBe("Hi {{first_name}},\nUnsubscribe: {{{unsubscribe}}}\n");
  });

  it("fills sample values for a test send", () => {
    const out = withSampleValues(HTML, { firstName: "Grace", address: null });
    expect(out).toContain("Hi Grace,");
    expect(out).not.toContain("Unsubscribe");
    expect(out).not.toMatch(/\{\{/);
  });
});

describe("ZIP download", () => {
  const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" });

  it("holds the HTML, the plain text and the images, pointing at the files when asked", async () => {
    expect(imageUrls(HTML)).toEqual(["https://app.example/api/assets/abc/logo.png"]);
    const bytes = await buildZip(
      { baseName: "acme", html: HTML, text: "Hi {{first_name}}", platform: "mailchimp", images: "bundled" },
      async () => png,
    );
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual(["acme.html", "acme.txt", "images/image-1.png"]);
    const html = strFromU8(files["acme.html"]);
    expect(html).toContain('src="images/image-1.png"');
    expect(html).toContain("*|UNSUB|*");
    expect(strFromU8(files["acme.txt"])).toBe("Hi *|FNAME|*");
  });

  it("keeps the hosted addresses when the user chooses hosted images", async () => {
    const files = unzipSync(
      await buildZip(
        { baseName: "acme", html: HTML, text: null, platform: "html", images: "hosted" },
        async () => png,
      ),
    );
    expect(Object.keys(files).sort()).toEqual(["acme.html", "images/image-1.png"]);
    expect(strFromU8(files["acme.html"])).toContain('src="https://app.example/api/assets/abc/logo.png"');
  });
});
