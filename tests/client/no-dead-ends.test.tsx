import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toasts, type ToastMessage } from "../../src/client/components/toast";

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
