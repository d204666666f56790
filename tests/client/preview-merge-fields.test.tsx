import type { ComponentProps } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { forPreview } from "../../src/shared/esp/preview";
import { PreviewModal } from "../../src/client/features/templates/preview-modal";
import {
  editableTarget,
  serializeDocument,
  showFallbackWords,
} from "../../src/client/features/editor/editor-dom";

/** The renderer's shape: greeting with a fallback word, view-in-browser line, postal line and footer links. */
const STORED = `<!DOCTYPE html><html lang="en"><head><title>Hi {{first_name|there}}</title><style>@media (prefers-color-scheme:dark){.bm-card{background-color:#1a1d23!important}}</style></head><body>
<table class="bm-card"><tbody>
<tr><td><p class="bm-m" data-bm-removable><a class="bm-m" href="{{view_in_browser_url}}">View in browser</a></p></td></tr>
<tr><td><p class="bm-t">Hi {{first_name|there}}, welcome aboard.</p></td></tr>
<tr><td><p>Order {{order_number}}</p></td></tr>
<tr><td><p class="bm-m" data-bm-postal data-bm-company="Acme &amp; Co" data-bm-address="1 Main St">Acme &amp; Co · 1 Main St</p>
<p class="bm-m"><a href="{{unsubscribe_url}}">Unsubscribe</a> &nbsp;·&nbsp; <a href="{{preferences_url}}">Manage email preferences</a></p></td></tr>
</tbody></table></body></html>`;

type Shown = ComponentProps<typeof PreviewModal>["template"];

const template = (over: Partial<Shown> = {}): Shown => ({
  id: "t1",
  name: "Welcome",
  createdAt: "2026-11-25T10:00:00Z",
  campaignType: "newsletter",
  websiteUrl: "https://acme.example",
  templatecardid: "",
  subject: "Welcome",
  preheader: "",
  parentTemplateId: null,
  sizeBytes: STORED.length,
  headline: null,
  variant: null,
  variantGroup: null,
  previewUrl: null,
  htmlContent: STORED,
  palette: [],
  plainText: "",
  ...over,
});

describe("the in-app preview shows what a reader sees, the stored HTML keeps the tokens", () => {
  it("writes the fallback word and keeps the footer links as links that go nowhere", () => {
    const shown = forPreview(STORED);
    expect(shown).toContain("Hi there, welcome aboard.");
    expect(shown).toContain("<title>Hi there</title>");
    expect(shown).not.toMatch(/\{\{\s*(first_name|unsubscribe_url|preferences_url|view_in_browser_url)/);
    expect(shown).toContain('<a href="#">Unsubscribe</a>');
    expect(shown).toContain('<a class="bm-m" href="#">View in browser</a>');
    expect(shown).toContain("Acme &amp; Co · 1 Main St");
    // The sending system fills order data; the preview does not make any up.
    expect(shown).toContain("Order {{order_number}}");
    // A greeting without a fallback word loses the name and the space before it, as plain HTML does.
    expect(forPreview("<p>Hi {{first_name}}, thanks.</p>")).toBe("<p>Hi, thanks.</p>");
    expect(forPreview("<p>{{company_name}}, {{ company_address }}</p>" + STORED)).toContain(
      "<p>Acme &amp; Co, 1 Main St</p>",
    );
  });

  it("shows the fallback word in the preview modal (light and dark) while Copy and Download get the stored HTML", () => {
    const onCopy = vi.fn();
    const onDownload = vi.fn();
    render(
      <PreviewModal
        template={template()}
        onClose={() => undefined}
        onCopy={onCopy}
        onDownload={onDownload}
      />,
    );
    const light = screen.getByTitle("Preview of Welcome") as HTMLIFrameElement;
    expect(light.getAttribute("srcdoc")).toContain("Hi there, welcome aboard.");
    expect(light.getAttribute("srcdoc")).not.toContain("{{first_name");
    fireEvent.click(screen.getByRole("button", { name: "Dark" }));
    const dark = screen.getByTitle("Preview of Welcome") as HTMLIFrameElement;
    expect(dark.getAttribute("srcdoc")).toContain("Hi there, welcome aboard.");
    expect(dark.getAttribute("srcdoc")).toContain(".bm-card{background-color:#1a1d23!important}");
    fireEvent.click(screen.getByRole("button", { name: "Download" }));
    fireEvent.click(screen.getByRole("button", { name: "Copy HTML" }));
    expect(onDownload).toHaveBeenCalledOnce();
    expect(onCopy).toHaveBeenCalledOnce();
    // The modal never rewrites the template it was given: that is what Copy and Download hand out.
    expect(template().htmlContent).toContain("Hi {{first_name|there}},");
  });

  it("shows the fallback word in the editor as one piece and saves the token back", () => {
    const d = new DOMParser().parseFromString(STORED, "text/html");
    showFallbackWords(d);
    const p = d.querySelector("p.bm-t")!;
    expect(p.textContent).toBe("Hi there, welcome aboard.");
    const chip = p.querySelector("[data-bm-token]")!;
    expect(chip.getAttribute("contenteditable")).toBe("false");
    // A click on the word edits the paragraph around it, never the word alone.
    expect(editableTarget(chip)).toBe(p);
    const saved = serializeDocument(d);
    expect(saved).toContain('<p class="bm-t">Hi {{first_name|there}}, welcome aboard.</p>');
    expect(saved).not.toContain("data-bm-token");
    expect(saved).toContain('href="{{unsubscribe_url}}"');
  });
});
