import type { ContentBlock } from "../content";
import type { Lang } from "../../../shared/facts";

type Key = "programme" | "tickets" | "travel" | "speakers" | "about";

const HEADINGS: Record<Lang, Record<Key, string>> = {
  en: {
    programme: "What's on",
    tickets: "Tickets",
    travel: "Getting there",
    speakers: "Who you'll meet",
    about: "About",
  },
  de: {
    programme: "Das erwartet Sie",
    tickets: "Tickets",
    travel: "Anreise",
    speakers: "Wen Sie treffen",
    about: "Worum es geht",
  },
  fr: {
    programme: "Au programme",
    tickets: "Billets",
    travel: "Accès",
    speakers: "Les intervenants",
    about: "En bref",
  },
  es: {
    programme: "Programa",
    tickets: "Entradas",
    travel: "Cómo llegar",
    speakers: "Ponentes",
    about: "De qué se trata",
  },
  it: {
    programme: "Il programma",
    tickets: "Biglietti",
    travel: "Come arrivare",
    speakers: "I relatori",
    about: "Di cosa si tratta",
  },
  nl: {
    programme: "Het programma",
    tickets: "Tickets",
    travel: "Bereikbaarheid",
    speakers: "Sprekers",
    about: "Waar gaat het over",
  },
  pt: {
    programme: "Programa",
    tickets: "Bilhetes",
    travel: "Como chegar",
    speakers: "Oradores",
    about: "Do que se trata",
  },
};

const CLASS: [Key, RegExp][] = [
  [
    "tickets",
    /ticket|billet|entrada|bigliett|kaart|bilhete|\$\s?\d|€\s?\d|\d\s?€|price|preis|prix|precio|prezzo|prijs|preço|sold out|ausverkauft/i,
  ],
  [
    "travel",
    /parking|parken|stationnement|aparcamiento|parcheggio|parkeren|estacionamento|transport|metro|u-bahn|s-bahn|train|bus\b|tram|anreise|getting there|accès|cómo llegar|come arrivare|bereikbaar/i,
  ],
  ["speakers", /speaker|sprecher|referent|intervenant|ponente|relator|spreker|orador/i],
  [
    "programme",
    /talk|session|workshop|programm|programme|agenda|ablauf|vortr[äa]g|cupping|lunch|mittag|déjeuner|almuerzo|pranzo|lunch|almoço|market|markt|marché|mercado|mercato/i,
  ],
];

/**
 * A long brief's story as the type's sections: the first paragraph stays the introduction, the others get a heading
 * by what they talk about. Paragraphs are the writer's own words; nothing is added.
 */
export function splitStory(story: string[], lang: Lang): { intro: string[]; blocks: ContentBlock[] } {
  const total = story.join(" ").length;
  if (story.length < 3 && total < 700) return { intro: story, blocks: [] };
  const [first, ...rest] = story;
  const used = new Set<Key>();
  const items = rest.map((p) => {
    const key = CLASS.find(([k, re]) => !used.has(k) && re.test(p))?.[0] ?? "about";
    used.add(key);
    return { heading: HEADINGS[lang][key], body: p, link: null };
  });
  // Two paragraphs under one heading read as one section.
  const merged: typeof items = [];
  for (const it of items) {
    const prev = merged[merged.length - 1];
    if (prev && prev.heading === it.heading) prev.body = `${prev.body}\n\n${it.body}`;
    else merged.push(it);
  }
  return { intro: [first], blocks: [{ kind: "sections", title: null, columns: 1, items: merged }] };
}
