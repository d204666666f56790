import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CorrectedFacts } from "../../src/shared/corrected-facts";
import { BriefPanel } from "../../src/client/features/generator/brief-panel";
import { GeneratorForm } from "../../src/client/features/generator/generator-form";
import { briefReaderFor } from "../../src/worker/reading";
import { readBriefWithModel } from "../../src/worker/reading/model";
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
      "POST /api/brief/read": async (_url, init) =>
        json(
          await briefReaderFor({})(JSON.parse(init.body!).brief, {
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

describe("what the panel says about each value and each sentence", () => {
  const NOTES = `${WEBINAR}\n\nDon't mention the price.\n\nInternal notes (not for the email):\nSam, please check the speaker bio with Maya.`;

  it("shows the words each value came from under its field, and marks them in the brief", async () => {
    await renderPanel(WEBINAR);
    expect(screen.getByLabelText("Name").getAttribute("aria-describedby")).toBe("brief-name-from");
    expect(document.getElementById("brief-name-from")?.textContent).toBe("From Pricing pages that convert");
    expect(document.getElementById("brief-time-from")?.textContent).toBe("From 11:00 to 11:45 AM ET");
    const marks = [...screen.getByTestId("brief-words").querySelectorAll("mark")];
    expect(marks.find((m) => m.title === "Name")?.textContent).toBe("Pricing pages that convert");
    expect(marks.find((m) => m.title === "Main link")?.textContent).toBe(
      "https://lumen.com/webinars/pricing",
    );
    // The field in focus stands out in the brief.
    fireEvent.focus(screen.getByLabelText("Date"));
    const active = screen.getByTestId("brief-words").querySelector("mark.is-active");
    expect(active?.textContent).toBe("Tuesday, February 9, 2027");
  });

  it("lists a note for the team as left out and an instruction as followed", async () => {
    await renderPanel(NOTES);
    const left = screen.getByRole("region", { name: "Left out of the e-mail" });
    expect(left.textContent).toMatch(/Note for the team.*Sam, please check the speaker bio with Maya/s);
    expect(left.textContent).toMatch(/never printed/);
    const found = screen.getByRole("region", { name: "Instructions found" });
    expect(found.textContent).toMatch(/Followed.*Not to mention:.*Don't mention the price/s);
    const note = [...screen.getByTestId("brief-words").querySelectorAll("mark")].find(
      (m) => m.title === "Note for the team",
    );
    expect(note?.textContent).toMatch(/Sam, please check the speaker bio/);
  });

  it("shows what the model's reading refused and the instructions the built-in writer cannot follow", async () => {
    const brief = `${WEBINAR}\n\nWrite it like Wes would.`;
    const ai = {
      run: async (_m: string, inputs: Record<string, unknown>) => {
        const user = (inputs.messages as { content: string }[])[1].content;
        const lines = [...user.matchAll(/^\[(\d+)\] (.*)$/gm)];
        return {
          response: {
            name: { value: "Pricing pages that convert", quote: '"Pricing pages that convert"' },
            dates: [{ iso: "2027-04-01", kind: "event", quote: "1 April 2027" }],
            time: { start: "11:00", end: "11:45", quote: "from 11:00 to 11:45 AM ET" },
            zone: { value: "ET", quote: "AM ET" },
            venue: null,
            duration: null,
            mainLink: {
              url: "https://lumen.com/webinars/pricing",
              quote: "https://lumen.com/webinars/pricing",
            },
            speakers: [],
            products: [],
            offer: null,
            roles: lines.map((m) => ({
              n: Number(m[1]),
              role: m[2].startsWith("Write") ? "instruction" : "content",
            })),
            instructions: [{ kind: "style", value: "like Wes", quote: "Write it like Wes would." }],
          },
        };
      },
    };
    server = mockFetch({
      "POST /api/brief/read": async (_url, init) =>
        json(
          await readBriefWithModel({ ai }, JSON.parse(init.body!).brief, {
            now: new Date(),
            campaignType: "webinar",
            hasPostalAddress: true,
          }),
        ),
    });
    await renderPanel(brief);
    expect(screen.getByText("Read by our model, every value checked against your words.")).toBeTruthy();
    const left = screen.getByRole("region", { name: "Left out of the e-mail" });
    expect(left.textContent).toMatch(/Not taken: date 2027-04-01/);
    expect(left.textContent).toMatch(/not in the brief\. The rules' reading is used instead\./);
    // The rules' date stands in the field.
    expect(screen.getByLabelText<HTMLInputElement>("Date").value).toBe("2027-02-09");
    const found = screen.getByRole("region", { name: "Instructions found" });
    expect(found.textContent).toMatch(/Can't be followed.*Style:.*Write it like Wes would/s);
  });
});
