import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { brandKit } from "./support/brand-kit";
import { GeneratorForm } from "../../src/client/features/generator/generator-form";
import { saveGenerationBrand } from "../../src/client/lib/brand-generation";

const api = vi.hoisted(() => ({
  updateBrand: vi.fn(),
  readWebsite: vi.fn(),
  createBrand: vi.fn(),
  listBrands: vi.fn(),
  deleteBrand: vi.fn(),
}));
vi.mock("../../src/client/lib/brands-api", () => api);

const KIT = brandKit();

function pick(type: RegExp) {
  fireEvent.click(screen.getByRole("button", { name: /Campaign Type/ }));
  fireEvent.click(screen.getByRole("option", { name: type }));
}

describe("the generator starts from the default brand kit", () => {
  it("is prefilled with the kit's logo, website and palette and names the kit instead of sending the logo", () => {
    const onGenerate = vi.fn();
    render(
      <GeneratorForm
        plan="premium"
        remaining={5}
        busy={false}
        brand={KIT}
        onBack={vi.fn()}
        onGenerate={onGenerate}
        onUpgrade={vi.fn()}
      />,
    );
    expect((screen.getByLabelText(/Website URL/) as HTMLInputElement).value).toBe("https://northwind.test/");
    expect(screen.getByAltText("Uploaded logo preview").getAttribute("src")).toBe(KIT.logoUrl);
    // Nothing typed yet: the kit makes the form complete, and the site of the kit needs no new check.
    expect(screen.queryByRole("button", { name: "Check what we found on your site" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /Generate Template/ }));
    const sent = onGenerate.mock.calls[0][0];
    expect(sent).toMatchObject({
      brandId: "k1",
      palette: ["#b91c1c", "#0f766e"],
      url: "https://northwind.test/",
    });
    expect(sent.logo).toBeUndefined();
  });

  it("keeps what the user entered when the kits arrive after the form opened, and fills the rest from the default kit", () => {
    const onGenerate = vi.fn();
    const props = {
      plan: "premium" as const,
      remaining: 5,
      busy: false,
      onBack: vi.fn(),
      onGenerate,
      onUpgrade: vi.fn(),
    };
    const { rerender } = render(<GeneratorForm {...props} brand={null} brands={[]} />);
    fireEvent.change(screen.getByLabelText(/Website URL/), { target: { value: "https://typed.test" } });
    rerender(<GeneratorForm {...props} brand={KIT} brands={[KIT]} />);
    expect((screen.getByLabelText(/Website URL/) as HTMLInputElement).value).toBe("https://typed.test");
    expect(screen.getByAltText("Uploaded logo preview").getAttribute("src")).toBe(KIT.logoUrl);
    fireEvent.click(screen.getByRole("button", { name: /Generate Template/ }));
    expect(onGenerate.mock.calls[0][0]).toMatchObject({
      brandId: "k1",
      palette: KIT.palette,
      url: "https://typed.test",
    });
  });

  it("asks once, inline and optional, for a postal address for marketing types when the kit has none", () => {
    const onGenerate = vi.fn();
    render(
      <GeneratorForm
        plan="premium"
        remaining={5}
        busy={false}
        brand={KIT}
        onBack={vi.fn()}
        onGenerate={onGenerate}
        onUpgrade={vi.fn()}
      />,
    );
    expect(screen.queryByLabelText("Company postal address")).toBeNull();
    pick(/Newsletter/);
    fireEvent.change(screen.getByLabelText("Company postal address"), {
      target: { value: "Keizersgracht 12, Amsterdam" },
    });
    fireEvent.click(screen.getByRole("button", { name: /Generate Template/ }));
    expect(onGenerate.mock.calls[0][0].address).toBe("Keizersgracht 12, Amsterdam");
    pick(/Purchase confirmation/);
    expect(screen.queryByLabelText("Company postal address")).toBeNull();
  });

  it("does not ask when the kit has an address, and offers a read for a website the kit does not hold", () => {
    render(
      <GeneratorForm
        plan="premium"
        remaining={5}
        busy={false}
        brand={{ ...KIT, address: "Main St 1" }}
        onBack={vi.fn()}
        onGenerate={vi.fn()}
        onUpgrade={vi.fn()}
      />,
    );
    pick(/Newsletter/);
    expect(screen.queryByLabelText("Company postal address")).toBeNull();
    fireEvent.change(screen.getByLabelText(/Website URL/), { target: { value: "other-brand.test" } });
    expect(screen.getByRole("button", { name: "Check what we found on your site" })).toBeTruthy();
  });

  it("keeps what was typed once: the address fills the kit's empty field, a first logo becomes the kit's, an approved logo stays", async () => {
    api.updateBrand.mockResolvedValue(KIT);
    await saveGenerationBrand(
      { brandId: "k1", address: "Main St 1", logo: "data:image/png;base64,AAAA" },
      KIT,
    );
    expect(api.updateBrand).toHaveBeenCalledWith("k1", { address: "Main St 1" });
    api.updateBrand.mockClear();
    await saveGenerationBrand(
      { brandId: "k1", logo: "data:image/png;base64,AAAA" },
      { ...KIT, logoUrl: null },
    );
    expect(api.updateBrand).toHaveBeenCalledWith("k1", { logo: "data:image/png;base64,AAAA" });
    api.updateBrand.mockClear();
    await saveGenerationBrand({ brandId: "k1" }, KIT);
    expect(api.updateBrand).not.toHaveBeenCalled();
  });
});
