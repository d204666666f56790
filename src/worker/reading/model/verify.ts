import type { DateFact, Instruction, PriceFact, SentenceRole, SpeakerFact } from "../../../shared/facts";
import { BUILTIN_FOLLOWS } from "../../../shared/writer-follows";
import {
  checkDate,
  checkDuration,
  checkLink,
  checkPrice,
  checkTime,
  checkZone,
  place,
  verbatim,
  type Checked,
  type ClockTime,
  type Evidence,
} from "./checks";
import type { Span } from "./quote";
import { modelReadingSchema, type ModelField, type ModelReading } from "./schema";

/** A value the model proposed and the verifier refused: shown in the panel, told to the model in the repair round. */
export interface Refusal {
  field: string;
  value: string;
  quote: string | null;
  why: string;
}

type At<T> = T & { span: Span };

/** The model's reading as far as it holds: each answered field's accepted values, with their places in the brief. */
export interface Verified {
  name?: At<{ value: string }> | null;
  dates?: At<DateFact & { kind: "event" | "deadline" | "other" }>[];
  time?: At<ClockTime> | null;
  zone?: At<{ zone: string; tz: string }> | null;
  venue?: At<{ value: string }> | null;
  duration?: At<{ minutes: number }> | null;
  mainLink?: At<{ url: string }> | null;
  speakers?: At<SpeakerFact>[];
  products?: At<{ name: string; price: PriceFact | null }>[];
  offer?: At<{ discount: string | null; code: string | null }> | null;
  /** The role the model gives each numbered sentence (null where it gave none). */
  roles?: (SentenceRole | null)[];
  instructions?: At<Instruction>[];
}

/**
 * One field's verdict. `value` undefined: the field is not usable (not answered, or refused), and the rules' reading
 * stands; `problems` is what the repair round tells the model.
 */
interface FieldVerdict<K extends ModelField> {
  value: Verified[K];
  refused: Refusal[];
  problems: string[];
}

export type Verdicts = { [K in ModelField]: FieldVerdict<K> };

type Item<K extends ModelField> =
  NonNullable<ModelReading[K]> extends (infer U)[] ? U : NonNullable<ModelReading[K]>;

/** A single value: accepted, or refused (then the rules' value stands, or none). */
function one<K extends ModelField, T>(
  field: K,
  raw: Item<K> | null,
  shown: (v: Item<K>) => string,
  check: (v: Item<K>) => Checked<T>,
  wrap: (value: T, span: Span) => Verified[K],
): FieldVerdict<K> {
  if (raw === null) return { value: null as Verified[K], refused: [], problems: [] };
  const c = check(raw);
  if (c.ok) return { value: wrap(c.value, c.span), refused: [], problems: [] };
  const quote = (raw as { quote?: string }).quote ?? null;
  return {
    value: undefined as Verified[K],
    refused: [{ field, value: shown(raw), quote, why: c.why }],
    problems: [`${field}: ${c.why}`],
  };
}

/** A list: each item on its own; a list of which nothing holds is not usable. */
function many<K extends ModelField, T>(
  field: K,
  raw: Item<K>[],
  shown: (v: Item<K>) => string,
  check: (v: Item<K>) => Checked<T>,
): FieldVerdict<K> {
  const kept: At<T>[] = [];
  const refused: Refusal[] = [];
  for (const item of raw) {
    const c = check(item);
    if (c.ok) kept.push({ ...c.value, span: c.span });
    else
      refused.push({
        field,
        value: shown(item),
        quote: (item as { quote?: string }).quote ?? null,
        why: c.why,
      });
  }
  return {
    value: (raw.length && !kept.length ? undefined : kept) as Verified[K],
    refused,
    problems: refused.map((r) => `${field} "${r.value}": ${r.why}`),
  };
}

const ok = <T>(value: T, span: Span): Checked<T> => ({ ok: true, value, span });

/** The stricter of two roles: quoted mail and notes are never printed, an instruction is the writer's. */
const STRICT: SentenceRole[] = ["quoted", "note", "instruction"];
export function stricter(rules: SentenceRole, model: SentenceRole | null): SentenceRole {
  for (const r of STRICT) if (rules === r || model === r) return r;
  return rules;
}

/** The kinds whose value is words of the brief (a button's label, a subject line, what not to mention). */
const WORDS_OF_BRIEF = new Set(["button", "subject", "preheader", "headline", "avoid"]);

/** Every field of the model's answer checked on its own against the brief and the rules' parsers. */
export function verify(answer: Record<string, unknown> | null, rules: Evidence): Verdicts {
  const out = {} as Record<ModelField, FieldVerdict<ModelField>>;
  const shape = modelReadingSchema.shape;
  const parsed = {} as Partial<ModelReading>;
  for (const key of Object.keys(shape) as ModelField[]) {
    const r = shape[key].safeParse(answer?.[key]);
    if (r.success) (parsed as Record<string, unknown>)[key] = r.data;
    else
      out[key] = {
        value: undefined,
        refused: [],
        problems: [
          `${key}: ${answer?.[key] === undefined ? "missing" : r.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
        ],
      };
  }
  // Roles first: a value whose words stand in a note or quoted mail (for either reader) is refused below.
  let ev = rules;
  if (parsed.roles) {
    const roles: (SentenceRole | null)[] = rules.sentences.map(() => null);
    for (const r of parsed.roles) if (r.n <= roles.length && roles[r.n - 1] === null) roles[r.n - 1] = r.role;
    out.roles = { value: roles, refused: [], problems: [] };
    ev = { ...rules, sentences: rules.sentences.map((s, i) => ({ ...s, role: stricter(s.role, roles[i]) })) };
  }
  const p = parsed as ModelReading;
  if (p.name !== undefined)
    out.name = one(
      "name",
      p.name,
      (v) => v.value,
      (v) => verbatim(ev, v.value, v.quote),
      (value, span) => ({ value, span }),
    );
  if (p.dates) {
    // A date the model itself calls a deadline is not the event's date either.
    const due = p.dates.filter((d) => d.kind === "deadline").map((d) => d.iso);
    const dated = { ...ev, deadlines: new Set([...ev.deadlines, ...due]) };
    out.dates = many(
      "dates",
      p.dates,
      (v) => v.iso,
      (v) => {
        const c = checkDate(dated, v.iso, v.kind, v.quote);
        return c.ok ? ok({ ...c.value, kind: v.kind }, c.span) : c;
      },
    );
  }
  if (p.time !== undefined)
    out.time = one(
      "time",
      p.time,
      (v) => `${v.start}${v.end ? `-${v.end}` : ""}`,
      (v) => checkTime(ev, v.start, v.end, v.quote),
      (value, span) => ({ ...value, span }),
    );
  if (p.zone !== undefined)
    out.zone = one(
      "zone",
      p.zone,
      (v) => v.value,
      (v) => checkZone(ev, v.value, v.quote),
      (value, span) => ({ ...value, span }),
    );
  if (p.venue !== undefined)
    out.venue = one(
      "venue",
      p.venue,
      (v) => v.value,
      (v) => verbatim(ev, v.value, v.quote),
      (value, span) => ({ value, span }),
    );
  if (p.duration !== undefined)
    out.duration = one(
      "duration",
      p.duration,
      (v) => `${v.minutes} minutes`,
      (v) => checkDuration(ev, v.minutes, v.quote),
      (minutes, span) => ({ minutes, span }),
    );
  if (p.mainLink !== undefined)
    out.mainLink = one(
      "mainLink",
      p.mainLink,
      (v) => v.url,
      (v) => checkLink(ev, v.url, v.quote),
      (url, span) => ({ url, span }),
    );
  if (p.speakers)
    out.speakers = many(
      "speakers",
      p.speakers,
      (v) => v.name,
      (v) => {
        const name = verbatim(ev, v.name, v.quote);
        if (!name.ok) return name;
        const role = v.role ? verbatim(ev, v.role, v.quote) : null;
        return ok({ name: name.value, role: role?.ok ? role.value : null }, name.span);
      },
    );
  if (p.products)
    out.products = many(
      "products",
      p.products,
      (v) => v.name,
      (v) => {
        const name = verbatim(ev, v.name, v.quote);
        if (!name.ok) return name;
        const q = place(ev, v.quote);
        const price = v.price && q.ok ? checkPrice(ev, v.price, q.span) : null;
        return ok({ name: name.value, price: price?.ok ? price.value : null }, name.span);
      },
    );
  if (p.offer !== undefined)
    out.offer = one(
      "offer",
      p.offer,
      (v) => [v.discount, v.code].filter(Boolean).join(" "),
      (v) => {
        const code = v.code ? verbatim(ev, v.code, v.quote) : null;
        const discount = v.discount ? verbatim(ev, v.discount, v.quote) : null;
        const held = [code, discount].find((c) => c?.ok);
        if (!held?.ok)
          return {
            ok: false,
            why:
              code && !code.ok ? code.why : discount && !discount.ok ? discount.why : "no code or discount",
          };
        return ok(
          { code: code?.ok ? code.value : null, discount: discount?.ok ? discount.value : null },
          held.span,
        );
      },
      (value, span) => ({ ...value, span }),
    );
  if (p.instructions)
    out.instructions = many(
      "instructions",
      p.instructions,
      (v) => v.quote,
      (v) => {
        const q = place(ev, v.quote);
        if (!q.ok) return q;
        const value = v.value && WORDS_OF_BRIEF.has(v.kind) ? verbatim(ev, v.value, v.quote) : null;
        if (value && !value.ok) return value;
        const follows = BUILTIN_FOLLOWS[v.kind];
        return ok<Instruction>(
          {
            kind: v.kind,
            quote: q.value,
            value: value?.ok ? value.value : (v.value ?? null),
            followed: follows.follows,
            why: follows.follows ? null : follows.how,
          },
          q.span,
        );
      },
    );
  return out as Verdicts;
}

/** Whether a verdict holds entirely (nothing refused, nothing broken). */
export const clean = (v: FieldVerdict<ModelField> | undefined) =>
  !!v && v.value !== undefined && !v.problems.length;

/** The repair round's answer replaces a field of the first only where the first broke and the second holds. */
export function better(first: Verdicts, second: Verdicts): Verdicts {
  const out = { ...first } as Record<ModelField, FieldVerdict<ModelField>>;
  for (const key of Object.keys(first) as ModelField[])
    if (!clean(first[key]) && clean(second[key])) out[key] = second[key];
  return out as Verdicts;
}

export const problemsOf = (v: Verdicts) => Object.values(v).flatMap((f) => f.problems);
