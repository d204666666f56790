import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

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

import { DashboardPage } from "../../src/client/features/dashboard/dashboard-page";
import { setStoredUser, type StoredUser } from "../../src/client/lib/session";

describe("dashboard navigation", () => {
  beforeEach(() => sessionStorage.clear());

  it("opens the templates list from the generator when the sidebar's Templates is clicked", async () => {
    setStoredUser({
      id: "u1",
      email: "ada@acme.com",
      firstName: "Ada",
      lastName: "L",
      plan: "premium",
      templatesUsed: 0,
      templateLimit: 10,
      bonusTemplates: 0,
      templatesRemaining: 10,
      customTemplateLimit: null,
      nextBillingDate: null,
      subscriptionStatus: "active",
      paypalSubscriptionId: null,
      notificationsEnabled: true,
      emailVerified: true,
      createdAt: "2026-11-01T00:00:00Z",
      sessionToken: "t",
      refreshToken: "r",
      tokenExpiresAt: Math.floor(Date.now() / 1000) + 3600,
    } as StoredUser);
    await act(async () => {
      render(
        <MemoryRouter initialEntries={["/?tab=templates"]}>
          <DashboardPage />
        </MemoryRouter>,
      );
    });
    const nav = screen.getByRole("navigation", { name: "Dashboard" });
    fireEvent.click(await screen.findByRole("button", { name: "Create Template" }));
    expect(screen.getByRole("heading", { name: "Email Template Generator" })).toBeTruthy();
    await act(async () => fireEvent.click(within(nav).getByRole("button", { name: /Templates/ })));
    expect(screen.queryByRole("heading", { name: "Email Template Generator" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Generated Templates" })).toBeTruthy();
  });
});
