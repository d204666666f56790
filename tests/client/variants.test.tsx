import { act, fireEvent, render, renderHook, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TemplateSummary } from "../../src/client/lib/api-types";
import type { PlanId } from "../../src/shared/plans";
import { brandKit } from "./support/brand-kit";

vi.mock("../../src/client/lib/list-templates", () => ({
  PAGE_SIZE: 24,
  fetchTemplates: vi.fn(),
  fetchTemplateStats: vi.fn(),
  listTemplatesPage: vi.fn(),
}));
vi.mock("../../src/client/lib/get-template", () => ({ getTemplate: vi.fn() }));
vi.mock("../../src/client/features/generator/api/generate-template", async (orig) => ({
  ...(await orig<typeof import("../../src/client/features/generator/api/generate-template")>()),
  generateTemplate: vi.fn(),
}));
vi.mock("../../src/client/features/generator/api/job-status", () => ({ getJobStatus: vi.fn() }));
vi.mock("../../src/client/lib/brands-api", () => ({
  updateBrand: vi.fn(),
  readWebsite: vi.fn(),
  createBrand: vi.fn(),
  listBrands: vi.fn(),
  deleteBrand: vi.fn(),
}));

import { fetchTemplates } from "../../src/client/lib/list-templates";
import { getTemplate } from "../../src/client/lib/get-template";
import { generateTemplate } from "../../src/client/features/generator/api/generate-template";
import { getJobStatus } from "../../src/client/features/generator/api/job-status";
import { useGeneration } from "../../src/client/features/generator/use-generation";
import { ProgressOverlay } from "../../src/client/features/generator/progress-overlay";
import { GeneratorForm } from "../../src/client/features/generator/generator-form";
import { TemplatesList } from "../../src/client/features/templates/templates-list";
import { useTemplates } from "../../src/client/features/templates/use-templates";
import { useTemplateActions } from "../../src/client/features/templates/use-template-actions";
import type { StoredUser } from "../../src/client/lib/session";

const KIT = brandKit({ logoPalette: [] });

function form(plan: PlanId) {
  const onGenerate = vi.fn();
  const onUpgrade = vi.fn();
  render(
    <GeneratorForm
      plan={plan}
      remaining={3}
      busy={false}
      brand={KIT}
      onBack={vi.fn()}
      onGenerate={onGenerate}
      onUpgrade={onUpgrade}
    />,
  );
  const group = screen.getByRole("group", { name: "Versions for A/B testing" });
  const option = (n: number) =>
    within(group).getByRole("button", { name: new RegExp(`(^| )${n} versions?$`) });
  const pressed = () =>
    within(group)
      .getAllByRole("button")
      .filter((b) => b.getAttribute("aria-pressed") === "true")
      .map((b) => b.textContent);
  return { onGenerate, onUpgrade, option, pressed };
}

describe("the versions control on the generator", () => {
  it("sends the versions a Premium user picks, and none when back at one", () => {
    const { onGenerate, option, pressed } = form("premium");
    expect(pressed()).toEqual(["1 version"]);
    fireEvent.click(option(3));
    expect(pressed()).toEqual(["3 versions"]);
    expect(screen.getByText(/saved as versions A, B and C/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Generate 3 Versions/ }));
    expect(onGenerate.mock.calls[0][0]).toMatchObject({ variants: 3, brandId: "k1" });

    fireEvent.click(option(1));
    fireEvent.click(screen.getByRole("button", { name: /Generate Template/ }));
    expect(onGenerate.mock.calls[1][0]).not.toHaveProperty("variants");
  });

  it.each(["free", "basic"] as const)(
    "shows 2 and 3 versions to a %s user as a Premium upgrade, never as a refusal",
    (plan) => {
      const { onGenerate, onUpgrade, option, pressed } = form(plan);
      expect(within(option(2)).getByLabelText("Premium feature")).toBeTruthy();
      fireEvent.click(option(3));
      expect(onUpgrade).toHaveBeenCalledWith(
        "premium",
        "Get 2 or 3 versions of one brief for A/B tests with Premium.",
      );
      expect(pressed()).toEqual(["1 version"]);
      expect(screen.queryByRole("alert")).toBeNull();
      fireEvent.click(screen.getByRole("button", { name: /Generate Template/ }));
      expect(onGenerate.mock.calls[0][0]).not.toHaveProperty("variants");
    },
  );
});

const summary = (over: Partial<TemplateSummary>): TemplateSummary => ({
  id: "id",
  name: "Northwind - Product Launch",
  createdAt: "2026-11-20T10:00:00Z",
  campaignType: "product-launch",
  websiteUrl: "https://northwind.test/",
  templatecardid: null,
  subject: null,
  preheader: null,
  parentTemplateId: null,
  sizeBytes: 1000,
  previewUrl: null,
  headline: null,
  variant: null,
  variantGroup: null,
  ...over,
});

const version = (label: "A" | "B" | "C", group = "job-1") =>
  summary({
    id: `${group}-${label}`,
    name: `Northwind - Product Launch - Version ${label}`,
    subject: `Subject of ${label}`,
    headline: `Headline of ${label}`,
    variant: label,
    variantGroup: group,
  });

function serve(list: TemplateSummary[]) {
  vi.mocked(fetchTemplates).mockResolvedValue({
    templates: list,
    total: list.length,
    unfilteredTotal: list.length,
    page: 1,
    pageSize: 24,
    nextCursor: null,
  });
}

function List() {
  const data = useTemplates();
  const actions = useTemplateActions({
    plan: "premium",
    isMobile: false,
    toast: vi.fn(),
    onRemoved: data.remove,
    onEdit: vi.fn(),
    onUpgrade: vi.fn(),
  });
  const user = { id: "u1", plan: "premium", templatesUsed: 1, templateLimit: 10, bonusTemplates: 0 };
  return (
    <MemoryRouter>
      <TemplatesList
        user={user as StoredUser}
        data={data}
        actions={actions}
        isMobile={false}
        onCreate={vi.fn()}
        onRefresh={vi.fn()}
      />
      {actions.modals}
    </MemoryRouter>
  );
}

describe("the versions of one brief in the templates list", () => {
  beforeEach(() => {
    vi.mocked(fetchTemplates).mockReset();
    vi.mocked(getTemplate).mockReset();
  });

  it("gathers them in one group, A to C, each card with its subject, headline and every action", async () => {
    // Newest first as the server sends them: the versions of one job share its time and come out C, B, A.
    serve([
      version("C"),
      version("B"),
      version("A"),
      summary({ id: "older", name: "Northwind - Newsletter" }),
    ]);
    render(<List />);
    const group = await screen.findByRole("region", { name: "Northwind - Product Launch" });
    expect(within(group).getByText(/3 versions for A\/B testing/)).toBeTruthy();
    const cards = within(group).getAllByRole("article");
    expect(cards.map((c) => within(c).getByText(/^Version [ABC]$/).textContent)).toEqual([
      "Version A",
      "Version B",
      "Version C",
    ]);
    const b = cards[1];
    expect(within(b).getByText("Subject of B")).toBeTruthy();
    expect(within(b).getByText("Headline of B")).toBeTruthy();
    for (const action of [
      "Preview",
      "Download",
      "Edit Template",
      "Copy HTML",
      "Send test to me",
      "Send to platform",
      "Delete",
    ])
      expect(within(b).getByRole("button", { name: action })).toBeTruthy();
    // The single template stays a card of its own, outside the group.
    expect(screen.getAllByRole("article")).toHaveLength(4);
    expect(within(group).queryByText("Northwind - Newsletter")).toBeNull();

    vi.mocked(getTemplate).mockResolvedValue({
      ...version("B"),
      htmlContent: "<html><body>B</body></html>",
      plainText: "B",
    });
    fireEvent.click(within(b).getByRole("button", { name: "Preview" }));
    expect(await screen.findByRole("dialog")).toBeTruthy();
    expect(getTemplate).toHaveBeenCalledWith("job-1-B");
  });

  it("says once when a version's headline is its subject", async () => {
    serve([{ ...version("A"), headline: "Subject of A" }, version("B")]);
    render(<List />);
    const group = await screen.findByRole("region", { name: "Northwind - Product Launch" });
    const [a, b] = within(group).getAllByRole("article");
    expect(within(a).getByText("Subject and headline")).toBeTruthy();
    expect(within(a).getAllByText("Subject of A")).toHaveLength(1);
    expect(within(b).getByText("Headline of B")).toBeTruthy();
  });

  it("shows a version whose siblings were deleted as an ordinary card that still names its version", async () => {
    serve([version("B"), version("A", "job-2"), version("B", "job-2")]);
    render(<List />);
    const groups = await screen.findAllByRole("region", { name: "Northwind - Product Launch" });
    expect(groups).toHaveLength(1);
    expect(within(groups[0]).getAllByRole("article")).toHaveLength(2);
    const lone = screen
      .getAllByRole("article")
      .find(
        (a) =>
          a.getAttribute("aria-label") === "Northwind - Product Launch - Version B" && !groups[0].contains(a),
      );
    expect(lone).toBeTruthy();
    expect(within(lone!).getByText("Subject of B")).toBeTruthy();
    expect(
      within(lone!).getByRole("heading", { name: "Northwind - Product Launch - Version B" }),
    ).toBeTruthy();
  });
});

describe("following a job that writes versions", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });

  it("asks for the versions, says how many it writes and how many are ready", async () => {
    vi.mocked(generateTemplate).mockReset().mockResolvedValue({ jobId: "job-7", status: "processing" });
    vi.mocked(getJobStatus).mockReset().mockResolvedValue({
      jobId: "job-7",
      status: "completed",
      position: 0,
      estimatedSeconds: 0,
      error: null,
      templateId: "job-7-A",
    });
    const onCompleted = vi.fn();
    const { result } = renderHook(() =>
      useGeneration({ userId: "u1", templateCount: 0, onCompleted, onSettled: vi.fn() }),
    );
    const overlay = () =>
      render(
        <ProgressOverlay
          state={result.current.state}
          now={Date.now()}
          onCancel={vi.fn()}
          onDismiss={vi.fn()}
          onRetry={vi.fn()}
          onUpgrade={vi.fn()}
        />,
      );
    await act(async () => {
      void result.current.start({
        palette: ["#112233"],
        url: "https://northwind.test",
        campaignType: "product-launch",
        campaignText: "",
        userPlan: "premium",
        variants: 3,
      });
    });
    expect(vi.mocked(generateTemplate).mock.calls[0][0]).toMatchObject({ variants: 3 });
    const running = overlay();
    expect(screen.getByRole("heading", { name: "Writing 3 versions of your template" })).toBeTruthy();
    running.unmount();
    // The overlay says "ready" for a moment after the job completes, then closes.
    for (let i = 0; i < 100 && !onCompleted.mock.calls.length; i++)
      await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    expect(onCompleted).toHaveBeenCalledWith(undefined, 3);
    overlay();
    expect(screen.getByRole("heading", { name: "Your 3 versions are ready!" })).toBeTruthy();
    vi.useRealTimers();
  });
});
