import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CookieBanner } from "../../src/client/components/cookie-banner";
import { ModalFrame } from "../../src/client/components/modal-frame";
import { EmailVerifiedPage } from "../../src/client/features/auth/email-verified-page";
import { GeneratorForm } from "../../src/client/features/generator/generator-form";
import { TryDemo } from "../../src/client/features/public/landing/try-demo";
import { resetAnalyticsConfigForTests } from "../../src/client/lib/analytics";
import { saveDemoPrefill } from "../../src/client/lib/demo-prefill";
import { getStoredUser } from "../../src/client/lib/session";
import { json, mockApi, renderAt } from "./pricing-support";

beforeEach(() => resetAnalyticsConfigForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById("analytics-script")?.remove();
});

describe("cookie consent", () => {
  it("covers the landing page with the consent dialog but docks below the policy on /privacy and /terms", () => {
    const { unmount } = renderAt("/", <CookieBanner />);
    expect(screen.getByRole("dialog", { name: "Cookie Consent" })).toBeTruthy();
    unmount();
    for (const path of ["/privacy", "/terms"]) {
      const r = renderAt(path, <CookieBanner />);
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(screen.getByRole("region", { name: "Cookie Consent" })).toBeTruthy();
      expect(screen.getByRole("button", { name: "Accept All Cookies" })).toBeTruthy();
      r.unmount();
    }
  });

  it("loads Cloudflare Web Analytics with the configured token after 'Accept All Cookies'", async () => {
    mockApi({ "/api/site-config": () => json(200, { analyticsToken: "tok-123" }) });
    renderAt("/", <CookieBanner />);
    fireEvent.click(screen.getByRole("button", { name: "Accept All Cookies" }));
    await waitFor(() => expect(document.getElementById("analytics-script")).not.toBeNull());
    const script = document.getElementById("analytics-script") as HTMLScriptElement;
    expect(script.src).toBe("https://static.cloudflareinsights.com/beacon.min.js");
    expect(JSON.parse(script.dataset.cfBeacon!)).toEqual({ token: "tok-123" });
  });

  it("loads nothing after 'Decline Analytics', and nothing after accepting while no token is configured", async () => {
    const { fetchMock } = mockApi({ "/api/site-config": () => json(200, { analyticsToken: null }) });
    const first = renderAt("/", <CookieBanner />);
    fireEvent.click(screen.getByRole("button", { name: "Decline Analytics" }));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById("analytics-script")).toBeNull();
    first.unmount();
    localStorage.clear();
    renderAt("/", <CookieBanner />);
    fireEvent.click(screen.getByRole("button", { name: "Accept All Cookies" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(document.getElementById("analytics-script")).toBeNull();
  });
});

function Nested() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button">opener</button>
      {outer && (
        <ModalFrame labelledBy="outer-title" onClose={() => setOuter(false)}>
          <h2 id="outer-title">Outer</h2>
          <input aria-label="outer field" />
          <button type="button" onClick={() => setInner(true)}>
            open inner
          </button>
          {inner && (
            <ModalFrame labelledBy="inner-title" onClose={() => setInner(false)}>
              <h2 id="inner-title">Inner</h2>
              <button type="button">inner action</button>
            </ModalFrame>
          )}
        </ModalFrame>
      )}
    </>
  );
}

describe("dialogs", () => {
  it("keep Tab inside, close only the top dialog on Escape and hand focus back", () => {
    render(<Nested />);
    const outerField = screen.getByRole("textbox", { name: "outer field" });
    expect(document.activeElement).toBe(outerField);
    const open = screen.getByRole("button", { name: "open inner" });
    open.focus();
    fireEvent.keyDown(document, { key: "Tab" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
    open.focus();
    fireEvent.click(open);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "inner action" }));
    fireEvent.keyDown(document, { key: "Tab" });
    expect(screen.getByRole("dialog", { name: "Inner" }).contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Inner" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "Outer" })).toBeTruthy();
    expect(document.activeElement).toBe(open);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("no dead ends", () => {
  it("reads a stored session with an unknown plan as the free plan instead of crashing", () => {
    sessionStorage.setItem(
      "user",
      JSON.stringify({
        id: "u",
        email: "a@acme.example",
        plan: "gold",
        sessionToken: "t",
        refreshToken: "r",
      }),
    );
    expect(getStoredUser()?.plan).toBe("free");
  });

  it("/email-verified without a verification says so instead of claiming success", () => {
    renderAt("/email-verified", <EmailVerifiedPage />);
    expect(screen.getByRole("heading", { name: "No verification found" })).toBeTruthy();
    expect(screen.queryByText(/verified successfully/)).toBeNull();
  });

  // The status check needs the registration's own token (issue 11): an address alone tells nothing, so a signed-out
  // visitor is never told that a verified address is "not verified yet"; the address only fills in the login form.
  it("/email-verified?email= signed out makes no claim about the address and offers the login with it", async () => {
    const { calls } = mockApi({ "/api/auth/verify-email-status": () => json(200, { emailVerified: false }) });
    renderAt("/email-verified?email=ann%40acme.example", <EmailVerifiedPage />);
    await act(async () => {});
    expect(screen.getByRole("heading", { name: "No verification found" })).toBeTruthy();
    expect(screen.queryByText(/not verified yet/)).toBeNull();
    expect(calls.length).toBe(0);
    expect(screen.getByRole("link", { name: "Go to Login" }).getAttribute("href")).toBe(
      "/login?email=ann%40acme.example",
    );
  });
});

describe("try it without an account", () => {
  it("shows the generated e-mail in a frame that cannot run scripts and keeps the inputs for after sign-up", async () => {
    const { calls } = mockApi({
      "/api/demo/generate": () =>
        json(200, {
          subject: "Meet Larkspur",
          preheader: "New",
          html: '<!DOCTYPE html><html><body><table role="presentation"></table></body></html>',
          text: "x",
        }),
    });
    renderAt("/", <TryDemo />);
    fireEvent.change(screen.getByLabelText("Website"), { target: { value: "larkspur-labs.com" } });
    fireEvent.change(screen.getByLabelText("Campaign type"), { target: { value: "webinar" } });
    fireEvent.click(screen.getByRole("button", { name: "Generate my e-mail" }));
    const frame = (await screen.findByTitle("Your generated e-mail")) as HTMLIFrameElement;
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame.getAttribute("srcdoc")).toContain('role="presentation"');
    expect(calls[0]?.body).toMatchObject({ url: "https://larkspur-labs.com", campaignType: "webinar" });
    expect(screen.getByRole("button", { name: "Sign up to keep and edit it" })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem("brandmail.demoPrefill")!)).toMatchObject({
      url: "https://larkspur-labs.com",
      campaignType: "webinar",
    });
  });

  it("says when the website could not be read and that the colours are a default", async () => {
    const answer = (made: object) => ({
      subject: "Hello",
      preheader: "New",
      html: '<!DOCTYPE html><html><body><table role="presentation"></table></body></html>',
      text: "x",
      made,
    });
    mockApi({
      "/api/demo/generate": () =>
        json(
          200,
          answer({ siteRead: false, siteProblem: "The website could not be reached.", colours: "default" }),
        ),
    });
    renderAt("/", <TryDemo />);
    fireEvent.change(screen.getByLabelText("Website"), { target: { value: "acme-tools.example" } });
    fireEvent.click(screen.getByRole("button", { name: "Generate my e-mail" }));
    const made = await screen.findByTestId("demo-made-from");
    expect(made.textContent).toContain(
      "We could not read acme-tools.example: The website could not be reached.",
    );
    expect(made.textContent).toContain("The colours are a default, not yours");
    expect(made.textContent).not.toMatch(/template was made/);
  });

  it("says nothing more when the site was read and the colours are its own", async () => {
    mockApi({
      "/api/demo/generate": () =>
        json(200, {
          subject: "Hello",
          preheader: "New",
          html: "<!DOCTYPE html><html><body></body></html>",
          text: "x",
          made: { siteRead: true, siteProblem: null, colours: "site" },
        }),
    });
    renderAt("/", <TryDemo />);
    fireEvent.change(screen.getByLabelText("Website"), { target: { value: "larkspur-labs.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Generate my e-mail" }));
    await screen.findByTitle("Your generated e-mail");
    expect(screen.queryByTestId("demo-made-from")).toBeNull();
  });

  it("shows the server's friendly message when the hourly limit is reached", async () => {
    mockApi({
      "/api/demo/generate": () =>
        json(429, {
          error: {
            code: "rate_limited",
            message:
              "You have tried the demo 10 times this hour. Sign up free to keep going, or try again in 12 minutes.",
          },
        }),
    });
    renderAt("/", <TryDemo />);
    fireEvent.change(screen.getByLabelText("Website"), { target: { value: "https://larkspur-labs.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Generate my e-mail" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/Sign up free to keep going/);
  });

  it("prefills the dashboard generator with the visitor's demo inputs", () => {
    saveDemoPrefill({
      url: "https://larkspur-labs.com",
      campaignType: "confirmation-email",
      brief: "",
      logo: null,
      palette: [],
    });
    render(
      <GeneratorForm
        plan="free"
        remaining={1}
        busy={false}
        onBack={() => {}}
        onGenerate={() => {}}
        onUpgrade={() => {}}
      />,
    );
    expect((screen.getByLabelText(/Website URL/) as HTMLInputElement).value).toBe(
      "https://larkspur-labs.com",
    );
  });
});
