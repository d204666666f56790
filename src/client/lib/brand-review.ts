import type { BrandKit, BrandSocial, BrandSuggestion, ReviewField } from "../../shared/brand-kit";
import type { KitBody } from "./brands-api";

export type Choice = "keep" | "use" | "edit";

export const FIELD_LABELS: Record<ReviewField, string> = {
  name: "Brand name",
  tagline: "Tagline",
  palette: "Colours",
  fonts: "Fonts",
  address: "Postal address",
  socials: "Social profiles",
  lang: "Language",
};

/** Under this the reader was guessing: shown, but "keep" stays the default. */
export const SURE = 0.5;

export type KitDraft = Pick<
  BrandKit,
  "name" | "palette" | "fonts" | "tagline" | "address" | "socials" | "lang"
>;

export interface ReviewRow {
  field: ReviewField;
  label: string;
  current: string;
  found: string | null;
  source: string | null;
  confidence: number | null;
  /** What "use this" would set. */
  value: unknown;
}

const socialsText = (s: BrandSocial[]) => s.map((x) => `${x.network}: ${x.url}`).join("\n");

export function display(field: ReviewField, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (field === "palette" || field === "fonts") return (value as string[]).join(", ");
  if (field === "socials") return socialsText(value as BrandSocial[]);
  return String(value);
}

/** Parses what a person typed into a field's edit box back into the kit's shape. */
export function parseEdit(field: ReviewField, text: string): unknown {
  const t = text.trim();
  if (field === "palette" || field === "fonts")
    return t
      .split(/[,\s]+/)
      .map((x) => x.trim())
      .filter(Boolean)
      .slice(0, field === "palette" ? 3 : 4);
  if (field === "socials")
    return t
      .split("\n")
      .map((line) => /^\s*([^:]+?)\s*:\s*(https?:\/\/\S+)\s*$/i.exec(line))
      .filter((m): m is RegExpExecArray => !!m)
      .map((m) => ({ network: m[1].toLowerCase(), url: m[2] }));
  return t || null;
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === "" || (Array.isArray(v) && !v.length);

export function reviewRows(kit: KitDraft | null, s: BrandSuggestion): ReviewRow[] {
  const fields: ReviewField[] = ["name", "tagline", "palette", "fonts", "address", "socials", "lang"];
  return fields.map((field) => {
    const found = s[field];
    return {
      field,
      label: FIELD_LABELS[field],
      current: kit ? display(field, kit[field]) : "",
      found: found ? display(field, found.value) : null,
      source: found?.source ?? null,
      confidence: found?.confidence ?? null,
      value: found?.value ?? null,
    };
  });
}

/** Approve, never overwrite: "use this" is preselected only where the kit is empty and the reader was sure. */
export function defaultChoices(kit: KitDraft | null, rows: ReviewRow[]): Record<ReviewField, Choice> {
  const out = {} as Record<ReviewField, Choice>;
  for (const r of rows)
    out[r.field] =
      r.found !== null && (r.confidence ?? 0) >= SURE && (!kit || isEmpty(kit[r.field])) ? "use" : "keep";
  return out;
}

/** The fields the user approved, as a kit body: "keep" sends nothing, "use" the reader's value, "edit" the typed one. */
export function approvedBody(
  rows: ReviewRow[],
  choices: Record<ReviewField, Choice>,
  edits: Partial<Record<ReviewField, string>>,
  canEditColors: boolean,
): KitBody {
  const body: Record<string, unknown> = {};
  for (const r of rows) {
    const choice = choices[r.field];
    if (choice === "keep") continue;
    if (r.field === "palette" && !canEditColors) continue;
    const value = choice === "use" ? r.value : parseEdit(r.field, edits[r.field] ?? "");
    if (r.field === "name" && isEmpty(value)) continue;
    if ((r.field === "palette" || r.field === "fonts" || r.field === "socials") && isEmpty(value)) continue;
    body[r.field] = value;
  }
  return body as KitBody;
}

const BODY_LABELS: Record<string, string> = {
  ...FIELD_LABELS,
  website: "Website",
  logo: "Logo",
  logoFromSite: "Logo",
  senderName: "Sender name",
  tone: "Tone",
  isDefault: "Default brand",
};

const same = (a: unknown, b: unknown) =>
  JSON.stringify(isEmpty(a) ? null : a) === JSON.stringify(isEmpty(b) ? null : b);

/**
 * What saving the body would change in the kit, by label ("Tagline", "Postal address"); for a kit not yet made,
 * every value it would start with. A logo is always a change.
 */
export function changedFields(kit: object | null, body: KitBody): string[] {
  const current = (kit ?? {}) as Record<string, unknown>;
  const labels = Object.entries(body)
    .filter(([k, v]) => (k === "logo" || k === "logoFromSite" ? v !== undefined : !same(current[k], v)))
    .filter(([, v]) => kit || !isEmpty(v))
    .map(([k]) => BODY_LABELS[k] ?? k);
  return [...new Set(labels)];
}

/** "Tagline, Postal address and Logo". */
export function listed(labels: string[]): string {
  return labels.length < 2 ? (labels[0] ?? "") : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}
