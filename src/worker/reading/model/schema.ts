import { z } from "zod";
import type { InstructionKind, SentenceRole } from "../../../shared/facts";

/** Every role of the fact model, with what it means: the schema's enum and the prompt's definitions. */
export const ROLE_MEANING: Record<SentenceRole, string> = {
  content: "written for the e-mail's readers (what the campaign says to them)",
  fact: "mainly carries facts (name, date, time, place, link, price, code, steps)",
  instruction:
    "tells the writer how to write the e-mail (tone, du/Sie, button words, subject, what not to mention, how to end)",
  note: "meant for the team, not the readers (asks to a colleague, 'NB', 'please translate', internal links)",
  quoted: "part of a forwarded or quoted e-mail (headers, replies, signatures, legal footers)",
};

export const KIND_MEANING: Record<InstructionKind, string> = {
  tone: "the tone or register",
  address: "the form of address (value: informal or formal)",
  button: "the main button's words (value: the words)",
  avoid: "something not to mention (value: what, in the brief's words)",
  closing: "how to end the e-mail",
  subject: "the subject line (value: the line)",
  preheader: "the preview line (value: the line)",
  headline: "the headline (value: the headline)",
  include: "something that must be said",
  length: "how long the e-mail should be",
  language: "the language to write in",
  style: "write like a person or a brand",
  other: "any other instruction to the writer",
};

const keys = <K extends string>(r: Record<K, string>) => Object.keys(r) as [K, ...K[]];

/** The exact words of the brief a value was read from: what the verifier looks for and the panel highlights. */
const quote = z
  .string()
  .min(1)
  .max(400)
  .describe("the exact words of the brief this comes from, copied character for character");
const words = (max: number) => z.string().min(1).max(max);
const iso = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe("YYYY-MM-DD");
const clock = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/)
  .describe("24-hour HH:MM");

/**
 * The fact model as the model reads it: the campaign's facts, each with its quote, a role for every numbered sentence
 * and the instructions to the writer. Checked field by field, and the source of the JSON Schema JSON mode is given.
 */
export const modelReadingSchema = z.object({
  name: z
    .object({ value: words(120), quote })
    .nullable()
    .describe("the campaign's own name (event, product, publication, report), as written"),
  dates: z
    .array(
      z.object({
        iso,
        kind: z
          .enum(["event", "deadline", "other"])
          .describe("event: when it happens; deadline: last day to register, RSVP, order or use an offer"),
        quote,
      }),
    )
    .max(8),
  time: z.object({ start: clock, end: clock.nullable(), quote }).nullable(),
  zone: z
    .object({ value: words(40).describe("the time zone as written (ET, CET, UTC+2, heure de Paris)"), quote })
    .nullable(),
  venue: z.object({ value: words(200), quote }).nullable(),
  duration: z
    .object({ minutes: z.number().int().min(1).max(1440), quote })
    .nullable()
    .describe("how long the event lasts"),
  mainLink: z
    .object({ url: words(500), quote })
    .nullable()
    .describe("where the main button goes (register, buy, download, read), never a team's internal link"),
  speakers: z.array(z.object({ name: words(80), role: z.string().max(120).nullable(), quote })).max(8),
  products: z
    .array(
      z.object({
        name: words(120),
        price: z
          .object({ amount: z.number().min(0), currency: z.string().length(3).describe("ISO 4217") })
          .nullable(),
        quote,
      }),
    )
    .max(8),
  offer: z
    .object({ discount: z.string().max(80).nullable(), code: z.string().max(30).nullable(), quote })
    .nullable(),
  roles: z
    .array(z.object({ n: z.number().int().min(1).max(200), role: z.enum(keys(ROLE_MEANING)) }))
    .max(200)
    .describe("a role for every numbered sentence"),
  instructions: z
    .array(z.object({ kind: z.enum(keys(KIND_MEANING)), value: z.string().max(200).nullable(), quote }))
    .max(20),
});

export type ModelReading = z.infer<typeof modelReadingSchema>;
export type ModelField = keyof ModelReading;
