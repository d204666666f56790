import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

const sendToPlatform = vi.fn();
const listSends = vi.fn();
vi.mock("../../src/client/features/templates/api/send-to-platform", async (orig) => ({
  ...(await orig<typeof import("../../src/client/features/templates/api/send-to-platform")>()),
  sendToPlatform: (id: string, p: string, mode: string) => sendToPlatform(id, p, mode),
}));
vi.mock("../../src/client/features/templates/api/list-sends", () => ({
  listSends: (id: string) => listSends(id),
}));
const keysApi = { list: vi.fn(), save: vi.fn(), remove: vi.fn() };
vi.mock("../../src/client/features/settings/api/platform-keys", () => ({
  listPlatformKeys: () => keysApi.list(),
  savePlatformKey: (p: string, k: string) => keysApi.save(p, k),
  deletePlatformKey: (p: string) => keysApi.remove(p),
}));

import { HandoffDialog } from "../../src/client/features/templates/handoff-dialog";
import { SendDialog } from "../../src/client/features/templates/send-dialog";
import { PlatformKeysSection } from "../../src/client/features/settings/platform-keys-section";
import { ApiRequestError } from "../../src/client/lib/api";

const FOOTER = `<p class="bm-m" data-bm-postal data-bm-company="Acme" data-bm-address="1 Main St">Acme · 1 Main St</p><p><a href="{{unsubscribe_url}}">Unsubscribe</a></p>`;
const detail = (html: string, campaignType = "newsletter") => ({
  id: "t1",
  name: "Spring news",
  htmlContent: html,
  plainText: null,
  campaignType,
});

describe("hand-off dialog: checks before download", () => {
  beforeEach(() => sendToPlatform.mockReset());

  it("blocks the download for Mailchimp when *|UNSUB|* would be missing and says why", () => {
    const onConfirm = vi.fn();
    render(
      <MemoryRouter>
        <HandoffDialog
          mode="download"
          platform="mailchimp"
          detail={detail("<p>Hi</p>" + FOOTER.replace(/<p><a[^]*$/, ""))}
          address={null}
          onConfirm={onConfirm}
          onCancel={() => {}}
        />
      </MemoryRouter>,
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
      <MemoryRouter>
        <HandoffDialog
          mode="download"
          platform="mailchimp"
          detail={detail(`<a href="{{confirmation_url}}">Confirm</a>${FOOTER}`, "confirmation-email")}
          address={null}
          onConfirm={onConfirm}
          onCancel={() => {}}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId("handoff-checks").textContent).toContain(
      "replace {{confirmation_url}} with your platform's confirmation link",
    );
    fireEvent.click(screen.getByRole("button", { name: "Download" }));
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ platform: "mailchimp" }));
  });

  it("speaks of order lines only for a template that has them", () => {
    const { unmount } = render(
      <MemoryRouter>
        <HandoffDialog
          mode="copy"
          platform="mailchimp"
          detail={detail(FOOTER)}
          address={null}
          onConfirm={() => {}}
          onCancel={() => {}}
        />
      </MemoryRouter>,
    );
    expect(document.body.textContent).not.toContain("order lines");
    unmount();
    render(
      <MemoryRouter>
        <HandoffDialog
          mode="copy"
          platform="mailchimp"
          detail={detail(`<table><tr><td>{{item_name}}</td></tr></table>${FOOTER}`, "transactional-purchase")}
          address={null}
          onConfirm={() => {}}
          onCancel={() => {}}
        />
      </MemoryRouter>,
    );
    expect(document.body.textContent).toContain("Mailchimp has no loop for order lines");
  });

  it("makes every mention of Settings a link there (the platform choice, the company address)", () => {
    render(
      <MemoryRouter>
        <HandoffDialog
          mode="download"
          platform={null}
          detail={detail(`<p class="bm-m" data-bm-postal data-bm-company="Acme">Acme</p>`)}
          address={null}
          onConfirm={() => {}}
          onCancel={() => {}}
        />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByLabelText("Brevo"));
    const links = [...document.querySelectorAll('a[href="/?tab=settings"]')].map((a) => a.textContent);
    expect(links).toEqual(["Settings", "Settings"]);
    expect(screen.getByTestId("handoff-checks").textContent).toContain(
      "replace [Your company address] with your postal address (or add it in Settings: Company address)",
    );
  });

  it("states a platform's plan conditions", () => {
    render(
      <MemoryRouter>
        <HandoffDialog
          mode="download"
          platform="hubspot"
          detail={detail(FOOTER)}
          address={null}
          onConfirm={() => {}}
          onCancel={() => {}}
        />
      </MemoryRouter>,
    );
    expect(document.body.textContent).toContain("Marketing Hub Professional or Enterprise");
  });
});

const FULL = `<p>Hi {{first_name|there}},</p>${FOOTER}`;
const openSend = (html = FULL, platform: "mailchimp" | "brevo" | "klaviyo" | null = "brevo") =>
  render(
    <MemoryRouter>
      <SendDialog detail={detail(html)} platform={platform} address={null} onClose={() => {}} />
    </MemoryRouter>,
  );

describe("send to platform: its own dialog", () => {
  beforeEach(() => {
    sendToPlatform.mockReset();
    listSends.mockReset().mockResolvedValue({ sends: [], connected: ["mailchimp", "brevo", "klaviyo"] });
  });

  it("sends to Brevo and links to what it made; a platform error shows in plain words", async () => {
    sendToPlatform.mockResolvedValueOnce({
      platform: "brevo",
      templateId: "campaign:7",
      url: "https://app.brevo.com/",
      action: "created",
      sentAt: "2026-11-28T10:00:00.000Z",
      checks: [],
    });
    openSend();
    const button = await screen.findByRole("button", { name: "Send to Brevo" });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const link = await screen.findByRole("link", { name: "Open it in Brevo" });
    expect(link.getAttribute("href")).toBe("https://app.brevo.com/");
    expect(screen.getByRole("status").textContent).toContain("Created in Brevo.");
    expect(sendToPlatform).toHaveBeenCalledWith("t1", "brevo", "update");

    sendToPlatform.mockRejectedValueOnce(
      new ApiRequestError(
        "Brevo is not answering properly right now (error 503). Please try again later.",
        502,
        "internal",
      ),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Update in Brevo" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toMatch(/^Brevo is not answering properly/),
    );
  });

  it("says when it was last sent there and offers to update it or make a new one", async () => {
    listSends.mockResolvedValue({
      sends: [
        {
          platform: "mailchimp",
          url: "https://us21.admin.mailchimp.com/templates/edit?id=5000",
          sentAt: "2026-11-20T09:30:00.000Z",
          templateId: "t0",
          templateName: "Spring news v1",
        },
      ],
      connected: ["mailchimp"],
    });
    sendToPlatform.mockResolvedValue({
      platform: "mailchimp",
      templateId: "5001",
      url: "https://us21.admin.mailchimp.com/templates/edit?id=5001",
      action: "created",
      sentAt: "2026-11-28T10:00:00.000Z",
      checks: [],
    });
    openSend(FULL, "mailchimp");
    const last = await screen.findByTestId("last-sent");
    expect(last.textContent).toMatch(
      /^Last sent to Mailchimp on .+2026.* \(as “Spring news v1”\)\. Open it in Mailchimp\. Sending again updates that template\.$/,
    );
    expect(last.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-20T09:30:00.000Z");
    expect(screen.getByRole("button", { name: "Update in Mailchimp" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send as a new template" }));
    await screen.findByRole("link", { name: "Open it in Mailchimp" });
    expect(sendToPlatform).toHaveBeenCalledWith("t1", "mailchimp", "new");
    expect(document.body.textContent).toContain("Mailchimp takes custom-coded templates on its paid plans.");
  });

  it("asks to connect a platform without a key, with Settings as a link, and sends nothing", async () => {
    listSends.mockResolvedValue({ sends: [], connected: ["mailchimp"] });
    openSend(FULL, "klaviyo");
    const note = await screen.findByText(/Connect your Klaviyo account in/);
    const link = note.querySelector("a");
    expect([link?.textContent, link?.getAttribute("href")]).toEqual(["Settings", "/?tab=settings"]);
    expect((screen.getByRole("button", { name: "Send to Klaviyo" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByLabelText("Mailchimp"));
    expect((screen.getByRole("button", { name: "Send to Mailchimp" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("turns the server's 'in Settings' answer into a link too", async () => {
    sendToPlatform.mockRejectedValueOnce(
      new ApiRequestError("Connect your Brevo account in Settings first.", 409, "conflict"),
    );
    openSend();
    const button = await screen.findByRole("button", { name: "Send to Brevo" });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const alert = await screen.findByRole("alert");
    expect(alert.querySelector('a[href="/?tab=settings"]')?.textContent).toBe("Settings");
  });

  it("blocks the send when a required tag is missing and says why", async () => {
    openSend("<p>Hi</p>" + FOOTER.replace(/<p><a[^]*$/, ""), "mailchimp");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/Fix this before sending:.*\*\|UNSUB\|\*/);
    expect((screen.getByRole("button", { name: "Send to Mailchimp" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
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
