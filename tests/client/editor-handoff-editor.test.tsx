import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  checkLinkUrl,
  duplicateSection,
  insertRows,
  moveSection,
  readableText,
  sectionContainer,
  sectionRowOf,
  setAccentColor,
  setButtonColor,
  setLink,
  setStyleProp,
} from "../../src/client/features/editor/editor-ops";
import { darkModeCss, withDarkPreview } from "../../src/client/lib/dark-preview";
import { serializeDocument } from "../../src/client/features/editor/editor-dom";
import {
  accessibilityFindings,
  templateHealth,
  usedFeatures,
  clientSupport,
} from "../../src/client/lib/template-health";
import { LinkDialog } from "../../src/client/features/editor/link-dialog";
import { HealthPanel } from "../../src/client/components/health-panel";
import { tooLargeToSave } from "../../src/shared/template-health";

const BUTTON =
  '<td align="center"><!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" href="https://old.example" style="height:48px;" arcsize="10%" strokecolor="#112233" fillcolor="#112233"><w:anchorlock/><center style="color:#ffffff;font-family:Arial;">Go</center></v:roundrect><![endif]--><!--[if !mso]><!--><a class="bm-btn" href="https://old.example" style="display:inline-block;background-color:#112233;border:1px solid #112233;color:#ffffff;mso-hide:all;">Go</a><!--<![endif]--></td>';

const EMAIL = `<!DOCTYPE html><html lang="en"><head><style>@media (prefers-color-scheme:dark){.bm-card{background-color:#1a1d23!important}}</style></head><body>
<table class="bm-card"><tbody>
<tr><td><h1 class="bm-h" style="margin:0;color:#111111;mso-line-height-rule:exactly;">Welcome</h1></td></tr>
<tr><td><p class="bm-t" style="color:#1f2933;">First</p></td></tr>
<tr><td><div class="bm-acc" style="width:56px;background-color:#ff0000;">&nbsp;</div></td></tr>
<tr>${BUTTON}</tr>
</tbody></table></body></html>`;

function doc(html = EMAIL) {
  return new DOMParser().parseFromString(html, "text/html");
}

const sectionRows = (doc: Document) =>
  [...(sectionContainer(doc)?.children ?? [])].filter((c) => c.tagName === "TR") as HTMLTableRowElement[];

describe("editor operations", () => {
  it("treats each row of the card as a section and moves, copies and inserts rows", () => {
    const d = doc();
    expect(sectionRows(d)).toHaveLength(4);
    const first = sectionRowOf(d.querySelector("p")!)!;
    expect(first.textContent).toContain("First");
    expect(moveSection(first, -1)).toBe(true);
    expect(sectionRows(d)[0].textContent).toContain("First");
    expect(moveSection(sectionRows(d)[0], -1)).toBe(false);
    duplicateSection(sectionRows(d)[0]);
    expect(sectionRows(d).map((r) => r.textContent?.trim().slice(0, 5))).toEqual([
      "First",
      "First",
      "Welco",
      "",
      "Go",
    ]);
    insertRows(d, sectionRows(d)[0], "<tr><td><p>New block</p></td></tr>");
    expect(sectionRows(d)[1].textContent).toBe("New block");
  });

  it("accepts http, https and mailto link addresses only, and an unchanged merge field", () => {
    expect(checkLinkUrl("https://northwind-labs.com/start", "")).toEqual({
      ok: true,
      value: "https://northwind-labs.com/start",
    });
    expect(checkLinkUrl("mailto:hello@northwind-labs.com", "").ok).toBe(true);
    expect(checkLinkUrl("javascript:alert(1)", "").ok).toBe(false);
    expect(checkLinkUrl("data:text/html,hi", "").ok).toBe(false);
    expect(checkLinkUrl("northwind", "").ok).toBe(false);
    expect(checkLinkUrl("mailto:nobody", "").ok).toBe(false);
    expect(checkLinkUrl("", "").ok).toBe(false);
    expect(checkLinkUrl("{{unsubscribe_url}}", "{{unsubscribe_url}}").ok).toBe(true);
    expect(checkLinkUrl("{{other}}", "{{unsubscribe_url}}").ok).toBe(false);
  });

  it("changes a button's text, address and colour in the link and in Outlook's VML copy", () => {
    const d = doc();
    const a = d.querySelector<HTMLAnchorElement>("a.bm-btn")!;
    setLink(a, "Start now", "https://new.example/start");
    setButtonColor(a, "#fde047");
    const out = serializeDocument(d);
    expect(a.textContent).toBe("Start now");
    expect(out).toContain('href="https://new.example/start"');
    expect(out).toMatch(
      /<v:roundrect[^>]*href="https:\/\/new\.example\/start"[^>]*strokecolor="#fde047" fillcolor="#fde047"/,
    );
    expect(out).toContain(">Start now</center>");
    // A light fill gets dark text; the Outlook-only properties survive because styles are edited as text.
    expect(a.getAttribute("style")).toBe(
      "display:inline-block;background-color:#fde047;border:1px solid #fde047;color:#111111;mso-hide:all;",
    );
    expect(readableText("#0f766e")).toBe("#ffffff");
  });

  it("edits one style property without dropping Outlook's properties", () => {
    const h1 = doc().querySelector("h1")!;
    setStyleProp(h1, "color", "#222222");
    setStyleProp(h1, "font-size", "30px");
    expect(h1.getAttribute("style")).toBe(
      "margin:0;color:#222222;mso-line-height-rule:exactly;font-size:30px;",
    );
  });

  it("recolours the accent bars", () => {
    const d = doc();
    expect(setAccentColor(d, "#0f766e")).toBe(1);
    expect(d.querySelector(".bm-acc")!.getAttribute("style")).toContain("background-color:#0f766e");
  });

  it("shows dark mode on demand from the template's own rules", () => {
    expect(darkModeCss(EMAIL)).toBe(".bm-card{background-color:#1a1d23!important}");
    expect(withDarkPreview(EMAIL)).toContain(
      "<style>.bm-card{background-color:#1a1d23!important}</style></head>",
    );
  });
});

describe("template health", () => {
  it("warns above Gmail's clip and refuses above 500 KB", () => {
    expect(templateHealth(EMAIL).size).toBe("ok");
    expect(templateHealth(`<p>${"x".repeat(110 * 1024)}</p>`).size).toBe("clipped");
    expect(templateHealth(`<p>${"x".repeat(510 * 1024)}</p>`).size).toBe("refused");
    expect(tooLargeToSave(510 * 1024)).toBe(
      "This template is 510 KB, over the 500 KB limit for saving. Remove some sections or images and try again (Gmail already clips e-mails above 102 KB).",
    );
  });

  it("summarises support per client from the caniemail data", () => {
    const used = usedFeatures(
      doc(
        `<html><head><style>@media (prefers-color-scheme:dark){.a{color:#fff}}</style></head><body><div style="display:flex;position:absolute"></div></body></html>`,
      ),
    );
    expect(used.has("css-display-flex")).toBe(true);
    expect(used.has("css-position")).toBe(true);
    expect(used.has("css-at-media-prefers-color-scheme")).toBe(true);
    const support = clientSupport(used);
    expect(support.map((s) => s.client)).toEqual(["Gmail", "Outlook", "Apple Mail", "Yahoo"]);
    // Outlook for Windows ignores flexbox while Outlook for Mac shows it: partly supported across Outlook.
    expect([...support[1].unsupported, ...support[1].partial].some((t) => /flex/.test(t))).toBe(true);
    expect(support[2].unsupported.some((t) => /flex/.test(t))).toBe(false);
  });

  it("finds missing alt text, weak contrast, vague link text, heading gaps and a missing lang", () => {
    const findings = accessibilityFindings(
      doc(
        `<html><body><h2>Title</h2><h4>Sub</h4><img src="https://x.example/a.png"><p style="color:#cccccc">Pale</p><a href="https://x.example">click here</a></body></html>`,
      ),
    );
    expect(findings.join("\n")).toMatch(/language/);
    expect(findings.join("\n")).toMatch(/1 image has no alt text/);
    expect(findings.join("\n")).toMatch(/Low contrast: "Pale"/);
    expect(findings.join("\n")).toMatch(/"click here" does not say where it leads/);
    expect(findings.join("\n")).toMatch(/no main heading/);
    expect(findings.join("\n")).toMatch(/h2 followed by h4/);
    expect(accessibilityFindings(doc())).toEqual([]);
  });

  it("renders the panel with size, clients and findings", () => {
    render(<HealthPanel html={EMAIL} />);
    const panel = screen.getByTestId("health-panel");
    expect(panel.textContent).toMatch(/no clipping/);
    for (const c of ["Gmail", "Outlook", "Apple Mail", "Yahoo"]) expect(panel.textContent).toContain(c);
    expect(panel.textContent).toMatch(/No problems found/);
  });
});

describe("client support summary", () => {
  it("tells enhancements apart from features that may change the look", () => {
    const { unmount } = render(<HealthPanel html={EMAIL} />);
    expect(screen.getByTestId("health-panel").textContent).toMatch(
      /Gmail enhancements only, with fallbacks: \d+ (not supported|partly)/,
    );
    expect(screen.getByTestId("health-panel").textContent).not.toMatch(/Check these:/);
    unmount();
    render(
      <HealthPanel
        html={EMAIL.replace(
          '<p class="bm-t" style="',
          '<p class="bm-t" style="display:flex;position:absolute;',
        )}
      />,
    );
    expect(screen.getByTestId("health-panel").textContent).toMatch(/Check these: [^.]*position/);
  });
});

describe("link dialog", () => {
  it("refuses a javascript: address and applies a valid one", () => {
    const onConfirm = vi.fn();
    render(
      <LinkDialog
        isButton
        label="Go"
        href="https://old.example"
        color="#112233"
        palette={["#112233", "#0f766e"]}
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Edit button" });
    fireEvent.change(within(dialog).getByLabelText("Link address"), {
      target: { value: "javascript:alert(1)" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(within(dialog).getByRole("alert").textContent).toContain("https://");
    fireEvent.change(within(dialog).getByLabelText("Link address"), {
      target: { value: "https://new.example" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Button colour: #0f766e" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(onConfirm).toHaveBeenCalledWith({ label: "Go", href: "https://new.example", color: "#0f766e" });
  });
});
