import { describe, expect, it } from "vitest";
import { BLOCKED_EMAIL_PROVIDERS, businessEmailError, EMAIL_MESSAGES } from "../../src/shared/email-rules";

describe("businessEmailError", () => {
  it.each([
    ["not-an-email", EMAIL_MESSAGES.invalid],
    ["jane+news@acme.io", EMAIL_MESSAGES.alias],
    ["jane@gmail.com", EMAIL_MESSAGES.personal],
    ["jane@mail.yahoo.co.uk", EMAIL_MESSAGES.personal],
    ["jane@123.acme.io", EMAIL_MESSAGES.suspicious],
    ["jane@tempmail.io", EMAIL_MESSAGES.suspicious],
    ["jane@fakecorp.com", EMAIL_MESSAGES.suspicious],
    ["jane@x.y", EMAIL_MESSAGES.suspicious],
  ])("rejects %s", (email, message) => {
    expect(businessEmailError(email)).toBe(message);
  });

  it("accepts a business address", () => {
    expect(businessEmailError("Jane.Doe@Acme-Industries.com")).toBeNull();
  });

  it("blocks at least 60 personal providers, regional ones included", () => {
    expect(BLOCKED_EMAIL_PROVIDERS.length).toBeGreaterThanOrEqual(60);
    expect(BLOCKED_EMAIL_PROVIDERS).toEqual(expect.arrayContaining(["web.de", "orange.fr", "walla.co.il", "qq.com"]));
  });
});
