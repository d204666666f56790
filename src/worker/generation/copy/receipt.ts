import type { OrderTotal } from "../../../shared/facts";
import { ENGINE_FIELDS } from "../../../shared/merge-fields";
import type { ContentBlock } from "../content";
import { formatDate } from "../../../shared/format";
import { labelOf, type CopyFacts } from "./facts-copy";
import { say } from "../i18n/voice";
import { endSentence } from "./edit";
import { toWriter } from "./story";

type Order = NonNullable<CopyFacts["facts"]["campaign"]["order"]>;

/**
 * An amount as written ("€1,234.50", "1.234,50 €", "-€57.60", "à 290,00 €") as a number; null when it holds none
 * ("Free" is 0). The last separator followed by two digits is the decimal one, whatever the language.
 */
export function amountOf(text: string): number | null {
  if (/\b(?:free|kostenlos|gratis|gratuit|grátis|zdarma|darmo|無料)\b/i.test(text)) return 0;
  const m = text.match(
    /([-−–]\s*)?(?:[€$£¥]|[A-Z]{3})?\s*([-−–]\s*)?(\d{1,3}(?:[.,\s\u00A0\u202F']\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)/,
  );
  if (!m) return null;
  const raw = m[3];
  const dec = raw.match(/[.,](\d{1,2})$/);
  const whole = (dec ? raw.slice(0, raw.length - dec[0].length) : raw).replace(/[^\d]/g, "");
  const value = Number(`${whole}.${dec ? dec[1].padEnd(2, "0") : "00"}`);
  return m[1] || m[2] ? -value : value;
}

const cents = (n: number) => Math.round(n * 100);

/**
 * Whether the order's amounts add up as a reader would check them: the lines make the subtotal, and the subtotal less
 * the discounts plus shipping, tax (unless included) and tip makes the total. Amounts the brief does not give are not
 * checked; an order without a total or subtotal has nothing to add up.
 */
export function addsUp(order: Order): boolean {
  const totals = order.totals ?? [];
  const lines = order.items.map((it) => amountOf(it.total ?? it.price));
  const of = (kind: OrderTotal["kind"]) =>
    totals.filter((t) => t.kind === kind).map((t) => amountOf(t.value));
  if ([...lines, ...totals.map((t) => amountOf(t.value))].some((n) => n === null)) return false;
  const sum = (xs: (number | null)[]) => xs.reduce<number>((a, b) => a + (b ?? 0), 0);
  // A line written "à 290,00 €" without its total is per item: quantity times price.
  const lineTotal = order.items.map((it, i) => {
    const per = !it.total && /^(?:à|@|je|per|a)\s/i.test(it.price);
    const qty = Number(it.qty.match(/^\d+/)?.[0] ?? 1);
    return per ? (lines[i] ?? 0) * qty : (lines[i] ?? 0);
  });
  const subtotal = of("subtotal")[0];
  const items = sum(lineTotal);
  if (subtotal !== undefined && subtotal !== null && order.items.length && cents(items) !== cents(subtotal))
    return false;
  const total = of("total")[0];
  if (total === undefined || total === null) return true;
  const base = subtotal ?? items;
  const discount = sum(of("discount").map((d) => (d === null ? 0 : -Math.abs(d))));
  const tax = sum(totals.filter((t) => t.kind === "tax" && !t.included).map((t) => amountOf(t.value)));
  const expected = base + discount + sum(of("shipping")) + tax + sum(of("tip"));
  return cents(expected) === cents(total);
}

/** Labels of a line that names the buyer (who, where): one recipient's values, a merge field in an example order. */
const BUYER_LABEL =
  /^(?:kund(?:e|in)?|customer|buyer|client[e]?|klant|klient|odběratel|zákazník|osoba kontaktowa|contact(?: person)?|kontaktperson|ansprechpartner(?:in)?|contactpersoon|persona de contacto|(?:liefer|rechnungs)adresse|(?:shipping|billing|delivery) address|address|adres(?:se)?|adresa|indirizzo|dirección|morada|endereço|name|naam|nom|nombre|nome|imię i nazwisko|jméno)$/iu;

/** A line of a buyer's address or company register: a postcode ("47-220", "79539 Lörrach", "539 01") or a tax id. */
const BUYER_LINE =
  /^\p{Lu}[\p{L}.-]+(?:\s[\p{L}.-]+){0,2}\s\d{1,4}\p{Ll}?$|(?<![\d\p{L}])(?:\d{2}-\d{3}|\d{3}\s\d{2}|\d{4,5}\s\p{Lu}\p{Ll})(?![\d])|(?<![\p{L}])(?:NIP|IČO|DIČ|USt-IdNr|VAT ID|KvK|BTW-nr|P\.IVA|NIF|CIF)(?![\p{L}])/u;

/** Words that mark the brief's order as a pattern ("przykład", "voorbeeld", "(fikcyjne, do szablonu)"). */
const EXAMPLE_WORD =
  /(?<![\p{L}])(?:example|sample|fictional|fictitious|dummy|muster|beispiel|fiktiv|exemple|fictif|ejemplo|ficticio|esempio|fittizio|voorbeeld|fictief|exemplo|fictício|przykład\p{L}*|fikcyjn\p{L}*|szablon\p{L}*|vzor|příklad|fiktivní|exempel|eksempel)(?![\p{L}])/iu;

/**
 * Text of an example order that no recipient may read as their own: a line naming the example, its order number or
 * a buyer's value (name, address). Always false for a real order.
 */
export function exampleText(
  f: CopyFacts,
  rows: { label: string; value: string }[],
): (text: string) => boolean {
  const order = f.facts.campaign.order;
  if (!order?.example) return () => false;
  const values = [
    order.number,
    ...rows
      .filter((r) => BUYER_LABEL.test(r.label.trim()))
      .flatMap((r) => r.value.split(/,\s*/).map((v) => v.trim())),
  ].filter((v): v is string => !!v && v.length >= 3);
  return (text) =>
    EXAMPLE_WORD.test(text) ||
    BUYER_LINE.test(text) ||
    values.some((v) => text.includes(v) || v.includes(text.trim()));
}

/** The brief's own heading for a receipt ("Potwierdzenie zamówienia", "Bestellbestätigung Onlineshop"). */
const RECEIPT_HEAD =
  /^(?:\p{L}*(?:bestätigung|bevestiging|confirmation|confirmación|conferma|confirmação|potwierdzenie|potvrzení|bekräftelse|bekræftelse)\p{L}*)(?:\s+\p{L}+){0,2}[.!]?$/iu;

/**
 * Points of a receipt's brief that are the order itself, not something to tell: a row of its table ("1 | Produkt |
 * …"), the brief's heading for the e-mail, a fragment of one or two letters, and an example's people and markers.
 */
export function notForReceipt(
  f: CopyFacts,
  rows: { label: string; value: string }[],
): (text: string) => boolean {
  const sample = exampleText(f, rows);
  return (text) => {
    const t = text.trim();
    return (
      sample(t) ||
      (t.match(/\|/g) ?? []).length >= 2 ||
      t.replace(/[^\p{L}]/gu, "").length <= 2 ||
      RECEIPT_HEAD.test(t)
    );
  };
}

/** Labels of lines that speak to the writer, not to the customer ("CTA:", "Betreff:"): never a row of the receipt. */
const WRITING_LABEL =
  /^(?:cta|button|knopf|bouton|botón|boton|pulsante|knop|botão|subject|betreff|objet|asunto|oggetto|onderwerp|assunto|headline|titular|titre|tone?|tono|signature|unterschrift|firma|notes?(?:\s+for\s+\S+)?|notiz|intern|internal)$/iu;

/** Words that make a purchase something delivered online or done for the customer: no shipping rows for it. */
const NOT_SHIPPED =
  /\b(?:plan|subscription|abo\w*|abonnement\w*|suscripci\w*|abbonament\w*|licen[cs]\w*|lizenz\w*|course|kurs\w*|cours|curso\w*|corso|ticket\w*|billet\w*|entrada\w*|download\w*|e-?book\w*|pdf|membership|mitgliedschaft\w*|adhésion|membres[ií]a|patenschaft\w*|sponsor\w*|parrainage|padrin\w*|donation|spende\w*|don\b|service\w*|dienstleistung\w*|beratung\w*|consult\w*|session\w*|seat\w*|platz|credits?|add-on|annual|monthly|yearly|jährlich|monatlich)\b/iu;

/** The brief's lines as typed: where an order line's unit price and price breakdown are read from. */
function lines(f: CopyFacts): string[] {
  const c = f.facts.campaign;
  return [...c.story, ...(c.sentences ?? []).map((x) => x.text)].flatMap((p) => p.split("\n"));
}

const AMOUNT = String.raw`(?:[€$£]\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|\$|£|EUR|USD|GBP|CHF|zł|Kč|kr))`;
/** A unit price after the item's name: "à 290,00 €", "@ $12", "je 15 €", "each €9", "a 60,00 €". */
const UNIT = new RegExp(
  String.raw`(?:^|\s)(?:à|á|@|je|each|per|ea\.?|a|pro stück|per stuk|cad\.|c/u)\s*(${AMOUNT})`,
  "iu",
);
/** A breakdown in brackets after the price: "(36,00 + 36,00 Größenaufpreis)". */
const BREAKDOWN = /\(([^()]*\d[^()]*[+][^()]*)\)/u;

/**
 * An order line's name with what the brief says about its price: the unit price when the quantity is more than one
 * ("Holzpferd „Paula“ (à 290,00 €)"), or the price's breakdown ("36,00 + 36,00 Größenaufpreis"). The brief's own
 * words, from the line that names the item; nothing when it says none.
 */
function withPriceDetail(name: string, price: string | undefined, source: string[]): string {
  const key = name.slice(0, 24).toLowerCase();
  const line = source.find((l) => l.toLowerCase().includes(key));
  if (!line) return name;
  const after = line.slice(line.toLowerCase().indexOf(key) + key.length);
  const unit = after.match(UNIT);
  if (unit && (!price || !price.includes(unit[1].replace(/[^\d.,]/g, ""))))
    return `${name} (${unit[0].trim()})`;
  const parts = after.match(BREAKDOWN)?.[1];
  return parts ? `${name} (${parts.trim()})` : name;
}

/**
 * The receipt: the brief's example order when it spells one out and its amounts add up, else the platform's merge
 * fields for each recipient's own order. A digital good or a service gets no shipping rows.
 */
/** Words that make a receipt one for support (a sponsorship, a donation), not for a shop's order. */
const SUPPORT =
  /\b(?:patenschaft\w*|pate|paten|sponsor\w*|spende\w*|donation\w*|don|dons|donaci[oó]n\w*|donativo\w*|donazion\w*|donatie\w*|doa[çc][ãa]o|doações|darowizn\w*|sponzor\w*|dar|gåva|gåvor|donation|bidrag|parrainage|padrinazgo|adozione)\b/iu;

/**
 * Whether the brief's receipt confirms support (a sponsorship, a donation) rather than a purchase: what its lines, its
 * fact sentences and its story name. Such a receipt is thanked and summarised, never called an order.
 */
export function supportReceipt(f: CopyFacts): boolean {
  const c = f.facts.campaign;
  const said = [
    ...(c.order?.items ?? []).map((i) => i.name),
    ...c.story,
    ...(c.sentences ?? []).filter((x) => x.role === "fact" || x.role === "content").map((x) => x.text),
  ].join(" ");
  return SUPPORT.test(said);
}

export function receiptBlocks(f: CopyFacts, extra: { label: string; value: string }[] = []): ContentBlock[] {
  const support = supportReceipt(f);
  const base = labelOf(f);
  // A receipt for support speaks of a summary and a reference, never of an order.
  const SUPPORT_LABELS: Partial<Record<Parameters<typeof base>[0], Parameters<typeof base>[0]>> = {
    orderSummary: "supportSummary",
    orderDetails: "supportDetails",
    orderNumber: "reference",
    orderDate: "supportDate",
  };
  const L: typeof base = (key, values) => base(support ? (SUPPORT_LABELS[key] ?? key) : key, values);
  const c = f.facts.campaign;
  const order = c.order ?? null;
  const names = [
    ...(order?.items ?? []).map((i) => i.name),
    ...c.products.map((p) => p.name),
    ...c.story,
    // What the brief says the e-mail is for ("Receipt for our video course") tells what was bought; it is read, not shown.
    ...(c.sentences ?? []).filter((x) => x.role === "fact").map((x) => x.text),
  ].join(" ");
  const shipped = !NOT_SHIPPED.test(names) || (order?.totals ?? []).some((t) => t.kind === "shipping");
  const date = c.dates[0] ? formatDate(c.dates[0], f.lang) : null;
  // The brief's own labelled lines (customer, payment, plan), unless they repeat what the receipt already shows.
  // What the receipt shows already: the order's number, lines and date (an example's are merge fields instead).
  const shown = (order?.example ? [] : [order?.number, c.dates[0]?.text])
    .concat((order?.items ?? []).map((i) => i.name))
    .filter((x): x is string => !!x);
  const sample = exampleText(f, extra);
  const rows = extra
    .filter(
      (r) =>
        !WRITING_LABEL.test(r.label) &&
        !shown.some((v) => r.value.includes(v) || v.includes(r.value)) &&
        !(order?.example && (BUYER_LABEL.test(r.label.trim()) || sample(`${r.label} ${r.value}`))),
    )
    .map((r) => ({ ...r, label: `${r.label.charAt(0).toLocaleUpperCase()}${r.label.slice(1)}` }));
  // An example order's people and number are each recipient's own: the platform's fields, never the example's.
  const example = !!order?.example;
  const paid = order?.paidWith
    ? [{ label: L("payment"), value: example ? ENGINE_FIELDS.paymentMethod.token : order.paidWith }]
    : [];
  if (order && order.items.length && addsUp(order)) {
    // The total closes the receipt (the renderer sets the last row in bold); a tax inside it is said just before.
    const rank = (t: { kind: string; included?: boolean }) => (t.kind === "total" ? 2 : t.included ? 1 : 0);
    const totals = [...(order.totals ?? [])]
      .sort((a, b) => rank(a) - rank(b))
      .map((t) => ({ label: t.label ?? L(t.kind), value: t.value }));
    return [
      {
        kind: "order",
        title: L("orderSummary"),
        items: order.items.map((i) => ({
          name: withPriceDetail(i.name, i.total ?? i.price, lines(f)),
          qty: i.qty,
          price: i.total ?? i.price,
        })),
        totals,
      },
      ...(order.number || date || rows.length || example
        ? [
            {
              kind: "details" as const,
              title: L("orderDetails"),
              rows: example
                ? [
                    { label: L("orderNumber"), value: ENGINE_FIELDS.orderNumber.token },
                    { label: L("orderDate"), value: ENGINE_FIELDS.orderDate.token },
                    ...(shipped
                      ? [{ label: L("shippingTo"), value: ENGINE_FIELDS.shippingAddress.token }]
                      : []),
                    ...paid,
                    ...rows,
                  ]
                : [
                    ...(order.number ? [{ label: L("orderNumber"), value: order.number }] : []),
                    ...(date ? [{ label: L("orderDate"), value: date }] : []),
                    ...paid,
                    ...rows,
                  ],
            },
          ]
        : []),
    ];
  }
  return [
    {
      kind: "order",
      title: L("orderSummary"),
      items: [
        {
          name: ENGINE_FIELDS.itemName.token,
          qty: ENGINE_FIELDS.itemQuantity.token,
          price: ENGINE_FIELDS.itemPrice.token,
        },
      ],
      totals: [
        { label: L("subtotal"), value: ENGINE_FIELDS.subtotal.token },
        ...(shipped ? [{ label: L("shipping"), value: ENGINE_FIELDS.shipping.token }] : []),
        { label: L("tax"), value: ENGINE_FIELDS.tax.token },
        { label: L("total"), value: ENGINE_FIELDS.orderTotal.token },
      ],
    },
    {
      kind: "details",
      title: L("orderDetails"),
      rows: [
        { label: L("orderNumber"), value: ENGINE_FIELDS.orderNumber.token },
        { label: L("orderDate"), value: ENGINE_FIELDS.orderDate.token },
        ...(shipped ? [{ label: L("shippingTo"), value: ENGINE_FIELDS.shippingAddress.token }] : []),
        { label: L("payment"), value: ENGINE_FIELDS.paymentMethod.token },
      ],
    },
  ];
}

/** A sentence that says what is attached ("Widerrufsbelehrung und AGB hängen an", "invoice attached"): its "what". */
const ATTACHED = [
  /^(.{3,80}?)\s+(?:h[äa]ngen|h[äa]ngt|liegen|liegt)\s+(?:an|bei|im anhang)$/iu,
  /^(.{3,80}?)\s+(?:(?:is|are)\s+)?attached$/iu,
  /^(?:attached|anbei|im anhang|in de bijlage|en pi[èe]ce jointe|adjunto|in allegato|em anexo|w załączniku|v příloze|bifogat|vedhæftet)[:\s]+(.{3,80})$/iu,
  /^(.{3,80}?)\s+(?:(?:zit|zitten)\s+)?in de bijlage$/iu,
  /^(.{3,80}?)\s+(?:w załączniku|v příloze|en pi[èe]ce jointe|in allegato|em anexo|adjunt[oa]s?|bifogas|vedhæftet)$/iu,
];

/** The receipt's sentence for what the brief says is attached, in the e-mail's language; null for any other. */
export function attachedLine(f: CopyFacts, sentence: string): string | null {
  const t = sentence.trim().replace(/[.!]+$/u, "");
  for (const re of ATTACHED) {
    const what = t.match(re)?.[1];
    if (what) return say(f.voice, "type.transactional-purchase.attached", { what: what.trim() });
  }
  return null;
}

/**
 * Fixed content the brief wrote with a request to the writer after a dash ("Vor dem Versand machen wir gratis ein
 * Setup – das bitte extra erwähnen"): the story leaves the whole sentence out as one for the writer; its head is for
 * the reader and the request is followed by saying it.
 */
export function saidWithRequest(f: CopyFacts): string[] {
  return (f.facts.campaign.sentences ?? [])
    .filter((x) => x.role === "content" && toWriter(x.text))
    .map((x) => x.text.split(/\s[–—-]\s/u))
    .filter(
      (parts) =>
        parts.length === 2 &&
        toWriter(parts[1]) &&
        !toWriter(parts[0]) &&
        /\p{L}{3,}.*\s\p{L}/u.test(parts[0]),
    )
    .map((parts) => parts[0].trim())
    .map((head) => (/\)$/.test(head) ? `${head}.` : endSentence(head)));
}
