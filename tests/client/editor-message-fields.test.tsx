import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { TemplateDetail } from "../../src/client/lib/api-types";

vi.mock("../../src/client/lib/get-template", () => ({ getTemplate: vi.fn() }));
vi.mock("../../src/client/features/editor/api/save-edited", () => ({ saveEditedTemplate: vi.fn() }));

import { getTemplate } from "../../src/client/lib/get-template";
import { saveEditedTemplate } from "../../src/client/features/editor/api/save-edited";
import { EditorTab } from "../../src/client/features/editor/editor-tab";
import { visibleLengthHint } from "../../src/client/features/editor/message-fields";

const DETAIL: TemplateDetail = {
  id: "0f0e0d0c-0b0a-4908-8706-050403020100",
  name: "Spring webinar",
  createdAt: "2026-11-20T10:00:00Z",
  campaignType: "webinar",
  websiteUrl: "https://acme.example",
  templatecardid: "ABCDEF",
  subject: "Join us live",
  preheader: "Thursday at 16:00",
  parentTemplateId: null,
  sizeBytes: 100,
  headline: null,
  variant: null,
  variantGroup: null,
  previewUrl: "about:blank",
  htmlContent: `<!doctype html><html><head><title>Join us live</title></head><body><table><tr><td><a class="bm-btn" style="background-color:#123456;color:#ffffff;" href="https://acme.example">Go</a></td></tr></table></body></html>`,
  plainText: "",
  palette: ["#7a4a2a", "#f28c28", "#2e7d32"],
};

function renderEditor() {
  vi.mocked(getTemplate).mockResolvedValue(DETAIL);
  vi.mocked(saveEditedTemplate).mockResolvedValue({ ...DETAIL, id: "copy" });
  render(
    <EditorTab
      templateId={DETAIL.id}
      templates={[]}
      onPick={() => {}}
      onDirtyChange={() => {}}
      onSaved={() => {}}
    />,
  );
}

describe("editor inbox lines", () => {
  it("shows the template's subject and preheader and saves the edited subject with the copy", async () => {
    renderEditor();
    const subject = await screen.findByLabelText<HTMLInputElement>("Subject line");
    expect(subject.value).toBe("Join us live");
    expect(screen.getByLabelText<HTMLInputElement>("Preheader").value).toBe("Thursday at 16:00");
    expect(
      screen.getByText(/^12 characters: Gmail shows about 70, Apple Mail on iPhone about 41\./),
    ).toBeTruthy();
    fireEvent.change(subject, { target: { value: "Last seats for Thursday's live session" } });
    const save = screen.getByRole("button", { name: "Save" });
    fireEvent.click(save);
    await waitFor(() => expect(saveEditedTemplate).toHaveBeenCalled());
    expect(vi.mocked(saveEditedTemplate).mock.calls[0][0]).toMatchObject({
      parentTemplateId: DETAIL.id,
      subject: "Last seats for Thursday's live session",
      preheader: "Thursday at 16:00",
    });
  });

  it("will not save without a subject line and says why", async () => {
    renderEditor();
    const subject = await screen.findByLabelText("Subject line");
    fireEvent.change(subject, { target: { value: "  " } });
    expect(screen.getByText("An e-mail needs a subject line.")).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Save" }).disabled).toBe(true);
  });

  it("offers the kit's colours as swatches even where the template does not use them yet", async () => {
    renderEditor();
    await screen.findByLabelText("Subject line");
    for (const c of DETAIL.palette!)
      expect(screen.getByRole("button", { name: `Button colour: ${c}` })).toBeTruthy();
  });
});

describe("visible length hint", () => {
  it("says which inbox cuts the line", () => {
    expect(visibleLengthHint("subject", "x".repeat(30))).not.toMatch(/cuts/);
    expect(visibleLengthHint("subject", "x".repeat(50))).toMatch(/Apple Mail cuts it\.$/);
    expect(visibleLengthHint("subject", "x".repeat(80))).toMatch(/Both cut it\.$/);
    expect(visibleLengthHint("preheader", "é".repeat(95))).toMatch(/^95 characters: .*Apple Mail cuts it\.$/);
  });
});
