import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TemplateSummary } from "../../src/client/lib/api-types";
import { displayWebsite, shortCardId } from "../../src/client/lib/templates-filter";
import { AnalyticsTab, analyticsOf } from "../../src/client/features/analytics/analytics-tab";
import { campaignTypeEntry } from "../../src/shared/campaign-types";

vi.mock("../../src/client/lib/list-templates", () => ({
  PAGE_SIZE: 24,
  fetchTemplates: vi.fn(),
  fetchTemplateStats: vi.fn(),
  listTemplatesPage: vi.fn(),
}));
vi.mock("../../src/client/lib/get-template", () => ({ getTemplate: vi.fn() }));
vi.mock("../../src/client/features/templates/api/delete-template", () => ({ deleteTemplate: vi.fn() }));
vi.mock("../../src/client/features/templates/api/send-test", () => ({ sendTestEmail: vi.fn() }));

import { fetchTemplates, type TemplatesQuery } from "../../src/client/lib/list-templates";
import { getTemplate } from "../../src/client/lib/get-template";
import { deleteTemplate } from "../../src/client/features/templates/api/delete-template";
import { sendTestEmail } from "../../src/client/features/templates/api/send-test";
import { TemplatesList } from "../../src/client/features/templates/templates-list";
import { useTemplates } from "../../src/client/features/templates/use-templates";
import { EditorTab } from "../../src/client/features/editor/editor-tab";
import { useTemplateActions } from "../../src/client/features/templates/use-template-actions";
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

/** Answers like GET /api/templates: search and type filter, newest first as given, pages by cursor. */
function serve(all: TemplateSummary[]) {
  vi.mocked(fetchTemplates).mockImplementation(async (q: TemplatesQuery) => {
    const text = q.search.trim().toLowerCase();
    const hits = all.filter(
      (t) =>
        (!q.type || campaignTypeEntry(t.campaignType)?.filterLabel === q.type) &&
        (!text || [t.name, t.campaignType, t.websiteUrl].some((f) => f.toLowerCase().includes(text))),
    );
    const size = q.pageSize ?? 24;
    const start = q.cursor ? Number(q.cursor) : 0;
    const next = start + size < hits.length ? String(start + size) : null;
    return {
      templates: hits.slice(start, start + size),
      total: hits.length,
      unfilteredTotal: all.length,
      page: 1,
      pageSize: size,
      nextCursor: next,
    };
  });
}

const many = (n: number) =>
  Array.from({ length: n }, (_, i) => t({ id: `bulk${String(i).padStart(4, "0")}`, name: `Bulk ${i}` }));

describe("card helpers", () => {
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

const onUpgrade = vi.fn();

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
    onUpgrade,
  });
  return (
    <MemoryRouter>
      <TemplatesList
        user={{ ...USER, plan }}
        data={data}
        actions={actions}
        isMobile={isMobile}
        onCreate={vi.fn()}
        onRefresh={() => void data.reload()}
      />
      {actions.modals}
    </MemoryRouter>
  );
}

describe("templates list", () => {
  beforeEach(() => {
    vi.mocked(fetchTemplates).mockReset();
    vi.mocked(getTemplate).mockReset();
    vi.mocked(deleteTemplate).mockReset();
    document.body.removeAttribute("data-toast");
  });

  it("shows 'No templates yet' with Create Template when the user has none", async () => {
    serve([]);
    render(<Harness />);
    expect(await screen.findByText("No templates yet")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create Template" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Generated Templates" })).toBeTruthy();
  });

  it("sends the search to the server once typing pauses, shows the filtered-empty state and clears the filters", async () => {
    serve(LIST);
    render(<Harness />);
    await screen.findByText("Spring Launch");
    expect(screen.getAllByRole("article")).toHaveLength(4);
    expect(screen.getByRole("option", { name: "Whitepaper" })).toBeTruthy();
    const box = screen.getByLabelText("Search templates");
    for (const text of ["z", "zz", "zzz"]) fireEvent.change(box, { target: { value: text } });
    expect(await screen.findByText("No templates match your search criteria.")).toBeTruthy();
    const searches = vi.mocked(fetchTemplates).mock.calls.map(([q]) => q.search);
    expect(searches).toEqual(["", "zzz"]);
    expect(vi.mocked(fetchTemplates).mock.calls[1][0].cursor).toBeFalsy();
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(4));
    expect((screen.getByLabelText("Search templates") as HTMLInputElement).value).toBe("");
    fireEvent.change(screen.getByLabelText("Filter by type"), { target: { value: "Transactional" } });
    await waitFor(() =>
      expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-label"))).toEqual([
        "Confirm your subscription",
        "Receipt",
      ]),
    );
    expect(vi.mocked(fetchTemplates).mock.calls.at(-1)?.[0]).toMatchObject({
      search: "",
      type: "Transactional",
    });
    expect(screen.getByText("Showing 2 of 2 templates.")).toBeTruthy();
  });

  it("shows 'No templates yet' rather than the filtered-empty state when the user has no templates at all", async () => {
    serve([]);
    render(<Harness />);
    await screen.findByText("No templates yet");
    fireEvent.change(screen.getByLabelText("Filter by type"), { target: { value: "Event" } });
    await waitFor(() => expect(fetchTemplates).toHaveBeenCalledTimes(2));
    expect(screen.getByText("No templates yet")).toBeTruthy();
    expect(screen.queryByText("No templates match your search criteria.")).toBeNull();
  });

  it("loads the first 24 and the next page on 'Load more' with the server's cursor, until none are left", async () => {
    serve(many(30));
    render(<Harness />);
    await screen.findByText("Bulk 0");
    expect(screen.getAllByRole("article")).toHaveLength(24);
    expect(screen.getByText("Showing 24 of 30 templates.")).toBeTruthy();
    expect(vi.mocked(fetchTemplates).mock.calls[0][0]).toMatchObject({ search: "", type: "", pageSize: 24 });
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(30));
    expect(vi.mocked(fetchTemplates).mock.calls[1][0].cursor).toBe("24");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(screen.getByText("Showing 30 of 30 templates.")).toBeTruthy();
  });

  it("loads the next page when the end of the list scrolls into view", async () => {
    const observers: { cb: IntersectionObserverCallback; el: Element | null }[] = [];
    class FakeObserver {
      entry: { cb: IntersectionObserverCallback; el: Element | null };
      constructor(cb: IntersectionObserverCallback) {
        this.entry = { cb, el: null };
        observers.push(this.entry);
      }
      observe(el: Element) {
        this.entry.el = el;
      }
      disconnect() {
        this.entry.el = null;
      }
    }
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    try {
      serve(many(60));
      render(<Harness />);
      await screen.findByText("Bulk 0");
      const live = () => observers.find((o) => o.el)!;
      await waitFor(() => expect(live()).toBeTruthy());
      act(() =>
        live().cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
      );
      await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(48));
      expect(vi.mocked(fetchTemplates).mock.calls.map(([q]) => q.cursor ?? null)).toEqual([null, "24"]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("starts again from the first page on a new search and on Refresh", async () => {
    serve(many(30));
    render(<Harness />);
    await screen.findByText("Bulk 0");
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(30));
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(24));
    expect(vi.mocked(fetchTemplates).mock.calls[2][0].cursor).toBeFalsy();
    fireEvent.change(screen.getByLabelText("Search templates"), { target: { value: "Bulk 2" } });
    // Bulk 2 and Bulk 20 to Bulk 29.
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(11));
    const last = vi.mocked(fetchTemplates).mock.calls.at(-1)?.[0];
    expect(last?.search).toBe("Bulk 2");
    expect(last?.cursor).toBeFalsy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("renders a sandboxed preview on desktop, 'Desktop View Required' on mobile, and 'No preview available' without a URL", async () => {
    serve([{ ...LIST[0], previewUrl: "about:blank" }, LIST[1]]);
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
    serve([LIST[0]]);
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
    serve([LIST[0]]);
    vi.mocked(getTemplate).mockResolvedValue({ ...LIST[0], htmlContent: null, plainText: null });
    render(<Harness />);
    fireEvent.click(await screen.findByRole("button", { name: "Download" }));
    expect(
      await screen.findByText("Template download is not available. The HTML content is missing."),
    ).toBeTruthy();
  });

  it("deletes after confirmation and shows the error modal when deleting fails", async () => {
    serve(LIST.slice(0, 2));
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
    expect(screen.getByText("Showing 1 of 1 template.")).toBeTruthy();
    expect(fetchTemplates).toHaveBeenCalledTimes(1);
    fireEvent.click(
      within(screen.getByRole("article", { name: "Spring Launch" })).getByRole("button", { name: "Delete" }),
    );
    await act(async () =>
      fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" })),
    );
    expect(await screen.findByText("Failed to delete template. Please try again.")).toBeTruthy();
    expect(screen.getByRole("article", { name: "Spring Launch" })).toBeTruthy();
  });

  it("shows the actions a Free plan lacks with their plan, and a click leads to the plans instead of a refusal", async () => {
    serve([LIST[0]]);
    onUpgrade.mockReset();
    vi.mocked(sendTestEmail).mockReset();
    render(<Harness plan="free" />);
    const card = await screen.findByRole("article", { name: LIST[0].name });
    const edit = within(card).getByRole("button", { name: /^Edit Template/ });
    expect(within(edit).getByTestId("plan-badge").textContent).toBe("Premium");
    const sendTest = within(card).getByRole("button", { name: /^Send test to me/ });
    expect(within(sendTest).getByTestId("plan-badge").textContent).toBe("Basic");
    const send = within(card).getByRole("button", { name: /^Send to platform/ });
    expect(within(send).getByTestId("plan-badge").textContent).toBe("Premium");
    fireEvent.click(sendTest);
    expect(onUpgrade).toHaveBeenCalledWith("basic", expect.stringMatching(/test/));
    expect(sendTestEmail).not.toHaveBeenCalled();
    expect(document.body.getAttribute("data-toast")).toBeNull();
  });

  it("lets a Basic plan send a test from the card, with no plan badge on it", async () => {
    serve([LIST[0]]);
    vi.mocked(sendTestEmail).mockResolvedValue({ to: "a@acme.com" } as never);
    render(<Harness plan="basic" />);
    const card = await screen.findByRole("article", { name: LIST[0].name });
    const sendTest = within(card).getByRole("button", { name: "Send test to me" });
    expect(within(sendTest).queryByTestId("plan-badge")).toBeNull();
    await act(async () => fireEvent.click(sendTest));
    expect(sendTestEmail).toHaveBeenCalledWith(LIST[0].id);
  });

  it("has Send to platform on every card: below Premium it says which plan has it, on Premium it opens its dialog", async () => {
    serve([LIST[0]]);
    onUpgrade.mockReset();
    const { unmount } = render(<Harness plan="basic" />);
    const locked = await screen.findByRole("button", { name: /Send to platform/ });
    expect(within(locked).getByTestId("plan-badge").textContent).toBe("Premium");
    fireEvent.click(locked);
    expect(onUpgrade).toHaveBeenCalledWith(
      "premium",
      "Sending templates to Mailchimp, Brevo and Klaviyo is available on Premium and Enterprise plans.",
    );
    expect(getTemplate).not.toHaveBeenCalled();
    unmount();

    vi.mocked(getTemplate).mockResolvedValue({ ...LIST[0], htmlContent: "<html>hi</html>", plainText: "hi" });
    render(<Harness plan="premium" />);
    const send = await screen.findByRole("button", { name: "Send to platform" });
    expect(within(send).queryByRole("img")).toBeNull();
    fireEvent.click(send);
    await screen.findByRole("dialog", { name: "Send to your e-mail platform" });
  });
});

describe("editor picker with a paged list", () => {
  it("names the template being edited even when its page has not been loaded", async () => {
    vi.mocked(getTemplate).mockResolvedValue({
      ...t({ id: "old000001", name: "An older template" }),
      htmlContent: "<!doctype html><html><body><p>Hi</p></body></html>",
      plainText: "Hi",
    });
    render(
      <EditorTab
        templateId="old000001"
        templates={LIST}
        onPick={vi.fn()}
        onDirtyChange={vi.fn()}
        onSaved={vi.fn()}
      />,
    );
    const picker = screen.getByLabelText("Template to edit") as HTMLSelectElement;
    await waitFor(() => expect(picker.value).toBe("old000001"));
    expect(within(picker).getByRole("option", { name: "An older template" })).toBeTruthy();
    expect(within(picker).getAllByRole("option")).toHaveLength(LIST.length + 2);
  });
});

describe("analytics", () => {
  const stats = {
    total: 1200,
    thisMonth: 14,
    monthStart: "2026-11-01T00:00:00.000Z",
    byType: { "product-launch": 3, newsletter: 700, "confirmation-email": 497 },
    recent: [...LIST, t({ id: "x2", name: "Fifth" })],
  };

  it("takes the totals, the most used type and the latest 5 from the server's summary", () => {
    const a = analyticsOf(stats);
    expect(a.total).toBe(1200);
    expect(a.thisMonth).toBe(14);
    expect(a.mostUsed).toBe("newsletter");
    expect(a.distribution).toEqual([
      ["newsletter", 700],
      ["confirmation-email", 497],
      ["product-launch", 3],
    ]);
    expect(a.recent.map((r) => r.id)).toEqual(["t1aaaaaaa", "t2bbbbbbb", "t3ccccccc", "t4ddddddd", "x2"]);
  });

  it("renders the cards from the summary and says Loading until it arrives", () => {
    const { rerender } = render(
      <AnalyticsTab user={USER} summary={{ stats: null, loading: true, error: null }} />,
    );
    expect(screen.getAllByText("Loading...")).toHaveLength(2);
    rerender(<AnalyticsTab user={USER} summary={{ stats, loading: false, error: null }} />);
    const card = (title: string) => screen.getByRole("heading", { name: title }).parentElement!;
    expect(within(card("Total Templates")).getByText("1200")).toBeTruthy();
    expect(within(card("This Month")).getByText("14")).toBeTruthy();
    expect(within(card("Most Used Type")).getByText("Newsletter")).toBeTruthy();
    expect(screen.getByText("Fifth")).toBeTruthy();
  });
});
