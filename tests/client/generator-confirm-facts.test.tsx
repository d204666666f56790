import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BrandKit } from "../../src/shared/brand-kit";
import type { PlanId } from "../../src/shared/plans";
import { GeneratorForm } from "../../src/client/features/generator/generator-form";
import { missingFacts } from "../../src/client/features/generator/fact-needs";
import { pause, serveBriefReader } from "./support/brief-reader";

vi.mock("../../src/client/lib/brands-api", () => ({
  updateBrand: vi.fn(),
  readWebsite: vi.fn(),
  createBrand: vi.fn(),
  listBrands: vi.fn(),
  deleteBrand: vi.fn(),
}));

// Decoding an image needs a real browser (the end-to-end test drops a real file): here the reader refuses as it does
// for a file over 2 MB.
vi.mock("../../src/client/lib/logo", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../src/client/lib/logo")>()),
  readLogo: vi.fn(async () => {
    throw new Error("The logo is larger than 2 MB. Please upload a smaller file.");
  }),
}));

const KIT: BrandKit = {
  id: "k1",
  name: "Northwind",
  website: "https://northwind.test/",
  logoUrl: "/api/brands/k1/logo/0123456789abcdef0123456789abcdef.png",
  palette: ["#7a4a2a", "#f28c28", "#2e7d32"],
  fonts: [],
  tagline: null,
  address: "Keizersgracht 12, Amsterdam",
  socials: [],
  lang: null,
  tone: null,
  senderName: null,
  isDefault: true,
  version: 1,
  logoPalette: [],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};
const EVENT =
  "Open house at our roastery on 12 March 2027 at 18:00 at Roastery Hall, Mill Lane 4. RSVP: https://northwind.test/rsvp";

beforeEach(() => {
  vi.useFakeTimers();
  serveBriefReader();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderForm(plan: PlanId = "premium") {
  const onGenerate = vi.fn();
  render(
    <GeneratorForm
      plan={plan}
      remaining={5}
      busy={false}
      brand={KIT}
      onBack={vi.fn()}
      onGenerate={onGenerate}
      onUpgrade={vi.fn()}
    />,
  );
  return onGenerate;
}

function pick(type: RegExp) {
  fireEvent.click(screen.getByRole("button", { name: /Campaign Type/ }));
  fireEvent.click(screen.getByRole("option", { name: type }));
}

const generateTemplate = () => fireEvent.click(screen.getByRole("button", { name: /Generate Template/ }));

describe("confirm before spending a credit", () => {
  it("with a brief, Generate shows the facts first; only 'Generate with these facts' spends, with the corrected date", async () => {
    const onGenerate = renderForm();
    pick(/Offline event/);
    fireEvent.change(screen.getByLabelText(/Campaign Details/), { target: { value: EVENT } });
    await pause();
    generateTemplate();
    expect(onGenerate).not.toHaveBeenCalled();
    const panel = screen.getByTestId("brief-panel");
    expect(within(panel).getByRole("heading", { name: "We understood" })).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText("Date"), { target: { value: "2027-03-13" } });
    fireEvent.click(within(panel).getByRole("button", { name: /Generate with these facts/ }));
    expect(onGenerate).toHaveBeenCalledTimes(1);
    expect(onGenerate.mock.calls[0][0].facts).toMatchObject({ date: "2027-03-13" });
  });

  it("says what is missing for the type and offers the empty field to add it", async () => {
    renderForm();
    pick(/Offline event/);
    fireEvent.change(screen.getByLabelText(/Campaign Details/), {
      target: { value: "Open house at Roastery Hall, Mill Lane 4." },
    });
    await pause();
    const panel = screen.getByTestId("brief-panel");
    expect(within(panel).getByText("An event needs a date: add one, or generate without")).toBeTruthy();
    const date = within(panel).getByLabelText<HTMLInputElement>("Date");
    expect(date.value).toBe("");
    fireEvent.change(date, { target: { value: "2027-03-12" } });
    expect(within(panel).queryByText("An event needs a date: add one, or generate without")).toBeNull();
  });

  it("without a brief, warns before a credit is used for a type that needs facts, then generates without", () => {
    const onGenerate = renderForm();
    pick(/Offline event/);
    generateTemplate();
    expect(onGenerate).not.toHaveBeenCalled();
    const notice = screen.getByTestId("missing-facts");
    expect(within(notice).getByText("An event needs a date: add one, or generate without")).toBeTruthy();
    fireEvent.click(within(notice).getByRole("button", { name: /Generate without/ }));
    expect(onGenerate).toHaveBeenCalledTimes(1);
  });

  it("generates at once for a type that needs no facts and has no brief", () => {
    const onGenerate = renderForm();
    generateTemplate();
    expect(onGenerate).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId("missing-facts")).toBeNull();
  });

  it("tells a plan without the details box, before the credit, which marked fields the e-mail will carry", () => {
    const onGenerate = renderForm("basic");
    pick(/Webinar/);
    generateTemplate();
    expect(onGenerate).not.toHaveBeenCalled();
    const notice = screen.getByTestId("missing-facts");
    expect(within(notice).getByText(/no campaign details box/)).toBeTruthy();
    const fields = within(notice).getByRole("list", { name: "Marked fields in the e-mail" });
    expect(fields.textContent).toBe("Event's date: {{event_date}}Event's start time: {{event_time}}");
    expect(within(notice).queryByRole("button", { name: "Add details" })).toBeNull();
    expect(within(notice).getByRole("button", { name: "Upgrade to Premium" })).toBeTruthy();
    fireEvent.click(within(notice).getByRole("button", { name: /Generate with marked fields/ }));
    expect(onGenerate).toHaveBeenCalledTimes(1);
  });
});

describe("missingFacts", () => {
  it("lists the type's needs the values leave empty", () => {
    expect(missingFacts("offline-event", { date: "2027-03-12" }).map((m) => m.field)).toEqual(["venue"]);
    expect(missingFacts("webinar", { date: "2027-03-12", time: " " }).map((m) => m.field)).toEqual(["time"]);
    expect(missingFacts("newsletter", {})).toEqual([]);
  });
});

describe("a refused logo", () => {
  it("leaves the form as it was and says why", async () => {
    vi.useRealTimers();
    renderForm();
    const input = screen.getByTestId("logo-input");
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 10)], "huge.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [big] } });
    expect(
      await screen.findByText(
        "The logo is larger than 2 MB. Please upload a smaller file. Your previous logo and colours are kept.",
      ),
    ).toBeTruthy();
    expect(screen.getByAltText("Uploaded logo preview").getAttribute("src")).toBe(KIT.logoUrl);
    for (const c of KIT.palette) expect(screen.getByDisplayValue(c)).toBeTruthy();
  });
});
