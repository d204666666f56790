import type { ContentBlock } from "../content";
import { say, type Voice } from "../i18n/voice";

type Key = "programme" | "tickets" | "travel" | "speakers";

const CLASS: [Key, RegExp][] = [
  [
    "tickets",
    // Words for admission, never an amount alone: "mit 350 € schenken Sie …" is no ticket.
    /ticket|billet|entrada|bigliett|kaart|bilhete|eintritt|admission|entrée|ingresso|toegang|vstupné|wstęp|inträde|sold out|ausverkauft/i,
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
 * The brief's further paragraphs under headings by what they talk about (tickets, getting there, the programme, the
 * speakers); a paragraph about nothing the headings name continues the text under no heading, never under a filler
 * ("About"). Paragraphs are the writer's own words, edited; nothing is added.
 */
export function moreSections(paragraphs: string[], voice: Voice): ContentBlock[] {
  const used = new Set<Key>();
  const out: ContentBlock[] = [];
  const plain: string[] = [];
  const items: { heading: string; body: string; link: null }[] = [];
  for (const p of paragraphs) {
    const key = CLASS.find(([k, re]) => !used.has(k) && re.test(p))?.[0];
    if (!key) {
      plain.push(p);
      continue;
    }
    used.add(key);
    items.push({ heading: say(voice, `heading.${key}`), body: p, link: null });
  }
  if (plain.length) out.push({ kind: "text", title: null, paragraphs: plain });
  if (items.length) out.push({ kind: "sections", title: null, columns: 1, items });
  return out;
}
