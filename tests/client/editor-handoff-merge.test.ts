import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { buildZip, imageUrls } from "../../src/client/lib/handoff";

const HTML = `<p>Hi {{first_name}},</p><a href="{{view_in_browser_url}}">View in browser</a><img src="https://app.example/api/assets/abc/logo.png" alt="Acme"><p>Acme · {{ company_address }}</p><a href="{{unsubscribe_url}}">Unsubscribe</a>`;

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
