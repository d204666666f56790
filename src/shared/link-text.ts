/**
 * Link words that say nothing about where the link goes: the output contract refuses them in English (a screen
 * reader's list of links would read "learn more, learn more"), and the brief reader never takes them, in any of the
 * seven languages, as a button's label: the campaign type's own words are used instead.
 */
export const VAGUE_LINK_TEXT = new Set([
  "click here",
  "here",
  "click",
  "read more",
  "more",
  "link",
  "this link",
  "learn more",
  "go",
]);

const VAGUE_ELSEWHERE = new Set([
  "mehr",
  "mehr erfahren",
  "mehr lesen",
  "weiterlesen",
  "hier",
  "hier klicken",
  "en savoir plus",
  "lire la suite",
  "cliquez ici",
  "ici",
  "más información",
  "leer más",
  "haz clic aquí",
  "aquí",
  "scopri di più",
  "leggi di più",
  "clicca qui",
  "qui",
  "meer informatie",
  "lees meer",
  "meer",
  "klik hier",
  "hier",
  "saiba mais",
  "leia mais",
  "clique aqui",
  "aqui",
]);

/** Whether link words are vague in any of the seven languages ("Learn more", "Mehr erfahren", "En savoir plus"). */
export function isVagueLinkText(text: string): boolean {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/[.!:…]+$/, "")
    .replace(/\s+/g, " ");
  return VAGUE_LINK_TEXT.has(t) || VAGUE_ELSEWHERE.has(t);
}
