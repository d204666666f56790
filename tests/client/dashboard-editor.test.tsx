import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  checkImageUrl,
  editableTarget,
  installEditorStyle,
  serializeDocument,
  setSelected,
  truncateLabel,
} from "../../src/client/features/editor/editor-dom";
import { ImageUrlDialog } from "../../src/client/features/editor/image-url-dialog";
import {
  AnnouncementBanner,
  DISMISSED_KEY,
  isVisible,
} from "../../src/client/features/announcements/announcement-banner";

vi.mock("../../src/client/features/announcements/api/announcements", () => ({ getAnnouncement: vi.fn() }));
import { getAnnouncement } from "../../src/client/features/announcements/api/announcements";

const EMAIL = `<!DOCTYPE html><html lang="en"><head><title>x</title></head><body>
<table role="presentation"><tr><td>
  <table role="presentation">
    <tr id="hero"><td><h1 id="h">Big news from Acme</h1><p id="p">We built something <strong>new</strong>.</p></td></tr>
    <tr id="cta"><td><a id="a" href="https://acme.com/launch">Discover the brand new collection today</a></td></tr>
    <tr id="foot"><td><img id="img" src="https://acme.com/logo.png" alt="Acme"><p>Footer text that is long enough to matter here</p></td></tr>
  </table>
</td></tr></table></body></html>`;

function doc(): Document {
  return new DOMParser().parseFromString(EMAIL, "text/html");
}

describe("editor document helpers", () => {
  it("cuts link labels at 20 characters", () => {
    expect(truncateLabel("Discover the brand new collection today")).toBe("Discover the brand n…");
    expect(truncateLabel("  Short   label ")).toBe("Short label");
  });

  it("makes the element that holds the clicked text editable", () => {
    const d = doc();
    expect(editableTarget(d.querySelector("strong"))?.tagName).toBe("STRONG");
    expect(editableTarget(d.getElementById("h"))?.id).toBe("h");
    expect(editableTarget(d.querySelector("#hero > td"))).toBeNull();
  });

  it("serialises without any editor traces and keeps the doctype", () => {
    const d = doc();
    installEditorStyle(d);
    const h = d.getElementById("h")!;
    h.setAttribute("contenteditable", "true");
    h.setAttribute("spellcheck", "true");
    setSelected(d, h);
    h.textContent = "Edited heading";
    const html = serializeDocument(d);
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain("Edited heading");
    expect(html).not.toMatch(/contenteditable|spellcheck|data-editor|__brandmail_editor_style/);
  });

  it("accepts an image URL only when trimmed, non-empty and different", () => {
    expect(checkImageUrl("   ", "https://a/x.png")).toEqual({ ok: false, message: "Enter an image URL." });
    expect(checkImageUrl(" https://a/x.png ", "https://a/x.png")).toEqual({
      ok: false,
      message: "The new URL is the same as the current one.",
    });
    expect(checkImageUrl(" https://b/y.png ", "https://a/x.png")).toEqual({
      ok: true,
      value: "https://b/y.png",
    });
    expect(checkImageUrl("javascript:alert(1)", "https://a/x.png").ok).toBe(false);
  });
});

describe("Change image URL dialog", () => {
  it("confirms with Enter and cancels with Escape", () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ImageUrlDialog current="https://acme.com/logo.png" onConfirm={onConfirm} onCancel={onCancel} />);
    const input = screen.getByLabelText("Image URL");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe("The new URL is the same as the current one.");
    fireEvent.change(input, { target: { value: "  https://cdn.acme.com/new.png " } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onConfirm).toHaveBeenCalledWith("https://cdn.acme.com/new.png");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onCancel).toHaveBeenCalled();
  });
});

describe("announcement banner", () => {
  const base = {
    id: "a1",
    type: "marketing",
    title: "Black Friday",
    message: "Premium at a discount.",
    link: { url: "https://x.example/deal", text: "See the deal" },
    dismissible: true,
    expiresAt: null,
  };
  beforeEach(() => vi.mocked(getAnnouncement).mockReset());

  it("picks up an announcement created while the dashboard is open within 10 s", async () => {
    vi.useFakeTimers();
    try {
      vi.mocked(getAnnouncement).mockResolvedValue(null);
      render(<AnnouncementBanner />);
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(screen.queryByText("Black Friday")).toBeNull();
      vi.mocked(getAnnouncement).mockResolvedValue(base);
      await act(() => vi.advanceTimersByTimeAsync(9900));
      expect(screen.getByText("Black Friday")).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("hides expired and dismissed announcements", () => {
    expect(isVisible(base)).toBe(true);
    expect(isVisible({ ...base, expiresAt: new Date(Date.now() - 1000).toISOString() })).toBe(false);
    localStorage.setItem(DISMISSED_KEY, JSON.stringify(["a1"]));
    expect(isVisible(base)).toBe(false);
  });

  it("styles by type, falls back for unknown types, and remembers dismissal", async () => {
    vi.mocked(getAnnouncement).mockResolvedValue(base);
    const { unmount } = render(<AnnouncementBanner />);
    const banner = await screen.findByRole("status");
    expect(banner.className).toContain("announcement-marketing");
    expect(screen.getByRole("link", { name: "See the deal" }).getAttribute("href")).toBe(
      "https://x.example/deal",
    );
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Dismiss announcement" })));
    expect(screen.queryByRole("status")).toBeNull();
    expect(JSON.parse(localStorage.getItem(DISMISSED_KEY)!)).toEqual(["a1"]);
    unmount();
    vi.mocked(getAnnouncement).mockResolvedValue({
      ...base,
      id: "a2",
      type: "shiny",
      dismissible: false,
      link: { url: "javascript:alert(1)", text: "bad" },
    });
    render(<AnnouncementBanner />);
    const other = await screen.findByRole("status");
    expect(other.className).toContain("announcement-default");
    expect(screen.queryByRole("button", { name: "Dismiss announcement" })).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
