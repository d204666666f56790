import { capitalise } from "../../../shared/capitalise";
import type { ArticleFact, OfferFact } from "../../../shared/facts";
import { REGISTERS } from "./cues";
import { hasLink, LINK_RE } from "./links";
import { alt, type Words } from "./words";

export type ToneRegister = "friendly" | "professional" | "playful" | "formal";

const REGISTER = (Object.entries(REGISTERS) as [ToneRegister, Words][]).map(
  ([r, t]) => [r, new RegExp(alt(t), "iu")] as const,
);

export function toneRegister(words: string[]): ToneRegister | null {
  for (const w of words) for (const [r, re] of REGISTER) if (re.test(w)) return r;
  return null;
}

const COND_WHO =
  /\b((?:all\s+|our\s+|unsere\s+|nos\s+|nuestros\s+|i\s+nostri\s+|onze\s+|os\s+nossos\s+)?(?:members|subscribers|newsletter subscribers|students|first[- ]time (?:customers|buyers)|new customers|existing customers|vip(?:s| customers)?|early birds?|the first \d+ (?:customers|buyers|people|orders)|mitglieder|abonnenten|neukunden|bestandskunden|studierende|membres|abonnés|nouveaux clients|socios|miembros|suscriptores|nuevos clientes|soci|iscritti|abbonati|nuovi clienti|leden|abonnees|nieuwe klanten|membros|assinantes|novos clientes|sócios))\s+(?:get|receive|save|enjoy|erhalten|bekommen|sparen|obtiennent|ont|profitent|reciben|tienen|obtienen|ahorran|ricevono|hanno|ottengono|risparmiano|krijgen|ontvangen|besparen|recebem|têm|ganham|poupam)\b/i;
const COND_FOR =
  /\b((?:for|für|pour|para|per|voor)\s+(?:all\s+|our\s+|unsere\s+|les\s+|nos\s+|los\s+|nuestros\s+|i\s+|onze\s+|os\s+)?(?:members|subscribers|students|new customers|mitglieder|abonnenten|neukunden|membres|abonnés|nouveaux clients|socios|miembros|suscriptores|soci|iscritti|abbonati|leden|abonnees|membros|assinantes|sócios))\b/i;
const COND_MIN =
  /((?:on|for)\s+orders\s+(?:over|above|of)\s+\S+|ab\s+(?:einem\s+)?(?:bestellwert\s+(?:von\s+)?)?\d+\s?(?:€|eur|euro)|ab\s+€\s?\d+|dès\s+\d+\s?(?:€|euros?)\s+d'achat|(?:à partir de|dès)\s+\d+\s?€|(?:en|para)\s+pedidos\s+(?:de más de|superiores a|desde)\s+\S+|a partir de\s+\d+\s?€|(?:per|su)\s+ordini\s+(?:sopra|superiori a|da)\s+\S+|bij\s+(?:een\s+)?bestelling(?:en)?\s+(?:vanaf|boven)\s+\S+|vanaf\s+€\s?\d+|em\s+compras\s+(?:acima de|a partir de)\s+\S+)/i;

/** The condition an offer is tied to, from the sentence that states the discount; null when it is unconditional. */
export function offerCondition(text: string, offer: OfferFact | null): string | null {
  if (!offer?.discount) return null;
  const sentences = text.split(/(?<=[.!?])\s+|\n+/);
  const key = offer.discount.replace(/\s+/g, "").slice(0, 4);
  const s = sentences.find((x) => x.replace(/\s+/g, "").includes(key)) ?? "";
  const m = s.match(COND_WHO) ?? s.match(COND_FOR) ?? s.match(COND_MIN);
  return m ? m[1].trim().replace(/^\w/, (c) => c.toUpperCase()) : null;
}

/**
 * Lines that pair a title with a link ("Why we roast light — https://... — a short note"): a newsletter's articles.
 * The text has its instructions blanked (a button the brief asks for is not an article).
 */
export function findArticles(text: string): ArticleFact[] {
  const out: ArticleFact[] = [];
  for (const line of text.split(/\n+/).slice(0, 80)) {
    const links = [...line.matchAll(new RegExp(LINK_RE.source, "gi"))];
    if (links.length !== 1) continue;
    const m = links[0];
    const title = line
      .slice(0, m.index)
      .replace(/^\s*(?:[-*•·–]|\d{1,2}[.)])\s*/, "")
      .replace(/\s*(?:[-–—:|(]|→|->)\s*$/, "")
      .replace(/^["“„«]|["”“»]$/g, "")
      .trim();
    // A title is a few words, not a sentence that happens to end on a link ("Register here:").
    if (title.length < 6 || title.length > 110 || title.split(/\s+/).length < 2) continue;
    if (
      /(?:here|hier|ici|aquí|qui|hier|aqui|register|rsvp|join|download|anmelden|inscri|iscri|link)\s*$/i.test(
        title,
      )
    )
      continue;
    const raw = m[0].replace(/[.,;:!?)]+$/, "");
    const url = /^https?:/i.test(raw) ? raw : `https://${raw}`;
    const summary = line
      .slice(m.index + m[0].length)
      .replace(/^[\s)–—:|.-]+/, "")
      .trim();
    out.push({ title, url, summary: summary.length >= 8 ? summary.slice(0, 240) : null });
    if (out.length >= 8) break;
  }
  return out.length >= 2 ? out : [];
}

const AUDIENCE =
  /\b(?:audience|target audience|target group|zielgruppe|public cible|cible|público(?:[- ]objetivo|[- ]alvo)?|pubblico|destinatari|doelgroep)\s*(?:is|are|:|=|ist|sind|est|sont|es|son|è|sono|zijn|é|são)?\s*:?\s*([^.\n]{3,90})/i;
const AIMED =
  /\b(?:aimed at|written for|meant for|for (?:our )?(?=[a-z]+ (?:managers|leads|teams|owners|founders|marketers|developers|customers|members|subscribers|buyers|partners))|richtet sich an|für (?=\w+ (?:und|die))|destiné aux?|dirigido a|rivolto a|bedoeld voor|destinado a)\s*([^.\n,]{3,80})/i;

export function findAudience(text: string): string | null {
  const m = text.match(AUDIENCE) ?? text.match(AIMED);
  return m ? m[1].trim().replace(/[\s,;:]+$/, "") : null;
}

/** Verbs after which a sentence lists what it is about ("we shipped", "this issue covers", "nous avons lancé"). */
const LIST_VERB =
  /^(?:shipped|launched|added|released|built|fixed|improved|introduced|brought|made|covered|covers|includes|included|including|features|featuring|got|gets|offer|offers|bring|brings|find|expect|lanciert|eingeführt|veröffentlicht|verbessert|bringt|bringen|enthält|bietet|lancé|ajouté|sorti|amélioré|corrigé|introduit|livré|proposons|propose|apporte|inclut|lanzamos|lanzado|añadimos|añadido|mejoramos|mejorado|incluye|trae|ofrece|lanciato|aggiunto|migliorato|rilasciato|introdotto|include|porta|offre|gelanceerd|toegevoegd|verbeterd|uitgebracht|brengt|biedt|bevat|lançamos|adicionamos|melhoramos|incluímos|lançado|traz|oferece|inclui)$/i;
const LIST_AND = /,?\s+(?:and|und|et|y|e|en|&)\s+(?=\S)/i;

/**
 * A sentence of prose that lists things ("We shipped faster restores, a new status page and SSO."): the words that lead
 * to the list and its items, or null. Three items at least, each a few words.
 */
export function proseList(sentence: string): { lead: string; items: string[] } | null {
  const s = sentence.trim().replace(/[.!]$/, "");
  if (/[.!?;]\s/.test(s) || (s.match(/,/g) ?? []).length < 1) return null;
  let lead: string | null = null;
  let rest = "";
  const colon = s.match(/^([^:]{3,80}):\s+(.+)$/);
  if (colon) [lead, rest] = [colon[1], colon[2]];
  else {
    const words = s.split(/\s+/);
    const at = words.findIndex((w, i) => i > 0 && i < 8 && LIST_VERB.test(w.replace(/[,:]$/, "")));
    if (at < 0) return null;
    lead = words.slice(0, at + 1).join(" ");
    rest = words.slice(at + 1).join(" ");
  }
  const parts = rest.split(/,\s+/);
  const last = parts.pop() ?? "";
  // "A, B, and C": the serial comma leaves "and C" as the last part.
  const serial = parts.length >= 2 && /^(?:and|und|et|y|e|en|&)\s+\S/i.test(last);
  const tail = serial ? [last] : last.split(LIST_AND);
  if (!serial && tail.length !== 2) return null;
  const items = [...parts, ...tail].map((x) => x.replace(/^(?:and|und|et|y|e|en|&)\s+/i, "").trim());
  // An item's aside in brackets ("faster restores (up to 3x quicker)") does not make it a sentence.
  const length = (x: string) => x.replace(/\s*\([^)]*\)/g, "").split(/\s+/).length;
  if (items.length < 3 || items.some((x) => !x || length(x) > 8 || hasLink(x))) return null;
  return { lead, items: items.map((x) => capitalise(x)) };
}
