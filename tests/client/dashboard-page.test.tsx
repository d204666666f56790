import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
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
vi.mock("../../src/client/features/dashboard/api/announcements", () => ({
  getAnnouncement: vi.fn(async () => null),
}));
vi.mock("../../src/client/components/navbar", () => ({ Navbar: () => null, Footer: () => null }));

import { DashboardPage } from "../../src/client/features/dashboard/dashboard-page";
import { setStoredUser, type StoredUser } from "../../src/client/lib/session";

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
    expect(screen.getByRole("heading", { name: "Billing & Subscription" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel Subscription" })).toBeTruthy();
  });

  it("sends generate-from-empty to billing when a free user's template is used, to the generator otherwise", async () => {
    signIn("free", 1, 1);
    await renderAt();
    fireEvent.click(screen.getByRole("button", { name: "Start Creating" }));
    expect(screen.getByRole("heading", { name: "Billing & Subscription" })).toBeTruthy();
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
