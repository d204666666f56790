import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { CampaignDetails } from "../../src/client/features/generator/campaign-details";
import { CampaignTypeSelect } from "../../src/client/features/generator/campaign-type-select";
import { ColorPicker } from "../../src/client/components/color-picker";
import { GeneratorForm } from "../../src/client/features/generator/generator-form";
import { PaletteEditor } from "../../src/client/features/generator/palette-editor";
import { UpgradeDialog } from "../../src/client/components/upgrade-dialog";
import {
  campaignFooterText,
  counterLevel,
  generateFromEmptyTarget,
  initialTab,
  showUpgradeButton,
  usageLevel,
} from "../../src/client/lib/plan-rules";

function openMenu(
  plan: "free" | "basic" | "premium" | "enterprise",
  onUpgrade = vi.fn(),
  onChange = vi.fn(),
) {
  render(<CampaignTypeSelect plan={plan} value="" onChange={onChange} onUpgrade={onUpgrade} required />);
  fireEvent.click(screen.getByRole("button", { name: /Campaign Type/ }));
  return { onUpgrade, onChange, menu: screen.getByRole("listbox") };
}

describe("campaign type dropdown gating", () => {
  it("shows a free user one available type, locked groups, upgrade labels and the free footer", () => {
    const { menu } = openMenu("free");
    const groups = within(menu)
      .getAllByRole("group")
      .map((g) => g.getAttribute("aria-label"));
    expect(groups).toEqual(["Available to all", "Basic plan & above", "Premium plan & above"]);
    expect(
      [...menu.querySelectorAll(".campaign-group")].map((g) => [g.textContent, !!g.querySelector("svg")]),
    ).toEqual([
      ["Available to all", false],
      ["Basic plan & above", true],
      ["Premium plan & above", true],
    ]);
    expect(
      within(menu)
        .getAllByRole("option")
        .filter((o) => o.getAttribute("data-locked") === "true"),
    ).toHaveLength(7);
    expect(within(menu).getAllByRole("button", { name: "Upgrade to Basic" })).toHaveLength(4);
    expect(within(menu).getAllByRole("button", { name: "Upgrade to Premium" })).toHaveLength(3);
    expect(within(menu).getAllByLabelText("Available")).toHaveLength(1);
    expect(within(menu).getByRole("button", { name: "Upgrade to unlock more campaign types" })).toBeTruthy();
  });

  it("selecting a locked type does not set it and asks for the right upgrade", () => {
    const { onUpgrade, onChange } = openMenu("free");
    fireEvent.click(screen.getByText("Webinar invitation"));
    expect(onChange).not.toHaveBeenCalled();
    expect(onUpgrade).toHaveBeenLastCalledWith("basic");
    fireEvent.click(screen.getByRole("button", { name: /Campaign Type/ }));
    fireEvent.click(screen.getByText("Product launch"));
    expect(onUpgrade).toHaveBeenLastCalledWith("premium");
  });

  it("a locked option's plan chip and the footer link trigger the upgrade", () => {
    const { onUpgrade } = openMenu("basic");
    fireEvent.click(screen.getAllByRole("button", { name: "Upgrade to Premium" })[0]);
    expect(onUpgrade).toHaveBeenLastCalledWith("premium");
    fireEvent.click(screen.getByRole("button", { name: /Campaign Type/ }));
    fireEvent.click(screen.getByRole("button", { name: "Upgrade to Premium for advanced campaigns" }));
    expect(onUpgrade).toHaveBeenLastCalledWith("basic");
  });

  it("gives a basic user their plan's group and sets an allowed type", () => {
    const { menu, onChange } = openMenu("basic");
    expect(
      within(menu)
        .getAllByRole("group")
        .map((g) => g.getAttribute("aria-label")),
    ).toEqual(["Available in your plan", "Available to all", "Premium plan & above"]);
    fireEvent.click(within(menu).getByText("Newsletter"));
    expect(onChange).toHaveBeenCalledWith("newsletter");
  });

  it("unlocks everything for enterprise and hides the footer link", () => {
    const { menu } = openMenu("enterprise");
    expect(within(menu).getAllByLabelText("Available")).toHaveLength(8);
    expect(within(menu).queryByRole("button", { name: /Upgrade/ })).toBeNull();
    expect(campaignFooterText("premium")).toBe("Upgrade to Enterprise for full access");
    expect(campaignFooterText("enterprise")).toBeNull();
  });

  it("is usable from the keyboard", async () => {
    const onChange = vi.fn();
    render(<CampaignTypeSelect plan="premium" value="" onChange={onChange} onUpgrade={vi.fn()} />);
    const trigger = screen.getByRole("button", { name: /Campaign Type/ });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenCalledWith("transactional-purchase");
  });
});

describe("campaign details box", () => {
  it("is disabled below premium and offers an upgrade", () => {
    const onUpgrade = vi.fn();
    render(<CampaignDetails value="ignored" enabled={false} onChange={vi.fn()} onUpgrade={onUpgrade} />);
    const box = screen.getByLabelText(/Campaign Details/) as HTMLTextAreaElement;
    expect(box.disabled).toBe(true);
    expect(box.value).toBe("");
    expect(screen.queryByTestId("char-counter")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Upgrade" }));
    expect(onUpgrade).toHaveBeenCalled();
  });

  it("counts characters, warns above 2000, stronger above 2400, and cuts at 2500", () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <CampaignDetails value={"a".repeat(2000)} enabled onChange={onChange} onUpgrade={vi.fn()} />,
    );
    expect(screen.getByTestId("char-counter").textContent).toBe("2000/2500");
    expect(screen.getByTestId("char-counter").className).toContain("char-counter-normal");
    rerender(<CampaignDetails value={"a".repeat(2001)} enabled onChange={onChange} onUpgrade={vi.fn()} />);
    expect(screen.getByTestId("char-counter").className).toContain("char-counter-warning");
    rerender(<CampaignDetails value={"a".repeat(2401)} enabled onChange={onChange} onUpgrade={vi.fn()} />);
    expect(screen.getByTestId("char-counter").className).toContain("char-counter-danger");
    fireEvent.change(screen.getByLabelText(/Campaign Details/), { target: { value: "b".repeat(2600) } });
    expect(onChange).toHaveBeenLastCalledWith("b".repeat(2500));
    expect([2000, 2001, 2400, 2401].map(counterLevel)).toEqual(["normal", "warning", "warning", "danger"]);
  });
});

describe("palette editor", () => {
  it("shows read-only swatches and an Upgrade prompt below premium", () => {
    const onUpgrade = vi.fn();
    render(
      <PaletteEditor
        palette={["#112233", "#445566"]}
        suggestions={[]}
        editable={false}
        extracting={false}
        onChange={vi.fn()}
        onUpgrade={onUpgrade}
      />,
    );
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.getByText("#112233")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Upgrade" }));
    expect(onUpgrade).toHaveBeenCalled();
  });

  it("blocks removing the last colour with the 'Min 1 color' tooltip", () => {
    render(
      <PaletteEditor
        palette={["#112233"]}
        suggestions={[]}
        editable
        extracting={false}
        onChange={vi.fn()}
        onUpgrade={vi.fn()}
      />,
    );
    const remove = screen.getByRole("button", { name: /Min 1 color/ }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect(remove.parentElement?.getAttribute("title")).toBe("Min 1 color");
  });

  it("removes, adds up to three, and applies only valid hex input", () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <PaletteEditor
        palette={["#112233", "#445566"]}
        suggestions={["#aaaaaa", "#bbbbbb", "#cccccc"]}
        editable
        extracting={false}
        onChange={onChange}
        onUpgrade={vi.fn()}
      />,
    );
    fireEvent.click(screen.getAllByRole("button", { name: /^Remove/ })[1]);
    expect(onChange).toHaveBeenLastCalledWith(["#112233"]);
    fireEvent.click(screen.getByRole("button", { name: "Add color" }));
    expect(onChange).toHaveBeenLastCalledWith(["#112233", "#445566", "#cccccc"]);
    onChange.mockClear();
    fireEvent.change(screen.getByLabelText("Colour 1 hex"), { target: { value: "12" } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("Colour 1 hex"), { target: { value: "FF00AA" } });
    expect(onChange).toHaveBeenLastCalledWith(["#ff00aa", "#445566"]);
    rerender(
      <PaletteEditor
        palette={["#112233", "#445566", "#778899"]}
        suggestions={[]}
        editable
        extracting={false}
        onChange={onChange}
        onUpgrade={vi.fn()}
      />,
    );
    expect(screen.queryByRole("button", { name: "Add color" })).toBeNull();
  });
});

describe("colour picker", () => {
  it("moves saturation, brightness and hue in 5 % steps from the keyboard and emits hex", async () => {
    const onChange = vi.fn();
    render(<ColorPicker color="#ff0000" onChange={onChange} onClose={vi.fn()} />);
    const area = screen.getByRole("slider", { name: "Saturation and brightness" });
    area.focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(area.getAttribute("aria-valuetext")).toBe("Saturation 95%, brightness 100%");
    expect(onChange).toHaveBeenLastCalledWith("#ff0d0d");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    expect(area.getAttribute("aria-valuetext")).toBe("Saturation 95%, brightness 90%");
    const hue = screen.getByRole("slider", { name: "Hue" });
    hue.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(hue.getAttribute("aria-valuenow")).toBe("18");
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(hue.getAttribute("aria-valuenow")).toBe("0");
  });
});

describe("generator form", () => {
  it("keeps Generate disabled with 'Please fill in all fields' until logo, URL and type are present", () => {
    render(
      <GeneratorForm
        plan="free"
        remaining={1}
        busy={false}
        onBack={vi.fn()}
        onGenerate={vi.fn()}
        onUpgrade={vi.fn()}
      />,
    );
    const button = screen.getByRole("button", { name: /Generate Template/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText("Please fill in all fields")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Website URL/), { target: { value: "acme.com" } });
    expect(button.disabled).toBe(true);
  });

  it("accepts image files only", () => {
    render(
      <GeneratorForm
        plan="free"
        remaining={1}
        busy={false}
        onBack={vi.fn()}
        onGenerate={vi.fn()}
        onUpgrade={vi.fn()}
      />,
    );
    const input = screen.getByTestId("logo-input");
    expect(input.getAttribute("accept")).toBe("image/*");
    fireEvent.change(input, { target: { files: [new File(["x"], "notes.txt", { type: "text/plain" })] } });
    expect(screen.getByRole("alert").textContent).toContain("Please choose an image file");
  });
});

describe("plan rules", () => {
  it("hides upgrade buttons for premium and enterprise", () => {
    expect(["free", "basic", "premium", "enterprise"].map((p) => showUpgradeButton(p as "free"))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("sends generate-from-empty to the generator only while a credit is left for the plan", () => {
    expect(generateFromEmptyTarget("free", 0)).toBe("generator");
    expect(generateFromEmptyTarget("free", 1)).toBe("billing");
    expect(generateFromEmptyTarget("basic", 3)).toBe("generator");
    expect(generateFromEmptyTarget("basic", 4)).toBe("billing");
    expect(generateFromEmptyTarget("premium", 50)).toBe("generator");
  });

  it("colours the usage bar yellow from 80 % and red at 100 %", () => {
    expect([usageLevel(7, 10), usageLevel(8, 10), usageLevel(10, 10), usageLevel(1, 1)]).toEqual([
      "ok",
      "warning",
      "full",
      "full",
    ]);
  });

  it("picks the initial tab from the stored request, then the address, then the billing flag, then the parent, else overview", () => {
    sessionStorage.setItem("dashboardTab", "settings");
    expect(initialTab("?tab=analytics", sessionStorage)).toBe("settings");
    expect(sessionStorage.getItem("dashboardTab")).toBeNull();
    expect(initialTab("?tab=analytics", sessionStorage)).toBe("analytics");
    sessionStorage.setItem("dashboardTab", "subscription");
    expect(initialTab("", sessionStorage)).toBe("billing");
    sessionStorage.setItem("showBilling", "true");
    expect(initialTab("", sessionStorage, "templates")).toBe("billing");
    expect(sessionStorage.getItem("showBilling")).toBeNull();
    expect(initialTab("?tab=nope", sessionStorage, "templates")).toBe("templates");
    expect(initialTab("", sessionStorage)).toBe("overview");
  });
});

describe("upgrade dialog", () => {
  it("offers the plans above the user's plan with the target featured", () => {
    render(
      <MemoryRouter>
        <UpgradeDialog target="premium" currentPlan="basic" onClose={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Upgrade to Premium" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Choose Basic" })).toBeNull();
    expect(screen.getByRole("button", { name: "Choose Premium" }).className).toContain("btn-primary");
    expect(screen.getByText("€45")).toBeTruthy();
  });
});
