import type { ContentBlock } from "../content";
import { say, type Voice } from "../i18n/voice";

type Key = "programme" | "tickets" | "travel" | "speakers" | "about";

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
export function splitStory(story: string[], voice: Voice): { intro: string[]; blocks: ContentBlock[] } {
  const total = story.join(" ").length;
  if (story.length < 3 && total < 700) return { intro: story, blocks: [] };
  const [first, ...rest] = story;
  const used = new Set<Key>();
  const items = rest.map((p) => {
    const key = CLASS.find(([k, re]) => !used.has(k) && re.test(p))?.[0] ?? "about";
    used.add(key);
    return { heading: say(voice, `heading.${key}`), body: p, link: null };
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
