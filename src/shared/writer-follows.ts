import type { InstructionKind } from "./facts";

/**
 * The instructions to the writer the built-in writer follows, by kind, so the "We understood" panel can say before a
 * generation which ones will be followed and which only a person (or the model writer) can. `how` says what following
 * means in the e-mail.
 */
export const BUILTIN_FOLLOWS: Record<InstructionKind, { follows: boolean; how: string }> = {
  tone: {
    follows: true,
    how: "The register (casual, friendly, professional, formal, playful) through every fixed string.",
  },
  address: { follows: true, how: "The form of address (du/Sie, tu/vous, tú/usted...) throughout." },
  button: { follows: true, how: "The words of the main button." },
  avoid: {
    follows: true,
    how: "What it names is left out of the subject, preheader, body, text part and image text.",
  },
  closing: {
    follows: true,
    how: "The e-mail ends as asked: a closing call to action with its link, or the sign-off.",
  },
  subject: { follows: true, how: "The subject line proposed." },
  preheader: { follows: true, how: "The preview line proposed." },
  headline: { follows: true, how: "The headline proposed." },
  include: { follows: true, how: "What it asks to say is said, as a sentence of the e-mail." },
  length: { follows: true, how: "A short e-mail: the opening, the facts and one call to action." },
  language: { follows: true, how: "The e-mail in the language asked for." },
  style: { follows: false, how: "Writing like a person or beyond the playful register needs a copywriter." },
  other: { follows: false, how: "Not an instruction the built-in writer knows." },
};
