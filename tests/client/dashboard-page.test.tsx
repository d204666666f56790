import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PlanId } from "../../src/shared/plans";

vi.mock("../../src/client/lib/list-templates", () => ({
  PAGE_SIZE: 24,
  fetchTemplates: vi.fn(async () => ({ templates: [], total: 0, page: 1, pageSize: 24, nextCursor: null })),
  fetchTemplateStats: vi.fn(async () => ({
    total: 0,
    thisMonth: 0,
    monthStart: "2026-11-01T00:00:00.000Z",
    byType: {},
    recent: [],
  })),
  listTemplatesPage: vi.fn(),
}));
vi.mock("../../src/client/features/dashboard/api/profile", () => ({
  getProfile: vi.fn(() => new Promise(() => {})),
}));
vi.mock("../../src/client/features/announcements/api/announcements", () => ({
  getAnnouncement: vi.fn(async () => null),
}));
vi.mock("../../src/client/components/navbar", () => ({ Navbar: () => null, Footer: () => null }));
// The real generation hook, with a handle on the dashboard's completion callback.
const generation = vi.hoisted(() => ({ onCompleted: (_note?: string) => {} }));
vi.mock("../../src/client/features/generator/use-generation", async (orig) => {
  const real = await orig<typeof import("../../src/client/features/generator/use-generation")>();
  return {
    ...real,
    useGeneration: (options: Parameters<typeof real.useGeneration>[0]) => {
      generation.onCompleted = options.onCompleted;
      return real.useGeneration(options);
    },
  };
});

import { DashboardPage } from "../../src/client/features/dashboard/dashboard-page";
import { getProfile } from "../../src/client/features/dashboard/api/profile";
import { fetchTemplates } from "../../src/client/lib/list-templates";
import type { Profile, TemplateListResponse } from "../../src/client/lib/api-types";
import { getStoredUser, setStoredUser, type StoredUser } from "../../src/client/lib/session";

function signIn(plan: PlanId, templatesUsed = 0, templateLimit = 1) {
  setStoredUser({
    id: "u1",
    email: "ada@acme.com",
    firstName: "Ada",
    lastName: "L",
    plan,
    templatesUsed,
    templateLimit,
    bonusTemplates: 0,
    templatesRemaining: templateLimit - templatesUsed,
    customTemplateLimit: null,
    nextBillingDate: null,
    subscriptionStatus: plan === "free" ? "none" : "active",
    paypalSubscriptionId: null,
    notificationsEnabled: true,
    emailVerified: true,
    createdAt: "2026-11-01T00:00:00Z",
    sessionToken: "t",
    refreshToken: "r",
    tokenExpiresAt: Math.floor(Date.now() / 1000) + 3600,
  } as StoredUser);
}

async function renderAt(url = "/") {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[url]}>
        <DashboardPage />
      </MemoryRouter>,
    );
  });
}

const nav = () => screen.getByRole("navigation", { name: "Dashboard" });

async function renderFresh() {
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <MemoryRouter initialEntries={["/"]}>
        <DashboardPage />
      </MemoryRouter>,
    );
  });
  return view;
}

describe("dashboard page gating", () => {
  beforeEach(() => sessionStorage.clear());

  it("shows the seven tabs (Brand included), Upgrade Plan for free, and locks the editor behind the upgrade dialog", async () => {
    signIn("free");
    await renderAt();
    expect(
      within(nav())
        .getAllByRole("button")
        .map((b) => b.getAttribute("data-tab")),
    ).toEqual(["overview", "templates", "brand", "editor", "billing", "analytics", "settings"]);
    expect(screen.getAllByRole("button", { name: /Upgrade Plan/ }).length).toBeGreaterThan(0);
    const editor = within(nav()).getByRole("button", { name: /Editor/ });
    expect(within(editor).getByRole("img", { name: "Premium feature" })).toBeTruthy();
    fireEvent.click(editor);
    expect(screen.getByRole("dialog", { name: "Upgrade to Premium" })).toBeTruthy();
    expect(screen.getByText("Dashboard /").querySelector("strong")?.textContent).toBe("Overview");
  });

  it("greets a new user with Welcome and someone who has made templates with Welcome back", async () => {
    signIn("free");
    const first = await renderFresh();
    expect(screen.getByRole("heading", { level: 2, name: "Welcome, Ada!" })).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    first.unmount();
    signIn("premium", 2, 10);
    await renderFresh();
    expect(screen.getByRole("heading", { level: 2, name: "Welcome back, Ada!" })).toBeTruthy();
  });

  it("hides Upgrade Plan for premium and opens the editor", async () => {
    signIn("premium", 2, 10);
    await renderAt();
    expect(screen.queryByRole("button", { name: /Upgrade Plan/ })).toBeNull();
    fireEvent.click(within(nav()).getByRole("button", { name: /Editor/ }));
    expect(screen.getByRole("heading", { name: "Template Editor" })).toBeTruthy();
  });

  it("shows a locked editor panel when a free user lands on ?tab=editor", async () => {
    signIn("basic", 1, 4);
    await renderAt("/?tab=editor");
    expect(screen.getByRole("heading", { name: "Template Editor" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upgrade to Premium" })).toBeTruthy();
  });

  it("opens the tab the navbar stored, and billing for the subscription entry", async () => {
    signIn("basic", 1, 4);
    sessionStorage.setItem("dashboardTab", "subscription");
    await renderAt("/?tab=settings");
    expect(
      await screen.findByRole("heading", { name: "Billing & Subscription" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(
      await screen.findByRole("button", { name: "Cancel Subscription" }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it("sends generate-from-empty to billing when a free user's template is used, to the generator otherwise", async () => {
    signIn("free", 1, 1);
    await renderAt();
    fireEvent.click(screen.getByRole("button", { name: "Start Creating" }));
    // The billing tab is loaded on demand: it appears once its module has arrived, however busy the machine.
    expect(
      await screen.findByRole("heading", { name: "Billing & Subscription" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel Subscription" })).toBeNull();
  });

  it("opens the generator from Start Creating while the free template is unused", async () => {
    signIn("free", 0, 1);
    await renderAt();
    fireEvent.click(screen.getByRole("button", { name: "Start Creating" }));
    expect(screen.getByRole("heading", { name: "Email Template Generator" })).toBeTruthy();
    expect((screen.getByLabelText(/Campaign Details/) as HTMLTextAreaElement).disabled).toBe(true);
  });
});

describe("templates list and usage read together", () => {
  const card = {
    id: "t-from-api",
    name: "Made in another tab",
    createdAt: "2026-11-20T10:00:00Z",
    campaignType: "newsletter",
    websiteUrl: "https://acme.com",
    templatecardid: "",
    subject: "",
    preheader: "",
    parentTemplateId: null,
    sizeBytes: 1000,
    previewUrl: "about:blank",
  };
  const page = (n: number) =>
    ({
      templates: n ? [card] : [],
      total: n,
      unfilteredTotal: n,
      page: 1,
      pageSize: 24,
      nextCursor: null,
    }) as TemplateListResponse;
  /** The server: no template at first; `make()` adds one as another tab or the API would. */
  function server() {
    let made = 0;
    vi.mocked(fetchTemplates).mockImplementation(async () => page(made));
    vi.mocked(getProfile).mockImplementation(
      async () => ({ ...getStoredUser()!, templatesUsed: made }) as Profile,
    );
    return { make: () => (made = 1) };
  }
  const usage = () => within(screen.getByRole("complementary", { name: "Usage" }));

  afterEach(() => {
    vi.mocked(fetchTemplates).mockReset();
    vi.mocked(getProfile)
      .mockReset()
      .mockImplementation(() => new Promise(() => {}));
  });

  it("Refresh shows a template made elsewhere together with the usage that counts it", async () => {
    signIn("free", 0, 1);
    const s = server();
    await renderAt("/?tab=templates");
    expect(await screen.findByText("No templates yet")).toBeTruthy();
    expect(usage().getByText("0/1")).toBeTruthy();
    s.make();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Refresh" })));
    expect(await screen.findByText("Made in another tab")).toBeTruthy();
    expect(usage().getByText("1/1")).toBeTruthy();
    expect(usage().getByText("0 templates left.")).toBeTruthy();
  });

  it("reads the usage with the list as soon as a generation completes, not only in the later profile burst", async () => {
    signIn("basic", 0, 4);
    const s = server();
    await renderAt("/?tab=templates");
    await screen.findByText("No templates yet");
    const reads = vi.mocked(getProfile).mock.calls.length;
    s.make();
    await act(async () => generation.onCompleted());
    // Read with the list, not 1 s later with the burst (which may add more reads on a slow machine).
    expect(vi.mocked(getProfile).mock.calls.length).toBeGreaterThan(reads);
    expect(await screen.findByText("Made in another tab")).toBeTruthy();
    expect(usage().getByText("1/4")).toBeTruthy();
  });
});
