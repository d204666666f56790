import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MemoryRouter } from "react-router";
import { CookieBanner, readConsent } from "../../src/client/components/cookie-banner";

describe("CookieBanner", () => {
  it("asks for consent until a choice is made and remembers a decline", () => {
    render(
      <MemoryRouter>
        <CookieBanner />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Cookie Consent" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Decline Analytics" }));
    expect(localStorage.getItem("cookieConsent")).toBe("declined");
    expect(screen.queryByRole("heading", { name: "Cookie Consent" })).toBeNull();
    expect(screen.getByRole("button", { name: "Cookie settings" })).toBeTruthy();
  });

  it("forgets a choice older than one year", () => {
    localStorage.setItem("cookieConsent", "accepted");
    localStorage.setItem("cookieConsentDate", String(Date.now() - 366 * 24 * 3600 * 1000));
    expect(readConsent()).toBeNull();
  });
});
