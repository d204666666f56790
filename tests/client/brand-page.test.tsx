import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { BrandKit } from "../../src/shared/brand-kit";
import { brandKit } from "./support/brand-kit";

const api = vi.hoisted(() => ({
  listBrands: vi.fn(),
  createBrand: vi.fn(),
  updateBrand: vi.fn(),
  deleteBrand: vi.fn(),
  readWebsite: vi.fn(),
}));
vi.mock("../../src/client/lib/brands-api", () => api);

import { BrandPage as Page } from "../../src/client/features/brand/brand-page";
import { useBrands } from "../../src/client/lib/use-brands";

function BrandPage(props: Omit<Parameters<typeof Page>[0], "kits">) {
  return <Page {...props} kits={useBrands()} />;
}

const KIT = brandKit({
  logoUrl: null,
  palette: ["#1f3a8a"],
  tagline: "Approved tagline",
  version: 1,
  logoPalette: ["#4338ca", "#f97316", "#4a90e2"],
});

const ANSWER = {
  suggestion: {
    website: "https://northwind.test/",
    name: { value: "Northwind Labs", source: "og:site_name", confidence: 0.9 },
    tagline: { value: "Lab tools", source: "title", confidence: 0.6 },
    description: null,
    palette: { value: ["#0f766e"], source: "css:--primary", confidence: 0.8 },
    fonts: null,
    address: { value: "Keizersgracht 12, 1015 CN Amsterdam", source: "json-ld", confidence: 0.9 },
    socials: null,
    lang: null,
    logoUrl: null,
  },
  read: true,
  warning: null,
  kit: KIT,
  merged: null,
};

/** What a read that failed answers: the reason, and nothing but a name guessed from the address. */
const UNREAD = {
  ...ANSWER,
  read: false,
  warning: "The website could not be reached.",
  suggestion: {
    website: "https://northwind.test/",
    name: { value: "Northwind", source: "address", confidence: 0.3 },
    tagline: null,
    description: null,
    palette: null,
    fonts: null,
    address: null,
    socials: null,
    lang: null,
    logoUrl: null,
  },
};

async function readSite() {
  fireEvent.change(await screen.findByLabelText("Website address"), {
    target: { value: "https://northwind.test/" },
  });
  fireEvent.click(screen.getByRole("button", { name: "Read website" }));
  return screen.findByRole("region", { name: "What we found on your site" });
}

describe("Brand page", () => {
  beforeEach(() => Object.values(api).forEach((f) => f.mockReset()));

  it("shows What we found beside the kit with the logo's colours, and saves only what was approved", async () => {
    api.listBrands.mockResolvedValue([KIT]);
    api.readWebsite.mockResolvedValue(ANSWER);
    api.updateBrand.mockImplementation(async (_id: string, body: Partial<BrandKit>) => ({
      ...KIT,
      ...body,
      updatedAt: "2026-01-02T00:00:00.000Z",
    }));
    const onSaved = vi.fn();
    render(<BrandPage plan="premium" onUpgrade={vi.fn()} onSaved={onSaved} />);
    fireEvent.change(await screen.findByLabelText("Website address"), {
      target: { value: "northwind.test" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Read website" }));
    const panel = await screen.findByRole("region", { name: "What we found on your site" });
    expect(api.readWebsite).toHaveBeenCalledWith("https://northwind.test", "k1");
    expect(api.updateBrand).not.toHaveBeenCalled();
    expect(within(panel).getByRole("list", { name: "Colours from your logo" }).textContent).toContain(
      "#4338ca",
    );
    expect(within(panel).getByRole("list", { name: "Colours found on your site" }).textContent).toContain(
      "#0f766e",
    );
    const tagline = within(panel).getByRole("group", { name: "Tagline" });
    expect((within(tagline).getByLabelText("Keep") as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(tagline).getByLabelText("Edit"));
    fireEvent.change(within(tagline).getByLabelText("Tagline: your value"), {
      target: { value: "Measure without waiting" },
    });
    fireEvent.click(within(panel).getByRole("button", { name: "Approve and save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.updateBrand).toHaveBeenCalledWith("k1", {
      website: "https://northwind.test/",
      tagline: "Measure without waiting",
      address: "Keizersgracht 12, 1015 CN Amsterdam",
    });
    expect(onSaved).toHaveBeenCalledWith("Saved to your brand kit: Tagline and Postal address.");
  });

  it("says what a read found and what it did not", async () => {
    api.listBrands.mockResolvedValue([KIT]);
    api.readWebsite.mockResolvedValue(ANSWER);
    render(<BrandPage plan="premium" onUpgrade={vi.fn()} onSaved={vi.fn()} />);
    const panel = await readSite();
    expect(within(panel).getByTestId("site-read-status").textContent).toBe(
      "Read northwind.test: found brand name, tagline, colours and postal address. Not found: fonts, social profiles and language.",
    );
    expect(within(panel).getByText("Saves postal address to your kit.")).toBeTruthy();
  });

  it("after a read that failed, says what was not read, never that a template was made, and waits to save", async () => {
    api.listBrands.mockResolvedValue([KIT]);
    api.readWebsite.mockResolvedValue(UNREAD);
    render(<BrandPage plan="premium" onUpgrade={vi.fn()} onSaved={vi.fn()} />);
    const panel = await readSite();
    const status = within(panel).getByTestId("site-read-status").textContent ?? "";
    expect(status).toContain("We could not read northwind.test. The website could not be reached.");
    expect(status).toContain("the name below is only a guess from the address");
    expect(status).not.toMatch(/template|logo colours/i);
    const approve = within(panel).getByRole<HTMLButtonElement>("button", { name: "Approve and save" });
    expect(approve.disabled).toBe(true);
    expect(within(panel).getByText(/Nothing to save yet/)).toBeTruthy();
    // Typing a value is a change: the button says what it will save.
    const tagline = within(panel).getByRole("group", { name: "Tagline" });
    fireEvent.click(within(tagline).getByLabelText("Edit"));
    fireEvent.change(within(tagline).getByLabelText("Tagline: your value"), {
      target: { value: "Lab tools for small teams" },
    });
    expect(approve.disabled).toBe(false);
    expect(within(panel).getByText("Saves tagline to your kit.")).toBeTruthy();
  });

  it("offers the site's logo beside the kit's: kept unless the user picks 'use this', then sent for the server to fetch", async () => {
    const found = {
      ...ANSWER,
      suggestion: {
        ...ANSWER.suggestion,
        logoUrl: { value: "https://northwind.test/img/logo.png", source: "img[alt*=logo]", confidence: 0.8 },
      },
    };
    api.listBrands.mockResolvedValue([{ ...KIT, logoUrl: "/api/brands/k1/logo/abc.png" }]);
    api.readWebsite.mockResolvedValue(found);
    api.updateBrand.mockImplementation(async (_id: string, body: Partial<BrandKit>) => ({
      ...KIT,
      ...body,
      updatedAt: "2026-01-02T00:00:00.000Z",
    }));
    const onSaved = vi.fn();
    render(<BrandPage plan="premium" onUpgrade={vi.fn()} onSaved={onSaved} />);
    fireEvent.change(await screen.findByLabelText("Website address"), {
      target: { value: "https://northwind.test/" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Read website" }));
    const panel = await screen.findByRole("region", { name: "What we found on your site" });
    const logo = within(panel).getByRole("group", { name: "Logo" });
    expect(within(logo).getByRole("img", { name: "Logo in your kit" }).getAttribute("src")).toBe(
      "/api/brands/k1/logo/abc.png",
    );
    expect(within(logo).getByRole("img", { name: "Logo found on your site" }).getAttribute("src")).toBe(
      "https://northwind.test/img/logo.png",
    );
    // Approve, never overwrite: the kit's logo is kept until the user picks the site's.
    expect((within(logo).getByLabelText("Keep") as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(logo).getByLabelText("Use this"));
    fireEvent.click(within(panel).getByRole("button", { name: "Approve and save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.updateBrand.mock.calls[0][1]).toMatchObject({
      logoFromSite: "https://northwind.test/img/logo.png",
    });
  });

  it("sends no logo when the site showed none or the user kept the kit's", async () => {
    api.listBrands.mockResolvedValue([KIT]);
    api.readWebsite.mockResolvedValue(ANSWER);
    api.updateBrand.mockImplementation(async (_id: string, body: Partial<BrandKit>) => ({ ...KIT, ...body }));
    render(<BrandPage plan="premium" onUpgrade={vi.fn()} onSaved={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText("Website address"), {
      target: { value: "https://northwind.test/" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Read website" }));
    const panel = await screen.findByRole("region", { name: "What we found on your site" });
    const logo = within(panel).getByRole("group", { name: "Logo" });
    expect(within(logo).getByText("Not found")).toBeTruthy();
    expect((within(logo).getByLabelText("Use this") as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(panel).getByRole("button", { name: "Approve and save" }));
    await waitFor(() => expect(api.updateBrand).toHaveBeenCalled());
    expect(api.updateBrand.mock.calls[0][1]).not.toHaveProperty("logoFromSite");
  });

  it("shows read-only swatches and the upgrade prompt below Premium", async () => {
    api.listBrands.mockResolvedValue([KIT]);
    api.readWebsite.mockResolvedValue(ANSWER);
    const onUpgrade = vi.fn();
    render(<BrandPage plan="basic" onUpgrade={onUpgrade} onSaved={vi.fn()} />);
    const swatches = await screen.findByLabelText("Brand colors (read-only)");
    expect(swatches.textContent).toContain("#1f3a8a");
    expect(screen.queryByLabelText("Brand colour 1")).toBeNull();
    fireEvent.change(screen.getByLabelText("Website address"), {
      target: { value: "https://northwind.test/" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Read website" }));
    const colours = within(
      await screen.findByRole("region", { name: "What we found on your site" }),
    ).getByRole("group", { name: "Colours" });
    expect(within(colours).queryByLabelText("Use this")).toBeNull();
    fireEvent.click(within(colours).getByRole("button", { name: "Upgrade" }));
    expect(onUpgrade).toHaveBeenCalled();
  });

  it("creates the first kit from an approved read, named as the site is", async () => {
    api.listBrands.mockResolvedValue([]);
    api.readWebsite.mockResolvedValue({ ...ANSWER, kit: null });
    api.createBrand.mockImplementation(async (body: Partial<BrandKit>) => ({ ...KIT, ...body, id: "k2" }));
    render(<BrandPage plan="premium" onUpgrade={vi.fn()} onSaved={vi.fn()} />);
    expect(await screen.findByRole("heading", { name: "Create your brand kit" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Website address"), {
      target: { value: "https://northwind.test/" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Read website" }));
    expect(
      await screen.findByText(
        "Creates your brand kit with website, brand name, tagline, colours and postal address.",
      ),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Approve and save" }));
    await waitFor(() => expect(api.createBrand).toHaveBeenCalled());
    expect(api.createBrand.mock.calls[0][0]).toMatchObject({
      name: "Northwind Labs",
      palette: ["#0f766e"],
      address: "Keizersgracht 12, 1015 CN Amsterdam",
    });
  });
});
