import type { CampaignFacts, PriceFact } from "../../../shared/facts";

/**
 * A price change the brief states: "was €19, now €14.50", "€14.50 instead of €19", "launch price €12 (later €15)",
 * "14,50 € statt 19 €". The reader finds both prices; the words beside them say which one the reader pays now.
 */

/** Words right before the price that is not (or no longer, or not yet) the one paid: the list price. */
const LIST_BEFORE =
  /(?:^|[\s(,;:–—-])(?:was|were|previously|regular(?:ly)?|regular price|normally|usually|normal price|list price|rrp|msrp|instead of|later|then|afterwards|after that|thereafter|statt|anstatt|vorher|bisher|sonst|regulär|regulärer preis|normalpreis|uvp|später|danach|au lieu de|prix normal|prix habituel|ensuite|puis|par la suite|avant|en lugar de|en vez de|antes|luego|después|precio normal|precio habitual|invece di|anziché|prima|poi|dopo|prezzo pieno|prezzo normale|in plaats van|normaal|daarna|later|eerst|em vez de|ao invés de|depois|preço normal)\s*:?\s*$/iu;
/** Words right before the price paid now. */
const NOW_BEFORE =
  /(?:^|[\s(,;:–—-])(?:now|only|just|today|launch price|launch offer|introductory price|intro price|early[- ]?bird(?: price)?|jetzt|nur|heute|einführungspreis|aktionspreis|maintenant|seulement|désormais|aujourd'hui|prix de lancement|ahora|solo|sólo|hoy|precio de lanzamiento|ora|oggi|prezzo di lancio|nu|vandaag|introductieprijs|agora|apenas|hoje|preço de lançamento)\s*:?\s*$/iu;

interface Found {
  price: PriceFact;
  at: number;
}

/** Each price where the brief writes it, in order (a price written twice is found twice). */
function occurrences(text: string, prices: PriceFact[]): Found[] {
  const out: Found[] = [];
  for (const price of prices) {
    let from = 0;
    for (;;) {
      const at = text.indexOf(price.text, from);
      if (at < 0) break;
      if (!out.some((o) => o.at === at)) out.push({ price, at });
      from = at + price.text.length;
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

export function priceChange(text: string, prices: PriceFact[]): { now: PriceFact; was: PriceFact } | null {
  const found = occurrences(text, prices);
  for (let i = 0; i + 1 < found.length; i++) {
    const [a, b] = [found[i], found[i + 1]];
    if (a.price.currency !== b.price.currency || a.price.amount === b.price.amount) continue;
    const between = text.slice(a.at + a.price.text.length, b.at);
    // One clause: no sentence end or line break between them, and close together.
    if (between.length > 60 || /\n|[.!?]\s+\p{Lu}/u.test(between)) continue;
    const before = (x: Found) => text.slice(Math.max(0, x.at - 40), x.at);
    const listA = LIST_BEFORE.test(before(a));
    const listB = LIST_BEFORE.test(between);
    const nowA = NOW_BEFORE.test(before(a));
    const nowB = NOW_BEFORE.test(between);
    let pair: { now: PriceFact; was: PriceFact } | null = null;
    if (listB && !listA) pair = { now: a.price, was: b.price };
    else if (listA && !listB) pair = { now: b.price, was: a.price };
    else if (nowA && !nowB) pair = { now: a.price, was: b.price };
    else if (nowB && !nowA) pair = { now: b.price, was: a.price };
    // The struck-through price is the higher one; a brief that says otherwise is not read as a price change.
    if (pair && pair.was.amount > pair.now.amount) return pair;
  }
  return null;
}

/**
 * The products with the price paid now and the list price beside it, when the brief states a price change: a product
 * read with either of the two prices (or none, when the brief names one product) takes the pair.
 */
export function withPriceChange(campaign: CampaignFacts, text: string): CampaignFacts {
  const change = priceChange(text, campaign.prices);
  if (!change || !campaign.products.length) return campaign;
  const same = (p: PriceFact | null, q: PriceFact) =>
    !!p && p.amount === q.amount && p.currency === q.currency;
  const products = campaign.products.map((p) =>
    same(p.price, change.now) || same(p.price, change.was) || (!p.price && campaign.products.length === 1)
      ? { ...p, price: change.now, was: change.was }
      : p,
  );
  return { ...campaign, products };
}
