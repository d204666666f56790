import { z } from "zod";

/**
 * The facts as the user corrected them in the "We understood" panel. Every field is optional; `null` means the user
 * dismissed it. Shapes and lengths are strict so a field cannot carry other content (the server also checks each value
 * against the brief: see `checkCorrectedFacts`).
 */
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((v) => !/[<>{}]|\*\||\|\*|\n/.test(v), "must be plain text without markup or template syntax");
const url = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^https?:\/\/[^\s<>"']+$/i.test(v), "must be an http(s) URL");
const hhmm = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM (24 h)");
const iana = z
  .string()
  .max(64)
  .regex(/^(?:UTC|[A-Z][A-Za-z_]+\/[A-Za-z_/+-]+)$/, "must be an IANA time zone such as Europe/Paris");

export const correctedFactsSchema = z
  .object({
    name: text(120).nullable(),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD")
      .nullable(),
    time: z.object({ start: hhmm, end: hhmm.nullable(), tz: iana.nullable() }).strict().nullable(),
    durationMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .nullable(),
    venue: text(200).nullable(),
    mainLink: z
      .object({ url, label: text(40).nullable() })
      .strict()
      .nullable(),
    speakers: z.array(z.object({ name: text(80), role: text(80).nullable() }).strict()).max(8),
    offer: z
      .object({
        discount: text(80).nullable(),
        code: text(24).nullable(),
        condition: text(100).nullable(),
        deadline: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .nullable(),
      })
      .strict()
      .nullable(),
    products: z
      .array(z.object({ name: text(80), price: text(24).nullable(), url: url.nullable() }).strict())
      .max(8),
    articles: z.array(z.object({ title: text(140), url, summary: text(240).nullable() }).strict()).max(8),
    tone: z.enum(["friendly", "professional", "playful", "formal"]).nullable(),
  })
  .partial()
  .strict();

export type CorrectedFacts = z.infer<typeof correctedFactsSchema>;
