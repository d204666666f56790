import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

const updateCompanyAddress = vi.fn();
vi.mock("../../src/client/features/settings/api/update-profile", () => ({
  updateCompanyAddress: (v: string | null) => updateCompanyAddress(v),
  updateNotifications: vi.fn(),
}));
// Settings lists the account's platform keys on every plan.
vi.mock("../../src/client/features/settings/api/platform-keys", () => ({
  listPlatformKeys: () => Promise.resolve({ keys: [] }),
  savePlatformKey: vi.fn(),
  deletePlatformKey: vi.fn(),
}));

import { SettingsTab } from "../../src/client/features/settings/settings-tab";
import { getStoredUser, setStoredUser, type StoredUser } from "../../src/client/lib/session";

const USER = {
  id: "u1",
  email: "ada@acme.com",
  firstName: "Ada",
  lastName: "L",
  plan: "basic",
  templatesUsed: 0,
  templateLimit: 4,
  bonusTemplates: 0,
  templatesRemaining: 4,
  customTemplateLimit: null,
  nextBillingDate: null,
  subscriptionStatus: "active",
  paypalSubscriptionId: null,
  notificationsEnabled: true,
  emailVerified: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  companyAddress: null,
} as StoredUser;

describe("settings: company address", () => {
  beforeEach(() => {
    updateCompanyAddress.mockReset();
    setStoredUser(USER);
  });

  it("saves the address through PATCH /api/auth/profile and reports it", async () => {
    updateCompanyAddress.mockResolvedValue({ companyAddress: "Wijnhaven 3, 3011 WG Rotterdam" });
    const onSaved = vi.fn();
    render(<SettingsTab user={USER} onSaved={onSaved} />);
    const input = screen.getByLabelText("Company address");
    const save = screen.getByRole("button", { name: "Save address" });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: " Wijnhaven 3, 3011 WG Rotterdam " } });
    fireEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith("Company address saved"));
    expect(updateCompanyAddress).toHaveBeenCalledWith("Wijnhaven 3, 3011 WG Rotterdam");
    expect(getStoredUser()?.companyAddress).toBe("Wijnhaven 3, 3011 WG Rotterdam");
  });

  it("shows the server's error and keeps the typed address", async () => {
    updateCompanyAddress.mockRejectedValue(new Error("Company address must be at most 200 characters"));
    const onSaved = vi.fn();
    render(<SettingsTab user={USER} onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText("Company address"), { target: { value: "Somewhere 1" } });
    fireEvent.click(screen.getByRole("button", { name: "Save address" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.any(String), "error"));
    expect((screen.getByLabelText("Company address") as HTMLInputElement).value).toBe("Somewhere 1");
  });
});
