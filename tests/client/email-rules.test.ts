import { describe, expect, it } from "vitest";
import { isDisposableDomain } from "../../src/shared/disposable-domains";
import { BLOCKED_EMAIL_PROVIDERS, businessEmailError, EMAIL_MESSAGES } from "../../src/shared/email-rules";

describe("businessEmailError", () => {
  it.each([
    ["not-an-email", EMAIL_MESSAGES.invalid],
    ["jane+news@acme.io", EMAIL_MESSAGES.alias],
    ["jane@gmail.com", EMAIL_MESSAGES.personal],
    ["jane@mail.yahoo.co.uk", EMAIL_MESSAGES.personal],
    ["jane@123.acme.io", EMAIL_MESSAGES.suspicious],
    ["jane@x.y", EMAIL_MESSAGES.suspicious],
    ["jane@mailinator.com", EMAIL_MESSAGES.suspicious],
    ["jane@yopmail.com", EMAIL_MESSAGES.suspicious],
    ["jane@inbox.10minutemail.com", EMAIL_MESSAGES.suspicious],
  ])("rejects %s", (email, message) => {
    expect(businessEmailError(email, isDisposableDomain)).toBe(message);
  });

  it.each([
    "ann@franklintempleton.com",
    "ann@latest-news.com",
    "ann@testa-rossa.it",
    "ann@fakespeare-theatre.co.uk",
    "ann@spamalot.org",
  ])("accepts the real company address %s: disposable domains are matched exactly, not by words", (email) => {
    expect(businessEmailError(email, isDisposableDomain)).toBeNull();
  });

  it("matches a disposable domain and its subdomains only", () => {
    expect(isDisposableDomain("mailinator.com")).toBe(true);
    expect(isDisposableDomain("MX.Mailinator.com")).toBe(true);
    expect(isDisposableDomain("mailinator.acme-corp.example")).toBe(false);
    expect(isDisposableDomain("com")).toBe(false);
  });

  it("accepts a business address", () => {
    expect(businessEmailError("Jane.Doe@Acme-Industries.com")).toBeNull();
  });

  it("blocks at least 60 personal providers, regional ones included", () => {
    expect(BLOCKED_EMAIL_PROVIDERS.length).toBeGreaterThanOrEqual(60);
    expect(BLOCKED_EMAIL_PROVIDERS).toEqual(
      expect.arrayContaining(["web.de", "orange.fr", "walla.co.il", "qq.com"]),
    );
  });
});
