import type { CampaignType } from "../../../shared/campaign-types";
import {
  OTHER_LANGUAGE_CUE,
  type Facts,
  type Instruction,
  type Lang,
  type TimeFact,
} from "../../../shared/facts";
import { ENGINE_FIELDS } from "../../../shared/merge-fields";
import type { ContentBlock, EmailContent, LinkContent } from "../content";
import { formatDate, formatTime, LOCALE } from "../../../shared/format";
import { variants, type ListKey } from "../i18n/messages";
import { linkLabel, say, speak } from "../i18n/voice";
import type { Rng } from "../rng";
import { chooseAngle, type Angle } from "./angles";
import {
  agendaBlock,
  aboutBrand,
  articleCards,
  calendarLink,
  ctx,
  destination,
  eventDate,
  eventRows,
  hostLabel,
  labelOf,
  mainLabel,
  nounOf,
  offerRows,
  otherLinks,
  pageButtonLabel,
  pagesBlock,
  priceText,
  quoteBlock,
  thingOf,
  type CopyFacts,
} from "./facts-copy";
import {
  aboutPrices,
  closingAskIn,
  markFollowed,
  mentions,
  MONEY,
  readOrders,
  signOffIn,
  type Orders,
} from "./follow";
import { endSentence, sentencesOf } from "./edit";
import { confirmationContent, confirmHeading } from "./confirmation";
import { attachedLine, notForReceipt, receiptBlocks, saidWithRequest, supportReceipt } from "./receipt";
import {
  WELCOMES,
  norm,
  notForReaders,
  orderLine,
  readStory,
  restatesFacts,
  type Point,
  type Story,
} from "./story";
import { moreSections } from "./sections";
import { typeset } from "./typography";

export interface Written {
  content: EmailContent;
  /** The brief's instructions, each marked followed or not (with why). */
  instructions: Instruction[];
  angle: Angle;
  /** What the instructions ask: applied again to the finished e-mail once the planner has added its blocks. */
  orders: Orders;
}

/** The eyebrow over the headline: one that never repeats the headline's words ("NEW" over "New: Lumen Teams"). */
function eyebrowFor(
  f: CopyFacts,
  eyebrows: readonly string[],
  values: Record<string, string>,
  headline: string,
  rng: Rng,
): string | null {
  const lower = headline.toLocaleLowerCase(f.lang);
  const said = eyebrows.map((e) => speak(f.voice, e, values));
  const fresh = said.filter((e) => !lower.includes(e.toLocaleLowerCase(f.lang)));
  const pick = rng.pick(said);
  return fresh.includes(pick) ? pick : (fresh[0] ?? null);
}

const capitalFirst = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** The parts of a head one angle writes; the catalogues hold one entry per angle in each list. */
type HeadPart = "subject" | "preheader" | "headline" | "intro";

/** A short date for a subject line ("14 January", "13. Januar", "1月14日"): the weekday and year are in the body. */
function shortDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE[lang], { day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${iso}T12:00:00Z`),
  );
}

/**
 * The first story, short enough to stand in a subject ("PDF generation is out of beta"); a call to action ("Read the
 * story of our trip") is a link's words, not a story's title.
 */
function leadOf(story: Story, f: CopyFacts): string | null {
  const article = f.facts.campaign.articles?.[0];
  const point = story.points.find((p) => p.heading && !(p.link && p.link.label === p.heading));
  const first = article ? (article.label ? null : article.title) : (point?.heading ?? null);
  if (!first) return null;
  const cut = first.replace(/[.:!]+$/, "");
  // One word ("Kerst") is a story's label, not what a subject can lead with.
  return cut.length <= 60 && cut.split(/\s+/).length >= 2 ? cut : null;
}

function pointsBlock(points: Point[], title: string | null, max = 8): ContentBlock[] {
  if (!points.length) return [];
  return [
    {
      kind: "sections",
      title,
      columns: 1,
      items: points
        .slice(0, max)
        .map((p) => ({ heading: p.heading || p.body, body: p.heading ? p.body : "", link: p.link })),
    },
  ];
}

/** A list's title: none when the opening leads to it ("We shipped:"), else the brief's own words, else the type's. */
function listTitle(story: Story, fallback: string): string | null {
  return story.listLed ? null : (story.pointsLead ?? fallback);
}

/** A copula or "is here" verb: a title with one is a sentence ("Crawl ya está aquí"), not a name. */
const COPULA =
  /\s(?:is|are|has|ist|sind|est|sont|arrive|está|están|es|llega|è|sono|arriva|zijn|komt|é|são|chega|jest|są|jsou|är|kommer|kommt)(?=\s|$)/iu;
/** Words that only time a sentence ("ya", "jetzt", "enfin"): never the end of a name. */
const ADVERB =
  /\s(?:ya|now|jetzt|nun|endlich|enfin|désormais|ora|finalmente|nu|eindelijk|já|już|teď|äntligen|endelig)$/iu;

/**
 * A name slot takes a name, never a sentence: a title that says something about its subject ("Crawl ya está aquí",
 * "Lumen Teams is here") is named by the words before the verb, with the brand before it when the brief writes it so
 * ("Microlink Crawl"). A title with no verb is the name as given.
 */
function nameOf(title: string, facts: Facts): string {
  const m = title.match(COPULA);
  if (!m || !m.index) return title;
  const subject = title.slice(0, m.index).replace(ADVERB, "").trim();
  if (!subject || subject.split(/\s+/).length > 4) return title;
  const brand = facts.brand.name.value;
  const withBrand = `${brand} ${subject}`;
  const story = facts.campaign.story.join(" ");
  return story.toLocaleLowerCase().includes(withBrand.toLocaleLowerCase()) ? withBrand : subject;
}

/**
 * An unnamed launch's product from the brief's opening words ("Babydecke aus Bio-Baumwolle mit Namen …" names a
 * "Babydecke aus Bio-Baumwolle"): a noun phrase of at most four words up to its first detail (a comma, a bracket, "mit",
 * "with", a plus). Null when the opening is a sentence of someone speaking or starts with an article.
 */
function leadName(story: Story): string | null {
  const opening = story.lead[0] ? sentencesOf(story.lead[0])[0] : null;
  // "NEU ab 15. Januar 2027: Digitalpiano-Mietkauf bei Musik Dreiklang": after a few words that announce it, the name.
  const announced = opening?.match(/^[^:]{2,40}?\s?:\s+(\p{L}[^:]{2,80})$/u)?.[1] ?? null;
  const first = announced ?? opening;
  if (!first || (!announced && !/^\p{Lu}/u.test(first))) return null;
  const head = first
    .split(
      /\s*(?:[,(+:;–—]|\s(?:mit|with|avec|con|met|com|med|z|s|w|för|für|for|pour|para|per|voor|bei|bij|chez|at|hos|u)\s)/iu,
    )[0]
    .trim();
  const words = head.split(/\s+/);
  if (words.length < 1 || words.length > 4 || (!announced && head === first.replace(/[.!]$/, "")))
    return null;
  // "Nouveau", "Neu": a word that announces is no name.
  if (words.length === 1 && ANNOUNCE.test(head)) return null;
  if (announced && ARTICLE_FIRST.test(head)) return head.replace(/[.!]$/, "");
  if (
    /^(?:the|a|an|we|our|i|der|die|das|ein|eine|wir|unser\w*|ich|le|la|les|un|une|nous|notre|el|los|las|una|nosotros|nuestr\w*|il|lo|gli|noi|de|het|een|wij|onze|o|os|as|um|uma|nós)$/iu.test(
      words[0],
    )
  )
    return null;
  return head.replace(/[.!]$/, "");
}

/** Words for a newsletter in the languages we write. */
const NEWSLETTER_WORD =
  /newsletter|nieuwsbrief|infolettre|lettre d'information|bolet[ií]n|notiziario|nyhetsbrev|nyhedsbrev|zpravodaj|biuletyn|rundbrief|ニュースレター/iu;

/**
 * The edition's own name from the brief's first lines ("Newsletter Januar 2027", "December nieuwsbrief", "Newsletter
 * styczeń 2027 – …"): a line of a few words with the word for a newsletter and a month or a year, no request in it.
 */
function editionName(facts: Facts): string | null {
  const lines = (facts.campaign.sentences ?? [])
    .slice(0, 3)
    .filter((x) => x.role === "fact" || x.role === "content");
  for (const x of lines) {
    const t = x.text
      .split(/\s+[–—-]\s*|:/u)[0]
      .replace(/[.!]+$/, "")
      .trim();
    if (!NEWSLETTER_WORD.test(t) || t.split(/\s+/).length > 5) continue;
    if (!/\b(?:19|20)\d{2}\b/.test(t) && t.split(/\s+/).length < 2) continue;
    return capitalFirst(t);
  }
  return null;
}

/** Whether the brief's first line names the masthead ("November newsletter - The Proofing Drawer #22"): it heads the edition. */
function mastheadFirst(facts: Facts): boolean {
  const title = facts.campaign.title;
  const first = (facts.campaign.sentences ?? [])
    .slice(0, 2)
    .map((x) => x.text)
    .join(" ");
  const words = (v: string) => [...v.toLowerCase().matchAll(/[\p{L}\d]+/gu)].map((m) => m[0]);
  return !!title && words(title).every((w) => words(first).includes(w));
}

/** Articles a name is written with mid-sentence ("de Winterkaart", "the Winter Menu"), in the languages we write. */
const ARTICLES: Partial<Record<Lang, string>> = {
  en: "the",
  de: "der|die|das",
  nl: "de|het",
  fr: "le|la|les|l'",
  es: "el|la|los|las",
  it: "il|lo|la|i|gli|le|l'",
  pt: "o|a|os|as",
};

/** A name as the brief writes it in a sentence: with its article when the brief gives one ("nieuw: de Winterkaart"). */
function withArticle(thing: string, facts: Facts, lang: Lang): string {
  const articles = ARTICLES[lang];
  if (!articles || thing.split(/\s+/).length > 4) return thing;
  const text = [...facts.campaign.story, ...(facts.campaign.sentences ?? []).map((x) => x.text)].join("\n");
  const m = text.match(new RegExp(`(?<![\\p{L}])(${articles})\\s*(?=${escapeRe(thing)}(?![\\p{L}]))`, "iu"));
  return m ? `${m[1].toLocaleLowerCase(lang)}${m[1].endsWith("'") ? "" : " "}${thing}` : thing;
}

/**
 * An event's name from the brief's first words when the brief gives it no title: a short exclamation that opens it
 * ("Online trouwinfoavond!!" as the story's shout) or a first line of a few words that ends in "!" ("Vastelaovesbal 2027
 * in Le Montagnard!!!"), without the brand it takes place at. The line leaves the opening: the headline says it.
 */
function openingName(story: Story, facts: Facts): string | null {
  if (story.shout && story.shout.split(/\s+/).length <= 4) {
    const name = story.shout;
    story.shout = null;
    return name;
  }
  const first = story.lead[0] ? sentencesOf(story.lead[0])[0] : null;
  if (!first || !/^\p{Lu}[^.?:]{2,60}!$/u.test(first) || first.split(/\s+/).length > 7) return null;
  const brand = escapeRe(facts.brand.name.value);
  const name = first
    .replace(/!+$/, "")
    .replace(
      new RegExp(
        `\\s+(?:in|im|bei|at|à|chez|en|bij|op|w|u|på|hos)\\s+(?:de\\s+|het\\s+|the\\s+)?${brand}$`,
        "iu",
      ),
      "",
    )
    .trim();
  if (name.split(/\s+/).length > 5 || CLAUSE_WORD.test(name)) return null;
  story.lead[0] = story.lead[0].slice(story.lead[0].indexOf(first) + first.length).trim();
  story.lead = story.lead.filter(Boolean);
  return name;
}

/** A word that makes a line a sentence about someone ("we", "ich", "is"): such a line is no name. */
const CLAUSE_WORD =
  /(?:^|\s)(?:we|wij|wir|ich|i|you|je|jij|u|du|sie|nous|vous|is|ist|sind|are|zijn|est|es|jest|är|er)(?=\s|$)/iu;

/** Words that announce ("Neu", "Nouveau", "Nieuw"), never a product's name on their own. */
const ANNOUNCE =
  /^(?:new|neu|nouveau|nouvelle|nuevo|nueva|nuovo|nuova|novo|nova|nieuw|nowość|nowy|nowa|novinka|nyhet|ny|nyt|jetzt|now|ahora|ora|nu|agora|teraz|teď)$/iu;

/** A name that opens with its article ("la carte d'hiver", "de Winterkaart"): written so after an announcement. */
const ARTICLE_FIRST = /^(?:the|der|die|das|le|la|les|l'|el|los|las|il|lo|gli|de|het|o|a|os|as)\s?\p{L}/iu;

/** Titles before a person's name, with the form of address each implies. */
const TITLES: [RegExp, "female" | "male"][] = [
  [
    /^(?:frau|mrs\.?|ms\.?|mme\.?|madame|sra\.?|señora|signora|sig\.ra|mevr\.?|mevrouw|pani|paní|fru)$/iu,
    "female",
  ],
  [/^(?:herr|herrn|mr\.?|m\.|monsieur|sr\.?|señor|signor|sig\.|dhr\.?|de heer|pan|pane|herr)$/iu, "male"],
];

/**
 * The one person a brief names with a title ("Ansprechpartner Herr Jens Brinkmann", "Mrs Dana Reid"): the title as the
 * brief writes it and the surname, for a greeting by name. Null when the brief names nobody so, or more than one.
 */
function namedRecipient(
  facts: Facts,
  contactPerson = false,
): { title: string; name: string; gender: string } | null {
  const text = [
    ...facts.campaign.story,
    ...(facts.campaign.sentences ?? [])
      // A sentence in another language than the e-mail's is not printed, but still names the recipient.
      .filter((x) => x.role !== "instruction" && (x.role !== "note" || x.cue === OTHER_LANGUAGE_CUE))
      .map((x) => x.text),
  ].join("\n");
  const found = new Map<string, { title: string; name: string; gender: string }>();
  const re =
    /(?<![\p{L}.])(Herrn?|Frau|Mrs?\.?|Ms\.?|Mme\.?|M\.|Monsieur|Madame|Sra?\.?|Señora?|Signora?|Sig\.(?:ra)?|dhr\.?|mevr\.?|Pan(?:i)?|Paní|Pane)\s+(?:(?:Dr|Prof)\.\s+)*(?:\p{Lu}[\p{L}'-]+\s+)?(\p{Lu}[\p{L}'-]+)/gu;
  for (const m of text.matchAll(re)) {
    const gender = TITLES.find(([t]) => t.test(m[1]))?.[1];
    if (!gender) continue;
    // A welcome's person with a number or an address beside them ("Fragen: Frau Sandra Wehrle, 07621 / 12 34 56") is
    // whom the readers call, never whom the e-mail greets.
    const line = text.slice(m.index!).split("\n")[0];
    if (contactPerson && (/\d{3}/.test(line) || /@/.test(line))) continue;
    const title = /^herrn$/i.test(m[1]) ? "Herr" : m[1];
    found.set(m[2], { title, name: m[2], gender });
  }
  return found.size === 1 ? [...found.values()][0] : null;
}

/** Labels for how long something lasts, in the languages we write. */
const LENGTH_LABEL =
  /^(?:dauer|duration|length|duración|durée|durata|duur|duração|czas trwania|délka|längd|varighed)$/iu;

/** Words of downloading or reading, in the languages we write. */
const DOWNLOAD_WORDS =
  /download|herunterlad|t[ée]l[ée]charg|descarg|scaric|baix|pobierz|stáhn|ladda ner|hent|read|lesen|lire|leer|leggi|lezen|ler\b|czytaj|číst|läs|læs|get (?:the|your)|copy|exemplar|guide|report|pdf|ダウンロード/iu;

/** A point about a download's file: its pages, format, size or how long its link works. */
const FILE_FACT =
  /^(?:\d+\s*(?:pages?|seiten|páginas?|pagine|pagina's|stron[ay]?|strany|stran|sidor|sider|ページ)(?!\p{L})|(?:pdf|epub|docx?|xlsx?)\b|.*\b\d+(?:[.,]\d+)?\s?(?:kb|mb)\b|.*\b(?:valid|gültig|válido|valable|valido|geldig|platný|ważny|giltig|gyldig)\b)/iu;

/** "28 Seiten", "12 pagina's", "32 strony", "40 pages": a document's length as the brief writes it. */
const PAGES =
  /\b(\d{1,4})\s*(pages?|seiten|páginas?|pagine|pagina's|paginas|stron[ay]?|strany|stran|sidor|sider|ページ)(?![\p{L}])/iu;

function pagesOf(facts: Facts): string | null {
  const text = [
    ...(facts.campaign.sentences ?? [])
      .filter((x) => x.role === "content" || x.role === "fact")
      .map((x) => x.text),
    ...facts.campaign.story,
    ...facts.campaign.points,
  ].join("\n");
  const m = text.match(PAGES);
  return m ? `${m[1]} ${m[2]}` : null;
}

/** Note-form parts of the brief ("Teilnahme kostenlos", "Max. 100 Plätze") as a list of their own. */
function notesBlock(notes: string[], title: string): ContentBlock[] {
  if (!notes.length) return [];
  return [
    {
      kind: "sections",
      title,
      columns: 1,
      style: "list",
      items: notes.map((n) => ({ heading: n, body: "", link: null })),
    },
  ];
}

/** Labels that name who speaks or hosts ("Prowadzący", "Referent", "Speakers", "Sprekers"). */
const HOST_LABEL =
  /^(?:prowadz\p{L}*|referent\p{L}*|speakers?|sprecher\p{L}*|hosts?|hosted by|moderat\p{L}*|sprekers?|orateurs?|intervenants?|ponentes?|relatori|palestrantes?|přednáš\p{L}*|talare|talere)$/iu;

/** Labels that are a preposition ("Mit: Petra Ruland, …"): the line names who speaks or hosts. */
const BYLINE = /^(?:mit|with|avec|con|met|com|med|z|s|par|by|von|de|da|door|af|av)$/iu;

/**
 * An event's labelled lines ("Mein Stand: Nr. 14", "Duración: 45 min + 15 min de preguntas") as rows of its details
 * card, taken out of the prose: a label and a short value read as a fact, never as a paragraph. A byline ("Mit: …")
 * is the speakers row when the facts name no speaker, and nothing when they do; a value the card already shows goes.
 */
function labelledRows(story: Story, f: CopyFacts): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  const take = (p: string): string => {
    const kept = sentencesOf(p).filter((sentence) => {
      const row = story.rows.find((r) => new RegExp(`^${escapeRe(r.label)}\\s*[:：]`, "u").test(sentence));
      // A value that is a sentence of its own ("Send a title + 2 lines to … by Jan 8") reads as one, not as a tile.
      // Who speaks or hosts is a row however long its names and roles are.
      const host = !!row && HOST_LABEL.test(row.label) && row.value.split(/\s+/).length <= 24;
      if (!row || (row.value.split(/\s+/).length > 8 && !host)) return true;
      if (host) {
        if (!f.facts.campaign.speakers.length)
          rows.push({
            label: say(f.voice, "label.speakers", {
              count: /[+&,]|\s(?:und|and|en|et|y|e|i|a|och|og)\s/u.test(row.value) ? 2 : 1,
            }),
            value: row.value.replace(/\s\+\s/gu, ", "),
          });
        return false;
      }
      if (restatesFacts(row.value, f.facts, f.lang)) return false;
      if (BYLINE.test(row.label)) {
        if (!f.facts.campaign.speakers.length)
          rows.push({ label: say(f.voice, "label.speakers", { count: 1 }), value: row.value });
        return false;
      }
      rows.push({ label: capitalFirst(row.label), value: row.value });
      return false;
    });
    return kept.join(" ");
  };
  story.lead = story.lead.map(take).filter(Boolean);
  story.more = story.more.map(take).filter(Boolean);
  return rows;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The sentence of the brief's prose that gives the offer's code ("Alle Teilnehmer bekommen 20 % …, Code STICKLIVE20,
 * gültig bis 31.01.2027."), taken out of the prose: the offer block says it once. Returned: its part that names the
 * discount, as the offer's own words, when the brief has one.
 */
function offerSentence(story: Story, f: CopyFacts): string | null {
  const o = f.facts.campaign.offer;
  if (!o) return null;
  if (!o.code) return offerWithoutCode(story, f, o.discount);
  let said: string | null = null;
  const take = (p: string) =>
    sentencesOf(p)
      .filter((sentence) => {
        if (!sentence.includes(o.code!)) return true;
        const part = o.discount
          ? sentence.split(/,\s+/).find((x) => x.includes(o.discount!.replace(/\s/g, "").slice(0, 2)))
          : null;
        if (part && !part.includes(o.code!) && part.split(/\s+/).length >= 3)
          said ??= part.replace(/[.!]$/, "");
        return false;
      })
      .join(" ");
  story.lead = story.lead.map(take).filter(Boolean);
  story.more = story.more.map(take).filter(Boolean);
  return said;
}

/**
 * A discount without a code that the brief tells in a sentence or a point of its own ("Bonus für Teilnehmer: 10% auf
 * Saiten & Pflegeprodukte im Laden bis 31.01.2027", "an dem Abend gibt's 5% auf alle Taylors"): the offer box says it in
 * those words, once, and the prose or the list does not repeat it. The date it ends goes: the box has a row for it.
 */
function offerWithoutCode(story: Story, f: CopyFacts, discount: string | null): string | null {
  if (!discount) return null;
  const pct = discount.replace(/\s/g, "");
  const has = (t: string) => t.replace(/\s/g, "").includes(pct);
  let said: string | null = null;
  const words = (t: string) => {
    const deadline = f.facts.campaign.offer?.deadline?.text;
    let w = t.replace(/^[^:]{2,40}:\s*/u, "").replace(/[.!]+$/, "");
    if (deadline)
      w = w.replace(
        new RegExp(`\\s*(?:bis|until|till|tot|jusqu'au|hasta|fino al|até|do)\\s+${escapeRe(deadline)}`, "iu"),
        "",
      );
    return w.trim();
  };
  const take = (p: string) =>
    sentencesOf(p)
      .filter((sentence) => {
        if (said || !has(sentence) || sentence.split(/\s+/).length > 25) return true;
        said = words(sentence);
        return false;
      })
      .join(" ");
  story.lead = story.lead.map(take).filter(Boolean);
  story.more = story.more.map(take).filter(Boolean);
  if (!said) {
    const at = story.points.findIndex((p) => has(`${p.heading} ${p.body}`));
    if (at >= 0) {
      const p = story.points[at];
      said = words(p.body ? `${p.heading}: ${p.body}` : p.heading);
      story.points.splice(at, 1);
    }
  }
  if (!said) {
    const at = story.notes.findIndex(has);
    if (at >= 0) said = words(story.notes.splice(at, 1)[0]);
  }
  return said && (said as string).split(/\s+/).length >= 2 ? capitalFirst(said) : null;
}

/** The edition's stories in one line ("Screenshots, New Svelte SDK and Color detection"): what a preheader promises. */
function storiesLine(story: Story, lang: Lang, avoid: string[]): string | null {
  const names = story.points
    .map((p) => p.heading)
    .filter((h) => h && h.split(/\s+/).length <= 5 && !avoid.some((a) => mentions(`${h}`, a)))
    .slice(0, 3);
  if (names.length < 2) return null;
  return new Intl.ListFormat(LOCALE[lang], { type: "conjunction" }).format(names);
}

/** The brief's further paragraphs, edited: under a heading when they talk about tickets, travel or the programme. */
function moreBlock(story: Story, f: CopyFacts): ContentBlock[] {
  return moreSections(story.more, f.voice);
}

/** Where to reach someone, in one sentence of the catalogue: "Questions? Call 0221 … (Mon–Fri 9–16) or write to …". */
function contactLine(f: CopyFacts, story: Story, fallback = false): string | null {
  const c = story.contact;
  // A receipt or a welcome whose brief gives one address and no contact line: that address answers questions.
  const only = fallback && f.facts.campaign.emails.length === 1 ? f.facts.campaign.emails[0] : null;
  const email = c?.email ?? only;
  const phone = c?.phone ?? null;
  if (!email && !phone) return null;
  const hours = c?.hours ? ` (${c.hours})` : "";
  if (phone && email) return say(f.voice, "contact.both", { phone: `${phone}${hours}`, email });
  if (phone) return say(f.voice, "contact.phone", { phone: `${phone}${hours}` });
  return say(f.voice, "contact.email", { email: email! });
}

const BARE_CLOSING = new Set<Lang>(["de", "cs", "pl", "sv", "da"]);

/** The sign-off: the greeting the brief asks for or one in the register, then who signs (never an invented person). */
function signoff(f: CopyFacts, rng: Rng, orders: Orders): string[] {
  const reg = f.voice.register;
  const greeting =
    orders.signer?.greeting ?? speak(f.voice, rng.pick(variants(f.lang, reg ? `signoff.${reg}` : "signoff")));
  const sender = orders.signer?.name || f.facts.brand.senderName?.value || say(f.voice, "team", f.vars);
  // German, Czech, Polish, Swedish and Danish letters end the closing words without a comma; a sentence keeps its mark.
  const words = greeting.replace(/[,，]\s*$/u, "");
  const line = BARE_CLOSING.has(f.lang) || /[.!?。！…]$/u.test(words) ? words : `${words},`;
  return [`${line}\n${sender}`];
}

/** German writes a noun after "zum", "zur", "beim" with a capital ("zum Probespielen"), whatever the brief typed. */
function nounsAfter(text: string, lang: Lang): string {
  if (lang !== "de") return text;
  return text.replace(
    /\b(zum|zur|beim|vom|ins)\s+(\p{Ll})/gu,
    (_m, p: string, ch: string) => `${p} ${ch.toUpperCase()}`,
  );
}

/** A closing ask with its own button (a donation, a second action): the appeal block before the sign-off. */
function appealBlock(f: CopyFacts, orders: Orders): ContentBlock[] {
  const a = orders.appeal;
  if (!a) return [];
  // A closing line with nothing to do and nowhere to go ("Welcome to the family") is said, with no button of its own:
  // the e-mail has one main button.
  const invitation = a.invite ? say(f.voice, "closing.invite", { what: nounsAfter(a.invite, f.lang) }) : null;
  if (!a.url && !a.donation && !a.label) {
    const said = [invitation, a.text ? endSentence(a.text) : null].filter((x): x is string => !!x);
    return said.length ? [{ kind: "text", title: null, paragraphs: [said.join(" ")] }] : [];
  }
  const donate = a.donation;
  // A page for giving ("Spenden", "donate") before one for supporting in general ("Unterstützer werden").
  const pageFor = (re: RegExp) => f.facts.brand.pages.find((p) => re.test(`${p.label} ${p.url}`));
  const page = donate
    ? (pageFor(/spend|donat|don(?:ner|s)?\b|dona|doe/i) ?? pageFor(/support|unterst|help/i))
    : null;
  const url = a.url ?? page?.url ?? f.facts.brand.websiteUrl;
  const label = a.label ?? (donate ? say(f.voice, "link.donate") : linkLabel(f.voice, "other"));
  return [
    {
      kind: "appeal",
      title: donate ? say(f.voice, "label.donate") : null,
      text: [invitation, a.text].filter(Boolean).join(" "),
      link: { label, url },
    },
  ];
}

/** The facts block of an auto-reply: pages, format, how long the link works, when the brief gives them. */
function head(
  type: CampaignType,
  f: CopyFacts,
  angleIndex: number,
  values: Record<string, string>,
  frame = `type.${type}`,
): Record<HeadPart, string> {
  const pick = (part: HeadPart) => {
    const list = variants(f.lang, `${frame}.${part}` as ListKey);
    return speak(f.voice, list[angleIndex] ?? list[0], values);
  };
  const cap = (s: string) => s.charAt(0).toLocaleUpperCase(f.lang) + s.slice(1);
  // A name with a colon of its own ("Noch rechtzeitig zu Weihnachten: Geschenke mit Namen") is joined to the angle's
  // words by a dash, never by a second colon.
  const thing = values.thing;
  const join = (s: string) =>
    /[:：]/.test(thing)
      ? s.split(`${thing}: `).join(`${thing} – `).split(`: ${thing}`).join(` – ${thing}`)
      : s;
  // A name that asks its own question ("Westerngitarre oder Konzertgitarre?") ends a question frame with one mark.
  const once = (s: string) => s.replace(/([?!])([“”"»«„]?)\?/u, "$1$2");
  return {
    subject: once(cap(join(pick("subject")))),
    preheader: pick("preheader"),
    headline: once(cap(join(pick("headline")))),
    intro: pick("intro"),
  };
}

/**
 * Leaves out what the brief says not to mention: a sentence, an item or a row that names it goes; a price goes when
 * the brief keeps prices out. What is left is checked again when the instructions are marked.
 */
function withoutAvoided(content: EmailContent, avoid: string[]): EmailContent {
  if (!avoid.length) return content;
  // "Keine Kaufpreise nennen" keeps the amounts out, not the word: "12 Monatsmieten werden auf den Kaufpreis
  // angerechnet" names no price and stays.
  const prices = avoid.some(aboutPrices);
  const words = avoid.filter((a) => !aboutPrices(a));
  const hit = (s: string | null | undefined) => !!s && words.some((a) => mentions(s, a));
  const prose = (s: string) =>
    sentencesOf(s)
      .filter((x) => !hit(x) && !(prices && MONEY.test(x)))
      .join(" ");
  const money = MONEY;
  const blocks = content.blocks
    .map((b): ContentBlock | null => {
      switch (b.kind) {
        case "sections": {
          const items = b.items
            .map((it) => ({ ...it, heading: hit(it.heading) ? "" : it.heading, body: prose(it.body) }))
            .filter((it) => it.heading || it.body);
          return items.length ? { ...b, items } : null;
        }
        case "details": {
          const rows = b.rows.filter(
            (r) => !hit(`${r.label} ${r.value}`) && !(prices && money.test(r.value)),
          );
          return rows.length ? { ...b, rows } : null;
        }
        case "steps": {
          const items = b.items.filter((it) => !hit(`${it.title} ${it.body}`));
          return items.length ? { ...b, items } : null;
        }
        case "products":
          return { ...b, items: b.items.map((p) => (prices ? { ...p, price: null, was: null } : p)) };
        case "offer":
          return hit(`${b.title} ${b.text} ${b.code ?? ""}`) ? null : b;
        case "agenda": {
          const items = b.items.filter((it) => !hit(it.title));
          return items.length ? { ...b, items } : null;
        }
        case "appeal":
          return hit(b.text) ? { ...b, text: prose(b.text) } : b;
        case "note":
          return hit(b.text) ? null : b;
        default:
          return b;
      }
    })
    .filter((b): b is ContentBlock => !!b);
  return {
    ...content,
    intro: content.intro.map(prose).filter(Boolean),
    closing: content.closing.map(prose).filter(Boolean),
    blocks,
  };
}

/**
 * The e-mail's words from the fact model and the brief's content, in the angle the seed chooses. States nothing the
 * facts do not hold; every point of the customer's own is edited; instructions are followed where the writer can.
 */
export function writeEmail(type: CampaignType, facts: Facts, rng: Rng, seed: number): Written {
  const f = ctx(facts);
  const L = labelOf(f);
  const c = facts.campaign;
  const orders = readOrders(facts);
  // A receipt keeps the brief's fixed content (payment, renewal, how to cancel) even where the reader's story ends
  // with the order's lines.
  const story = readStory(facts, f.lang, {
    short: orders.short,
    untold: type === "transactional-purchase",
  });
  // What an instruction asks to say is said once: not again when the reader already told it, and never where the gate
  // finds the instruction's own words (the reader did not tell it: "Show the order number (merge fields, we map them)").
  const foreign = notForReaders(facts);
  const toldText = norm(
    [...story.lead, ...story.more, ...story.points.map((p) => `${p.heading} ${p.body}`)].join(" "),
  );
  for (const s of orders.include) {
    if (foreign(s) || (norm(s) && toldText.includes(norm(s)))) continue;
    const m = s.match(/^([^:.!?]{2,48}?):\s+(.+)$/su);
    if (m) story.points.push({ heading: m[1], body: m[2], link: null });
    else story.lead.push(s);
  }
  // A closing ask the brief wrote among its content ("Am Ende bitte mit Spendenaufruf abschließen: …") is the appeal.
  closingAskIn(
    [...c.story, ...(c.sentences ?? []).filter((x) => x.role === "content").map((x) => x.text)].flatMap((p) =>
      sentencesOf(p),
    ),
    orders,
    f.lang,
  );
  // A sign-off the brief wrote among its content signs the e-mail, once, at its end.
  const unsigned = (p: string) =>
    sentencesOf(p)
      .filter((sentence) => {
        const signer = signOffIn(sentence);
        if (!signer) return true;
        orders.signer ??= signer;
        return false;
      })
      .join(" ");
  story.lead = story.lead.map(unsigned).filter(Boolean);
  story.more = story.more.map(unsigned).filter(Boolean);
  const event = type === "webinar" || type === "offline-event";
  // Note-form lines of a brief are its points where the type has one list; an event shows them under their own title.
  if (!event || type === "offline-event") {
    story.points.push(...story.notes.map((n) => ({ heading: n, body: "", link: null })));
    story.notes = [];
  }
  const extraRows = event ? labelledRows(story, f) : [];
  // Events and launches show the offer in their own block, in the brief's words for it.
  const offerSaid = event || type === "product-launch" ? offerSentence(story, f) : null;
  const date = eventDate(facts) ?? (type === "product-launch" ? (c.dates[0] ?? null) : null);
  // Without a name an event is headed by its strongest fact, its date ("Tuesday, 9 March 2027"), never by a noun.
  // An event the brief names only on its first line ("Online trouwinfoavond!!", "Vastelaovesbal 2027 in Le Montagnard!!!")
  // is called so: that line names it, the date card says when.
  const eventName =
    (type === "webinar" || type === "offline-event") && !c.title ? openingName(story, facts) : null;
  const dateLed = (type === "webinar" || type === "offline-event") && !c.title && !eventName && !!date;
  // An edition filed under its own name in the brief's first lines ("Winter-Newsletter 2026 / Jahresrückblick") is
  // headed by it: it says what the edition is better than a title found among its stories.
  const given =
    type === "newsletter" && !mastheadFirst(facts) && (story.filed || editionName(facts))
      ? (story.filed ?? editionName(facts)!)
      : eventName
        ? eventName
        : thingOf(f, type) === nounOf(f, type)
          ? nounOf(f, type)
          : withArticle(thingOf(f, type), facts, f.lang);
  const fromLead = given === nounOf(f, type) && type === "product-launch" ? leadName(story) : null;
  const thing =
    dateLed && date
      ? capitalFirst(formatDate(date, f.lang))
      : given === nounOf(f, type)
        ? (fromLead ?? given)
        : nameOf(given, facts);
  const named = thing !== nounOf(f, type);
  // The line the name was read from ("NEU ab 15. Januar 2027: Digitalpiano-Mietkauf bei …") is the headline's and the
  // details card's now: it is not said again as the opening.
  if (fromLead && story.lead[0]) {
    const [title, ...rest] = sentencesOf(story.lead[0]);
    if (/^[^:]{2,40}:\s/u.test(title) && title.split(/\s+/).length <= 12)
      story.lead = [rest.join(" "), ...story.lead.slice(1)].filter(Boolean);
  }
  // "Introducing Lumen Teams: central backup…" after a headline that names Lumen Teams starts after the colon.
  if (named && story.lead[0]) {
    const m = story.lead[0].match(/^([^:–—]{3,80}?)\s*(?::|\s[–—-])\s+(\S.{19,})$/su);
    if (m && m[1].toLocaleLowerCase(f.lang).includes(thing.toLocaleLowerCase(f.lang)))
      story.lead[0] = capitalFirst(m[2]);
  }
  const lead = leadOf(story, f);
  const offer = c.offer?.discount ?? null;
  // A question asks about a name: a title that is a sentence of its own ("In 10 minuten je btw-aangifte klaar? Zo doe
  // je dat!") or a long one is no name to ask about; the next angle the seeds give names it instead, since the
  // subject and headline name the campaign whenever the brief names it.
  const sentence = /[?!]./u.test(thing) || thing.split(/\s+/).length > 8 || COPULA.test(` ${thing}`);
  const pick = (s: number) =>
    chooseAngle(
      type,
      { date: !!date && !dateLed, lead: !!lead, offer: !!offer },
      s,
      facts.brand.domain,
      // A product named only by the brief's opening words leads with its strongest fact too: product and date.
      named && !fromLead,
    );
  let chosen = pick(seed);
  for (let k = 1; k <= 6 && named && sentence && chosen.angle === "question"; k++)
    chosen = pick(seed + k * 7);
  const { angle, index } = chosen;
  // Only when every angle asks does the question go without the name: "Will you join us?", never one around a sentence.
  const unnamedQuestion = named && sentence && angle === "question";
  const values: Record<string, string> = {
    ...f.vars,
    thing,
    quoted: named && !dateLed ? say(f.voice, "quoted", { title: thing }) : thing,
    named: named && !unnamedQuestion ? "yes" : "no",
    date: date ? shortDate(date.iso, f.lang) : "",
    lead: lead ?? "",
    offer: offer ?? "",
  };
  // A receipt for a sponsorship or a donation thanks for support: no order, no shop.
  const support = type === "transactional-purchase" && supportReceipt(f);
  const frame = support ? "type.transactional-purchase.support" : `type.${type}`;
  const h = head(type, f, index, values, frame);
  const dest = destination(facts, type);
  const when = [
    date ? formatDate(date, f.lang) : null,
    c.time ? formatTime(c.time as TimeFact & { twelveHour?: boolean }, f.lang) : null,
  ]
    .filter(Boolean)
    .join(", ");
  const eyebrows = variants(f.lang, `${frame}.eyebrow` as ListKey);
  // A subject the customer proposes is their name for the campaign: it heads an edition (whose "title" the reader may
  // have taken from one of its stories) and anything that has no name of its own, where the angle would be generic.
  const headline =
    orders.headline ??
    (orders.subject && (type === "newsletter" || !named || dateLed) ? orders.subject : h.headline);
  const base: EmailContent = {
    subject: orders.subject ?? h.subject,
    preheader: orders.preheader ?? h.preheader,
    eyebrow: story.shout ?? eyebrowFor(f, eyebrows, values, headline, rng),
    headline,
    intro: [],
    blocks: [],
    cta: { label: "", url: dest.url },
    ctaNote: null,
    closing: signoff(f, rng, orders),
    footer: say(f.voice, support ? "type.transactional-purchase.support.why" : `type.${type}.why`, f.vars),
  };
  // A button is an action: the campaign's title when it states something ("Crawl ya está aquí", a headline the brief
  // proposed) is not its label, whoever took it for one.
  const action = (words: string | null | undefined) =>
    words && !(words === c.title && COPULA.test(` ${words}`)) ? words : null;
  const button = (fallback: string) =>
    action(orders.button) ?? action(mainLabel(facts, f.voice, type)) ?? fallback;
  // A button the brief words without a link ("CTA: go to dashboard") goes to the site's page of that name, if any.
  const buttonPage = orders.button && !c.cta?.url && !c.mainLink ? pageNamed(facts, orders.button) : null;
  const typeCta = () => speak(f.voice, rng.pick(variants(f.lang, `type.${type}.cta` as ListKey)), values);
  const contact = contactLine(f, story, type === "transactional-purchase" || type === "customer-onboarding");
  const closingAsk = appealBlock(f, orders);
  const brandLine = orders.short ? [] : aboutBrand(f);
  // A receipt or a welcome to one person the brief names with a title ("Herr Jens Brinkmann") greets that person.
  const recipient =
    (type === "transactional-purchase" || type === "customer-onboarding") && f.voice.form === "formal"
      ? c.order?.example
        ? null
        : namedRecipient(facts, type === "customer-onboarding")
      : null;
  const hello = recipient ? say(f.voice, "hello.named", recipient) : say(f.voice, "hello", f.vars);
  // A brief that opens with its own welcome ("Welcome to Lumen!") needs no stock opening beside it; a short e-mail opens
  // with the brief's words alone.
  // A product named by the brief's opening words is introduced by them: no stock line naming it first.
  const opener =
    story.lead.length && (orders.short || WELCOMES.test(story.lead[0]) || fromLead) ? [] : [h.intro];
  // Angles that lead with a block put it before the others: a second body skeleton for the same facts.
  const first = index % 2 === 1;

  let content: EmailContent;
  switch (type) {
    case "confirmation-email": {
      // What the business confirms (a reservation, a repair taken in, a request received) is said as such.
      if (c.confirms && c.confirms.kind !== "subscription") {
        content = confirmationContent(f, c.confirms, story, base, say(f.voice, "hello", f.vars));
        break;
      }
      // A promise that repeats a fixed line of the e-mail ("wer sich nicht angemeldet hat, einfach ignorieren" beside
      // the ignore line) is said once, by that line.
      const fixed = new Set(
        norm(L("ignore"))
          .split(" ")
          .filter((w) => w.length >= 6),
      );
      const own = (p: string) =>
        !confirmHeading(p) &&
        !norm(p)
          .split(" ")
          .some((w) => fixed.has(w));
      story.points = story.points.filter((p) => own(`${p.heading} ${p.body}`));
      const promises = [...story.lead, ...story.more]
        .flatMap((p) => sentencesOf(p))
        .filter((p) => p && own(p));
      // What confirming brings (a thank-you voucher) is part of the promise.
      const thanks: ContentBlock[] = offerRows(f).length
        ? [{ kind: "details", title: L("offer"), rows: offerRows(f) }]
        : [];
      const expect: ContentBlock[] = [
        ...promises.map((p) => ({ heading: p.replace(/\.$/, ""), body: "", link: null })),
        ...story.points,
      ].length
        ? [
            {
              kind: "sections",
              title: L("expect"),
              columns: 1,
              style: "list",
              items: [
                ...promises.map((p) => ({ heading: p.replace(/\.$/, ""), body: "", link: null })),
                ...story.points.map((p) => ({
                  heading: p.heading || p.body,
                  body: p.heading ? p.body : "",
                  link: p.link,
                })),
              ],
            },
          ]
        : [];
      const note: ContentBlock[] = [{ kind: "note", text: L("ignore") }];
      content = {
        ...base,
        intro: [h.intro],
        blocks: angle === "question" ? [...note, ...expect, ...thanks] : [...expect, ...thanks],
        cta: { label: orders.button ?? typeCta(), url: ENGINE_FIELDS.confirmationUrl.token },
        ctaFirst: angle === "almost",
        closing: [...(angle === "question" ? [] : [L("ignore")]), ...base.closing],
      };
      break;
    }
    case "transactional-purchase": {
      // A row whose value runs on after its answer ("Zahlung: Vorkasse: Bankverbindung steht auf der Rechnung") keeps
      // the answer; the rest is said under it.
      story.rows = story.rows.map((r) => {
        const m = r.value.match(/^([^:]{2,40}):\s+(\S+(?:\s+\S+){3,}.*)$/su);
        if (!m) return r;
        story.more.push(m[2]);
        return { ...r, value: m[1] };
      });
      const receipt = receiptBlocks(f, story.rows);
      // A labelled line the receipt shows as a row is not said again as a sentence.
      const asRow = (p: string) =>
        story.rows.some((r) => p.startsWith(`${r.label}:`) || p.startsWith(`${r.label} :`));
      // The order's own lines are the receipt's table, never sentences under it.
      const sample = notForReceipt(f, story.rows);
      // What is attached is said in the e-mail's words; the rest of the brief's sentences as edited.
      const composed = (p: string) =>
        sentencesOf(p)
          .map((x) => attachedLine(f, x) ?? endSentence(x))
          .join(" ");
      story.points = story.points.filter((p) => !sample(p.heading) && !sample(`${p.heading} ${p.body}`));
      const told = [...story.lead.slice(1), ...story.more, ...saidWithRequest(f)].filter(
        (p) => !asRow(p) && !orderLine(p) && !sample(p),
      );
      const next: ContentBlock[] = [
        ...(told.length
          ? [
              {
                kind: "text" as const,
                title: L("nextSteps"),
                paragraphs: told.map(composed),
              },
            ]
          : []),
        ...pointsBlock(story.points, told.length ? null : L("nextSteps")),
      ];
      content = {
        ...base,
        intro: [
          hello,
          h.intro,
          ...story.lead
            .slice(0, 1)
            .filter((p) => !asRow(p) && !orderLine(p) && !sample(p))
            .map(composed),
        ],
        blocks: angle === "next" ? [...next, ...receipt] : [...receipt, ...next],
        // "Your order is confirmed" opens with its button (the order's page); the others end with it.
        ctaFirst: angle === "confirmed",
        // Support has no order page: without a link of the brief's, the button leads to the site.
        cta:
          support && !c.cta?.url && !c.mainLink?.url
            ? {
                label: orders.button ?? say(f.voice, "footer.visit", f.vars),
                url: f.facts.brand.websiteUrl,
              }
            : {
                label: button(typeCta()),
                url: c.cta?.url || c.mainLink?.url || ENGINE_FIELDS.orderUrl.token,
              },
        closing: [contact ?? L("questions"), ...base.closing],
      };
      break;
    }
    case "whitepaper-autoreply": {
      // Facts about the file (pages, format, size, how long the link works) are said by the button, not listed as
      // what is inside the document.
      const file = (p: Point) => !p.body && FILE_FACT.test(p.heading);
      const inside = pointsBlock(
        story.points.filter((p) => !file(p)),
        listTitle(story, L("inside")),
      );
      // The document's length wherever the brief says it ("Feestbrochure 2027 (pdf, 12 pagina's)"): the button says it.
      const length = pagesOf(facts);
      // "Link 14 Tage gültig", "Link do pobrania ważny 7 dni": how long the link works is said by the button too.
      const validity: string[] = [];
      const notFile = (p: string) =>
        sentencesOf(p)
          .filter((x) => {
            const short = x.split(/\s+/).length <= 8 && FILE_FACT.test(x) && !PAGES.test(x);
            if (short) validity.push(x.replace(/[.!]+$/, ""));
            return !short;
          })
          .join(" ");
      story.lead = story.lead.map(notFile).filter(Boolean);
      story.more = story.more.map(notFile).filter(Boolean);
      const fileNote = [
        ...(length && !story.points.some((p) => file(p) && p.heading.includes(length)) ? [length] : []),
        ...story.points.filter(file).map((p) => p.heading),
        ...validity,
      ];
      const more = moreBlock(story, f);
      content = {
        ...base,
        ctaNote: fileNote.length ? fileNote.join(" · ") : null,
        preheader: orders.preheader ?? (length ? `${capitalFirst(length)} · ${h.preheader}` : h.preheader),
        intro: [...opener, ...story.lead],
        blocks: [
          ...(angle === "inside" ? [...inside, ...more] : [...more, ...inside]),
          ...quoteBlock(f),
          ...otherLinks(f, [dest.url, ...storyUrls(story)]),
          ...linksBlock(story.links, [dest.url]),
        ],
        cta: (() => {
          // The brief's main link is the download's only when it is one: a form for another action ("formularz na
          // …/serwis") is the closing ask's.
          const fileLink = (
            l: { url: string; purpose: string; context?: string | null } | null | undefined,
          ) =>
            !!l &&
            (l.purpose === "download" ||
              /\.pdf(\?|$)|download/i.test(l.url) ||
              DOWNLOAD_WORDS.test(l.context ?? ""));
          const appealUrl = orders.appeal?.url ?? null;
          const url =
            c.cta?.url ||
            (c.mainLink &&
            c.mainLink.url !== appealUrl &&
            (fileLink(c.mainLink) || c.mainLink.purpose === "other")
              ? c.mainLink.url
              : null) ||
            c.urls.find((u) => /\.pdf(\?|$)|download/i.test(u)) ||
            ENGINE_FIELDS.downloadUrl.token;
          // The download's button downloads: words for another action ("Book a 20-min call with Katrin") never sit
          // on the download link; that action is the contact line's.
          const words = button(typeCta());
          const other = url === ENGINE_FIELDS.downloadUrl.token && !DOWNLOAD_WORDS.test(words);
          return { label: other ? typeCta() : words, url };
        })(),
        // A closing ask of its own (a tour, a form) comes after the download, never between the list and its button.
        ctaFirst: angle !== "inside" || closingAsk.length > 0,
        closing: [...(contact ? [contact] : []), ...base.closing],
      };
      break;
    }
    case "newsletter": {
      const list = pointsBlock(
        story.points,
        story.listLed || (c.articles ?? []).length ? null : (story.pointsLead ?? L("highlights")),
      );
      const stories = story.listLed ? [...list, ...articleCards(f)] : [...articleCards(f), ...list];
      // An edition that names its stories promises them: the preheader lists them, and the opening says what is in it
      // instead of a stock line.
      const line = storiesLine(story, f.lang, orders.avoid);
      content = {
        ...base,
        preheader: orders.preheader ?? (line ? capitalFirst(line) : base.preheader),
        intro: [
          ...(line ? (story.lead.length ? [] : [`${L("highlights")}: ${line}.`]) : opener),
          ...story.lead,
          ...(story.lead.length || story.points.length ? [] : brandLine),
        ],
        blocks: [
          ...stories,
          ...moreBlock(story, f),
          ...quoteBlock(f),
          ...otherLinks(f, [dest.url, ...storyUrls(story)]),
          ...linksBlock(story.links, [dest.url]),
          // The site's pages fill an edition that brings no stories of its own, never one that does.
          ...((c.articles ?? []).length || story.points.length >= 2 || orders.short
            ? []
            : pagesBlock(f, L("explore", f.vars))),
        ],
        cta: {
          label:
            orders.button ??
            mainLabel(facts, f.voice) ??
            pageButtonLabel(dest.page, say(f.voice, "footer.visit", f.vars)),
          url: dest.url,
        },
        closing: [...(contact ? [contact] : []), ...base.closing],
      };
      break;
    }
    case "webinar":
    case "offline-event": {
      // The brief's own length row ("Duración: 45 min + 15 min de preguntas") says it; the time row does not add one.
      const ownLength = extraRows.some((r) => LENGTH_LABEL.test(r.label));
      const rows = [
        ...eventRows(f, type).map((r) =>
          ownLength && r.label === L("time") ? { ...r, value: r.value.replace(/\s·\s.*$/u, "") } : r,
        ),
        ...extraRows,
      ];
      const join =
        c.onlineUrl && (type === "webinar" || !c.venue)
          ? {
              heading: L("join"),
              body: hostLabel(c.onlineUrl),
              link: { label: L("joinLink"), url: c.onlineUrl },
            }
          : null;
      const cal = calendarLink(facts, type, named ? thing : `${f.vars.brand}: ${thing}`);
      const calItem =
        cal && date
          ? { heading: L("calendar"), body: when, link: { label: L("addToCalendar"), url: cal } }
          : null;
      const linkItems = [join, calItem].filter((x): x is NonNullable<typeof x> => !!x);
      // A place to go to gets a way there: its address as a search on the map, nothing the brief did not give.
      const directions: ContentBlock[] =
        type === "offline-event" && c.venue && /\d/.test(c.venue)
          ? [
              {
                kind: "sections",
                title: null,
                columns: 1,
                items: [
                  {
                    heading: L("directions"),
                    // The event card says the address; this line only leads to the map.
                    body: "",
                    link: {
                      label: L("openMap"),
                      url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(c.venue)}`,
                    },
                  },
                ],
              },
            ]
          : [];
      const hasRegistration = dest.fromBrief || !!dest.page;
      const byMail = registersByMail(facts);
      const programme: ContentBlock[] = story.agenda.length
        ? [{ kind: "agenda", title: L("agenda"), items: story.agenda }]
        : agendaBlock(f);
      const topics = pointsBlock(
        story.points,
        listTitle(story, L(type === "webinar" ? "learn" : "goodToKnow")),
      );
      content = {
        ...base,
        preheader: orders.preheader ?? (when && angle !== "date" ? `${when} · ${h.preheader}` : h.preheader),
        intro: [...opener, ...story.lead, ...(story.lead.length ? [] : brandLine)],
        blocks: [
          ...(rows.length ? [{ kind: "details" as const, title: L("details"), rows }] : []),
          ...(first ? [...topics, ...programme] : [...programme, ...topics]),
          ...notesBlock(story.notes, L("goodToKnow")),
          ...moreBlock(story, f),
          ...(linkItems.length
            ? [{ kind: "sections" as const, title: null, columns: 1 as const, items: linkItems }]
            : []),
          ...directions,
          ...(offerRows(f).length
            ? [{ kind: "details" as const, title: L("offer"), rows: offerRows(f, offerSaid) }]
            : []),
          ...quoteBlock(f),
          ...otherLinks(f, [dest.url, c.onlineUrl, ...storyUrls(story)]),
          ...linksBlock(story.links, [dest.url, c.onlineUrl]),
        ],
        // Without a registration link, registering by e-mail ("anmelden unter termine@…") is the button's action.
        cta:
          !hasRegistration && byMail
            ? { label: orders.button ?? linkLabel(f.voice, "register"), url: `mailto:${byMail}` }
            : {
                label: button(hasRegistration ? typeCta() : say(f.voice, "footer.visit", f.vars)),
                url: dest.url,
              },
        closing: [...(contact ? [contact] : []), ...base.closing],
      };
      break;
    }
    case "customer-onboarding": {
      const steps: ContentBlock[] =
        story.points.length >= 2
          ? [
              {
                kind: "steps",
                title: listTitle(story, L("firstSteps")) ?? "",
                items: story.points.map((p) => ({
                  title: p.heading || p.body,
                  body: p.heading ? p.body : "",
                })),
              },
            ]
          : pointsBlock(story.points, null);
      content = {
        ...base,
        intro: [
          hello,
          ...opener,
          ...story.lead,
          ...(story.lead.length || story.points.length ? [] : brandLine),
        ],
        blocks: [
          ...steps,
          ...moreBlock(story, f),
          ...quoteBlock(f),
          ...otherLinks(f, [dest.url, ...storyUrls(story)]),
          ...linksBlock(story.links, [dest.url]),
          ...(orders.short || story.points.length >= 2 ? [] : pagesBlock(f, L("explore", f.vars), 3)),
        ],
        cta: { label: button(typeCta()), url: dest.url },
        closing: [contact ?? L("questions"), ...base.closing],
      };
      break;
    }
    case "product-launch": {
      const product = c.products[0] ?? null;
      const rows = [
        ...(product?.price
          ? [{ label: L("price"), value: priceText(product.price, facts, f.lang) }]
          : !product && c.prices.length === 1
            ? [{ label: L("price"), value: priceText(c.prices[0], facts, f.lang) }]
            : []),
        ...(date ? [{ label: L("available"), value: formatDate(date, f.lang) }] : []),
        ...offerRows(f, offerSaid),
      ];
      const features = pointsBlock(story.points, listTitle(story, L("features")));
      const details: ContentBlock[] = rows.length ? [{ kind: "details", title: L("details"), rows }] : [];
      content = {
        ...base,
        intro: [...opener, ...story.lead, ...(story.lead.length ? [] : brandLine)],
        blocks: [
          ...(first ? [...features, ...details] : [...details, ...features]),
          ...moreBlock(story, f),
          ...quoteBlock(f),
          ...otherLinks(f, [dest.url, ...storyUrls(story)]),
          ...linksBlock(story.links, [dest.url]),
        ],
        cta: { label: button(typeCta()), url: dest.url },
        closing: [...(contact ? [contact] : []), ...base.closing],
      };
      break;
    }
  }
  content = { ...content, blocks: [...content.blocks, ...closingAsk] };
  if (buttonPage && type !== "confirmation-email")
    content = { ...content, cta: { ...content.cta, url: buttonPage } };
  const lang = facts.language.value;
  const typed = typeset(content, lang, [facts.brand.name.value, ...(c.title ? [c.title] : [])]);
  return { ...followOrders(typed, facts, orders), angle, orders };
}

/**
 * The brief's instructions applied to finished copy, whoever wrote it (the built-in writer or the model): the subject,
 * preheader, headline and button asked for, nothing of what is not to be mentioned, and each instruction marked.
 */
export function followOrders(
  written: EmailContent,
  facts: Facts,
  orders: Orders = readOrders(facts),
): { content: EmailContent; instructions: Instruction[] } {
  const content = withoutAvoided(
    {
      ...written,
      subject: orders.subject ?? written.subject,
      preheader: orders.preheader ?? written.preheader,
      headline: orders.headline ?? written.headline,
      cta:
        orders.button &&
        !(orders.button === facts.campaign.title && COPULA.test(` ${orders.button}`)) &&
        !(written.cta.url === ENGINE_FIELDS.downloadUrl.token && !DOWNLOAD_WORDS.test(orders.button))
          ? { ...written.cta, label: orders.button }
          : written.cta,
    },
    orders.avoid,
  );
  return {
    content,
    instructions: markFollowed(orders, facts, { text: JSON.stringify(content), subject: content.subject }),
  };
}

/**
 * The site's page a button's words name ("Go to dashboard" -> the page called "Dashboard"): a word of four letters or
 * more shared by the words and the page's title or address.
 */
function pageNamed(facts: Facts, words: string): string | null {
  const fold = (t: string) => t.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  const wanted = (fold(words).match(/\p{L}{4,}/gu) ?? []).filter(
    (w) => !/^(?:jetzt|here|hier|your|deine?|ihre?|votre|notre|nuestr|mehr|more|plus)/.test(w),
  );
  if (!wanted.length) return null;
  const page = facts.brand.pages.find((p) => {
    const said = fold(`${p.label} ${p.url.replace(/^https?:\/\/[^/]+/, "")}`);
    return wanted.some((w) => said.includes(w));
  });
  return page?.url ?? null;
}

/** Words that ask to register, book or confirm, in the languages we write. */
const REGISTER =
  /anmeld|regist|inscri|iscri|aanmeld|inschrijv|rsvp|zusag|reserv|\bbook|buch|zapis|přihlás|anmäl|tilmeld|申し込|予約/iu;

/** The address a brief asks to register at ("Anmeldung bis 20.02. unter termine@…"), when it gives no link for it. */
function registersByMail(facts: Facts): string | null {
  // The ask and the address in one sentence ("Kita-Gruppen bitte bis 20.02. anmelden unter termine@…"), the ask first.
  const content = (facts.campaign.sentences ?? []).filter((x) => x.role === "content").map((x) => x.text);
  for (const e of facts.campaign.emails)
    for (const p of [...facts.campaign.story, ...content])
      for (const sentence of sentencesOf(p)) {
        const at = sentence.indexOf(e);
        if (at > 0 && REGISTER.test(sentence.slice(0, at))) return e;
      }
  return null;
}

/** The links the brief's content named on their own words ("Docs", "Postmortem"), once, after the points. */
function linksBlock(links: LinkContent[], used: (string | null | undefined)[]): ContentBlock[] {
  const taken = new Set(used.filter(Boolean));
  const items = links
    .filter((l, i) => l.label && !taken.has(l.url) && links.findIndex((x) => x.url === l.url) === i)
    .slice(0, 4)
    .map((l) => ({ heading: l.label, body: "", link: l }));
  return items.length ? [{ kind: "sections", title: null, columns: 1, items }] : [];
}

/** The links the story already shows: on the words of its prose and on its points. */
function storyUrls(story: Story): string[] {
  return [...story.links.map((l) => l.url), ...story.points.flatMap((p) => (p.link ? [p.link.url] : []))];
}
