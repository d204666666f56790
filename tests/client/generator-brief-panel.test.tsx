import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CorrectedFacts } from "../../src/shared/corrected-facts";
import { BriefPanel } from "../../src/client/features/generator/brief-panel";
import { GeneratorForm } from "../../src/client/features/generator/generator-form";
import { readBrief } from "../../src/worker/reading";
import { json, mockFetch } from "./auth-support";
import { briefReader as reader, pause, serveBriefReader } from "./support/brief-reader";

const WEBINAR =
  'Webinar "Pricing pages that convert" on Tuesday, February 9, 2027 from 11:00 to 11:45 AM ET with Maya Chen, Head of Growth. Register here: https://lumen.com/webinars/pricing';

let server: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.useFakeTimers();
  server = serveBriefReader();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderPanel(brief: string, type = "webinar") {
  const onChange = vi.fn<(f: CorrectedFacts) => void>();
  const view = render(<BriefPanel brief={brief} campaignType={type} onChange={onChange} />);
  await pause();
  return { onChange, view, last: () => onChange.mock.calls.at(-1)![0] };
}

describe("the We understood panel", () => {
  it("fills labelled fields from the server's reading after the user pauses typing", async () => {
    const onChange = vi.fn();
    render(<BriefPanel brief={WEBINAR} campaignType="webinar" onChange={onChange} />);
    expect(screen.queryByLabelText("Name")).toBeNull();
    expect(server.count("POST /api/brief/read")).toBe(0);
    await pause();
    expect(server.calls[0].body).toEqual({ brief: WEBINAR, campaignType: "webinar" });
    expect(server.calls[0].headers.get("authorization")).toBe("Bearer access-1");
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Pricing pages that convert");
    expect((screen.getByLabelText("Date") as HTMLInputElement).value).toBe("2027-02-09");
    expect((screen.getByLabelText("Time") as HTMLInputElement).value).toBe("11:00-11:45");
    expect((screen.getByLabelText("Time zone") as HTMLInputElement).value).toBe("America/New_York");
    expect((screen.getByLabelText("Main link") as HTMLInputElement).value).toBe(
      "https://lumen.com/webinars/pricing",
    );
    expect((screen.getByLabelText("Speakers") as HTMLInputElement).value).toBe("Maya Chen (Head of Growth)");
  });

  it("sends only what the user corrected, and the corrected zone with the time", async () => {
    const { last } = await renderPanel(WEBINAR);
    expect(last()).toEqual({});
    fireEvent.change(screen.getByLabelText("Time zone"), { target: { value: "Europe/London" } });
    expect(last()).toEqual({ time: { start: "11:00", end: "11:45", tz: "Europe/London" } });
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Pricing pages, live" } });
    expect(last()).toMatchObject({ name: "Pricing pages, live" });
  });

  it("dismisses a field: it leaves the panel and travels as null", async () => {
    const { last } = await renderPanel(WEBINAR);
    fireEvent.click(screen.getByRole("button", { name: "Dismiss Speakers" }));
    expect(screen.queryByLabelText("Speakers")).toBeNull();
    expect(last()).toEqual({ speakers: [] });
    fireEvent.click(screen.getByRole("button", { name: "Dismiss Main link" }));
    expect(last()).toMatchObject({ mainLink: null });
  });

  it("shows the reader's warnings", async () => {
    await renderPanel("Open House on Friday, April 15, 2027 at 10am ET.", "offline-event");
    const warnings = screen.getAllByRole("status").map((w) => w.textContent);
    expect(warnings.some((w) => /is a Thursday, not a Friday/.test(w ?? ""))).toBe(true);
    expect(warnings.some((w) => /no registration or RSVP link/.test(w ?? ""))).toBe(true);
  });

  it("leaves the postal address to the form's own field instead of warning about it", async () => {
    server = mockFetch({
      "POST /api/brief/read": (_url, init) =>
        json(
          readBrief(JSON.parse(init.body!).brief, {
            now: new Date(),
            campaignType: "webinar",
            hasPostalAddress: false,
          }),
        ),
    });
    await renderPanel(WEBINAR);
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Pricing pages that convert");
    expect(screen.queryByText(/postal address/)).toBeNull();
  });

  it("is part of the generator form for Premium only, and its corrections go with the request", async () => {
    const onGenerate = vi.fn();
    const { unmount } = render(
      <GeneratorForm
        plan="basic"
        remaining={3}
        busy={false}
        onBack={vi.fn()}
        onGenerate={onGenerate}
        onUpgrade={vi.fn()}
      />,
    );
    await pause();
    expect(screen.queryByTestId("brief-panel")).toBeNull();
    unmount();
    render(
      <GeneratorForm
        plan="premium"
        remaining={3}
        busy={false}
        onBack={vi.fn()}
        onGenerate={onGenerate}
        onUpgrade={vi.fn()}
      />,
    );
    fireEvent.change(screen.getByLabelText(/Campaign type/i), { target: { value: "webinar" } });
    fireEvent.change(screen.getByLabelText(/Campaign Details/), { target: { value: WEBINAR } });
    await pause();
    expect(screen.getByTestId("brief-panel")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Time zone"), { target: { value: "Europe/London" } });
    expect((screen.getByLabelText("Time zone") as HTMLInputElement).value).toBe("Europe/London");
  });

  it("asks once per pause, and an answer to a brief typed on from never replaces the newer one", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    const signals: AbortSignal[] = [];
    server = mockFetch({
      "POST /api/brief/read": async (url, init) => {
        signals.push(init.signal!);
        if (signals.length === 1) await held;
        return reader(url, init);
      },
    });
    const OLD = 'Webinar "Old title" on Tuesday, February 9, 2027 at 11:00 ET.';
    const onChange = vi.fn();
    const view = render(<BriefPanel brief="Webinar" campaignType="webinar" onChange={onChange} />);
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    view.rerender(<BriefPanel brief={OLD} campaignType="webinar" onChange={onChange} />);
    expect(server.count("POST /api/brief/read")).toBe(0);
    await pause();
    view.rerender(<BriefPanel brief={WEBINAR} campaignType="webinar" onChange={onChange} />);
    await pause();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Pricing pages that convert");
    release();
    await pause();
    expect(server.count("POST /api/brief/read")).toBe(2);
    expect(signals[0].aborted).toBe(true);
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Pricing pages that convert");
  });

  it("keeps what it showed and says why when the server cannot read the brief", async () => {
    const { view, onChange } = await renderPanel(WEBINAR);
    server = mockFetch({
      "POST /api/brief/read": () =>
        json({ error: { code: "rate_limited", message: "Too many requests. Try again in 5 minutes." } }, 429),
    });
    view.rerender(
      <BriefPanel brief={`${WEBINAR} Bring a friend.`} campaignType="webinar" onChange={onChange} />,
    );
    await pause();
    expect(server.count("POST /api/brief/read")).toBe(1);
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Pricing pages that convert");
    const warnings = screen.getAllByRole("status").map((w) => w.textContent);
    expect(warnings).toContain("Too many requests. Try again in 5 minutes.");
  });

  it("says the details could not be read when the connection fails before anything was read", async () => {
    server = mockFetch({});
    await renderPanel(WEBINAR);
    const warnings = screen.getAllByRole("status").map((w) => w.textContent);
    expect(warnings).toContain("Cannot connect to server. Please check your connection and try again.");
    // Nothing was read: no value is made up while the reader cannot be asked.
    expect(screen.queryByLabelText("Name")).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>("Date").value).toBe("");
  });
});
