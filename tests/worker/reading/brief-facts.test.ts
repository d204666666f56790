import { describe, expect, it } from "vitest";
import { buildFacts } from "../../../src/worker/reading/facts";
import { readCampaign } from "../../../src/worker/reading/brief/brief";
import { brandName, displayDomain, nameFromHost } from "../../../src/worker/reading/facts/brand";
import { findDates, findTime } from "../../../src/worker/reading/brief/dates";
import { findLinks } from "../../../src/worker/reading/brief/links";
import { calendarLinkFor } from "../../../src/worker/generation/plan/stamps";
import type { CampaignFacts, Lang } from "../../../src/shared/facts";
import { detectLanguage } from "../../../src/worker/reading/language";
import { siteReading } from "../../fixtures/samples";

const NOW = new Date("2026-11-23T09:00:00Z");
const read = (text: string, lang: Lang | null = null) => readCampaign(text, { now: NOW, lang });

type Expect = {
  lang?: Lang;
  dates?: string[];
  time?: Partial<NonNullable<CampaignFacts["time"]>> | null;
  venue?: string | null;
  speakers?: { name: string; role: string | null }[];
  cta?: { label: string; url?: string } | null;
  online?: string | null;
  title?: string | null;
  product?: { name: string; amount?: number; currency?: string } | null;
  prices?: [number, string][];
  code?: string | null;
  discount?: string | null;
  deadline?: string | null;
  emails?: string[];
  urls?: string[];
  points?: string[];
  agenda?: { time: string | null; title: string }[];
  quoteBy?: string | null;
  storyExcludes?: string[];
  tone?: string[];
};

/** 64 briefs as people write them: four languages (plus a few Italian, Dutch, Portuguese), typos and odd punctuation. */
const BRIEFS: [string, Expect][] = [
  // English
  [
    'Webinar "Dashboards that drive decisions" on Thursday, 11 March 2027 at 15:00 CET with Dr. Jane Roe, CTO. Join: https://zoom.us/j/123456. Call to action: Reserve your seat',
    {
      lang: "en",
      dates: ["2027-03-11"],
      time: { start: "15:00", zone: "CET" },
      speakers: [{ name: "Dr. Jane Roe", role: "CTO" }],
      online: "https://zoom.us/j/123456",
      cta: { label: "Reserve your seat", url: "https://zoom.us/j/123456" },
      title: "Dashboards that drive decisions",
      storyExcludes: ["Call to action", "Join:"],
    },
  ],
  [
    "Join us on March 12 at 3pm ET for a live demo.",
    { lang: "en", dates: ["2027-03-12"], time: { start: "15:00", zone: "ET" } },
  ],
  [
    "Spring open day at the Kraanspoor, Amsterdam on Saturday 17 April 2027, 10:00-16:00.",
    { dates: ["2027-04-17"], time: { start: "10:00", end: "16:00" }, venue: "Kraanspoor, Amsterdam" },
  ],
  [
    "Date: 2027-03-12\nTime: 9:30am PT\nTitle: Quarterly product update",
    { dates: ["2027-03-12"], time: { start: "09:30", zone: "PT" }, title: "Quarterly product update" },
  ],
  [
    "Product: Aurora Matt\nPrice: €49.90\nWe launch our chalky wall paint next week.",
    { product: { name: "Aurora Matt", amount: 49.9, currency: "EUR" }, dates: [] },
  ],
  [
    "New trail shoe Ridge 2 for $129.99, available from June 3rd 2027 at https://shop.ridge.example/ridge-2",
    { prices: [[129.99, "USD"]], dates: ["2027-06-03"], urls: ["https://shop.ridge.example/ridge-2"] },
  ],
  [
    "Use code SPRING25 for 25% off until 31 March 2027.",
    { code: "SPRING25", discount: "25% off", deadline: "2027-03-31" },
  ],
  [
    "Questions? Write to events@northwind.example or call us.",
    { emails: ["events@northwind.example"], dates: [] },
  ],
  [
    "Speakers: Jane Roe (CTO, Acme); John Smith (Head of Data)\nDate: 4 Feb 2027",
    {
      speakers: [
        { name: "Jane Roe", role: "CTO, Acme" },
        { name: "John Smith", role: "Head of Data" },
      ],
      dates: ["2027-02-04"],
    },
  ],
  [
    "webinar on feb 4th 2027 , 2:30 pm GMT ... with Prof. Alan Turing , Chief Scientist!!",
    {
      dates: ["2027-02-04"],
      time: { start: "14:30", zone: "GMT" },
      speakers: [{ name: "Prof. Alan Turing", role: "Chief Scientist" }],
    },
  ],
  [
    "Agenda:\n- 10:00 Welcome\n- 10:15 Keynote by our CEO\n- 11:00 Q&A",
    {
      agenda: [
        { time: "10:00", title: "Welcome" },
        { time: "10:15", title: "Keynote by our CEO" },
        { time: "11:00", title: "Q&A" },
      ],
    },
  ],
  [
    "Features:\n- Dries in 2 hours\n- Washable\n- Zero VOC",
    { points: ["Dries in 2 hours", "Washable", "Zero VOC"] },
  ],
  [
    '"The best coffee we have had in years" - Maria Lopez, Café Sol\nOur new roast is out.',
    { quoteBy: "Maria Lopez, Café Sol" },
  ],
  [
    "Tone: friendly, playful\nPlease don't mention pricing. Our autumn collection is here.",
    { tone: ["friendly", "playful"], storyExcludes: ["Please", "pricing", "Tone"] },
  ],
  [
    "Register here: www.acme.example/register before Dec 10",
    { urls: ["https://www.acme.example/register"], dates: ["2026-12-10"] },
  ],
  [
    "Doors open at 6.30pm, talks from 7pm. Venue: The Loft, 12 Keizersgracht, Amsterdam",
    { time: { start: "18:30" }, venue: "The Loft, 12 Keizersgracht, Amsterdam" },
  ],
  [
    "Thursday, Jan 28 — 11am EST — with Sam Lee, VP Sales",
    {
      dates: ["2027-01-28"],
      time: { start: "11:00", zone: "EST" },
      speakers: [{ name: "Sam Lee", role: "VP Sales" }],
    },
  ],
  [
    "CTA: Get the guide -> https://acme.example/guide.pdf",
    { cta: { label: "Get the guide", url: "https://acme.example/guide.pdf" } },
  ],
  [
    "Tickets £25 (early bird £19) at the Barbican, London on 15/09/2027",
    {
      prices: [
        [25, "GBP"],
        [19, "GBP"],
      ],
      venue: "Barbican, London",
      dates: ["2027-09-15"],
    },
  ],
  ["no date yet, we meet every Thursday at 8 am", { dates: [], time: { start: "08:00" } }],
  ["Launch of the X-200 drill. Price: 1,299.00 USD", { prices: [[1299, "USD"]] }],
  [
    "Our meetup is on 7th October 2027 at the Tech Hub, Berlin. RSVP by 30 September 2027.",
    { dates: ["2027-10-07", "2027-09-30"], venue: "Tech Hub, Berlin", deadline: null },
  ],
  [
    "Hi team!!! pls write smth nice about our new blog ;) https://blog.acme.example/new",
    { urls: ["https://blog.acme.example/new"], storyExcludes: ["pls"] },
  ],
  [
    "Button text: Book a table\nLink: https://bistro.example/book",
    { cta: { label: "Book a table", url: "https://bistro.example/book" } },
  ],
  ["Join us for our 10th anniversary party with drinks and music.", { speakers: [], venue: null, dates: [] }],
  [
    "Live on 18 Nov 2027 at 17:00 UTC+1 with Maria van der Berg",
    {
      dates: ["2027-11-18"],
      time: { start: "17:00", zone: "UTC+1" },
      speakers: [{ name: "Maria van der Berg", role: null }],
    },
  ],
  [
    "Locaton: The Old Mill, Leeds\nSpeeker: Tom Hardy, Chef\nCall to acton: Book your table",
    {
      venue: "The Old Mill, Leeds",
      speakers: [{ name: "Tom Hardy", role: "Chef" }],
      cta: { label: "Book your table" },
    },
  ],
  // German
  [
    "Wir laden Sie herzlich zu unserem Webinar am 12.03.2027 um 15 Uhr ein, mit Prof. Anna Schmidt, Leiterin Forschung. Anmeldung: https://example.de/anmeldung",
    {
      lang: "de",
      dates: ["2027-03-12"],
      time: { start: "15:00" },
      speakers: [{ name: "Prof. Anna Schmidt", role: "Leiterin Forschung" }],
      online: null,
      urls: ["https://example.de/anmeldung"],
    },
  ],
  [
    "Tag der offenen Tür am Samstag, 17. April 2027 von 10:00 bis 16:00 Uhr im Kraanspoor, Amsterdam.",
    {
      lang: "de",
      dates: ["2027-04-17"],
      time: { start: "10:00", end: "16:00" },
      venue: "Kraanspoor, Amsterdam",
    },
  ],
  [
    "Datum: 11. März 2027\nUhrzeit: 15:00 MEZ\nThema: Nachhaltige Farben",
    { lang: "de", dates: ["2027-03-11"], time: { start: "15:00", zone: "MEZ" }, title: "Nachhaltige Farben" },
  ],
  [
    "Neu: Aurora Matt für 49,90 € pro Dose.\nProdukt: Aurora Matt\nPreis: 49,90 €",
    { lang: "de", product: { name: "Aurora Matt", amount: 49.9, currency: "EUR" } },
  ],
  [
    "Mit dem Gutscheincode HERBST20 sparen Sie 20 % Rabatt bis zum 30.11.2027.",
    { lang: "de", code: "HERBST20", discount: "20 % Rabatt", deadline: "2027-11-30" },
  ],
  [
    "Handlungsaufforderung: Jetzt Platz sichern\nBitte nicht zu lang schreiben. Unser Workshop zeigt Ihnen die Grundlagen.",
    { lang: "de", cta: { label: "Jetzt Platz sichern" }, storyExcludes: ["Bitte", "Handlungsaufforderung"] },
  ],
  [
    "Veranstaltungsrot: Alte Fabrik, Hamburg\nUhrziet: 19:00",
    { venue: "Alte Fabrik, Hamburg", time: { start: "19:00" } },
  ],
  [
    "Referentin: Dr. Julia Meier, Geschäftsführerin\nOrt: Alte Fabrik, Hamburg",
    { speakers: [{ name: "Dr. Julia Meier", role: "Geschäftsführerin" }], venue: "Alte Fabrik, Hamburg" },
  ],
  [
    "Webinar am Donnerstag, den 3. Juni um 14 Uhr MESZ",
    { lang: "de", dates: ["2027-06-03"], time: { start: "14:00", zone: "MESZ" } },
  ],
  ["Preis: 1.299,00 €  –  lieferbar ab 2027-06-24", { prices: [[1299, "EUR"]], dates: ["2027-06-24"] }],
  ["Kontakt: info@farbwerk.example", { emails: ["info@farbwerk.example"] }],
  [
    "Programm:\n- 9:00 Begrüßung\n- 9:30 Vortrag\n- 12:00 Mittagessen",
    {
      agenda: [
        { time: "9:00", title: "Begrüßung" },
        { time: "9:30", title: "Vortrag" },
        { time: "12:00", title: "Mittagessen" },
      ],
    },
  ],
  [
    "unser neuer Newsletter , diesmal mit vielen Tipps zum streichen!!",
    { lang: "de", dates: [], speakers: [] },
  ],
  [
    "Zielgruppe: Architekten\nThemen: Lehmputz; Kalkfarbe; Ölfarbe",
    { points: ["Lehmputz", "Kalkfarbe", "Ölfarbe"], storyExcludes: ["Architekten"] },
  ],
  [
    "Veranstaltung: Farbenfest 2027\nWann: 20.05.2027, 18:30\nWo: Halle 7, Köln",
    { title: "Farbenfest 2027", dates: ["2027-05-20"], time: { start: "18:30" }, venue: "Halle 7, Köln" },
  ],
  [
    "Schaltfläche: Jetzt bestellen\nLink: https://shop.example.de/aurora",
    { cta: { label: "Jetzt bestellen", url: "https://shop.example.de/aurora" } },
  ],
  // French
  [
    "Rejoignez-nous le jeudi 11 mars 2027 à 18h30 au Pavillon Royal, Paris. Intervenant : Marie Dupont, directrice marketing",
    {
      lang: "fr",
      dates: ["2027-03-11"],
      time: { start: "18:30" },
      venue: "Pavillon Royal, Paris",
      speakers: [{ name: "Marie Dupont", role: "directrice marketing" }],
    },
  ],
  [
    "Lancement de notre peinture Aurora le 12.03.2027.\nProduit : Aurora Mat\nPrix : 39 €",
    { lang: "fr", dates: ["2027-03-12"], product: { name: "Aurora Mat", amount: 39, currency: "EUR" } },
  ],
  [
    "Code promo AURORA15 pour 15 % de réduction jusqu'au 31 mars 2027.",
    { lang: "fr", code: "AURORA15", discount: "15 % de réduction", deadline: "2027-03-31" },
  ],
  [
    "Webinaire le 1er avril 2027 à 14h CET avec Jean Martin, fondateur. Lien : https://meet.google.com/abc-defg-hij",
    {
      lang: "fr",
      dates: ["2027-04-01"],
      time: { start: "14:00", zone: "CET" },
      speakers: [{ name: "Jean Martin", role: "fondateur" }],
      online: "https://meet.google.com/abc-defg-hij",
    },
  ],
  [
    "Bouton : Réserver ma place\nMerci de garder un ton chaleureux. Nous fêtons nos dix ans !",
    { lang: "fr", cta: { label: "Réserver ma place" }, storyExcludes: ["Merci de", "Bouton"] },
  ],
  [
    "Date : 2027-10-07\nHeure : 19:00\nLieu : La Bellevilloise, Paris",
    { dates: ["2027-10-07"], time: { start: "19:00" }, venue: "La Bellevilloise, Paris" },
  ],
  [
    "nouvelle collection automne dispo dès maintenant sur www.atelier.example",
    { lang: "fr", urls: ["https://www.atelier.example/"] },
  ],
  [
    "Prix spécial : 89,00 € au lieu de 119,00 €",
    {
      prices: [
        [89, "EUR"],
        [119, "EUR"],
      ],
    },
  ],
  ["Contact presse : presse@atelier.example", { emails: ["presse@atelier.example"] }],
  [
    "Au programme :\n- Les bases de la couleur\n- Préparer ses murs",
    { points: ["Les bases de la couleur", "Préparer ses murs"] },
  ],
  [
    "Atelier le mardi 16 mars 2027 de 10h à 12h",
    { lang: "fr", dates: ["2027-03-16"], time: { start: "10:00", end: "12:00" } },
  ],
  // Spanish
  [
    "Únase a nuestro seminario el 11 de marzo de 2027 a las 10:00 CET con Ana García, CEO.",
    {
      lang: "es",
      dates: ["2027-03-11"],
      time: { start: "10:00", zone: "CET" },
      speakers: [{ name: "Ana García", role: "CEO" }],
    },
  ],
  [
    "Taller presencial el 20 de mayo de 2027 a las 18:30 en el Teatro Real, Madrid.",
    { lang: "es", dates: ["2027-05-20"], time: { start: "18:30" }, venue: "Teatro Real, Madrid" },
  ],
  [
    "Producto: Pintura Aurora\nPrecio: 45 €\nLa nueva pintura ya está disponible.",
    { lang: "es", product: { name: "Pintura Aurora", amount: 45, currency: "EUR" } },
  ],
  [
    "Usa el código VERANO10 para un 10 % de descuento hasta el 30 de junio de 2027.",
    { lang: "es", code: "VERANO10", discount: "10 % de descuento", deadline: "2027-06-30" },
  ],
  [
    "Botón: Reservar mi plaza\nPor favor, no menciones precios. Te esperamos.",
    { lang: "es", cta: { label: "Reservar mi plaza" }, storyExcludes: ["Por favor", "Botón"] },
  ],
  [
    "Fecha: 15/09/2027\nHora: 17:00\nLugar: Casa de América, Madrid",
    { dates: ["2027-09-15"], time: { start: "17:00" }, venue: "Casa de América, Madrid" },
  ],
  [
    "Inscripción: https://eventos.example.es/registro",
    { online: null, urls: ["https://eventos.example.es/registro"] },
  ],
  [
    "Ponentes: Luis Pérez (CTO); Carmen Ruiz (Diseño)",
    {
      speakers: [
        { name: "Luis Pérez", role: "CTO" },
        { name: "Carmen Ruiz", role: "Diseño" },
      ],
    },
  ],
  ["nueva colección de primavera... ¡¡ya disponible!!", { lang: "es", dates: [], speakers: [] }],
  ["Escríbenos a hola@tienda.example para cualquier duda.", { emails: ["hola@tienda.example"] }],
  // A few Italian, Dutch and Portuguese
  [
    "Vi invitiamo al nostro webinar il 11 marzo 2027 alle 15:00 CET con Giulia Rossi, direttrice.",
    {
      lang: "it",
      dates: ["2027-03-11"],
      time: { start: "15:00", zone: "CET" },
      speakers: [{ name: "Giulia Rossi", role: "direttrice" }],
    },
  ],
  [
    "We nodigen je graag uit voor onze workshop op 17 april 2027 om 10:00 bij Kraanspoor, Amsterdam.",
    { lang: "nl", dates: ["2027-04-17"], time: { start: "10:00" }, venue: "Kraanspoor, Amsterdam" },
  ],
  [
    "Convidamos você para o nosso webinar no dia 20 de maio de 2027 às 16h com João Silva, diretor.",
    {
      lang: "pt",
      dates: ["2027-05-20"],
      time: { start: "16:00" },
      speakers: [{ name: "João Silva", role: "diretor" }],
    },
  ],
];

describe("brief reader: 64 realistic briefs", () => {
  it("has at least 60 briefs", () => expect(BRIEFS.length).toBeGreaterThanOrEqual(60));

  it.each(BRIEFS.map((b, i) => [i, ...b] as const))("brief %i: %s", (_i, text, e) => {
    const lang = e.lang ?? null;
    const f = read(text, lang);
    if (e.lang) expect(detectLanguage(text)).toBe(e.lang);
    if (e.dates) expect(f.dates.map((d) => d.iso)).toEqual(e.dates);
    if (e.time === null) expect(f.time).toBeNull();
    else if (e.time) expect(f.time).toMatchObject(e.time);
    if (e.venue !== undefined) expect(f.venue).toBe(e.venue);
    if (e.speakers) expect(f.speakers).toEqual(e.speakers);
    if (e.cta !== undefined) expect(f.cta).toMatchObject(e.cta ?? {});
    if (e.online !== undefined) expect(f.onlineUrl).toBe(e.online);
    if (e.title !== undefined) expect(f.title).toBe(e.title);
    if (e.product)
      expect(f.products[0]).toMatchObject({
        name: e.product.name,
        ...(e.product.amount !== undefined
          ? { price: { amount: e.product.amount, currency: e.product.currency } }
          : {}),
      });
    if (e.prices) expect(f.prices.map((p) => [p.amount, p.currency])).toEqual(e.prices);
    if (e.code !== undefined) expect(f.offer?.code ?? null).toBe(e.code);
    if (e.discount !== undefined) expect(f.offer?.discount ?? null).toBe(e.discount);
    if (e.deadline !== undefined) expect(f.offer?.deadline?.iso ?? null).toBe(e.deadline);
    if (e.emails) expect(f.emails).toEqual(e.emails);
    if (e.urls) expect(f.urls).toEqual(e.urls);
    if (e.points) expect(f.points).toEqual(e.points);
    if (e.agenda) expect(f.agenda).toEqual(e.agenda);
    if (e.quoteBy !== undefined) expect(f.quote?.by ?? null).toBe(e.quoteBy);
    if (e.tone) expect(f.tone).toEqual(expect.arrayContaining(e.tone));
    for (const x of e.storyExcludes ?? []) expect(f.story.join(" ")).not.toContain(x);
  });
});

describe("dates, times and calendar links", () => {
  it("infers the next year for a date without one, matching a named weekday", () => {
    expect(findDates("Thursday, March 11", NOW)[0]).toMatchObject({ iso: "2027-03-11", yearGiven: false });
    expect(findDates("Friday 11 March", NOW)[0].iso).toBe("2027-03-11");
    expect(findDates("31.02.2027", NOW)).toEqual([]);
  });

  it("reads 12-hour times with zones and ranges", () => {
    expect(findTime("from 3 pm to 4:30 pm PT")).toMatchObject({ start: "15:00", end: "16:30", zone: "PT" });
    expect(findTime("12am UTC")).toMatchObject({ start: "00:00", zone: "UTC" });
    expect(findTime("room 15")).toBeNull();
  });

  it("builds a timed Google Calendar link in the brief's zone and an all-day one without a time", () => {
    const timed = new URL(
      calendarLinkFor({
        title: "Demo",
        date: { iso: "2027-03-11", text: "", yearGiven: true },
        time: { start: "15:00", end: "16:00", zone: "ET", text: "" },
      }),
    );
    expect(timed.hostname).toBe("calendar.google.com");
    expect(timed.searchParams.get("dates")).toBe("20270311T150000/20270311T160000");
    expect(timed.searchParams.get("ctz")).toBe("America/New_York");
    const allDay = new URL(
      calendarLinkFor({
        title: "Demo",
        date: { iso: "2027-12-31", text: "", yearGiven: true },
        time: null,
      }),
    );
    expect(allDay.searchParams.get("dates")).toBe("20271231/20280101");
  });
});

describe("brand facts", () => {
  it("names the brand sensibly for any website input", () => {
    expect(brandName(null, "http://192.168.1.20:8080/").value).toBe("192.168.1.20");
    expect(brandName(null, "http://0.0.0.0/").value).toBe("0.0.0.0");
    expect(brandName(null, "https://shop.green-leaf.com.au/cart").value).toBe("Green Leaf");
    expect(brandName(null, "https://blog.kleurwerk.nl").value).toBe("Kleurwerk");
    expect(brandName(null, "https://xn--mnchen-3ya.de").value).toBe("München");
    expect(brandName(null, "acme.io:3000").value).toBe("Acme");
    expect(brandName(null, "http://localhost:8787").value).toBe("localhost");
    expect(displayDomain("www.xn--bcher-kva.de")).toBe("bücher.de");
    expect(nameFromHost("www.example.co.uk")).toBe("Example");
  });

  it("takes the language from the brief, else the site, else English", () => {
    const values = { url: "https://x.example/", name: "X", lang: "fr-CA" };
    const site = siteReading(values);
    expect(
      buildFacts({
        campaignText: "Wir freuen uns auf Ihren Besuch in unserem Laden.",
        websiteUrl: site.url,
        brand: site,
      }).language,
    ).toEqual({ value: "de", source: "brief" });
    expect(buildFacts({ campaignText: "", websiteUrl: site.url, brand: site }).language).toEqual({
      value: "fr",
      source: "site",
    });
    expect(
      buildFacts({ campaignText: "", websiteUrl: site.url, brand: siteReading({ ...values, lang: "ja-JP" }) })
        .language,
    ).toEqual({ value: "ja", source: "site" });
    expect(
      buildFacts({ campaignText: "", websiteUrl: site.url, brand: siteReading({ ...values, lang: "ko" }) })
        .language,
    ).toEqual({ value: "en", source: "brand" });
  });

  it("keeps only same-site pages and prefers the site's address over the profile's", () => {
    const values = {
      url: "https://x.example/",
      name: "X",
      pages: [
        { title: "Shop", url: "https://x.example/shop" },
        { title: "Elsewhere", url: "https://other.example/" },
      ],
    };
    const brand = siteReading(values);
    const f = buildFacts({
      campaignText: "",
      websiteUrl: brand.url,
      brand,
      companyAddress: "Main St 1, 1000 Town",
    });
    expect(f.brand.pages).toEqual([{ label: "Shop", url: "https://x.example/shop" }]);
    expect(f.brand.address).toEqual({ value: "Main St 1, 1000 Town", source: "brand", confidence: 1 });
    expect(
      buildFacts({
        campaignText: "",
        websiteUrl: brand.url,
        brand: siteReading({ ...values, address: "Site Rd 2" }),
        companyAddress: "Main St 1",
      }).brand.address?.value,
    ).toBe("Site Rd 2");
  });
});

describe("links keep the brackets they open", () => {
  it.each([
    ["Confirmar: https://acme.com.br/confirmar?id=[ID]", "https://acme.com.br/confirmar?id=[ID]"],
    ["See https://en.wikipedia.org/wiki/Bean_(legume).", "https://en.wikipedia.org/wiki/Bean_(legume)"],
    ["(register at acme.io/spring)", "https://acme.io/spring"],
    ["[Book now](https://acme.io/book).", "https://acme.io/book"],
    ["Tickets: acme.io/t], see you", "https://acme.io/t"],
  ])("%s", (text, url) => {
    expect(findLinks(text).map((l) => l.url)).toEqual([url]);
  });
});
