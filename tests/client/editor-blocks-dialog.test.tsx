import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AddSectionDialog, BLOCK_CHOICES } from "../../src/client/features/editor/add-section-dialog";

function open() {
  const onAdd = vi.fn();
  render(<AddSectionDialog busy={false} error={null} onAdd={onAdd} onCancel={() => {}} />);
  const pick = (label: string) =>
    fireEvent.click(screen.getByRole("radio", { name: new RegExp(`^${label}`) }));
  const add = () => fireEvent.click(screen.getByRole("button", { name: "Add section" }));
  return { onAdd, pick, add };
}

describe("Add a section dialog", () => {
  it("offers the engine's block library: hero, image + text, features, event card, product, quote, social, text", () => {
    open();
    for (const label of [
      "Hero",
      "Image and text",
      "Features",
      "Event card",
      "Product",
      "Quote",
      "Social",
      "Text",
    ])
      expect(screen.getByRole("radio", { name: new RegExp(`^${label}\\b`) })).toBeTruthy();
    expect(BLOCK_CHOICES.map((b) => b.block.kind)).toEqual(
      expect.arrayContaining([
        "hero",
        "imageText",
        "event",
        "products",
        "social",
        "features",
        "quote",
        "text",
      ]),
    );
  });

  it("sends a hero, image + text and product without images, so the server draws hosted placeholders", () => {
    const { onAdd, pick, add } = open();
    for (const [label, kind] of [
      ["Hero", "hero"],
      ["Image and text", "imageText"],
      ["Product", "products"],
    ] as const) {
      pick(label);
      add();
      const block = onAdd.mock.calls.at(-1)![0];
      expect(block.kind).toBe(kind);
      expect(JSON.stringify(block)).not.toMatch(/"image"|"url"/);
    }
  });

  it("asks for the event's name and date and sends the ISO date with its text", () => {
    const { onAdd, pick, add } = open();
    pick("Event card");
    add();
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe("Enter the event's name.");
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Open day" } });
    add();
    expect(screen.getByRole("alert").textContent).toBe("Choose the event's date.");
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2027-03-12" } });
    fireEvent.change(screen.getByLabelText("Time (optional)"), { target: { value: "tea time" } });
    add();
    expect(screen.getByRole("alert").textContent).toMatch(/18:00/);
    fireEvent.change(screen.getByLabelText("Time (optional)"), { target: { value: "15:00-17:00 CET" } });
    fireEvent.change(screen.getByLabelText("Online link (optional)"), {
      target: { value: "javascript:alert(1)" },
    });
    add();
    expect(screen.getByRole("alert").textContent).toMatch(/https:\/\//);
    fireEvent.change(screen.getByLabelText("Online link (optional)"), {
      target: { value: "https://meet.example.com/x" },
    });
    add();
    expect(onAdd).toHaveBeenCalledWith({
      kind: "event",
      title: "Open day",
      date: { iso: "2027-03-12", text: "Friday, 12 March 2027" },
      time: "15:00-17:00 CET",
      venue: null,
      join: { label: "Join online", url: "https://meet.example.com/x" },
    });
  });

  it("asks for the social profiles' addresses and sends network and URL pairs", () => {
    const { onAdd, pick, add } = open();
    pick("Social");
    add();
    expect(screen.getByRole("alert").textContent).toBe("Enter the address of at least one profile.");
    fireEvent.change(screen.getByLabelText("Profile address 1"), { target: { value: "mailto:a@b.co" } });
    add();
    expect(screen.getByRole("alert").textContent).toMatch(/^LinkedIn: /);
    fireEvent.change(screen.getByLabelText("Profile address 1"), {
      target: { value: "https://linkedin.com/company/acme" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add a network" }));
    fireEvent.change(screen.getByLabelText("Network 2"), { target: { value: "youtube" } });
    fireEvent.change(screen.getByLabelText("Profile address 2"), {
      target: { value: "https://youtube.com/@acme" },
    });
    add();
    expect(onAdd).toHaveBeenCalledWith({
      kind: "social",
      items: [
        { network: "linkedin", url: "https://linkedin.com/company/acme" },
        { network: "youtube", url: "https://youtube.com/@acme" },
      ],
    });
  });
});
