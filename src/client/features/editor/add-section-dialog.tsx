import { useState } from "react";
import type { BlockRequest } from "./api/template-tools";
import { checkLinkUrl } from "./editor-ops";
import { Modal } from "../../components/modal";

export const SOCIAL_CHOICES = [
  { id: "linkedin", label: "LinkedIn" },
  { id: "instagram", label: "Instagram" },
  { id: "facebook", label: "Facebook" },
  { id: "x", label: "X" },
  { id: "youtube", label: "YouTube" },
  { id: "tiktok", label: "TikTok" },
  { id: "github", label: "GitHub" },
];

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "Friday, 12 March 2027" from "2027-03-12", read as a calendar day; spelled out so every browser shows the same text. */
export function dateText(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return `${DAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

const TIME =
  /^([01]?\d|2[0-3]):[0-5]\d(\s*[-–]\s*([01]?\d|2[0-3]):[0-5]\d)?(\s+[A-Z]{2,4}([+-]\d{1,2}(:?\d{2})?)?)?$/;

interface EventFields {
  title: string;
  date: string;
  time: string;
  venue: string;
  join: string;
}
type SocialRow = { network: string; url: string };

/** The facts a card cannot take from clicking its text later: the date drives the badge and calendar link; icons their links. */
export function blockFromForm(
  picked: BlockRequest,
  event: EventFields,
  social: SocialRow[],
): { block: BlockRequest } | { error: string } {
  if (picked.kind === "event") {
    if (!event.title.trim()) return { error: "Enter the event's name." };
    if (!/^\d{4}-\d{2}-\d{2}$/.test(event.date)) return { error: "Choose the event's date." };
    const time = event.time.trim();
    if (time && !TIME.test(time)) return { error: "Enter the time like 18:00, 18:00-20:00 or 18:00 CET." };
    let join: { label: string; url: string } | null = null;
    if (event.join.trim()) {
      const check = checkLinkUrl(event.join, "");
      if (!check.ok) return { error: check.message };
      join = { label: "Join online", url: check.value };
    }
    return {
      block: {
        kind: "event",
        title: event.title.trim(),
        date: { iso: event.date, text: dateText(event.date) },
        time: time || null,
        venue: event.venue.trim() || null,
        join,
      },
    };
  }
  if (picked.kind === "social") {
    const rows = social.filter((r) => r.url.trim());
    if (!rows.length) return { error: "Enter the address of at least one profile." };
    const items: SocialRow[] = [];
    for (const r of rows) {
      const check = checkLinkUrl(r.url, "");
      if (!check.ok || check.value.startsWith("mailto:"))
        return {
          error: `${SOCIAL_CHOICES.find((n) => n.id === r.network)?.label ?? r.network}: enter a full address starting with https://.`,
        };
      items.push({ network: r.network, url: check.value });
    }
    return { block: { kind: "social", items } };
  }
  return { block: picked };
}

/** Starting content for each kind: instructions to overwrite, never facts about the user's business. */
export const BLOCK_CHOICES: { id: string; label: string; hint: string; block: BlockRequest }[] = [
  {
    id: "hero",
    label: "Hero",
    hint: "A wide picture with a headline panel.",
    block: { kind: "hero", headline: "Your headline" },
  },
  {
    id: "imageText",
    label: "Image and text",
    hint: "A picture beside a heading, a paragraph and a link.",
    block: {
      kind: "imageText",
      heading: "Your heading",
      body: "Write a sentence or two here.",
      link: { label: "Visit our website" },
    },
  },
  {
    id: "event",
    label: "Event card",
    hint: "Date badge, time, place and a Google Calendar link.",
    block: {
      kind: "event",
      title: "Event name",
      date: { iso: "", text: "" },
      time: "18:00",
      venue: "Venue",
      join: null,
    },
  },
  {
    id: "products",
    label: "Product",
    hint: "Products with a picture, price and link.",
    block: {
      kind: "products",
      title: null,
      items: [
        { name: "Product name", price: "Price", link: { label: "Shop now" } },
        { name: "Product name", price: "Price", link: { label: "Shop now" } },
      ],
    },
  },
  {
    id: "social",
    label: "Social",
    hint: "Icons linking to your social profiles.",
    block: { kind: "social", items: [] },
  },
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
  const [event, setEvent] = useState<EventFields>({ title: "", date: "", time: "", venue: "", join: "" });
  const [social, setSocial] = useState<SocialRow[]>([{ network: "linkedin", url: "" }]);
  const [formError, setFormError] = useState<string | null>(null);
  const add = () => {
    const r = blockFromForm(picked.block, event, social);
    if ("error" in r) return setFormError(r.error);
    setFormError(null);
    onAdd(r.block);
  };
  const eventField = (key: keyof EventFields, label: string, type = "text", placeholder = "") => (
    <div className="field">
      <label htmlFor={`block-event-${key}`}>{label}</label>
      <input
        id={`block-event-${key}`}
        type={type}
        value={event[key]}
        placeholder={placeholder}
        maxLength={key === "join" ? 2000 : 120}
        onChange={(e) => setEvent({ ...event, [key]: e.target.value })}
      />
    </div>
  );
  return (
    <Modal
      title="Add a section"
      wide
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={add}>
            {busy ? "Adding..." : "Add section"}
          </button>
        </>
      }
    >
      <fieldset className="block-kinds">
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
      {picked.block.kind === "event" && (
        <fieldset className="block-form">
          <legend className="small">Event</legend>
          {eventField("title", "Name")}
          {eventField("date", "Date", "date")}
          {eventField("time", "Time (optional)", "text", "18:00-20:00 CET")}
          {eventField("venue", "Place (optional)")}
          {eventField("join", "Online link (optional)", "url", "https://")}
        </fieldset>
      )}
      {picked.block.kind === "social" && (
        <fieldset className="block-form">
          <legend className="small">Profiles</legend>
          {social.map((r, i) => (
            <div className="field block-social-row" key={i}>
              <label className="sr-only" htmlFor={`block-social-net-${i}`}>
                Network {i + 1}
              </label>
              <select
                id={`block-social-net-${i}`}
                value={r.network}
                onChange={(e) =>
                  setSocial(social.map((x, j) => (j === i ? { ...x, network: e.target.value } : x)))
                }
              >
                {SOCIAL_CHOICES.map((n) => (
                  <option key={n.id} value={n.id}>
                    {n.label}
                  </option>
                ))}
              </select>
              <label className="sr-only" htmlFor={`block-social-url-${i}`}>
                Profile address {i + 1}
              </label>
              <input
                id={`block-social-url-${i}`}
                type="url"
                placeholder="https://"
                value={r.url}
                maxLength={2000}
                onChange={(e) =>
                  setSocial(social.map((x, j) => (j === i ? { ...x, url: e.target.value } : x)))
                }
              />
            </div>
          ))}
          {social.length < 6 && (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() =>
                setSocial([
                  ...social,
                  {
                    network:
                      SOCIAL_CHOICES.find((n) => !social.some((r) => r.network === n.id))?.id ?? "linkedin",
                    url: "",
                  },
                ])
              }
            >
              Add a network
            </button>
          )}
        </fieldset>
      )}
      {(formError ?? error) && (
        <p className="field-error" role="alert">
          {formError ?? error}
        </p>
      )}
    </Modal>
  );
}
