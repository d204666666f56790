import { useState } from "react";
import type { BlockRequest } from "../api/template-tools";
import { Modal } from "./modal";

/** Starting content for each kind: instructions to overwrite, never facts about the user's business. */
export const BLOCK_CHOICES: { id: string; label: string; hint: string; block: BlockRequest }[] = [
  {
    id: "text",
    label: "Text",
    hint: "A paragraph to write in.",
    block: { kind: "text", text: "Write your text here." },
  },
  {
    id: "sections",
    label: "Heading and text",
    hint: "A heading with a short paragraph.",
    block: {
      kind: "sections",
      title: null,
      columns: 1,
      items: [{ heading: "Your heading", body: "Write a sentence or two here." }],
    },
  },
  {
    id: "features",
    label: "Features",
    hint: "Two or three points side by side.",
    block: {
      kind: "features",
      title: "Why it matters",
      columns: 2,
      items: [
        { title: "First point", body: "Describe it in a sentence." },
        { title: "Second point", body: "Describe it in a sentence." },
      ],
    },
  },
  {
    id: "steps",
    label: "Steps",
    hint: "A numbered list of steps.",
    block: {
      kind: "steps",
      title: "How it works",
      items: [
        { title: "First step", body: "What the reader does first." },
        { title: "Second step", body: "What happens next." },
      ],
    },
  },
  {
    id: "quote",
    label: "Quote",
    hint: "A quotation with its author.",
    block: { kind: "quote", text: "Paste the quotation here.", by: "Name, role" },
  },
  {
    id: "details",
    label: "Details",
    hint: "Label and value rows, e.g. date and place.",
    block: { kind: "details", title: "Details", rows: [{ label: "Label", value: "Value" }] },
  },
  {
    id: "note",
    label: "Small print",
    hint: "A short note in smaller text.",
    block: { kind: "note", text: "Write a short note here." },
  },
];

export function AddSectionDialog({
  busy,
  error,
  onAdd,
  onCancel,
}: {
  busy: boolean;
  error: string | null;
  onAdd: (block: BlockRequest) => void;
  onCancel: () => void;
}) {
  const [choice, setChoice] = useState(BLOCK_CHOICES[0].id);
  const picked = BLOCK_CHOICES.find((b) => b.id === choice) ?? BLOCK_CHOICES[0];
  return (
    <Modal
      title="Add a section"
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => onAdd(picked.block)}
          >
            {busy ? "Adding..." : "Add section"}
          </button>
        </>
      }
    >
      <fieldset>
        <legend className="muted small">
          The section takes the template&apos;s colours and fonts; click its text afterwards to write your
          own.
        </legend>
        {BLOCK_CHOICES.map((b) => (
          <label key={b.id} className="radio-row">
            <input
              type="radio"
              name="block-kind"
              checked={choice === b.id}
              onChange={() => setChoice(b.id)}
            />
            <span>
              <strong>{b.label}</strong> <span className="muted small">{b.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
