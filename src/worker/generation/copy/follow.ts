import { capitalise } from "../../../shared/capitalise";
import type { Facts, Instruction, Lang } from "../../../shared/facts";
import { BUILTIN_FOLLOWS } from "../../../shared/writer-follows";
import { editPoint, endSentence, linksIn, sentencesOf } from "./edit";
import { INVITE_ORDER, notForReaders } from "./story";
import { bareHost } from "../../../shared/host";

/** What the brief's instructions ask of this e-mail, read into what the writer can do with them. */
export interface Orders {
  subject: string | null;
  preheader: string | null;
  headline: string | null;
  button: string | null;
  /** Things not to mention: their words may appear nowhere in the e-mail. */
  avoid: string[];
  /** Sentences the brief asks to say ("say it's 32 pages"), edited. */
  include: string[];
  /** A closing call to action ("end with a donation ask"): its words, its button and link when the brief gives them. */
  appeal: {
    text: string | null;
    label: string | null;
    url: string | null;
    donation: boolean;
    /** What the readers are invited to ("to a no-obligation tour"), for the catalogue's invitation. */
    invite?: string | null;
  } | null;
  /** Who signs, and the greeting before the name, when the brief says ("Signature: Camille", "liebe Grüße, Petra"). */
  signer: { name: string; greeting: string | null } | null;
  short: boolean;
  instructions: Instruction[];
}

/** "Signature:", "sign off as", "unterschrieben von", "signé", "firma": who signs. */
const SIGN =
  /^(?:(?:please\s+)?sign(?:ed|ature)?(?:\s+(?:off|it))?(?:\s+(?:as|by|with|from))?|signature|unterschrift|unterschrieben(?:\s+von(?:\s+mir)?)?|gezeichnet|signé(?:\s+par)?|signer(?:\s+par)?|firma(?:do)?(?:\s+por)?|firmato(?:\s+da)?|ondertekend(?:\s+door)?|ondertekening|ondertekenen|onderteken|assinatura|assinado(?:\s+por)?|podpis(?:ano)?|underskrift|undertecknat(?:\s+av)?|署名)\b\s*[:：-]?\s*/iu;
/** A closing greeting the brief asks for before the name ("liebe Grüße aus Köln, Petra", "best, Anna"). */
const GREETING_WORDS =
  "(?:liebe|viele|herzliche|beste|schöne|sonnige)\\s+grüße(?:\\s+aus\\s+[\\p{L}-]+)?|(?:best|warm|kind)\\s+(?:regards|wishes)|cheers|bien à vous|cordialement|saludos(?:\\s+cordiales)?|un abrazo|cordiali saluti|un saluto|met vriendelijke groet|groeten|abraços|atenciosamente|pozdrawiam|s pozdravem|hälsningar|mvh|venlig hilsen";
const GREETING = new RegExp(`^(${GREETING_WORDS})\\s*,?\\s*(.*)$`, "iu");
/** The same greetings anywhere in a sentence ("Am Ende liebe Grüße aus Köln, Petra"). */
const GREETING_ANYWHERE = new RegExp(`(?<![\\p{L}])(?:${GREETING_WORDS})`, "iu");

/** A wish and who sends it ("Fijne feestdagen van Karl en het hele team", "Frohe Festtage von Anja und Team"). */
const FROM_SIGNER =
  /^(\p{L}[^,.!?]{2,40}?)\s+(?:van|from|von|de la part de|de|od|av|fra|da|do)\s+(\p{Lu}[^.!?]{1,60})[.!]?$/u;

/** Words of giving: a closing ask for a donation ("don" is French; "don't" is not). */
const DONATION =
  /\b(?:donat\w*|don(?:s|ner|nez)?(?!['’])|spende\w*|dona\w*|doe\w*|doaç\w*|darowizn\w*|wesprzyj\w*|dar(?:y|u)?|příspěv\w*|gåva|donera|donér|donation|寄付)\b/iu;
/** "End with", "close with", "am Ende", "mit ... abschließen", "terminer par": where the ask goes, not what it says. */
const ASK_FRAME =
  /^(?:(?:and\s+)?(?:please\s+)?(?:end|close|finish|wrap up)\s+(?:it\s+|the\s+(?:e-?mail|mail|newsletter)\s+)?(?:with|by)\s+|am\s+ende\s+(?:bitte\s+)?(?:(?:unbedingt|noch)\s+)?(?:mit\s+)?|(?:bitte\s+)?(?:unbedingt\s+)?mit\s+|terminer\s+(?:par|avec)\s+|finir\s+(?:par|avec)\s+|terminar\s+con\s+|acabar\s+con\s+|chiudere\s+con\s+|finire\s+con\s+|eindigen\s+met\s+|afsluiten\s+met\s+|terminar\s+com\s+)/iu;
const ASK_TAIL =
  /\s*(?:abschlie(?:ß|ss)en|enden|beenden|aufhören|schließen)\.?$|^(?:a\s+)?(?:donation\s+ask|call\s+to\s+action|spendenaufruf|appel\s+aux\s+dons|llamada\s+a\s+donar)\s*[:：]?\s*/iu;

/** Language names in the languages we write, for "email in english", "bitte auf Deutsch", "en français". */
const LANGUAGE_WORDS: Record<Lang, RegExp> = {
  en: /\b(?:english|englisch|anglais|inglés|ingles|inglese|engels|inglês|angielski|anglicky|angličtina|engelska|engelsk|英語)\b/iu,
  de: /\b(?:german|deutsch|allemand|alemán|aleman|tedesco|duits|alemão|niemiecki|německy|tyska|tysk|ドイツ語)\b/iu,
  fr: /\b(?:french|französisch|français|francés|frances|francese|frans|francês|francuski|francouzsky|franska|fransk|フランス語)\b/iu,
  es: /\b(?:spanish|spanisch|espagnol|español|espanol|spagnolo|spaans|espanhol|hiszpański|španělsky|spanska|spansk|スペイン語)\b/iu,
  it: /\b(?:italian|italienisch|italien|italiano|italiaans|włoski|italsky|italienska|italiensk|イタリア語)\b/iu,
  nl: /\b(?:dutch|niederländisch|néerlandais|neerlandés|olandese|nederlands|holandês|niderlandzki|nizozemsky|nederländska|hollandsk|オランダ語)\b/iu,
  pt: /\b(?:portuguese|portugiesisch|portugais|portugués|portoghese|portugees|português|portugalski|portugalsky|portugisiska|portugisisk|ポルトガル語)\b/iu,
  pl: /\b(?:polish|polnisch|polonais|polaco|polacco|pools|polonês|polski|polsky|polska|polsk|ポーランド語)\b/iu,
  cs: /\b(?:czech|tschechisch|tchèque|checo|ceco|tsjechisch|tcheco|czeski|česky|čeština|tjeckiska|tjekkisk|チェコ語)\b/iu,
  sv: /\b(?:swedish|schwedisch|suédois|sueco|svedese|zweeds|szwedzki|švédsky|svenska|svensk|スウェーデン語)\b/iu,
  da: /\b(?:danish|dänisch|danois|danés|danese|deens|dinamarquês|duński|dánsky|danska|dansk|デンマーク語)\b/iu,
  ja: /\b(?:japanese|japanisch|japonais|japonés|giapponese|japans|japonês|japoński|japonsky|japanska|japansk)\b|日本語/iu,
};

/** An instruction's value, or its quote without its label ("CTA:", "Betreff Idee:", "Titular tipo"). */
function valueOf(i: Instruction): string {
  const v = (i.value ?? i.quote).trim();
  return v
    .replace(/^[\p{L} ]{2,30}?\s*[:=]\s*/u, (m) => (/https?:|\d/.test(m) ? m : ""))
    .replace(/^["“„«'‚]+|["”“»'‘]+[.!]*$/g, "")
    .trim();
}

/**
 * Words without the brief's links typed as a bare host ("Bouton : mon-espace.atelierkraft.fr"): such a host is where a
 * button goes, never what it says.
 */
function withoutHosts(words: string, urls: string[]): string {
  let out = words;
  for (const url of urls) {
    const host = bareHost(url);
    if (!host) continue;
    const bare = new RegExp(`(?<![\\w.-])(?:www\\.)?${host.replace(/[.]/g, "\\.")}(?:/\\S*)?[.,;]?`, "gi");
    out = out.replace(bare, " ");
  }
  return out.replace(/\s+/g, " ").trim();
}

/** "Petra Ruland, Uniqz Köln" signs as the name, then what she is: one line each. */
function signerOf(text: string): { name: string; greeting: string | null } | null {
  let t = text
    .replace(SIGN, "")
    .replace(/\s+[—–-]\s+.*$/u, "")
    .trim();
  let greeting: string | null = null;
  const g = t.match(GREETING);
  if (g) {
    greeting = g[1].replace(/^\p{Ll}/u, (ch) => ch.toLocaleUpperCase());
    t = g[2].trim();
  }
  t = t.replace(/^(?:(?:von|from|de|by|par|por|da|door|od|av|fra)\s+)?(?:mir|me|moi|mí|mi)\s*[:,]?\s*/iu, "");
  t = t.replace(/[.!]+$/, "").trim();
  if (!t || t.length > 80 || !/^\p{Lu}/u.test(t)) return greeting ? { name: "", greeting } : null;
  return { name: t.replace(/\s*,\s*/, "\n"), greeting };
}

/**
 * The closing ask an instruction words ("Am Ende bitte mit Spendenaufruf abschließen: mit 350 € schenken Sie …"): what
 * it says to the readers, without the words that place it; its link; whether it asks for a donation.
 */
export function appealOf(text: string, lang: Lang): NonNullable<Orders["appeal"]> {
  const link = linksIn(text)[0] ?? null;
  // "Am Ende einladen zum Probespielen, man kann online einen Termin buchen": an order to invite. The invitation is the
  // catalogue's, in the e-mail's form of address; what follows the invitation's object is said as a sentence.
  const invited = text.match(INVITE_ORDER);
  if (invited) {
    const [what, ...rest] = invited[1].split(/\s*(?:,|\s[–—]\s|;)\s*/u);
    const more = editPoint(rest.join(", "), lang).text;
    return {
      text: more ? endSentence(more) : null,
      label: null,
      url: link?.url ?? null,
      donation: false,
      invite: what.replace(/[.!]+$/, "").trim(),
    };
  }
  text = text.replace(CLOSING_LABEL, "");
  const donation = DONATION.test(text);
  // A sentence about the ask's button ("Spenden-Button auf unsere Spendenseite.") says where it goes, not what it says.
  const words = sentencesOf(text)
    .filter((x) => !BUTTON_WORD.test(x))
    .join(" ");
  const ask = words
    .replace(
      /^(?:am\s+ende|at\s+the\s+end|à\s+la\s+fin|al\s+final|alla\s+fine|aan\s+het\s+eind|no\s+final)\s+/iu,
      (m) => (ASK_FRAME.test(m) ? m : ""),
    )
    .replace(ASK_FRAME, "")
    .replace(/^(?:bitte\s+)?(?:unbedingt\s+)?mit\s+spendenaufruf\s+abschlie(?:ß|ss)en\s*[:：]?\s*/iu, "")
    .replace(ASK_TAIL, "")
    .replace(/^(?:abschlie(?:ß|ss)en|enden|beenden|schlie(?:ß|ss)en)\s*[:：]\s*/iu, "")
    .replace(/\b(?:button|cta|knopf|bouton|botón|pulsante|knop|botão)\b[^.]*\.?/giu, "")
    .replace(/^[^:]{0,40}:\s*/u, (m) => (DONATION.test(m) ? "" : m))
    .trim();
  const said = editPoint(ask, lang).text;
  return {
    text: said && said.split(/\s+/).length >= 3 ? said : null,
    label: null,
    url: link?.url ?? null,
    donation,
  };
}

/** "Na koniec:", "Tot slot:", "Zum Schluss:": a label that places a line at the e-mail's end. */
const CLOSING_LABEL =
  /^\s*(?:na\s+koniec|tot\s+slot|zum\s+schluss|am\s+ende|at\s+the\s+end|à\s+la\s+fin|al\s+final|alla\s+fine|no\s+final|till\s+sist|til\s+sidst)\s*[:,]\s*/iu;

/** Words that ask the writer to close the e-mail with something: the sentence is an instruction for a closing ask. */
const CLOSE_WITH =
  /^\s*(?:na\s+koniec|tot\s+slot|zum\s+schluss|at\s+the\s+end|à\s+la\s+fin|al\s+final|alla\s+fine|no\s+final|till\s+sist|til\s+sidst)\s*[:,]|\b(?:abschlie(?:ß|ss)en|end(?:en)?\s+with|close\s+with|finish\s+with|terminer\s+(?:par|avec)|terminar\s+(?:con|com)|chiudere\s+con|afsluiten\s+met|eindigen\s+met)\b|\bam\s+ende\b/iu;

/**
 * Orders the brief gives inside its content, where the reader took them for copy: a closing ask ("Am Ende bitte
 * unbedingt mit Spendenaufruf abschließen: …") becomes the e-mail's appeal, unless an instruction already set one.
 */
export function closingAskIn(sentences: string[], orders: Orders, lang: Lang): void {
  if (orders.appeal) return;
  // "Am Ende liebe Grüße aus Köln, Petra" closes with a signature, not an ask.
  const asks = (x: string) => (CLOSE_WITH.test(x) || INVITE_ORDER.test(x)) && !GREETING_ANYWHERE.test(x);
  // The brief's own line keeps the ask's link where the reader's story cut it out ("formularz na."): it wins.
  const linked = sentences.findIndex((x) => asks(x) && linksIn(x).length > 0);
  const at = linked >= 0 ? linked : sentences.findIndex(asks);
  if (at < 0) return;
  // "Spenden-Button auf unsere Spendenseite.": the next sentence may say where the ask's button goes.
  const text = [sentences[at], ...sentences.slice(at + 1, at + 2).filter((x) => BUTTON_WORD.test(x))].join(
    " ",
  );
  orders.appeal = appealOf(text, lang);
}

const BUTTON_WORD = /\b(?:button|cta|knopf|bouton|botón|pulsante|knop|botão)\b/iu;

/**
 * A sign-off written into the brief's content ("Am Ende liebe Grüße aus Köln, Petra"): a closing greeting followed by
 * nothing but a short name, at the end of the sentence. It signs the e-mail; it is never a paragraph of it.
 */
export function signOffIn(sentence: string): { name: string; greeting: string | null } | null {
  // "Ondertekenen: Karl Franken & team", "Podpis: Zespół X": a line that says who signs.
  const signed = sentence.trim().match(/^(\p{L}[\p{L} ]{1,24}?)\s*[:：]\s*(\p{Lu}.{1,60})$/u);
  if (signed && SIGN.test(`${signed[1]}:`)) {
    const s = signerOf(signed[2]);
    if (s?.name) return s;
  }
  const at = sentence.search(GREETING_ANYWHERE);
  if (at < 0) return null;
  const signer = signerOf(sentence.slice(at));
  if (!signer?.name || signer.name.split(/\s+/).length > 3) return null;
  return signer;
}

/**
 * The writer's orders from the brief's instructions (and, until the role reader fills them, the reader's older fields:
 * the button's words, the things not to mention). Each instruction keeps its quote; `followed` is set once the e-mail is
 * written (see `markFollowed`).
 */
export function readOrders(facts: Facts): Orders {
  const c = facts.campaign;
  const lang = facts.language.value;
  const orders: Orders = {
    subject: null,
    preheader: null,
    headline: null,
    button: c.cta?.label || null,
    avoid: [...(c.donts ?? [])],
    include: [],
    appeal: null,
    signer: null,
    short: false,
    instructions: (c.instructions ?? []).map((i) => ({ ...i })),
  };
  const foreign = notForReaders(facts);
  for (const i of orders.instructions) {
    const value = valueOf(i);
    switch (i.kind) {
      case "subject":
        if (value) orders.subject = value;
        break;
      case "preheader":
        if (value) orders.preheader = value;
        break;
      case "headline":
        if (value) orders.headline = value;
        break;
      case "button": {
        const link = linksIn(value)[0];
        // The words before the link, without what only leads to it ("Zum Shop → gruenekiste-leipzig.de").
        const words = withoutHosts(link ? value.slice(0, link.index) : value, [
          ...c.urls,
          ...(c.links ?? []).map((l) => l.url),
        ]).replace(/\s*(?:->|→|=>|:|\bto\b|\ba\b|\bauf\b|\bvers\b)\s*$/i, "");
        // Without a value the reader found no words for the button: the instruction's own sentence gives them only as far
        // as the gate lets any of its words through ("Bouton principal vers la boutique en ligne : …" gives none).
        if (words.replace(/[^\p{L}]/gu, "").length >= 2 && (i.value || !foreign(words)))
          orders.button = words.trim().replace(/^["“„«]|["”“»]$/g, "");
        break;
      }
      case "avoid":
        if (value && !orders.avoid.includes(value)) orders.avoid.push(value);
        break;
      case "include": {
        const e = endSentence(editPoint(value, lang).text);
        if (e) orders.include.push(e);
        break;
      }
      case "length":
        orders.short = true;
        break;
      case "closing": {
        // "Signature: Camille, …" may reach us as its value alone ("Camille, …"): the quote says it is a signature.
        const signed = SIGN.test(i.quote.trim()) && !SIGN.test((i.value ?? "").trim());
        const text = signed ? `Signature: ${i.value ?? ""}` : (i.value ?? i.quote);
        // "Am Ende liebe Grüße aus Köln, Petra": the greeting and the name, wherever the sentence puts them.
        const greetAt = text.search(GREETING_ANYWHERE);
        if (SIGN.test(text.trim()) || greetAt >= 0) {
          orders.signer =
            signerOf(greetAt > 0 && !SIGN.test(text.trim()) ? text.slice(greetAt) : text.trim()) ??
            orders.signer;
          break;
        }
        // "unterschrieben von mir: Petra Ruland": a closing that says who signs is a signature, never an appeal.
        const signedAt = (i.quote ?? "").search(SIGNED_BY);
        if (signedAt >= 0) {
          orders.signer = signerOf(i.quote.slice(signedAt)) ?? orders.signer;
          break;
        }
        // "End with 'Welcome to the family' or something like that": the quoted words are the closing, not the hedge.
        const quoted = text.match(/^\s*["“„«']?([^"“”„«»]{3,80}?)["”“»']\s+\S.*$/u)?.[1] ?? text;
        // "Fijne feestdagen van Karl en het hele team": a wish from named people is the sign-off, not an ask.
        const from = quoted.match(FROM_SIGNER);
        if (from && !linksIn(quoted).length) {
          orders.signer = {
            greeting: capitalise(from[1].trim()),
            name: from[2].replace(/[.!]+$/, "").trim(),
          };
          break;
        }
        orders.appeal = appealOf(quoted, lang);
        break;
      }
      default:
        break;
    }
    // A signature is sometimes one clause of a longer instruction ("Sie-Form, unterschrieben von mir: Petra").
    if (!orders.signer) {
      const at = (i.quote ?? "").search(SIGNED_BY);
      if (at >= 0) orders.signer = signerOf(i.quote.slice(at));
    }
  }
  // A button asked for elsewhere ("Button 'Lernkoffer spenden'") that gives to the appeal is the appeal's own button.
  if (orders.appeal?.donation && orders.button && DONATION.test(orders.button))
    orders.appeal.label = orders.button;
  return orders;
}

/** Words that say who signs ("unterschrieben von mir: …", "signed by …"). */
const SIGNED_BY = /\b(?:unterschrieben|signature|signed|sign off|signé|firmado|firmato)\b/iu;

/** Each instruction with whether the built-in writer followed it, and why not when it could not. */
export function markFollowed(
  orders: Orders,
  facts: Facts,
  written: { text: string; subject: string },
): Instruction[] {
  const lang = facts.language.value;
  return orders.instructions.map((i) => {
    const table = BUILTIN_FOLLOWS[i.kind];
    if (!table.follows) return { ...i, followed: false, why: table.how };
    if (i.kind === "avoid") {
      const gone = aboutPrices(valueOf(i)) ? !MONEY.test(written.text) : !mentions(written.text, valueOf(i));
      return { ...i, followed: gone, why: gone ? null : "Its words are part of a fact the e-mail needs." };
    }
    if (i.kind === "language") {
      const value = (i.value ?? "").trim().toLowerCase();
      const asked =
        (Object.keys(LANGUAGE_WORDS) as Lang[]).find((l) => l === value) ??
        (Object.keys(LANGUAGE_WORDS) as Lang[]).find((l) => LANGUAGE_WORDS[l].test(i.value ?? i.quote));
      const ok = !asked || asked === lang;
      return { ...i, followed: ok, why: ok ? null : "The e-mail is written in the brief's language." };
    }
    if (i.kind === "subject") {
      const ok = !!orders.subject && written.subject === orders.subject;
      return { ...i, followed: ok, why: ok ? null : "The proposed subject could not be used as written." };
    }
    return { ...i, followed: true, why: null };
  });
}

/** An amount of money as briefs write it ("29 €", "€19,50", "1.190 EUR", "15 860,00 zł"). */
export const MONEY = /\d[\d.,\s]*\s?(?:€|\$|£|EUR|USD|GBP|CHF|zł|Kč|kr)|(?:€|\$|£)\s?\d/;

/**
 * Whether what is not to be mentioned is prices ("Kaufpreise", "prijzen van de arrangementen", "pricing"): then the
 * amounts stay out, while a sentence that only names the word ("credited to the purchase price") says no price.
 */
export function aboutPrices(phrase: string): boolean {
  return /price|pricing|\bcosts?\b|preis|kosten|\bprix|tarif|precio|coste|prezz|prij[sz]|pre[cç]o|\bcen[ayę]?\b|\bpris|価格|料金/iu.test(
    fold(phrase),
  );
}

/** Words that say nothing about what to leave out ("the", "mention", "mail", "bitte", "nicht"). */
const NOT_A_THING = new Set(
  (
    "the a an any our your this that it its of in on about anything mention mentioning talk put include write say show " +
    "email e mail mails newsletter invite please pls dont don do not never no " +
    "der die das den dem des ein eine einen bitte nicht nie kein keine erwähnen erwähnt nennen schreiben in die mail " +
    "le la les un une des du de pas ne jamais mentionner parler dire mettre dans ce cet cette " +
    "el la los las un una no nunca mencionar hablar poner decir en este esta lo " +
    "il lo gli un una non mai menzionare parlare mettere dire nella " +
    "de het een niet nooit noemen vermelden zeggen in " +
    "o a os as um uma não nunca mencionar falar colocar dizer"
  ).split(" "),
);

const fold = (s: string) => s.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/** The words that name the thing not to mention ("Pro plan prices" -> pro, plan, prices). */
export function avoidWords(phrase: string): string[] {
  return [
    ...new Set((fold(phrase).match(/\p{L}[\p{L}\d]{2,}|\d{2,}/gu) ?? []).filter((w) => !NOT_A_THING.has(w))),
  ].slice(0, 6);
}

/**
 * Whether a text mentions the thing: every word that names it appears, each as the start of a word of the text (a
 * plural or a case ending still counts: "Preis" in "Preise", "price" in "pricing").
 */
export function mentions(text: string, phrase: string): boolean {
  const words = avoidWords(phrase);
  if (!words.length) return false;
  const tokens = fold(text).match(/\p{L}[\p{L}\d]*|\d+/gu) ?? [];
  return words.every((w) => tokens.some((t) => t.startsWith(w.length > 5 ? w.slice(0, -1) : w)));
}
