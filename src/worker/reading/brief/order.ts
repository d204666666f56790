import { capitalise } from "../../../shared/capitalise";

import { findPrices } from "./brief";
import { LINK_RE } from "./links";

export type OrderTotalKind = "subtotal" | "shipping" | "tax" | "total";

export interface ConcreteOrder {
  number: string | null;
  items: { name: string; qty: string; price: string }[];
  totals: { kind: OrderTotalKind; value: string }[];
}

/** "Order #TT-20931", "Bestellnr. BW-2026-10934", "pedido nº 58.213", "Commande n° SL-77120": the number has a digit. */
const ORDER_NO =
  /(?:^|[^\p{L}])(?:order|bestellung|bestellnummer|bestellnr|bestelnummer|bestelling|commande|pedido|ordine|encomenda)\.?\s*(?:number|nummer|nr\.?|n\.?\s?º|nº|n°|n\.|no\.?|#)?\s*[:#]?\s*#?([A-Z0-9][A-Z0-9./-]{1,23})|#([A-Z0-9-]*\d[A-Z0-9-]*)\b/giu;

/** Words that start a total, in the seven languages; "Total TTC", "Versandkosten". */
const TOTALS: [OrderTotalKind, RegExp][] = [
  ["subtotal", /^(?:sub-?total|zwischensumme|sous-total|subtotale|subtotaal)\b/i],
  [
    "shipping",
    /^(?:shipping|delivery|postage|versand(?:kosten)?|lieferung|livraison|frais de port|exp[ée]dition|env[ií]o|gastos de env[ií]o|spedizione|verzend(?:ing|kosten)|bezorging|frete|portes|envio)\b/i,
  ],
  ["tax", /^(?:tax|vat|sales tax|mwst\.?|ust\.?|tva|iva|btw|impuestos?|imposto)\b/i],
  [
    "total",
    /^(?:total|grand total|order total|gesamt(?:summe|betrag)?|summe|totale|totaal|importe total)\b/i,
  ],
];
const FREE =
  /\b(?:free|kostenlos|gratis|gratuit[ea]?|offert[ea]?|grátis|gratuito|gratuita|versandkostenfrei)\b/i;
/** Units a quantity may carry ("40 h senior Python developer", "3 pcs"). */
const UNIT =
  /^(?:h|hrs?|hours?|std\.?|stunden|heures?|horas?|ore|uur|days?|tage|jours|días|giorni|dagen|dias|pcs|pieces|stk\.?|stück|pièces?|unidades|pezzi|stuks|units?|seats?|licen[cs]es?|lizenzen|licences|licencias|licenze|licenties|licenças|months?|monate|mois|meses|mesi|maanden)$/i;
/** Words beside a price that say it is per item ("$24.00 ea", "à 14,90 €", "6,50 € pièce"). */
const PER_BEFORE = /(?:^|\s)(à|@|je|per|a)\s*$/i;
const PER_AFTER =
  /^\s*(ea\.?|each|pièce|la pièce|pro stück|\/\s?stk\.?|cada|cad\.|ciascuno|per stuk|p\/u|\/\s?unit|per unit)(?![\p{L}])/iu;

/** The brief in pieces an order is written in: lines, bullets, "; ", " / ", sentences, a list after "items:". */
function pieces(text: string): string[] {
  return text
    .split(
      /\n|;\s|\s\/\s|[•·]|(?<=[^\d\s])\.\s|(?<=\d\))\.\s|:\s+(?=(?:\d{1,4}\s?[x×]?\s)|[-*]\s)|,\s+(?=\d{1,4}\s?[x×]\s?\S|(?:sub-?total|shipping|delivery|tax|vat|total|versand\w*|mwst|tva|iva|btw|env[ií]o|spedizione|verzend\w*|frete|totale|totaal|livraison|portes)\b)/iu,
    )
    .map((p) => p.trim().replace(/^[-*–]\s+/, ""))
    .filter(Boolean);
}

function item(piece: string, bullet: boolean): ConcreteOrder["items"][number] | null {
  const price = findPrices(piece)[0];
  if (!price) return null;
  let qty: string | null = null;
  let rest = piece;
  const times = piece.match(/^(\d{1,4})\s?[x×](?=\s|\p{Lu})\s*/u);
  const unit = piece.match(/^(\d{1,4})\s+(\S+)\s+/u);
  if (times) {
    qty = times[1];
    rest = piece.slice(times[0].length);
  } else if (unit && UNIT.test(unit[2])) {
    qty = `${unit[1]} ${unit[2]}`;
    rest = piece.slice(unit[0].length);
  } else if (unit && /^\p{L}/u.test(unit[2]) && unit.index === 0) {
    // "1 vestido midi linho (M) R$ 289,90": a number, then the item's words.
    qty = unit[1];
    rest = piece.slice(unit[1].length).trimStart();
  } else if (bullet) qty = "1";
  if (!qty) return null;
  const at = rest.indexOf(price.text);
  if (at < 0) return null;
  const before = rest.slice(0, at);
  const per = before.match(PER_BEFORE)?.[1] ?? null;
  const after = rest.slice(at + price.text.length).match(PER_AFTER)?.[1] ?? null;
  const name = (per ? before.replace(PER_BEFORE, "") : before)
    .replace(/\s*\(\s*$/, "")
    .replace(/[\s,:–—-]+$/, "")
    .replace(/^[\s,:–—-]+/, "")
    .trim();
  if (name.length < 2 || name.length > 80 || !/\p{L}/u.test(name)) return null;
  const value = [per, price.text.replace(/,$/, ""), after].filter(Boolean).join(" ");
  return { qty, name: capitalise(name), price: value };
}

/**
 * An order the brief spells out ("Order #10452, 2 x Midnight Cold Brew $29.00", "Order #TT-20931: 40 h senior Python
 * developer, $4,800", a bulleted list, its totals), or null when it gives none.
 */
export function concreteOrder(input: string): ConcreteOrder | null {
  const text = input.replace(new RegExp(LINK_RE.source, "gi"), (u) => " ".repeat(u.length));
  let number: string | null = null;
  for (const m of text.matchAll(ORDER_NO)) {
    const v = (m[1] ?? m[2] ?? "").replace(/[.,/-]+$/, "");
    if (/\d/.test(v) && v.length >= 3) {
      number = v;
      break;
    }
  }
  const items: ConcreteOrder["items"] = [];
  const totals: ConcreteOrder["totals"] = [];
  const lines = text.split("\n");
  for (const line of lines) {
    const bullet = /^\s*(?:[-*•·–]|\d{1,2}[.)])\s+\D/.test(line) || /[•·]/.test(line);
    for (const p of pieces(line)) {
      const kind = TOTALS.find(([, re]) => re.test(p))?.[0];
      if (kind) {
        const price = findPrices(p)[0];
        const free = p.match(FREE);
        // "shipping free (orders over $150)": free, whatever the threshold says.
        const value =
          free && (!price || (free.index ?? 0) < p.indexOf(price.text))
            ? capitalise(free[0])
            : (price?.text.replace(/,$/, "") ?? null);
        if (value && !totals.some((t) => t.kind === kind)) totals.push({ kind, value });
        continue;
      }
      // Only an order's own lines hold items: its number, a list, or a line of quantities.
      const it = item(p, bullet);
      if (it && items.length < 20) items.push(it);
    }
  }
  return number || items.length ? { number, items, totals: items.length ? totals : [] } : null;
}
