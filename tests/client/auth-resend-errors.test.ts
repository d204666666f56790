import { describe, expect, it } from "vitest";
import { ApiRequestError, CONNECTION_ERROR } from "../../src/client/lib/api";
import { resendErrorMessage } from "../../src/client/components/auth/verify-email-modal";

describe("resendErrorMessage", () => {
  it("tells a server refusal from a failed request, and keeps the cooldown message", () => {
    expect(resendErrorMessage(new ApiRequestError("Nope", 500, "internal"))).toBe(
      "Failed to send email. Please try again.",
    );
    expect(resendErrorMessage(new ApiRequestError(CONNECTION_ERROR, 0, "network"))).toBe(
      "Error sending email. Please try again.",
    );
    expect(resendErrorMessage(new Error("boom"))).toBe("Error sending email. Please try again.");
    expect(
      resendErrorMessage(
        new ApiRequestError("Please wait 42 seconds before requesting another e-mail.", 429, "rate_limited"),
      ),
    ).toBe("Please wait 42 seconds before requesting another e-mail.");
  });
});
