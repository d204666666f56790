import type { ConfirmField, Confirms } from "../../../shared/facts";
import { fillInToken, type FillInKey } from "../../../shared/fill-in";
import type { ContentBlock, EmailContent } from "../content";
import { say } from "../i18n/voice";
import type { TextKey } from "../i18n/messages";
import { sentencesOf } from "./edit";
import type { CopyFacts } from "./facts-copy";
import type { Story } from "./story";

/** Each value a confirmation shows, as the contact field the sending platform fills per recipient. */
const FIELD_TOKEN: Record<ConfirmField["key"], FillInKey> = {
  name: "bookingName",
  date: "bookingDate",
  time: "bookingTime",
  guests: "guests",
  reference: "referenceNumber",
  checkIn: "checkIn",
  checkOut: "checkOut",
  room: "room",
  provider: "provider",
  item: "bookingItem",
};

/** Words that open the brief's own heading for the e-mail ("Bestätigung Reparaturannahme", "potwierdzenie ..."). */
const CONFIRM_HEAD =
  /^(?:confirm\p{L}*|bestätig\p{L}*|bevestig\p{L}*|confirma\p{L}*|conferm\p{L}*|potwierdz\p{L}*|potvrz\p{L}*|bekräft\p{L}*|bekræft\p{L}*)(?![\p{L}])/iu;

/** The brief's heading for the e-mail ("Confirm your subscription to our newsletter"): said by the headline instead. */
export const confirmHeading = (s: string) => CONFIRM_HEAD.test(s.trim()) && !/\d/.test(s);

/** Words that mark an example value ("np ZO/2027/0142", "e.g. 1234", "z.B."): such a value is never printed. */
const EXAMPLE =
  /(?<![\p{L}])(?:e\.g\.?|z\.\s?b\.?|p\.\s?ex\.?|p\.\s?ej\.?|ad es\.?|es\.|bijv\.?|np\.?|např\.?|t\.\s?ex\.?|f\.\s?eks\.?|ex\.)\s*\S*\d/iu;

/** An example mark that ends a piece, its value cut off by the sentence's end ("Numero iscrizione es."). */
const EXAMPLE_END = /(?<![\p{L}])(?:e\.g|z\.\s?b|es|np|bijv|např|ex)\.?$/iu;
/** The heading words before what is confirmed: the confirming word, its noun and a preposition. */
const HEAD_WORDS = new RegExp(
  `${CONFIRM_HEAD.source}\\s+\\p{L}+\\s+(?:(?:al|allo|alla|ai|zum|zur|für|for|to|of|voor|van|do|na|para|ao|à|a|pour|au|aux|del|de|en|til|för|på|k|ke)\\s+)?(?=\\p{L}.*\\d)`,
  "iu",
);

/** Abbreviations a brief writes before a point ("vorauss.", "approx."), per language, with the word in full. */
const FULL_WORD: Record<string, string> = {
  vorauss: "voraussichtlich",
  voraussichtl: "voraussichtlich",
  vsl: "vermoedelijk",
  ggf: "gegebenenfalls",
  evtl: "eventuell",
  approx: "approximately",
  ong: "ongeveer",
  przew: "przewidywany",
  ungef: "ungefähr",
};

const digitsOf = (s: string) => s.replace(/\D/g, "");

/** A phone number as written ("045 - 575 44 43", "+48 12 27 85 666"): 7 to 15 digits in groups. */
const PHONE =
  /(?<![\d\p{L}/-])(?:\+\d{1,3}[\s-]{0,3})?\(?\d{2,5}\)?(?:[\s\-/]{1,3}\d{2,5}){1,5}(?![\d\p{L}])/gu;

/** The first phone number among the brief's sentences for the reader, as written. */
function phoneIn(f: CopyFacts): string | null {
  const c = f.facts.campaign;
  const texts = [
    ...c.story,
    ...(c.sentences ?? []).filter((x) => x.role === "content" || x.role === "fact").map((x) => x.text),
  ];
  for (const t of texts)
    for (const m of t.matchAll(PHONE)) {
      const n = digitsOf(m[0]).length;
      // A number written with spaces or a country code is a phone; "2027/0142" is a reference, "14.01.2027" a date.
      if (n >= 7 && n <= 15 && /^\+|^0|\d\s+\d/.test(m[0].trim())) return m[0].trim();
    }
  return null;
}

/**
 * The points the brief makes for the reader, one a line: its sentences and the clauses of a sentence written as a list
 * of fragments ("Fertig in 5-7 Werktagen, Kostenvoranschlag kommt per Mail, Abholschein mitbringen"). What the e-mail
 * says elsewhere is left out: the heading that names the confirmation, the list of values the detail box shows, an
 * example value, the line that gives the phone or address the contact line links, a word alone ("krótko").
 */
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A point the brief wrote after an abbreviation ("vorauss. fertig in 5-7 Werktagen") that the story cut off from it:
 * the word in full leads the point again ("Voraussichtlich fertig in 5-7 Werktagen").
 */
function withAbbreviation(point: string, brief: string): string {
  const head = point.split(/\s+/).slice(0, 3).join(" ");
  const m = brief.match(new RegExp(`(?:^|[\\s,])(\\p{L}+)\\.\\s+${escapeRe(head)}`, "iu"));
  const word = m ? FULL_WORD[m[1].toLocaleLowerCase()] : undefined;
  return word ? `${word} ${point.charAt(0).toLocaleLowerCase()}${point.slice(1)}` : point;
}

function pointsOf(story: Story, confirms: Confirms, contact: { phone: string | null; email: string | null }) {
  const labels = confirms.fields.map((f) => f.label.toLocaleLowerCase());
  const said = [
    ...story.lead,
    ...story.more,
    ...story.points.map((p) => [p.heading, p.body].filter(Boolean).join(": ")),
  ]
    .flatMap((p) => sentencesOf(p))
    .flatMap((s) => {
      // Commas inside brackets belong to the bracket ("(4 lezioni, il martedì sera, inizio 3 marzo)").
      const parts = s.split(/,\s+(?![^()]*\))/u);
      // A sentence of short fragments is a list the brief wrote in one line.
      return parts.length >= 3 && parts.every((p) => p.split(/\s+/).length <= 9) ? parts : [s];
    })
    .map((s) =>
      s
        .replace(/\s*(?:->|→)\s*/gu, ": ")
        // "Conferma iscrizione al corso di cucina toscana (…)": what is confirmed, without the brief's heading words.
        .replace(HEAD_WORDS, "")
        .replace(/[\s.;,]+$/u, "")
        .trim(),
    );
  const phone = contact.phone ? digitsOf(contact.phone) : null;
  return said.filter((s) => {
    if (s.split(/\s+/).length < 2) return false;
    if (CONFIRM_HEAD.test(s) && !/\d/.test(s)) return false;
    if (EXAMPLE.test(s) || EXAMPLE_END.test(s)) return false;
    // The line that gives the contact is said by the contact line, unless it says more ("24 h before", "until 18:00").
    const bare = s.replace(PHONE, " ").replace(contact.email ?? "\u0000", " ");
    const carries =
      (phone && phone.length >= 6 && digitsOf(s).includes(phone)) ||
      (contact.email && s.includes(contact.email));
    if (carries && !/\d/.test(bare)) return false;
    const low = s.toLocaleLowerCase();
    // A piece of the list of values ("aantal personen") is the detail box's, not a point.
    if (labels.some((l) => low === l || low.replace(/[^\p{L}\s]/gu, "").trim() === l)) return false;
    return labels.filter((l) => low.includes(l)).length < 2;
  });
}

/** "vorauss" / "fertig in 5-7 Werktagen": a point starts with a capital and ends with its mark. */
const asLine = (s: string) =>
  `${s.charAt(0).toLocaleUpperCase()}${s.slice(1)}${/[.!?]$/u.test(s) ? "" : "."}`;

/**
 * A confirmation of what the business confirms (a reservation, an appointment, a registration, an order or repair
 * taken in, a request received, an application): it says so, shows the values each recipient has as merge fields,
 * tells what happens next from the brief's points and how to change or cancel. No button unless the brief gives a
 * link: there is nothing to confirm by a click.
 */
export function confirmationContent(
  f: CopyFacts,
  confirms: Confirms,
  story: Story,
  base: EmailContent,
  hello: string,
): EmailContent {
  const kind = confirms.kind === "subscription" ? "request" : confirms.kind;
  const key = (k: string) => `type.confirmation-email.${k}` as TextKey;
  const headline = say(f.voice, key(`${kind}.headline`), f.vars);
  const contact = {
    phone: story.contact?.phone ?? phoneIn(f),
    email: story.contact?.email ?? (f.facts.campaign.emails.length === 1 ? f.facts.campaign.emails[0] : null),
  };
  const details: ContentBlock[] = confirms.fields.length
    ? [
        {
          kind: "details",
          title: say(f.voice, key("details"), f.vars),
          rows: confirms.fields.map((field) => ({
            label: field.label,
            value: fillInToken(FIELD_TOKEN[field.key]),
          })),
        },
      ]
    : [];
  const c = f.facts.campaign;
  const brief = [...c.story, ...(c.sentences ?? []).map((x) => x.text)].join("\n");
  const points = pointsOf(story, confirms, contact)
    .map((p) => withAbbreviation(p, brief))
    .map(asLine);
  const next: ContentBlock[] = points.length
    ? [
        {
          kind: "sections",
          title: say(f.voice, key("next"), f.vars),
          columns: 1,
          style: "list",
          items: points.map((p) => ({ heading: p, body: "", link: null })),
        },
      ]
    : [];
  // A point that already gives the contact (with its condition) needs no second line for it.
  const given = points.some(
    (p) => (contact.phone && p.includes(contact.phone)) || (contact.email && p.includes(contact.email)),
  );
  const how = given
    ? null
    : contact.phone && contact.email
      ? "both"
      : contact.phone
        ? "phone"
        : contact.email
          ? "email"
          : null;
  const reach = how
    ? [
        say(f.voice, key("reach.lead"), { ...f.vars, kind }),
        say(f.voice, key("reach.how"), {
          ...f.vars,
          how,
          phone: contact.phone ?? "",
          email: contact.email ?? "",
        }),
      ].join(f.lang === "ja" ? "" : " ")
    : null;
  const link = f.facts.campaign.cta?.url || f.facts.campaign.mainLink?.url || null;
  return {
    ...base,
    // What the brief names (the event registered for, the place booked) says more than the brand beside the headline.
    subject: `${headline} – ${kind === "request" || kind === "intake" ? f.vars.brand : (c.title ?? f.vars.brand)}`,
    preheader: points[0] ?? say(f.voice, key(`${kind}.intro`), f.vars),
    eyebrow: say(f.voice, key(`${kind}.eyebrow`), f.vars),
    headline,
    intro: [hello, say(f.voice, key(`${kind}.intro`), f.vars)],
    blocks: [...details, ...next],
    cta: { label: link ? (f.facts.campaign.cta?.label ?? "") : "", url: link ?? f.facts.brand.websiteUrl },
    ctaFirst: false,
    closing: [...(reach ? [reach] : []), ...base.closing],
  };
}
