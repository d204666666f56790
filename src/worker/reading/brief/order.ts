import { capitalise } from "../../../shared/capitalise";

import { findPrices } from "./brief";
import { LINK_RE } from "./links";

import type { OrderTotal } from "../../../shared/facts";

type OrderTotalKind = OrderTotal["kind"];

export interface ConcreteOrder {
  number: string | null;
  items: { name: string; qty: string; price: string; total?: string | null }[];
  totals: OrderTotal[];
}

/**
 * "Order #TT-20931", "Bestellnr. BW-2026-10934", "pedido nº 58.213", "Invoice no: ML-2026-11-04817", "Patenschaft-Nr.:
 * HP-2026-0931": the number has a digit.
 */
const ORDER_NO =
  /(?:^|[^\p{L}])(?:order|bestellung|bestellnummer|bestellnr|bestelnummer|bestelling|commande|pedido|ordine|encomenda|invoice|rechnung|rechnungsnummer|facture|factura|fattura|factuur|fatura|receipt|beleg|\p{L}+-nr)\.?\s*(?:number|nummer|nr\.?|n\.?\s?º|nº|n°|n\.|no\.?|#)?\s*[:#]?\s*#?([A-Z0-9][A-Z0-9./-]{1,23})|#([A-Z0-9-]*\d[A-Z0-9-]*)\b/giu;

/**
 * Words that make a line a discount or a tip wherever they stand in its label ("Black Friday discount (10%)"), before the
 * words that start a total.
 */
const ANYWHERE = Object.entries({
  discount:
    /\b(?:discount|rabatt|nachlass|remise|réduction|descuento|sconto|korting|desconto|rabat|sleva|coupon|gutschein|voucher)\b/iu,
  tip: /\b(?:tip|gratuity|trinkgeld|pourboire|propina|mancia|fooi|gorjeta|napiwek|spropitné|dricks|drikkepenge)\b/iu,
}) as [OrderTotalKind, RegExp][];

/** Words that start a total, in the seven languages; "Total TTC", "Versandkosten". */
const TOTALS = Object.entries({
  subtotal: /^(?:sub-?total|zwischensumme|sous-total|subtotale|subtotaal)\b/i,
  shipping:
    /^(?:shipping|delivery|postage|versand(?:kosten)?|lieferung|livraison|frais de port|exp[ée]dition|env[ií]o|gastos de env[ií]o|spedizione|verzend(?:ing|kosten)|bezorging|frete|portes|envio)\b/i,
  tax: /^(?:tax|vat|sales tax|mwst\.?|ust\.?|tva|iva|btw|impuestos?|imposto)\b/i,
  total: /^(?:total|grand total|order total|gesamt(?:summe|betrag)?|summe|totale|totaal|importe total)\b/i,
}) as [OrderTotalKind, RegExp][];
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
  } else if (bullet) {
    // "Concurrency add-on x2 – annual": a count inside the line's words, the amount the line's whole.
    const inside = piece.match(/(?:^|\s)[x×]\s?(\d{1,3})(?=\s|$)|(?:^|\s)(\d{1,3})\s?[x×](?=\s|$)/u);
    qty = inside ? (inside[1] ?? inside[2]) : "1";
    if (inside)
      rest = piece
        .replace(inside[0], " ")
        .replace(/\s{2,}/g, " ")
        .trim();
  }
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
  if (name.length < 2 || name.length > 160 || !/\p{L}/u.test(name)) return null;
  const value = [per, price.text.replace(/,$/, ""), after].filter(Boolean).join(" ");
  // "2x Holzpferd à 290,00 € = 580,00 €": the line's own sum after an equals sign.
  const sum = rest.slice(at + price.text.length).match(/^\s*(?:[a-zé.]+\s*)?=\s*(.+)$/iu);
  const total = sum ? (findPrices(sum[1])[0]?.text ?? null) : null;
  return { qty, name: capitalise(name), price: value, ...(total ? { total } : {}) };
}

/** The words of a total's line before its amount, when they say more than its kind ("Black Friday discount (10%)"). */
function totalLabel(piece: string, amountAt: number): string | null {
  const words = piece
    .slice(0, amountAt < 0 ? piece.length : amountAt)
    .replace(/[\s:=–—-]+$/, "")
    .trim();
  return words.split(/\s+/).length >= 2 ? capitalise(words) : null;
}

/** "(inkl. 19 % MwSt. 21,94 €)" after a total: the tax inside it, shown and never added. */
const INCLUDED_TAX =
  /\((?:inkl\.?|incl\.?|including|inclusive|einschl\.?|dont|incluido|incl\.|inclusa|inclusief|incluído)\s+([^()]*?(?:mwst|ust|vat|tax|tva|iva|btw)[^()]*?)\s*([-−]?\s?(?:[€$£]\s?)?\d[\d.,]*\s?(?:€|EUR|\$|£)?)\s*\)/iu;

/**
 * An order the brief spells out ("Order #10452, 2 x Midnight Cold Brew $29.00", "Order #TT-20931: 40 h senior Python
 * developer, $4,800", a bulleted list, its totals), or null when it gives none.
 */
export function concreteOrder(input: string): ConcreteOrder | null {
  // Dotted leaders ("Pro 50K – annual ....... €480.00") join a line's words to its amount: the same length in spaces.
  const text = input
    .replace(new RegExp(LINK_RE.source, "gi"), (u) => " ".repeat(u.length))
    .replace(/\s?[.…]{3,}\s?/g, (d) => " ".repeat(d.length));
  const number =
    [...text.matchAll(ORDER_NO)]
      .map((m) => (m[1] ?? m[2] ?? "").replace(/[.,/-]+$/, ""))
      .find((v) => /\d/.test(v) && v.length >= 3) ?? null;
  const items: ConcreteOrder["items"] = [];
  const totals: ConcreteOrder["totals"] = [];
  const lines = text.split("\n");
  for (const line of lines) {
    // A line whose words run into its amount over a leader is an order line, as a bullet is.
    const bullet =
      /^\s*(?:[-*•·–]|\d{1,2}[.)])\s+\D/.test(line) || /[•·]/.test(line) || / {4,}\S*\d/.test(line);
    for (const p of pieces(line)) {
      const price = findPrices(p)[0];
      const head = price ? p.slice(0, p.indexOf(price.text)) : p;
      const kind =
        (price ? ANYWHERE.find(([, re]) => re.test(head))?.[0] : undefined) ??
        TOTALS.find(([, re]) => re.test(p))?.[0];
      if (kind) {
        const free = p.match(FREE);
        // "shipping free (orders over $150)": free, whatever the threshold says.
        const amount =
          free && (!price || (free.index ?? 0) < p.indexOf(price.text))
            ? capitalise(free[0])
            : (price?.text.replace(/,$/, "") ?? null);
        // A discount is taken off, however the brief signs it ("-€57.60", "€57.60").
        const value = amount && kind === "discount" && !/^[-−–]/.test(amount) ? `-${amount}` : amount;
        if (value && !totals.some((t) => t.kind === kind && kind !== "discount")) {
          const flat = p.replace(/\s{2,}/g, " ");
          const at = amount && FREE.test(amount) ? flat.search(FREE) : price ? flat.indexOf(price.text) : -1;
          const label = totalLabel(flat, at);
          totals.push({ kind, value, ...(label ? { label: label.replace(/\s*[-−–]$/, "") } : {}) });
        }
        const inc = line.match(INCLUDED_TAX);
        if (kind === "total" && inc)
          totals.push({
            kind: "tax",
            value: inc[2].trim(),
            label: capitalise(`${inc[0].slice(1).split(/\s/)[0]} ${inc[1].trim()}`),
            included: true,
          });
        continue;
      }
      // Only an order's own lines hold items: its number, a list, or a line of quantities.
      const it = item(p, bullet);
      if (it && items.length < 20) items.push(it);
    }
  }
  return number || items.length ? { number, items, totals: items.length ? totals : [] } : null;
}
