import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

const sendToPlatform = vi.fn();
vi.mock("../../src/client/features/templates/api/send-to-platform", async (orig) => ({
  ...(await orig<typeof import("../../src/client/features/templates/api/send-to-platform")>()),
  sendToPlatform: (id: string, p: string) => sendToPlatform(id, p),
}));

import { Toasts, type ToastMessage } from "../../src/client/components/toast";
import { HandoffDialog } from "../../src/client/features/templates/handoff-dialog";
import { ApiRequestError } from "../../src/client/lib/api";

const FOOTER = `<p class="bm-m" data-bm-postal data-bm-company="Acme" data-bm-address="1 Main St">Acme · 1 Main St</p><p><a href="{{unsubscribe_url}}">Unsubscribe</a></p>`;
const detail = { id: "t1", htmlContent: `<p>Hi</p>${FOOTER}`, plainText: null, campaignType: "newsletter" };

const rect = (top: number, left: number, width: number, height: number) =>
  ({ top, left, width, height, right: left + width, bottom: top + height, x: left, y: top }) as DOMRect;

/** A phone's screen (375 x 700) with a card's Download button where the user pressed it. */
function phoneWithButton(buttonTop: number) {
  vi.stubGlobal("innerWidth", 375);
  vi.stubGlobal("innerHeight", 700);
  const button = document.createElement("button");
  button.textContent = "Download";
  document.body.append(button);
  button.getBoundingClientRect = () => rect(buttonTop, 200, 100, 36);
  button.focus();
  return button;
}

function showToast(text: string) {
  const toasts: ToastMessage[] = [{ id: 1, text, tone: "success" }];
  const r = render(<Toasts toasts={toasts} onDismiss={() => {}} />);
  return r;
}

describe("toasts never cover the control just used", () => {
  const original = HTMLElement.prototype.getBoundingClientRect;
  /** The toast stack is 343 x 56 px, as on a phone; other elements have no box unless a test gives them one. */
  const measure = () => {
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      return this.classList.contains("dash-toasts") ? rect(0, 16, 343, 56) : rect(0, 0, 0, 0);
    };
  };
  afterEach(() => {
    HTMLElement.prototype.getBoundingClientRect = original;
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it("moves to the top when the bottom corner would cover the button just pressed (Download at 375 px)", () => {
    measure();
    phoneWithButton(640);
    const { container } = showToast("Downloaded acme.html for Mailchimp");
    expect(container.querySelector(".dash-toasts")!.classList.contains("dash-toasts-top")).toBe(true);
  });

  it("stays at the bottom when the button just pressed is higher up the screen", () => {
    measure();
    phoneWithButton(120);
    const { container } = showToast("HTML copied to clipboard!");
    expect(container.querySelector(".dash-toasts")!.classList.contains("dash-toasts-top")).toBe(false);
  });
});

describe("hand-off dialog without dead ends", () => {
  it("shows sending to Mailchimp with its plan below Premium, and a click leads to the plans", () => {
    const onUpgrade = vi.fn();
    render(
      <MemoryRouter>
        <HandoffDialog
          mode="download"
          platform="mailchimp"
          detail={detail}
          address={null}
          canSend={false}
          onUpgrade={onUpgrade}
          onConfirm={() => {}}
          onCancel={() => {}}
        />
      </MemoryRouter>,
    );
    const send = screen.getByRole("button", { name: /^Send to Mailchimp/ });
    expect(send.textContent).toContain("Premium");
    fireEvent.click(send);
    expect(onUpgrade).toHaveBeenCalled();
    expect(sendToPlatform).not.toHaveBeenCalled();
  });

  it("turns 'connect in Settings' into a link to Settings that closes the dialog", async () => {
    sendToPlatform.mockRejectedValue(
      new ApiRequestError("Connect your Mailchimp account in Settings first.", 409, "conflict"),
    );
    const onCancel = vi.fn();
    render(
      <MemoryRouter>
        <HandoffDialog
          mode="download"
          platform="mailchimp"
          detail={detail}
          address={null}
          canSend
          onConfirm={() => {}}
          onCancel={onCancel}
        />
      </MemoryRouter>,
    );
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send to Mailchimp" })));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Connect your Mailchimp account in Settings first.");
    const link = screen.getAllByRole("link", { name: "Settings" }).find((a) => alert.contains(a))!;
    expect(link.getAttribute("href")).toBe("/?tab=settings");
    fireEvent.click(link);
    expect(onCancel).toHaveBeenCalled();
  });
});
