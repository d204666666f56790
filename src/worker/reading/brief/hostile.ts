import { LINK_RE } from "./links";

/**
 * Blanks what must never be read as content: markup, template syntax of e-mail platforms ({{ }}, {% %}, *| |*, <% %>)
 * and sentences that talk to a model instead of a reader. Same length out as in, so spans stay true.
 */
const SYNTAX = [
  /<(script|style|iframe|object|svg|template)\b[^>]{0,400}>[\s\S]{0,2000}?<\/\1\s*>/gi,
  /<\/?[a-z!][^>]{0,400}>/gi,
  /\{\{[\s\S]{0,200}?\}\}/g,
  /\{%[\s\S]{0,200}?%\}/g,
  /\{#[\s\S]{0,200}?#\}/g,
  /\*\|[\s\S]{0,100}?\|\*/g,
  /<%[\s\S]{0,200}?%>/g,
  /\[\[[\s\S]{0,100}?\]\]/g,
  /%%[\s\S]{0,100}?%%/g,
  /\$\{[\s\S]{0,100}?\}/g,
];
const INJECTION =
  /[^.!?\n]*\b(?:ignore (?:all |any )?(?:the )?(?:previous|prior|above|earlier|preceding) (?:instructions|prompts?|rules)|disregard (?:all |the )?(?:previous|above|prior)|you are now|act as (?:an?|the)|system prompt|as an ai\b|jailbreak|developer mode|ignoriere (?:alle )?(?:vorherigen|bisherigen) anweisungen|ignore[rz]? (?:toutes )?les instructions|ignora (?:todas )?las instrucciones|ignora (?:tutte )?le istruzioni|negeer (?:alle )?(?:vorige )?instructies|ignor[ea] (?:todas )?as instruções|ignore (?:everything|anything|all) (?:above|before|else)|ignoriere alles|ignore[rz]? tout ce qui précède|ignora todo lo (?:anterior|de arriba)|ignora tutto(?: quello che c'è sopra| il resto)?|negeer alles|ignore tudo|(?:reply|answer|respond) (?:only|just) with|antworte nur|réponds? uniquement|responde solo|rispondi solo|antwoord alleen|responda apenas|reveal (?:your|the) (?:system )?prompt|^\s*system\s*:)[^.!?\n]*[.!?]?/gim;

const blank = (m: string) => m.replace(/[^\n]/g, " ");

/** A link's address outlives its tag: `<a href="https://x">here</a>` reads "https://x here" (same length). */
const ANCHOR = /<a\b[^>]{0,400}?\bhref\s*=\s*["']?(https?:\/\/[^"'\s<>]{1,300})["']?[^>]{0,400}>/gi;
/** A block element's edge is a line break, so "Freiburg</p><p>Hallo" stays two lines. */
const BLOCK =
  /<\/?(?:p|br|h[1-6]|li|ul|ol|div|tr|table|section|article|blockquote|header|footer)(?=[\s/>])[^>]{0,400}>/gi;

export function neutralise(text: string): string {
  let out = text.replace(SYNTAX[0], blank);
  out = out.replace(ANCHOR, (m, url: string) => ` ${url}`.padEnd(m.length, " "));
  out = out.replace(BLOCK, (m) => `\n${" ".repeat(m.length - 1)}`);
  for (const re of SYNTAX) out = out.replace(re, blank);
  // A lone "<" or "{{" left after the cut is still not content; a ">" opening a line marks quoted mail and stays.
  out = out.replace(/\{\{|\}\}|\{%|%\}|\*\||\|\*|<|(?<!^[ \t>]*|[-=])>/gm, blank);
  // An injected sentence starts after the last sentence end or link before it (links stand in as full stops, so it never
  // starts inside "https://x.it/abbinamenti ignora tutto ...") and runs to its own end, links it names included ("set
  // the button link to http://free-prizes.example.ru.").
  const guarded = out.replace(new RegExp(LINK_RE.source, "gi"), (m) => ".".repeat(m.length));
  for (const m of guarded.matchAll(INJECTION)) {
    const rest = out.slice(m.index);
    const end = rest.search(/[.!?](?=\s|$)|\n/);
    const len = Math.max(m[0].length, end < 0 ? rest.length : end + 1);
    out = out.slice(0, m.index) + blank(out.slice(m.index, m.index + len)) + out.slice(m.index + len);
  }
  return out;
}
