import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CorrectedFacts } from "../../src/shared/brief/corrected";
import { BriefPanel } from "../../src/client/features/generator/brief-panel";
import { GeneratorForm } from "../../src/client/features/generator/generator-form";

const WEBINAR =
  'Webinar "Pricing pages that convert" on Tuesday, February 9, 2027 from 11:00 to 11:45 AM ET with Maya Chen, Head of Growth. Register here: https://lumen.com/webinars/pricing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderPanel(brief: string, type = "webinar") {
  const onChange = vi.fn<(f: CorrectedFacts) => void>();
  const view = render(<BriefPanel brief={brief} campaignType={type} hasPostalAddress onChange={onChange} />);
  act(() => void vi.advanceTimersByTime(400));
  return { onChange, view, last: () => onChange.mock.calls.at(-1)![0] };
}

describe("the We understood panel", () => {
  it("fills labelled fields from the brief after the user pauses typing", () => {
    const onChange = vi.fn();
    render(<BriefPanel brief={WEBINAR} campaignType="webinar" onChange={onChange} />);
    expect(screen.queryByLabelText("Name")).toBeNull();
    act(() => void vi.advanceTimersByTime(400));
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Pricing pages that convert");
    expect((screen.getByLabelText("Date") as HTMLInputElement).value).toBe("2027-02-09");
    expect((screen.getByLabelText("Time") as HTMLInputElement).value).toBe("11:00-11:45");
    expect((screen.getByLabelText("Time zone") as HTMLInputElement).value).toBe("America/New_York");
    expect((screen.getByLabelText("Main link") as HTMLInputElement).value).toBe(
      "https://lumen.com/webinars/pricing",
    );
    expect((screen.getByLabelText("Speakers") as HTMLInputElement).value).toBe("Maya Chen (Head of Growth)");
  });

  it("sends only what the user corrected, and the corrected zone with the time", () => {
    const { last } = renderPanel(WEBINAR);
    expect(last()).toEqual({});
    fireEvent.change(screen.getByLabelText("Time zone"), { target: { value: "Europe/London" } });
    expect(last()).toEqual({ time: { start: "11:00", end: "11:45", tz: "Europe/London" } });
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Pricing pages, live" } });
    expect(last()).toMatchObject({ name: "Pricing pages, live" });
  });

  it("dismisses a field: it leaves the panel and travels as null", () => {
    const { last } = renderPanel(WEBINAR);
    fireEvent.click(screen.getByRole("button", { name: "Dismiss Speakers" }));
    expect(screen.queryByLabelText("Speakers")).toBeNull();
    expect(last()).toEqual({ speakers: [] });
    fireEvent.click(screen.getByRole("button", { name: "Dismiss Main link" }));
    expect(last()).toMatchObject({ mainLink: null });
  });

  it("shows the reader's warnings", () => {
    renderPanel("Open House on Friday, April 15, 2027 at 10am ET.", "offline-event");
    const warnings = screen.getAllByRole("status").map((w) => w.textContent);
    expect(warnings.some((w) => /is a Thursday, not a Friday/.test(w ?? ""))).toBe(true);
    expect(warnings.some((w) => /no registration or RSVP link/.test(w ?? ""))).toBe(true);
  });

  it("is part of the generator form for Premium only, and its corrections go with the request", () => {
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
    act(() => void vi.advanceTimersByTime(400));
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
    act(() => void vi.advanceTimersByTime(400));
    expect(screen.getByTestId("brief-panel")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Time zone"), { target: { value: "Europe/London" } });
    expect((screen.getByLabelText("Time zone") as HTMLInputElement).value).toBe("Europe/London");
  });
});
