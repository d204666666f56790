import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TemplateSummary } from "../../src/client/features/dashboard/api/types";
import {
  filterTemplates,
  displayWebsite,
  shortCardId,
} from "../../src/client/features/dashboard/lib/templates-filter";
import { analyticsOf } from "../../src/client/features/dashboard/components/analytics-tab";

vi.mock("../../src/client/features/dashboard/api/list-templates", () => ({
  listAllTemplates: vi.fn(),
  listTemplatesPage: vi.fn(),
}));
vi.mock("../../src/client/features/dashboard/api/get-template", () => ({ getTemplate: vi.fn() }));
vi.mock("../../src/client/features/dashboard/api/delete-template", () => ({ deleteTemplate: vi.fn() }));

import { listAllTemplates } from "../../src/client/features/dashboard/api/list-templates";
import { getTemplate } from "../../src/client/features/dashboard/api/get-template";
import { deleteTemplate } from "../../src/client/features/dashboard/api/delete-template";
import { TemplatesList } from "../../src/client/features/dashboard/components/templates-list";
import { useTemplates } from "../../src/client/features/dashboard/hooks/use-templates";
import { useTemplateActions } from "../../src/client/features/dashboard/hooks/use-template-actions";
import type { StoredUser } from "../../src/client/lib/session";
import { ApiRequestError } from "../../src/client/lib/api";

const t = (over: Partial<TemplateSummary>): TemplateSummary => ({
  id: "abcdef123456",
  name: "Acme Newsletter",
  createdAt: "2026-11-20T10:00:00Z",
  campaignType: "newsletter",
  websiteUrl: "https://www.acme.com/",
  templatecardid: null,
  subject: null,
  preheader: null,
  parentTemplateId: null,
  sizeBytes: 1000,
  previewUrl: null,
  ...over,
});

const LIST = [
  t({
    id: "t1aaaaaaa",
    name: "Acme Newsletter",
    campaignType: "newsletter",
    websiteUrl: "https://www.acme.com",
  }),
  t({
    id: "t2bbbbbbb",
    name: "Spring Launch",
    campaignType: "product-launch",
    websiteUrl: "http://globex.io",
    templatecardid: "GX-42",
  }),
  t({
    id: "t3ccccccc",
    name: "Confirm your subscription",
    campaignType: "confirmation-email",
    websiteUrl: "https://initech.example",
  }),
  t({
    id: "t4ddddddd",
    name: "Receipt",
    campaignType: "transactional-purchase",
    websiteUrl: "https://shop.acme.com",
  }),
];

describe("template search and filter", () => {
  it("matches name, campaign type or website case-insensitively", () => {
    expect(filterTemplates(LIST, "SPRING", "").map((x) => x.id)).toEqual(["t2bbbbbbb"]);
    expect(filterTemplates(LIST, "product-launch", "").map((x) => x.id)).toEqual(["t2bbbbbbb"]);
    expect(filterTemplates(LIST, "acme", "").map((x) => x.id)).toEqual(["t1aaaaaaa", "t4ddddddd"]);
    expect(filterTemplates(LIST, "  ", "").length).toBe(4);
  });

  it("combines the search with the type filter labels", () => {
    expect(filterTemplates(LIST, "", "Transactional").map((x) => x.id)).toEqual(["t3ccccccc", "t4ddddddd"]);
    expect(filterTemplates(LIST, "acme", "Transactional").map((x) => x.id)).toEqual(["t4ddddddd"]);
    expect(filterTemplates(LIST, "", "Product Launch").map((x) => x.id)).toEqual(["t2bbbbbbb"]);
    expect(filterTemplates(LIST, "acme", "Webinar")).toEqual([]);
  });

  it("shows the short card id or the first 6 characters, and the website without scheme or www", () => {
    expect(shortCardId(LIST[1])).toBe("GX-42");
    expect(shortCardId(LIST[0])).toBe("t1aaaa");
    expect(displayWebsite("https://www.acme.com/")).toBe("acme.com");
    expect(displayWebsite("http://globex.io/path")).toBe("globex.io/path");
    expect(displayWebsite("WWW.Example.org")).toBe("Example.org");
  });
});

const USER = {
  id: "u1",
  email: "a@acme.com",
  plan: "basic",
  templatesUsed: 2,
  templateLimit: 4,
  bonusTemplates: 0,
} as StoredUser;

function Harness({ plan = "basic", isMobile = false }: { plan?: StoredUser["plan"]; isMobile?: boolean }) {
  const data = useTemplates();
  const toast = (text: string) => {
    document.body.setAttribute("data-toast", text);
  };
  const actions = useTemplateActions({
    plan,
    isMobile,
    toast,
    onRemoved: data.remove,
    onEdit: vi.fn(),
    onUpgradeForEditor: vi.fn(),
  });
  return (
    <MemoryRouter>
      <TemplatesList
        user={{ ...USER, plan }}
        data={data}
        actions={actions}
        isMobile={isMobile}
        onCreate={vi.fn()}
      />
      {actions.modals}
    </MemoryRouter>
  );
}

describe("templates list", () => {
  beforeEach(() => {
    vi.mocked(listAllTemplates).mockReset();
    vi.mocked(getTemplate).mockReset();
    vi.mocked(deleteTemplate).mockReset();
    document.body.removeAttribute("data-toast");
  });

  it("shows 'No templates yet' with Create Template when the user has none", async () => {
    vi.mocked(listAllTemplates).mockResolvedValue({ templates: [], total: 0 });
    render(<Harness />);
    expect(await screen.findByText("No templates yet")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create Template" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Generated Templates" })).toBeTruthy();
  });

  it("filters cards, shows the filtered-empty state and clears the filters", async () => {
    vi.mocked(listAllTemplates).mockResolvedValue({ templates: LIST, total: 4 });
    render(<Harness />);
    await screen.findByText("Spring Launch");
    expect(screen.getAllByRole("article")).toHaveLength(4);
    expect(screen.getByRole("option", { name: "Whitepaper" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Search templates"), { target: { value: "zzz" } });
    expect(screen.getByText("No templates match your search criteria.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(screen.getAllByRole("article")).toHaveLength(4);
    fireEvent.change(screen.getByLabelText("Filter by type"), { target: { value: "Transactional" } });
    expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-label"))).toEqual([
      "Confirm your subscription",
      "Receipt",
    ]);
  });

  it("renders a sandboxed preview on desktop, 'Desktop View Required' on mobile, and 'No preview available' without a URL", async () => {
    vi.mocked(listAllTemplates).mockResolvedValue({
      templates: [{ ...LIST[0], previewUrl: "about:blank" }, LIST[1]],
      total: 2,
    });
    const { unmount } = render(<Harness />);
    const card = await screen.findByRole("article", { name: "Acme Newsletter" });
    const frame = card.querySelector("iframe")!;
    expect(frame.getAttribute("sandbox")).toBe("allow-same-origin");
    expect(frame.getAttribute("sandbox")).not.toContain("allow-scripts");
    expect(within(card).getByText("acme.com")).toBeTruthy();
    expect(within(card).getByText("#t1aaaa")).toBeTruthy();
    expect(
      within(screen.getByRole("article", { name: "Spring Launch" })).getByText("No preview available"),
    ).toBeTruthy();
    unmount();
    render(<Harness isMobile />);
    const mobileCard = await screen.findByRole("article", { name: "Acme Newsletter" });
    expect(mobileCard.querySelector("iframe")).toBeNull();
    expect(within(mobileCard).getByText("Desktop View Required")).toBeTruthy();
    fireEvent.click(within(mobileCard).getByRole("button", { name: "Preview" }));
    expect(
      screen.getByText(
        "Template preview is available on desktop only. Please use a desktop computer to preview templates.",
      ),
    ).toBeTruthy();
  });

  it("copies the HTML and says so, or reports the failure", async () => {
    vi.mocked(listAllTemplates).mockResolvedValue({ templates: [LIST[0]], total: 1 });
    vi.mocked(getTemplate).mockResolvedValue({ ...LIST[0], htmlContent: "<html>hi</html>", plainText: "hi" });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<Harness />);
    fireEvent.click(await screen.findByRole("button", { name: "Copy HTML" }));
    // The first copy asks once for the e-mail platform.
    const ask = await screen.findByRole("dialog", { name: "Copy HTML for your e-mail platform" });
    fireEvent.click(within(ask).getByLabelText("Plain HTML (no platform)"));
    fireEvent.click(within(ask).getByRole("button", { name: "Copy HTML" }));
    await waitFor(() => expect(document.body.getAttribute("data-toast")).toBe("HTML copied to clipboard!"));
    expect(writeText).toHaveBeenCalledWith("<html>hi</html>");
    writeText.mockRejectedValueOnce(new Error("denied"));
    fireEvent.click(screen.getByRole("button", { name: "Copy HTML" }));
    await waitFor(() =>
      expect(document.body.getAttribute("data-toast")).toBe("Failed to copy HTML to clipboard"),
    );
  });

  it("explains when the HTML is missing", async () => {
    vi.mocked(listAllTemplates).mockResolvedValue({ templates: [LIST[0]], total: 1 });
    vi.mocked(getTemplate).mockResolvedValue({ ...LIST[0], htmlContent: null, plainText: null });
    render(<Harness />);
    fireEvent.click(await screen.findByRole("button", { name: "Download" }));
    expect(
      await screen.findByText("Template download is not available. The HTML content is missing."),
    ).toBeTruthy();
  });

  it("deletes after confirmation and shows the error modal when deleting fails", async () => {
    vi.mocked(listAllTemplates).mockResolvedValue({ templates: LIST.slice(0, 2), total: 2 });
    vi.mocked(deleteTemplate)
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new ApiRequestError("x", 500, "internal"));
    render(<Harness />);
    const card = await screen.findByRole("article", { name: "Acme Newsletter" });
    fireEvent.click(within(card).getByRole("button", { name: "Delete" }));
    expect(deleteTemplate).not.toHaveBeenCalled();
    const dialog = screen.getByRole("dialog", { name: "Delete template?" });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Delete" })));
    expect(deleteTemplate).toHaveBeenCalledWith("t1aaaaaaa");
    expect(screen.queryByRole("article", { name: "Acme Newsletter" })).toBeNull();
    fireEvent.click(
      within(screen.getByRole("article", { name: "Spring Launch" })).getByRole("button", { name: "Delete" }),
    );
    await act(async () =>
      fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" })),
    );
    expect(await screen.findByText("Failed to delete template. Please try again.")).toBeTruthy();
    expect(screen.getByRole("article", { name: "Spring Launch" })).toBeTruthy();
  });

  it("shows a lock on Edit Template below premium", async () => {
    vi.mocked(listAllTemplates).mockResolvedValue({ templates: [LIST[0]], total: 1 });
    render(<Harness plan="free" />);
    const edit = await screen.findByRole("button", { name: /Edit Template/ });
    expect(within(edit).getByRole("img", { name: "Premium feature" })).toBeTruthy();
  });
});

describe("analytics", () => {
  it("counts this month, the most used type, and the latest 5", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const many = [
      ...LIST,
      t({ id: "x1", createdAt: "2026-10-01T00:00:00Z", campaignType: "newsletter" }),
      t({ id: "x2", createdAt: "2026-11-21T00:00:00Z", campaignType: "newsletter" }),
    ];
    const a = analyticsOf(many, now);
    expect(a.total).toBe(6);
    expect(a.thisMonth).toBe(5);
    expect(a.mostUsed).toBe("newsletter");
    expect(a.distribution[0]).toEqual(["newsletter", 3]);
    expect(a.recent).toHaveLength(5);
    expect(a.recent[0].id).toBe("x2");
  });
});
