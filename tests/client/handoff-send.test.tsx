import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

const sendToPlatform = vi.fn();
vi.mock("../../src/client/features/templates/api/send-to-platform", async (orig) => ({
  ...(await orig<typeof import("../../src/client/features/templates/api/send-to-platform")>()),
  sendToPlatform: (id: string, p: string) => sendToPlatform(id, p),
}));
const keysApi = { list: vi.fn(), save: vi.fn(), remove: vi.fn() };
vi.mock("../../src/client/features/settings/api/platform-keys", () => ({
  listPlatformKeys: () => keysApi.list(),
  savePlatformKey: (p: string, k: string) => keysApi.save(p, k),
  deletePlatformKey: (p: string) => keysApi.remove(p),
}));

import { HandoffDialog } from "../../src/client/features/templates/handoff-dialog";
import { PlatformKeysSection } from "../../src/client/features/settings/platform-keys-section";
import { ApiRequestError } from "../../src/client/lib/api";

const FOOTER = `<p class="bm-m" data-bm-postal data-bm-company="Acme" data-bm-address="1 Main St">Acme · 1 Main St</p><p><a href="{{unsubscribe_url}}">Unsubscribe</a></p>`;
const detail = (html: string, campaignType = "newsletter") => ({
  id: "t1",
  htmlContent: html,
  plainText: null,
  campaignType,
});

describe("hand-off dialog: checks before download", () => {
  beforeEach(() => sendToPlatform.mockReset());

  it("blocks the download for Mailchimp when *|UNSUB|* would be missing and says why", () => {
    const onConfirm = vi.fn();
    render(
      <HandoffDialog
        mode="download"
        platform="mailchimp"
        detail={detail("<p>Hi</p>" + FOOTER.replace(/<p><a[^]*$/, ""))}
        address={null}
        canSend={false}
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole("alert").textContent).toContain("*|UNSUB|*");
    const button = screen.getByRole("button", { name: "Download" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("lists an unresolved token with its hint and still lets the download go", () => {
    const onConfirm = vi.fn();
    render(
      <HandoffDialog
        mode="download"
        platform="mailchimp"
        detail={detail(`<a href="{{confirmation_url}}">Confirm</a>${FOOTER}`, "confirmation-email")}
        address={null}
        canSend={false}
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByTestId("handoff-checks").textContent).toContain(
      "replace {{confirmation_url}} with your platform's confirmation link",
    );
    fireEvent.click(screen.getByRole("button", { name: "Download" }));
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ platform: "mailchimp" }));
  });

  it("sends to Brevo for a Premium user and links to the template; a platform error shows in plain words", async () => {
    sendToPlatform.mockResolvedValueOnce({
      platform: "brevo",
      templateId: "7",
      url: "https://app.brevo.com/templates/listing",
      checks: [],
    });
    render(
      <HandoffDialog
        mode="copy"
        platform="brevo"
        detail={detail(FOOTER)}
        address={null}
        canSend
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Send to Brevo" }));
    const link = await screen.findByRole("link", { name: "Open it in Brevo" });
    expect(link.getAttribute("href")).toBe("https://app.brevo.com/templates/listing");
    expect(sendToPlatform).toHaveBeenCalledWith("t1", "brevo");

    sendToPlatform.mockRejectedValueOnce(
      new ApiRequestError(
        "Brevo is not answering properly right now (error 503). Please try again later.",
        502,
        "internal",
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: "Send to Brevo" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toMatch(/^Brevo is not answering properly/),
    );
  });

  it("speaks of order lines only for a template that has them", () => {
    const { unmount } = render(
      <HandoffDialog
        mode="copy"
        platform="mailchimp"
        detail={detail(FOOTER)}
        address={null}
        canSend={false}
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(document.body.textContent).not.toContain("order lines");
    unmount();
    render(
      <HandoffDialog
        mode="copy"
        platform="mailchimp"
        detail={detail(`<table><tr><td>{{item_name}}</td></tr></table>${FOOTER}`, "transactional-purchase")}
        address={null}
        canSend={false}
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(document.body.textContent).toContain("Mailchimp has no loop for order lines");
  });

  it("offers no send button below Premium or for a platform without a template API here", () => {
    const { unmount } = render(
      <HandoffDialog
        mode="copy"
        platform="brevo"
        detail={detail(FOOTER)}
        address={null}
        canSend={false}
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.queryByRole("button", { name: /Send to/ })).toBeNull();
    unmount();
    render(
      <HandoffDialog
        mode="copy"
        platform="hubspot"
        detail={detail(FOOTER)}
        address={null}
        canSend
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.queryByRole("button", { name: /Send to/ })).toBeNull();
  });
});

describe("settings: platform keys", () => {
  beforeEach(() => {
    keysApi.list.mockReset().mockResolvedValue({ keys: [] });
    keysApi.save.mockReset();
    keysApi.remove.mockReset();
  });

  it("saves a key, shows only its last four characters and removes it", async () => {
    keysApi.save.mockResolvedValue({
      key: { platform: "mailchimp", last4: "us21", accountName: "Acme", createdAt: "2026-11-25T00:00:00Z" },
    });
    keysApi.remove.mockResolvedValue({ deleted: true });
    const onSaved = vi.fn();
    render(<PlatformKeysSection canUse onSaved={onSaved} />);
    const input = screen.getByLabelText("Mailchimp API key");
    fireEvent.change(input, { target: { value: "0123456789abcdef0123456789abcdef-us21" } });
    fireEvent.click(screen.getAllByRole("button", { name: "Save key" })[0]);
    await screen.findByTestId("key-mailchimp");
    expect(keysApi.save).toHaveBeenCalledWith("mailchimp", "0123456789abcdef0123456789abcdef-us21");
    expect(screen.getByTestId("key-mailchimp").textContent).toContain("us21");
    expect((input as HTMLInputElement).value).toBe("");
    expect(document.body.textContent).not.toContain("0123456789abcdef");
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.queryByTestId("key-mailchimp")).toBeNull());
    expect(onSaved).toHaveBeenLastCalledWith("Mailchimp key removed");
  });

  it("shows the platform's refusal in plain words", async () => {
    keysApi.save.mockRejectedValue(
      new ApiRequestError(
        "Mailchimp refused the API key. Check that you copied the whole key.",
        400,
        "validation_failed",
      ),
    );
    render(<PlatformKeysSection canUse onSaved={() => {}} />);
    fireEvent.change(screen.getByLabelText("Mailchimp API key"), {
      target: { value: "ffffffffffffffff-us21" },
    });
    fireEvent.click(screen.getAllByRole("button", { name: "Save key" })[0]);
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Mailchimp refused the API key/);
  });

  it("below Premium explains the plan, shows a key kept from before to remove it, and offers no way to save one", async () => {
    keysApi.list.mockResolvedValue({
      keys: [{ platform: "brevo", last4: "CDEF", accountName: null, createdAt: "2026-01-01T00:00:00.000Z" }],
    });
    render(<PlatformKeysSection canUse={false} onSaved={() => {}} />);
    expect(document.body.textContent).toContain("available on the Premium and Enterprise plans");
    await screen.findByTestId("key-brevo");
    expect(screen.getByTestId("key-brevo").textContent).toContain("CDEF");
    expect(screen.getByRole("button", { name: "Remove" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save key" })).toBeNull();
    expect(screen.queryByLabelText("Mailchimp API key")).toBeNull();
  });
});
