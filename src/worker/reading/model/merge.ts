import type { CampaignType } from "../../../shared/campaign-types";
import type {
  BriefFactSpan,
  BriefReading,
  BriefWarning,
  CampaignFacts,
  Instruction,
} from "../../../shared/facts";
import type { Evidence } from "./checks";
import { fallbackFor, rulesHold, rulesIn } from "./fallback";
import { stricter, type Refusal, type Verdicts } from "./verify";

const EVENT_TYPES = new Set<CampaignType>(["webinar", "offline-event"]);
/** The rules' spans each model field replaces when the model's value holds. */
const SPAN_FIELDS: Partial<Record<keyof Verdicts, string[]>> = {
  name: ["name"],
  dates: ["date"],
  time: ["time"],
  zone: ["zone"],
  venue: ["venue"],
  duration: ["duration"],
  speakers: ["speaker"],
  products: ["product"],
  offer: ["offer", "code"],
};

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether `text` repeats four words in a row of `passage` (or all of a shorter one): it says the passage. */
function says(text: string, passage: string): boolean {
  const p = words(passage);
  const t = ` ${words(text).join(" ")} `;
  const n = Math.min(4, p.length);
  for (let i = 0; i + n <= p.length; i++) if (t.includes(` ${p.slice(i, i + n).join(" ")} `)) return true;
  return false;
}

/** A sentence only the model saw was for the team or the writer leaves the story, the points and what is said. */
function withoutPassages(c: CampaignFacts, passages: string[]): CampaignFacts {
  if (!passages.length) return c;
  const keep = (s: string) => !passages.some((p) => says(s, p));
  return {
    ...c,
    story: c.story.filter(keep),
    points: c.points.filter(keep),
    said: c.said?.filter(keep),
    pointsLead: c.pointsLead && keep(c.pointsLead) ? c.pointsLead : null,
  };
}

/** The instruction as the fields the writer reads today: what not to mention, the form of address, the button's words. */
function applyInstruction(c: CampaignFacts, i: Instruction): CampaignFacts {
  if (i.kind === "avoid" && !(c.donts ?? []).some((d) => d.includes(i.quote) || i.quote.includes(d)))
    return { ...c, donts: [...(c.donts ?? []), i.quote] };
  if (i.kind === "address" && !c.address && (i.value === "informal" || i.value === "formal"))
    return { ...c, address: i.value };
  if (i.kind === "button" && i.value && !c.cta?.label)
    return { ...c, cta: { label: i.value, url: c.cta?.url ?? c.mainLink?.url ?? "" } };
  return c;
}

/** Warnings the rules gave that the model's facts answer ("no date" when the model read one) no longer hold. */
function stillTrue(w: BriefWarning, c: CampaignFacts): boolean {
  if (w.code === "event-without-date") return !c.dates.length;
  if (w.code === "event-without-registration") return !c.mainLink;
  if (w.code === "offer-without-end-date") return !!c.offer && !c.offer.deadline;
  if (w.code === "product-without-link") return c.products.some((p) => w.message.includes(`"${p.name}"`));
  // A date's warning names the date's words: it goes with a date the model's reading no longer holds ("by Friday").
  if (w.code === "weekday-mismatch" || w.code === "relative-date")
    return c.dates.some((d) => w.message.startsWith(`"${d.text}"`));
  return true;
}

/**
 * The reading the e-mail is written from: the rules' reading, with every model value that held put in its place and
 * its words as the fact's span. A refused value leaves the rules' value in place, or nothing, with a warning.
 */
export function mergeReading(
  rules: BriefReading,
  rulesEvidence: Evidence,
  v: Verdicts,
  type: CampaignType,
): { reading: BriefReading; refused: (Refusal & { fallback: "rules" | "none" })[] } {
  const r = rules.campaign;
  const sentences = rulesEvidence.sentences;
  let c: CampaignFacts = { ...r };
  const spans: BriefFactSpan[] = [];
  const span = (field: string, value: string, s: { start: number; end: number }) =>
    spans.push({ field, value, start: s.start, end: s.end });
  // Roles first: the stricter of the rules' and the model's; a rules' value standing in words for the team is no
  // fallback either.
  const roles = v.roles.value;
  const merged = roles ? sentences.map((s, i) => ({ ...s, role: stricter(s.role, roles[i]) })) : sentences;
  const ev = { ...rulesEvidence, sentences: merged };
  const fallsBack = (key: keyof Verdicts) => v[key].value === undefined && v[key].refused.length > 0;
  const keeps = (key: keyof Verdicts) => !fallsBack(key) || rulesHold(ev, rules, key);

  if (v.name.value !== undefined) {
    c.title = v.name.value?.value ?? null;
    if (v.name.value) span("name", v.name.value.value, v.name.value.span);
  }
  const dates = v.dates.value;
  if (dates) {
    const inOrder = [...dates].sort((a, b) => a.span.start - b.span.start);
    const events = inOrder.filter((d) => d.kind === "event");
    const all = [
      ...events,
      ...inOrder.filter((d) => d.kind !== "event"),
      ...rulesIn(ev, v.dates.refused, r.dates, (d) => d.text, false),
    ];
    c.dates = all
      .filter((d, i) => all.findIndex((x) => x.iso === d.iso) === i)
      .map(({ iso, text: t, yearGiven }) => ({ iso, text: t, yearGiven }));
    const deadline = inOrder.find((d) => d.kind === "deadline");
    const due = deadline
      ? { iso: deadline.iso, text: deadline.text, yearGiven: deadline.yearGiven }
      : v.dates.refused.length
        ? (r.rsvpBy ?? null)
        : null;
    if (EVENT_TYPES.has(type)) c.rsvpBy = due;
    else if (c.offer && due) c.offer = { ...c.offer, deadline: due };
    for (const d of dates) span("date", d.iso, d.span);
  }
  const time = v.time.value;
  const zone = v.zone.value;
  if (time !== undefined || zone !== undefined) {
    const base = time === undefined ? r.time : time;
    const z = zone === undefined ? { zone: r.time?.zone ?? null, tz: r.time?.tz ?? null } : zone;
    c.time = base
      ? {
          start: base.start,
          end: base.end,
          text: base.text,
          zone: z?.zone ?? null,
          tz: z?.tz ?? null,
          ...(base.twelveHour ? { twelveHour: true } : {}),
        }
      : null;
    if (time) span("time", `${time.start}${time.end ? `-${time.end}` : ""}`, time.span);
    if (zone && c.time) span("zone", zone.tz, zone.span);
  }
  if (v.venue.value !== undefined) {
    c.venue = v.venue.value?.value ?? null;
    if (v.venue.value) span("venue", v.venue.value.value, v.venue.value.span);
  }
  if (v.duration.value !== undefined) {
    c.durationMinutes = v.duration.value?.minutes ?? null;
    if (v.duration.value) span("duration", String(v.duration.value.minutes), v.duration.value.span);
  }
  const link = v.mainLink.value;
  if (link) {
    const known = r.links?.find((l) => l.url === link.url);
    c.mainLink = known ?? { url: link.url, purpose: "other" };
    if (c.cta?.url && c.cta.url !== link.url) c.cta = { ...c.cta, url: link.url };
    c.urls = [...new Set([link.url, ...c.urls])];
    span("link:main", link.url, link.span);
  } else if (link === null) c.mainLink = null;
  if (v.speakers.value) {
    c.speakers = [
      ...v.speakers.value.map(({ name, role }) => ({ name, role })),
      ...rulesIn(ev, v.speakers.refused, r.speakers, (x) => x.name, false),
    ];
    for (const s of v.speakers.value) span("speaker", s.name, s.span);
  }
  if (v.products.value) {
    const single = v.products.value.length === 1 ? (c.mainLink?.url ?? null) : null;
    c.products = [
      ...v.products.value.map(({ name, price }) => ({
        name,
        price,
        url: r.products.find((p) => p.name === name)?.url ?? single,
      })),
      ...rulesIn(ev, v.products.refused, r.products, (x) => x.name, false),
    ];
    for (const p of v.products.value) span("product", p.name, p.span);
  }
  if (v.offer.value !== undefined) {
    const o = v.offer.value;
    c.offer = o ? { deadline: null, condition: null, ...r.offer, code: o.code, discount: o.discount } : null;
    if (o?.discount) span("offer", o.discount, o.span);
    if (o?.code) span("code", o.code, o.span);
  }

  // A list of which nothing held is the rules' list, less what stands in words for the team.
  if (fallsBack("dates")) c.dates = rulesIn(ev, [], r.dates, (d) => d.text, true);
  if (fallsBack("speakers")) c.speakers = rulesIn(ev, [], r.speakers, (x) => x.name, true);
  if (fallsBack("products")) c.products = rulesIn(ev, [], r.products, (x) => x.name, true);
  // A single value refused: the rules' value, unless it fails the same check (a zone that starts a name, a note's words).
  if (!keeps("name")) c.title = null;
  if (!keeps("venue")) c.venue = null;
  if (!keeps("duration")) c.durationMinutes = null;
  if (!keeps("mainLink")) c.mainLink = null;
  if (!keeps("offer")) c.offer = null;
  if (!keeps("time")) c.time = null;
  if (c.time && !keeps("zone")) c.time = { ...c.time, zone: null, tz: null };

  // What only the model saw was not for the readers leaves the story.
  c.sentences = merged;
  c = withoutPassages(
    c,
    merged.filter((s, i) => s.role !== sentences[i].role && s.role !== "fact").map((s) => s.text),
  );
  // Instructions: the rules' first; the model's where they say something the rules did not find.
  const found = v.instructions.value ?? [];
  const ruled = r.instructions ?? [];
  const added = found.filter(
    (i) => !ruled.some((x) => x.quote && (i.quote.includes(x.quote) || x.quote.includes(i.quote))),
  );
  c.instructions = [...ruled, ...added.map(({ span: _s, ...i }) => i)];
  for (const i of added) c = applyInstruction(c, i);

  const answered = (Object.keys(SPAN_FIELDS) as (keyof Verdicts)[]).filter((k) => v[k].value !== undefined);
  const replaced = new Set(answered.flatMap((k) => SPAN_FIELDS[k] ?? []));
  const facts = [...rules.facts.filter((f) => !replaced.has(f.field)), ...spans];

  const refused = (Object.keys(v) as (keyof Verdicts)[]).flatMap((key) =>
    v[key].refused.map((x) => ({
      ...x,
      fallback: fallbackFor(ev, rules, key, x, fallsBack(key)) ? ("rules" as const) : ("none" as const),
    })),
  );
  const warnings = [
    ...rules.warnings.filter((w) => stillTrue(w, c)),
    ...refused
      .filter((x) => x.fallback === "none" && x.field !== "instructions")
      .map((x) => ({
        code: "value-refused" as const,
        field: x.field,
        message: `Left out ${x.field} "${x.value}": ${x.why}.`,
      })),
  ];
  return {
    reading: { ...rules, text: ev.text, campaign: c, facts, warnings, reader: "model" },
    refused,
  };
}
