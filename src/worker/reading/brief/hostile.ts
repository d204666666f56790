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
  /[^.!?\n]*\b(?:ignore (?:all |any )?(?:the )?(?:previous|prior|above|earlier|preceding) (?:instructions|prompts?|rules)|disregard (?:all |the )?(?:previous|above|prior)|you are now|act as (?:an?|the)|system prompt|as an ai\b|jailbreak|developer mode|ignoriere (?:alle )?(?:vorherigen|bisherigen) anweisungen|ignore[rz]? (?:toutes )?les instructions|ignora (?:todas )?las instrucciones|ignora (?:tutte )?le istruzioni|negeer (?:alle )?(?:vorige )?instructies|ignore (?:todas )?as instruções|ignore (?:everything|anything|all) (?:above|before|else)|ignoriere alles|ignore[rz]? tout ce qui précède|ignora todo lo (?:anterior|de arriba)|ignora tutto(?: quello che c'è sopra| il resto)?|negeer alles|ignore tudo|(?:reply|answer|respond) (?:only|just) with|antworte nur|réponds? uniquement|responde solo|rispondi solo|antwoord alleen|responda apenas|reveal (?:your|the) (?:system )?prompt|^\s*system\s*:)[^.!?\n]*[.!?]?/gim;

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
  // A lone "<" or "{{" left after the cut is still not content.
  out = out.replace(/\{\{|\}\}|\{%|%\}|\*\||\|\*|[<>]/g, blank);
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

/**
 * "internal notes (NOT for the email):", "À ne pas mettre dans l'e-mail : ...": a line that says its content is not for
 * the e-mail goes, with the list under it (up to the next blank line). Same length out as in.
 */
const INTERNAL_HEAD =
  /^\s*(?:[-*•·]\s*)?[^:\n]{0,40}\b(?:internal(?: notes?)?|intern(?:e|es)? (?:notizen|notes?|hinweise)|nur intern|not for the (?:e-?mail|mail|invite|newsletter)|nicht für (?:die|den|das) (?:mail|e-mail|newsletter|einladung)|à ne pas mettre|ne pas mettre|pas pour l['’](?:e-?mail|invitation)|no (?:para|en) el (?:e-?mail|correo)|solo interno|non per l['’](?:e-?mail|invito)|solo per uso interno|niet voor de (?:mail|e-mail|nieuwsbrief)|alleen intern|não (?:é )?para o e-?mail|só interno|uso interno)\b[^\n]*:/i;

export function withoutInternalNotes(text: string): string {
  const lines = text.split("\n");
  let skipping = false;
  return lines
    .map((line) => {
      if (INTERNAL_HEAD.test(line)) {
        skipping = true;
        return blank(line);
      }
      if (skipping && line.trim() === "") skipping = false;
      return skipping ? blank(line) : line;
    })
    .join("\n");
}

/** A line that starts a forwarded message or a quoted reply, in the seven languages. */
const THREAD_MARK =
  /^\s*-{2,}\s*(?:forwarded message|original message|weitergeleitete nachricht|ursprüngliche nachricht|message transféré|message d['’]origine|mensaje reenviado|mensaje original|messaggio inoltrato|messaggio originale|doorgestuurd bericht|oorspronkelijk bericht|mensagem encaminhada|mensagem original)\s*-{2,}\s*$/i;
const HEADER =
  /^\s*(?:from|to|cc|bcc|date|sent|subject|von|an|datum|gesendet|betreff|de|à|objet|envoyé|para|fecha|asunto|enviado|da|a|data|oggetto|inviato|van|aan|onderwerp|verzonden|assunto|enviada|reply-to)\s*:/i;
const FROM = /^\s*(?:from|von|de|da|van)\s*:/i;
const REPLY_INTRO =
  /^\s*(?:on .{4,80} wrote:|am .{4,80} schrieb .{0,60}:|le .{4,80} a écrit\s*:|el .{4,80} escribió:|il .{4,80} ha scritto:|op .{4,80} (?:schreef|heeft .{0,40} geschreven)\s*:|em .{4,80} escreveu:)\s*$/i;
/** A closing line: what comes after it (a name, a title, a company, an address) is the sender's signature. */
const CLOSING =
  /^\s*(?:cheers|thanks(?: a lot| so much)?|thank you|many thanks|thx|best|best regards|kind regards|warm regards|regards|all the best|mit freundlichen grüßen|freundliche grüße|viele grüße|beste grüße|liebe grüße|herzliche grüße|lg|vg|danke(?: dir| euch)?|merci(?: beaucoup)?|cordialement|bien cordialement|bien à vous|bonne journée|saludos|un saludo|gracias|un abrazo|cordiali saluti|saluti|grazie(?: mille)?|un saluto|groetjes|groeten|met vriendelijke groet(?:en)?|hartelijke groet(?:en)?|obrigad[oa]|abraços?|atenciosamente|cumprimentos)\s*[,.!]*\s*(?:[\p{Lu}][\p{L}'’-]+)?\s*[,.!]*\s*$/iu;

/**
 * A brief pasted from an e-mail: the forwarding header ("From:", "Date:", "Subject:"...), the quoted reply ("On Mon, ...
 * wrote:", lines starting with ">") and the sender's signature (after "--" or a closing line such as "Cheers," or "Mit
 * freundlichen Grüßen") are the thread, not the campaign. Same length out as in.
 */
export function withoutMailThread(text: string): string {
  const lines = text.split("\n");
  const cut = new Array<boolean>(lines.length).fill(false);
  for (let i = 0; i < lines.length; i++) {
    // A header block: after a forwarding mark, or two header lines or more that include the sender.
    if (THREAD_MARK.test(lines[i]) || (FROM.test(lines[i]) && HEADER.test(lines[i + 1] ?? ""))) {
      let j = THREAD_MARK.test(lines[i]) ? i + 1 : i;
      cut[i] = true;
      while (j < lines.length && HEADER.test(lines[j])) cut[j++] = true;
      i = j - 1;
      continue;
    }
    if (REPLY_INTRO.test(lines[i]) || /^\s*>/.test(lines[i])) {
      for (let j = i; j < lines.length; j++) cut[j] = true;
      break;
    }
    const signature = /^\s*--\s*$/.test(lines[i]) || CLOSING.test(lines[i]);
    if (signature) {
      const rest = lines.slice(i + 1).filter((l) => l.trim());
      // Only the end of the brief, a few short lines without a labelled fact.
      const quoted = rest.findIndex((l) => REPLY_INTRO.test(l) || /^\s*>/.test(l));
      const tail = quoted >= 0 ? rest.slice(0, quoted) : rest;
      if (tail.length <= 10 && tail.every((l) => l.length <= 100 && !/^\s*[\p{L} ]{2,25}\s?:\s/u.test(l))) {
        for (let j = i; j < lines.length; j++) cut[j] = true;
        break;
      }
    }
  }
  return lines.map((l, i) => (cut[i] ? blank(l) : l)).join("\n");
}
