import { capitalise } from "../../../shared/capitalise";

import { findPrices } from "./brief";
import { EXAMPLE_MARK } from "./confirms";
import { LINK_RE } from "./links";

import type { OrderTotal } from "../../../shared/facts";

type OrderTotalKind = OrderTotal["kind"];

export interface ConcreteOrder {
  number: string | null;
  items: { name: string; qty: string; price: string; total?: string | null }[];
  totals: OrderTotal[];
  /** The brief gives the order as a pattern ("nimm die hier als Muster", "voorbeeld:"): its people are not real. */
  example?: boolean;
  /** How the order was paid, as the brief writes it beside its total ("€127,95 (iDEAL)"). */
  paidWith?: string | null;
}

/**
 * "Order #TT-20931", "Bestellnr. BW-2026-10934", "pedido nº 58.213", "Invoice no: ML-2026-11-04817", "Patenschaft-Nr.:
 * HP-2026-0931": the number has a digit.
 */
const ORDER_NO =
  /(?:^|[^\p{L}])(?:order|bestellung|bestellnummer|bestellnr|bestelnummer|bestelling|commande|pedido|ordine|encomenda|zam[óo]wieni[ea]|objedn[áa]vk[ay]|best[äa]llning|ordre|bestilling|invoice|faktura|rechnung|rechnungsnummer|facture|factura|fattura|factuur|fatura|receipt|beleg|\p{L}+-nr)\.?\s*(?:number|nummer|nr\.?|n\.?\s?º|nº|n°|n\.|no\.?|č\.|#)?\s*[:#]?\s*#?([A-Z0-9][A-Z0-9./-]{1,23})|#([A-Z0-9-]*\d[A-Z0-9-]*)\b/giu;

/**
 * Words that make a line a discount or a tip wherever they stand in its label ("Black Friday discount (10%)"), before the
 * words that start a total.
 */
const ANYWHERE = Object.entries({
  discount:
    /\b(?:discount|rabatt|nachlass|remise|réduction|descuento|sconto|korting|desconto|rabat|sleva|coupon|gutschein|voucher)\b/iu,
  tip: /\b(?:tip|gratuity|trinkgeld|pourboire|propina|mancia|fooi|gorjeta|napiwek|spropitné|dricks|drikkepenge)\b/iu,
}) as [OrderTotalKind, RegExp][];

/** Words that start a total; "Total TTC", "Versandkosten", "Razem netto", "Celkem bez DPH". */
const TOTALS = Object.entries({
  subtotal:
    /^(?:sub-?total|zwischensumme|sous-total|subtotale|subtotaal|(?:razem|suma|celkem|total|gesamt|summe|totaal|totale|summa|i alt)\s+(?:netto|net|bez dph|excl\.?|exkl\.?|ht|sin iva|senza iva|ex\.? moms|uden moms)|nettosumme|warto[śs][ćc] netto|mezisoučet|delsumma|subtotal)(?![\p{L}])/iu,
  shipping:
    /^(?:shipping|delivery|postage|versand(?:kosten)?|lieferung|livraison|frais de port|exp[ée]dition|env[ií]o|gastos de env[ií]o|spedizione|verzend(?:ing|kosten)|bezorging|frete|portes|envio)\b/i,
  tax: /^(?:tax|vat|sales tax|mwst\.?|ust\.?|tva|iva|btw|impuestos?|imposto|dph|moms|podatek)(?![\p{L}])/iu,
  total:
    /^(?:total|grand total|order total|gesamt(?:summe|betrag)?|summe|totale|totaal|importe total|razem|do zapłaty|celkem|k úhradě|summa|att betala|i alt|at betale)(?![\p{L}])/iu,
}) as [OrderTotalKind, RegExp][];
/** Words before a tax that say the total already holds it ("enthaltene MwSt 19%", "w tym VAT"). */
const INCLUDED_BEFORE =
  /^(?:enthaltene|enthalten|inkl\.?|incl\.?|including|included|davon|dont|incluido|inclusa|inclusief|incluído|w tym|v tom|z toho|varav|heraf)\s+(?=\S)/iu;
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
export function concreteOrder(input: string, whole: string = input): ConcreteOrder | null {
  const table = pipeTable(input);
  const leaders = leaderLines(input);
  // Dotted leaders ("Pro 50K – annual ....... €480.00") join a line's words to its amount: the same length in spaces.
  const text = input
    .replace(new RegExp(LINK_RE.source, "gi"), (u) => " ".repeat(u.length))
    .replace(/[ \t]?[.…]{3,}[ \t]?/g, (d) => " ".repeat(d.length));
  const number =
    [...text.matchAll(ORDER_NO)]
      .map((m) => (m[1] ?? m[2] ?? "").replace(/[.,/-]+$/, ""))
      .find((v) => /\d/.test(v) && v.length >= 3) ?? null;
  const items: ConcreteOrder["items"] = [];
  const totals: ConcreteOrder["totals"] = [];
  const lines = text.split("\n");
  const paidWith = input.match(PAID_WITH)?.[1]?.trim() ?? null;
  for (const [i, line] of lines.entries()) {
    if (table.rows.has(i)) {
      const it = table.rows.get(i);
      if (it && items.length < 20) items.push(it);
      continue;
    }
    const led = leaders.get(i);
    if (led) {
      if (items.length < 20) items.push(led);
      continue;
    }
    // A line whose words run into its amount over a leader is an order line, as a bullet is.
    const bullet =
      /^\s*(?:[-*•·–]|\d{1,2}[.)])\s+\D/.test(line) || /[•·]/.test(line) || / {4,}\S*\d/.test(line);
    // "Razem netto: 15 860,00 zł": a total's words and its amount stay one piece across the colon.
    const parts = pieces(line).reduce<string[]>((acc, p) => {
      const prev = acc[acc.length - 1];
      const labelOnly =
        prev !== undefined &&
        !findPrices(prev).length &&
        TOTALS.some(([, re]) => re.test(prev.replace(INCLUDED_BEFORE, "")));
      if (labelOnly && findPrices(p)[0]?.index === 0) acc[acc.length - 1] = `${prev}: ${p}`;
      else acc.push(p);
      return acc;
    }, []);
    for (const p of parts) {
      const price = findPrices(p)[0];
      const head = price ? p.slice(0, p.indexOf(price.text)) : p;
      const bare = p.replace(INCLUDED_BEFORE, "");
      const kind =
        (price ? ANYWHERE.find(([, re]) => re.test(head))?.[0] : undefined) ??
        TOTALS.find(([, re]) => re.test(bare))?.[0];
      if (kind) {
        const free = p.match(FREE);
        // "shipping free (orders over $150)": free, whatever the threshold says.
        const amount =
          free && (!price || (free.index ?? 0) < p.indexOf(price.text))
            ? capitalise(free[0])
            : (price?.text.replace(/,$/, "") ?? null);
        // A discount is taken off, however the brief signs it ("-€57.60", "€57.60").
        const value = amount && kind === "discount" && !/^[-−–]/.test(amount) ? `-${amount}` : amount;
        const included = kind === "tax" && INCLUDED_BEFORE.test(p);
        if (value && !totals.some((t) => t.kind === kind && kind !== "discount")) {
          const flat = p.replace(/\s{2,}/g, " ");
          const at = amount && FREE.test(amount) ? flat.search(FREE) : price ? flat.indexOf(price.text) : -1;
          const label = totalLabel(flat, at);
          totals.push({
            kind,
            value,
            ...(label ? { label: label.replace(/\s*[-−–]$/, "") } : {}),
            ...(included ? { included: true } : {}),
          });
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
  return number || items.length
    ? {
        number,
        items,
        totals: items.length ? totals : [],
        // The mark may stand in a sentence the reader keeps out of the e-mail ("nimm die hier als Muster").
        ...(EXAMPLE_MARK.test(whole) ? { example: true } : {}),
        ...(paidWith ? { paidWith } : {}),
      }
    : null;
}

/** A payment method in brackets after the amount paid: "Totaal betaald ........ €127,95 (iDEAL)". */
const PAID_WITH = /\d[\d.,\s]*\s?(?:€|EUR|\$|£|zł|Kč)?\s*\(([\p{L}][\p{L} -]{1,24})\)\s*$/imu;

/** A leading count: "2x", "2 x", "2×", "2 Stk."; the rest is the item's name. */
const COUNT = /^\s*(?:[-*•–]\s+)?(\d{1,4})\s?(?:[x×]|stk\.?|szt\.?|ks|pcs)\s+(?=\S)/iu;
/** A unit price inside a line's words: "à 16,90", "@ 12.00", "je 15 €". */
const UNIT_IN_NAME = /\s(?:à|á|@|je|a|per|each|ea\.)\s*(\d[\d.,]*)\s*(€|EUR|\$|£|zł|Kč)?\s*$/iu;

/**
 * Order lines written with dotted leaders ("2x Elixir Nanoweb à 16,90 .... 33,80 €"): the count and the words on the
 * left, the line's amount on the right. Lines without a count are totals, read as every other total is.
 */
function leaderLines(input: string): Map<number, ConcreteOrder["items"][number]> {
  const out = new Map<number, ConcreteOrder["items"][number]>();
  for (const [i, line] of input.split("\n").entries()) {
    const m = line.match(/^(.*?\S)\s?[.…]{3,}\s?(.+)$/u);
    if (!m) continue;
    const count = m[1].match(COUNT);
    const price = findPrices(m[2])[0];
    if (!count || !price) continue;
    let name = m[1].slice(count[0].length).trim();
    const unit = name.match(UNIT_IN_NAME);
    if (unit) {
      const cur = unit[2] ?? price.text.match(/€|EUR|\$|£|zł|Kč/)?.[0] ?? "";
      // The unit price written as the line's amount is ("à 16,90 €" beside "33,80 €", "à €50.00" beside "€100.00").
      const per = /^\D/.test(price.text) ? `${cur}${unit[1]}` : `${unit[1]} ${cur}`.trim();
      name = `${name.slice(0, unit.index).trim()} (${unit[0].trim().split(/\s/)[0]} ${per})`;
    }
    if (name.length >= 2 && /\p{L}/u.test(name))
      out.set(i, { qty: count[1], name: capitalise(name), price: price.text.replace(/,$/, "") });
  }
  return out;
}

/** Header words of an order table's columns, per language: the count, the item, the unit price, the line's sum. */
const COLUMN = {
  qty: /^(?:qty|quantity|menge|anzahl|stk\.?|ilo[śs][ćc]|szt\.?|aantal|quantit[ée]|cantidad|quantit[àa]|quantidade|množství|ks|antal|mængde|antall)$/iu,
  sum: /^(?:total|amount|line total|sum(?:me)?|betrag|gesamt(?:preis)?|warto[śs][ćc](?:\s+\p{L}+)?|bedrag|totaal|montant|importe|totale|valor|celkem(?:\s.+)?|belopp|beløb|subtotal)$/iu,
  price:
    /^(?:(?:unit\s+)?price|einzelpreis|preis|cena(?:\s+\p{L}+)?|prijs|prix(?:\s+unitaire)?|precio|prezzo|pre[çc]o|pris|a-pris|stykpris|cena za (?:kus|j\.?|jednostk\p{L}*))(?:\s+(?:netto|brutto|net|gross|bez dph|s dph))?$/iu,
  position: /^(?:#|no\.?|nr\.?|pos\.?|poz\.?|pol\.?|lp\.?|l\.p\.|item\s+no\.?)$/iu,
};

/**
 * An order written as a pipe table ("Poz. | Produkt | Ilość | Cena netto | Wartość netto", then a row per line): each
 * row an item with its count and its sum. The header names the columns; without one, the words are the name, the small
 * whole number the count and the last amount the sum.
 */
function pipeTable(input: string): { rows: Map<number, ConcreteOrder["items"][number] | null> } {
  const rows = new Map<number, ConcreteOrder["items"][number] | null>();
  let header: string[] | null = null;
  for (const [i, line] of input.split("\n").entries()) {
    const cells = line
      .replace(/^\s*\||\|\s*$/g, "")
      .split("|")
      .map((c) => c.trim());
    if (cells.length < 3) {
      header = null;
      continue;
    }
    const prices = cells.map((c) => findPrices(c)[0] ?? null);
    if (!prices.some(Boolean)) {
      // A header row (or a Markdown rule under it) says which column is which.
      if (!cells.every((c) => /^:?-{2,}:?$/.test(c))) header = cells;
      rows.set(i, null);
      continue;
    }
    const col = (kind: keyof typeof COLUMN) => header?.findIndex((h) => COLUMN[kind].test(h)) ?? -1;
    const lastPrice = prices.reduce((at, p, k) => (p ? k : at), -1);
    const sumAt = col("sum") >= 0 && prices[col("sum")] ? col("sum") : lastPrice;
    const qtyAt =
      col("qty") >= 0 ? col("qty") : cells.findIndex((c, k) => k !== 0 && /^\d{1,4}$/.test(c) && !prices[k]);
    const skip = new Set([sumAt, qtyAt, col("position"), col("price")]);
    const name = cells
      .filter((c, k) => !skip.has(k) && !prices[k] && /\p{L}/u.test(c))
      .sort((a, b) => b.length - a.length)[0];
    rows.set(
      i,
      name && sumAt >= 0
        ? { qty: qtyAt >= 0 ? cells[qtyAt] : "1", name: capitalise(name), price: prices[sumAt]!.text }
        : null,
    );
  }
  return { rows };
}
