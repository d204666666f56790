import { CUES as C } from "./cues";
import { alt, anyCase, re, word } from "./words";

const FORWARD = re(`^${alt(C.forward)}$`);
const HEADER = re(`^\\s*>?\\s*${alt(C.header)}\\s*[:：](?:\\s*\\S|\\s*$)`);
/** A chat export's speaker line ("**Raquel M.** 11:02", "Miriam Hofer 09:14"). */
const SPEAKER_LINE = /^\s*\**[\p{L}][\p{L} .'’-]{1,40}?\**\s+\[?\d{1,2}:\d{2}(?:\s?[AaPp][Mm])?\]?\s*$/u;
/** A name alone on its line ("Tobias", "Karim,"): a signature or a greeting, next to a closing or quoted mail. */
const NAME_LINE = /^\s*\p{Lu}[\p{Ll}'’-]+(?:\s\p{Lu}[\p{Ll}'’-]+)?\s*,?\s*$/u;
const FROM = re(`^\\s*>?\\s*${alt(C.from)}\\s*[:：]\\s*\\S`);
const REPLY = re(`${word(C.wrote)}(?:\\s+[^:：\\n]{1,80})?\\s*[:：]\\s*$`);
// A word between two of a footer's ("von meinem * gesendet") is the device's name.
const FOOTER = re(word(C.footer).replace(/\\\*/g, "\\S+"));
export const CLOSING = re(
  anyCase(`^\\s*${alt(C.closing)}\\s*[,.!]*\\s*`) + "(?:\\p{Lu}[\\p{L}'’-]+)?\\s*[,.!]*\\s*$",
  "u",
);
const PERSON_LINE = /^\s*\p{Lu}[\p{Ll}'’]+(?:[ -]\p{Lu}[\p{L}'’]+){1,2}\s*$/u;
const CONTACT = /(?:\+?\d[\d\s()./-]{6,}\d|\S+@\S+\.\w+|\s\|\s|www\.|https?:)/;
const FACT_LABEL = /^\s*[\p{L}][\p{L} ]{1,25}\s?:\s/u;

/** Which lines are quoted mail (forward marks and headers, a quoted reply, a signature, a client's footer). */
export function quotedLines(lines: string[]): (string | null)[] {
  const cue: (string | null)[] = lines.map(() => null);
  const bare = (l: string) => l.replace(/^[\s\-_=*>]+|[\s\-_=*:]+$/g, "");
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (FORWARD.test(bare(l)) || (FROM.test(l) && HEADER.test(lines[i + 1] ?? ""))) {
      cue[i] = FORWARD.test(bare(l)) ? "forward" : "header";
      let j = i + 1;
      while (
        j < lines.length &&
        (HEADER.test(lines[j]) || (!lines[j].trim() && HEADER.test(lines[j + 1] ?? "")))
      )
        cue[j++] = "header";
      i = j - 1;
    } else if (/^\s*>/.test(l))
      cue[i] = REPLY.test(l) ? "reply intro" : HEADER.test(l) ? "header" : "quoted reply";
    else if (SPEAKER_LINE.test(l)) cue[i] = "chat";
    else if (REPLY.test(l) && /[\d@<]/.test(l) && l.length < 200) {
      // A reply's intro: the quoted lines under it go, or everything after it when they are not marked.
      const marked = /^\s*>/.test(lines.slice(i + 1).find((x) => x.trim()) ?? "");
      for (
        let j = i;
        j < lines.length && (j === i || !marked || /^\s*>/.test(lines[j]) || !lines[j].trim());
        j++
      )
        cue[j] = j === i ? "reply intro" : "quoted reply";
    } else if (FOOTER.test(l) || /^\s*--\s*$/.test(l)) {
      for (let j = i; j < lines.length; j++) cue[j] ??= "footer";
      break;
    } else if (CLOSING.test(l)) {
      // A closing and the few short lines after it (a name, a title, a phone) end the brief: the signature.
      const rest = lines.slice(i + 1).filter((x, k) => x.trim() && !cue[i + 1 + k]);
      if (rest.length <= 10 && rest.every((x) => x.length <= 100 && !FACT_LABEL.test(x)))
        for (let j = i; j < lines.length; j++) cue[j] ??= "signature";
    }
  }
  // A name alone on its line signs off before quoted mail or after a closing ("Danke!⏎Tobias").
  for (let i = 0; i < lines.length; i++) {
    if (cue[i] || !NAME_LINE.test(lines[i])) continue;
    const next = lines.slice(i + 1).findIndex((l) => l.trim());
    const prev = lines.slice(0, i).findLastIndex((l) => l.trim());
    if ((next >= 0 && cue[i + 1 + next]) || (prev >= 0 && CLOSING.test(lines[prev]))) cue[i] = "signature";
  }
  // A contact block closing the brief without a closing line: a person's name, then a title, a company, a phone.
  let end = lines.length - 1;
  while (end >= 0 && (!lines[end].trim() || cue[end])) end--;
  let start = end;
  while (start > 0 && lines[start - 1].trim() && !cue[start - 1]) start--;
  const block = lines.slice(start, end + 1);
  if (
    block.length >= 2 &&
    block.length <= 8 &&
    PERSON_LINE.test(block[0]) &&
    block.some((l) => CONTACT.test(l)) &&
    block.every((l) => l.length <= 100 && !/[.!?]\s*$/.test(l.replace(/\S+@\S+|www\.\S+/g, "")))
  )
    for (let j = start; j <= end; j++) cue[j] = "signature";
  return cue;
}
