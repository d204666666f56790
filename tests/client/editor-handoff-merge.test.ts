import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { buildZip } from "../../src/client/lib/handoff";
import { imageUrls } from "../../src/shared/esp/zip";

const HTML = `<p>Hi {{first_name}},</p><a href="{{view_in_browser_url}}">View in browser</a><img src="https://app.example/api/assets/abc/logo.png" alt="Acme"><p>Acme · {{ company_address }}</p><a href="{{unsubscribe_url}}">Unsubscribe</a>`;

describe("ZIP download", () => {
  const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" });

  it("holds the HTML and the images in the importer's layout, pointing at the files", async () => {
    expect(imageUrls(HTML)).toEqual(["https://app.example/api/assets/abc/logo.png"]);
    const bytes = await buildZip(
      { baseName: "acme", html: HTML, text: "Hi {{first_name}}", platform: "mailchimp", images: "bundled" },
      async () => png,
    );
    const files = unzipSync(bytes);
    // Mailchimp's importer: the HTML and its images in one folder, relative paths; it writes its own plain text.
    expect(Object.keys(files).sort()).toEqual(["acme.html", "image-1.png"]);
    const html = strFromU8(files["acme.html"]);
    expect(html).toContain('src="image-1.png"');
    expect(html).toContain("*|UNSUB|*");
  });

  it("keeps the hosted addresses when the user chooses hosted images for plain HTML", async () => {
    const files = unzipSync(
      await buildZip(
        { baseName: "acme", html: HTML, text: null, platform: "html", images: "hosted" },
        async () => png,
      ),
    );
    expect(Object.keys(files).sort()).toEqual(["acme.html"]);
    expect(strFromU8(files["acme.html"])).toContain('src="https://app.example/api/assets/abc/logo.png"');
  });
});
