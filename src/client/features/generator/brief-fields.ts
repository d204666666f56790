import type { CorrectedFacts } from "../../../shared/corrected-facts";
import type { BriefReading } from "../../../shared/facts";

/** One editable line of the "We understood" panel: what the reader found, as text the user can change. */
export type FieldKey =
  | "name"
  | "date"
  | "time"
  | "zone"
  | "duration"
  | "venue"
  | "linkUrl"
  | "linkLabel"
  | "speakers"
  | "offer"
  | "products"
  | "articles"
  | "tone";

export const FIELD_LABELS: Record<FieldKey, string> = {
  name: "Name",
  date: "Date",
  time: "Time",
  zone: "Time zone",
  duration: "Duration (minutes)",
  venue: "Venue",
  linkUrl: "Main link",
  linkLabel: "Button label",
  speakers: "Speakers",
  offer: "Offer",
  products: "Products",
  articles: "Articles",
  tone: "Tone",
};

export type FieldValues = Partial<Record<FieldKey, string>>;

/** The reader's facts as the panel's text values; a field the brief does not give is absent. */
export function readValues(u: BriefReading): FieldValues {
  const c = u.campaign;
  const v: FieldValues = {};
  if (c.title) v.name = c.title;
  if (c.dates[0]) v.date = c.dates[0].iso;
  if (c.time) {
    v.time = c.time.end ? `${c.time.start}-${c.time.end}` : c.time.start;
    if (c.time.tz || c.time.zone) v.zone = c.time.tz ?? c.time.zone ?? "";
  }
  if (c.durationMinutes) v.duration = String(c.durationMinutes);
  if (c.venue) v.venue = c.venue;
  if (c.mainLink) v.linkUrl = c.mainLink.url;
  if (c.cta?.label) v.linkLabel = c.cta.label;
  if (c.speakers.length)
    v.speakers = c.speakers.map((s) => (s.role ? `${s.name} (${s.role})` : s.name)).join("; ");
  if (c.offer?.discount || c.offer?.code)
    v.offer = [
      c.offer.condition ? `${c.offer.condition}: ` : "",
      c.offer.discount ?? "",
      c.offer.code ? ` code ${c.offer.code}` : "",
    ]
      .join("")
      .trim();
  if (c.products.length) v.products = c.products.map((p) => p.name).join("; ");
  if (c.articles?.length) v.articles = c.articles.map((a) => a.title).join("; ");
  if (c.register) v.tone = c.register;
  return v;
}

const TONES = ["friendly", "professional", "playful", "formal"] as const;

/**
 * The facts to send: only what the user changed or dismissed (null), in the shape the server checks. Values that
 * do not parse (a time that is not HH:MM) are left to the server's reading rather than sent wrong.
 */
export function correctedFacts(
  read: FieldValues,
  edits: FieldValues,
  dismissed: Set<FieldKey>,
  u: BriefReading | null,
): CorrectedFacts {
  const out: CorrectedFacts = {};
  const val = (k: FieldKey) => (dismissed.has(k) ? null : (edits[k] ?? read[k] ?? null));
  const touched = (...ks: FieldKey[]) => ks.some((k) => k in edits || dismissed.has(k));
  if (touched("name")) out.name = val("name")?.trim() || null;
  if (touched("date")) {
    const d = val("date");
    out.date = d && /^\d{4}-\d{2}-\d{2}$/.test(d) ? d : null;
  }
  if (touched("time", "zone")) {
    const m = val("time")?.match(/^\s*(\d{1,2}:\d{2})\s*(?:[-–]\s*(\d{1,2}:\d{2}))?\s*$/);
    const pad = (t: string) => t.padStart(5, "0");
    out.time = m ? { start: pad(m[1]), end: m[2] ? pad(m[2]) : null, tz: val("zone")?.trim() || null } : null;
  }
  if (touched("duration")) {
    const n = Number(val("duration"));
    out.durationMinutes = Number.isInteger(n) && n > 0 && n <= 1440 ? n : null;
  }
  if (touched("venue")) out.venue = val("venue")?.trim() || null;
  if (touched("linkUrl", "linkLabel")) {
    const url = val("linkUrl")?.trim();
    out.mainLink = url ? { url, label: val("linkLabel")?.trim() || null } : null;
  }
  if (touched("speakers"))
    out.speakers = (val("speakers") ?? "")
      .split(";")
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => {
        const m = s.match(/^(.+?)\s*\((.+)\)$/);
        return m ? { name: m[1].trim(), role: m[2].trim() } : { name: s, role: null };
      });
  if (touched("offer")) {
    const o = u?.campaign.offer;
    const text = val("offer");
    out.offer = text
      ? { discount: text, code: o?.code ?? null, condition: null, deadline: o?.deadline?.iso ?? null }
      : null;
  }
  if (touched("products")) {
    const names = (val("products") ?? "")
      .split(";")
      .map((s) => s.trim())
      .filter(Boolean);
    out.products = names.map((name, i) => {
      const p = u?.campaign.products[i];
      return { name, price: p?.price?.text ?? null, url: p?.url ?? null };
    });
  }
  if (touched("articles")) {
    const titles = (val("articles") ?? "")
      .split(";")
      .map((s) => s.trim())
      .filter(Boolean);
    const list = u?.campaign.articles ?? [];
    out.articles = titles.flatMap((title, i) =>
      list[i] ? [{ title, url: list[i].url, summary: list[i].summary }] : [],
    );
  }
  if (touched("tone")) {
    const t = val("tone");
    out.tone = TONES.includes(t as (typeof TONES)[number]) ? (t as (typeof TONES)[number]) : null;
  }
  return out;
}
