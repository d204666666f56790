import { findPrices } from "./brief";

export interface ConcreteOrder {
  number: string | null;
  items: { name: string; qty: string; price: string }[];
}

const ORDER_NO =
  /(?:order|bestellung|bestellnummer|commande|pedido|ordine|bestelling|encomenda|orderbevestiging)\s*(?:number|nummer|nr\.?|n\.?\s?º|n°|no\.?|#)?\s*[:#]?\s*#?(\d{3,12})\b|#(\d{3,12})\b/i;
const ITEM =
  /(?<![\w.])(\d{1,3})\s?[x×]\s?([^,;\n]{2,60}?)\s+((?:€|\$|£|R\$)\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|\$|£|EUR|USD))/gi;

/** An order the brief spells out ("Order #10452, 2 x Midnight Cold Brew $29.00"), or null when it gives none. */
export function concreteOrder(text: string): ConcreteOrder | null {
  const no = text.match(ORDER_NO);
  const items: ConcreteOrder["items"] = [];
  for (const m of text.matchAll(ITEM)) {
    if (!findPrices(m[3]).length) continue;
    items.push({ qty: m[1], name: m[2].trim(), price: m[3].trim() });
    if (items.length >= 20) break;
  }
  const number = no ? (no[1] ?? no[2]) : null;
  return number || items.length ? { number, items } : null;
}
