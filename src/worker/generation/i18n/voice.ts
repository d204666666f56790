import type { CampaignFacts, Facts, Lang, LinkPurpose } from "../../../shared/facts";
import { DEFAULT_FORM, format, t, type Form, type TextKey, type Values } from "./messages";

export type Register = NonNullable<CampaignFacts["register"]>;

/** How one e-mail speaks: its language, the brief's tone and the form of address they call for. */
export interface Voice {
  lang: Lang;
  register: Register | null;
  form: Form;
}

/**
 * Where a tone changes the address of a language's e-mails: a playful German, French or Czech e-mail says du, tu, ty;
 * a professional Polish one addresses the reader as Pan/Pani. A formal tone is formal everywhere.
 */
const FORM_OF_REGISTER: Partial<Record<Lang, Partial<Record<Register, Form>>>> = {
  de: { playful: "informal" },
  fr: { playful: "informal" },
  cs: { playful: "informal" },
  pl: { professional: "formal" },
};

export function formOf(lang: Lang, register: Register | null, asked: Form | null = null): Form {
  if (asked) return asked;
  if (register === "formal") return "formal";
  return (register && FORM_OF_REGISTER[lang]?.[register]) || DEFAULT_FORM[lang];
}

export function voiceOf(facts: Facts, lang: Lang = facts.language.value): Voice {
  const register = facts.campaign.register ?? null;
  return { lang, register, form: formOf(lang, register, facts.campaign.address ?? null) };
}

const selects = (v: Voice) => ({ register: v.register ?? "none", form: v.form });

/** `key` in the voice's language, register and form of address. */
export function say(v: Voice, key: TextKey, values?: Values): string {
  return t(v.lang, key, { ...selects(v), ...values });
}

/** One variant of a list message (picked by the seed), in the voice. */
export function speak(v: Voice, source: string, values?: Values): string {
  return format(v.lang, source, { ...selects(v), ...values });
}

/** A worded label for a link: the register's when the brief set a tone, else the professional one. */
export function linkLabel(v: Voice, purpose: LinkPurpose): string {
  return t(v.lang, `link.${purpose}`, { register: v.register ?? "professional", form: v.form });
}
