import type { Catalogue } from "./en";

/**
 * Czech: the reader is addressed with "vy" by default (vykání, the norm of a brand's e-mail) and with "ty" in the
 * informal form. Buttons use the infinitive, which reads right in both. Greetings go without the name (a merge tag
 * gives the nominative, not the vocative), and past forms that would need the reader's gender are avoided.
 */
export const cs: Catalogue = {
  "footer.unsubscribe": "Odhlásit odběr těchto e-mailů",
  "footer.preferences": "Nastavení e-mailů",
  "footer.visit": "Navštívit {domain}",
  "footer.viewInBrowser": "Zobrazit v prohlížeči",
  team: "Tým {brand}",
  hello:
    "{register, select, playful {Ahoj!} formal {Vážená paní, vážený pane,} professional {Dobrý den,} other {{form, select, formal {Dobrý den,} other {Ahoj,}}}}",
  signoff: ["S pozdravem,", "Mějte se hezky,", "Děkujeme a zdravíme,"],
  "signoff.friendly": ["Srdečně zdravíme,", "Brzy na viděnou,"],
  "signoff.professional": ["S pozdravem,", "S přáním hezkého dne,"],
  "signoff.playful": ["Měj se!", "Tak zatím,"],
  "signoff.formal": ["S úctou,", "S pozdravem,"],
  quoted: "„{title}“",
  "label.date": "Datum",
  "label.time": "Čas",
  "label.venue": "Místo",
  "label.where": "Kde",
  "label.online": "Online",
  "label.speakers": "{count, plural, one {Řečník} other {Řečníci}}",
  "label.product": "Produkt",
  "label.price": "Cena",
  "label.code": "Kód",
  "label.validUntil": "Platí do",
  "label.rsvpBy": "Registrace do",
  "label.offer": "{form, select, formal {Vaše nabídka} other {Tvoje nabídka}}",
  "label.agenda": "Program",
  "label.details": "Podrobnosti",
  "label.learn": "{form, select, formal {Co se dozvíte} other {Co se dozvíš}}",
  "label.inside": "{form, select, formal {Co v něm najdete} other {Co v něm najdeš}}",
  "label.highlights": "V tomto čísle",
  "label.features": "To hlavní",
  "label.join": "Připojit se online",
  "label.joinLink": "Otevřít odkaz pro připojení",
  "label.calendar": "Poznamenat si termín",
  "label.addToCalendar": "Přidat do Kalendáře Google",
  "label.contact": "Kontakt",
  "label.fromSite": "Na {domain}",
  "label.explore": "{form, select, formal {Objevte značku {brand}} other {Objev značku {brand}}}",
  "label.firstSteps": "První kroky",
  "label.orderSummary": "Shrnutí objednávky",
  "label.orderDetails": "Podrobnosti objednávky",
  "label.orderNumber": "Číslo objednávky",
  "label.orderDate": "Datum objednávky",
  "label.shippingTo": "Doručovací adresa",
  "label.payment": "Platba",
  "label.qty": "Počet",
  "label.subtotal": "Mezisoučet",
  "label.shipping": "Doprava",
  "label.tax": "DPH",
  "label.total": "Celkem",
  "label.was": "původně",
  "label.ignore":
    "{form, select, formal {Pokud o nic nežádáte, tento e-mail prostě ignorujte.} other {Pokud o nic nežádáš, tenhle e-mail klidně ignoruj.}}",
  "label.questions":
    "{form, select, formal {Máte dotaz? Stačí odpovědět na tento e-mail.} other {Máš dotaz? Stačí odpovědět na tenhle e-mail.}}",
  "link.register":
    "{register, select, friendly {Rezervovat místo} playful {Chci tam být} formal {Registrovat} other {Zaregistrovat se}}",
  "link.rsvp":
    "{register, select, friendly {Potvrdit účast} playful {Jdu do toho!} formal {Potvrdit účast} other {Potvrdit účast}}",
  "link.join": "{register, select, playful {Naskočit} formal {Přejít na akci} other {Připojit se}}",
  "link.download":
    "{register, select, friendly {Stáhnout zdarma} playful {Chci to!} formal {Stáhnout dokument} other {Stáhnout}}",
  "link.read": "{register, select, friendly {Číst dál} playful {Pustit se do čtení} other {Přečíst článek}}",
  "link.buy":
    "{register, select, friendly {Chci ho} playful {Udělat si radost} formal {Objednat} other {Objednat teď}}",
  "link.other":
    "{register, select, friendly {Zjistit víc} playful {Mrknout} formal {Další informace} other {Zobrazit podrobnosti}}",
  "heading.programme": "Program",
  "heading.tickets": "Vstupenky",
  "heading.travel": "Jak se k nám dostat",
  "heading.speakers": "{form, select, formal {Koho potkáte} other {Koho potkáš}}",
  "heading.about": "O čem to bude",
  "type.confirmation-email.noun": "{brand}",
  "type.confirmation-email.subject": [
    "{form, select, formal {Potvrďte prosím odběr: {thing}} other {Potvrď prosím odběr: {thing}}}",
    "{form, select, formal {Potvrďte svůj e-mail pro {thing}} other {Potvrď svůj e-mail pro {thing}}}",
  ],
  "type.confirmation-email.preheader": [
    "{form, select, formal {Jedním kliknutím potvrdíte odběr.} other {Jedním kliknutím potvrdíš odběr.}}",
    "{form, select, formal {Potvrďte adresu a začnou vám chodit e-maily značky {brand}.} other {Potvrď adresu a začnou ti chodit e-maily značky {brand}.}}",
  ],
  "type.confirmation-email.eyebrow": ["Ještě jeden krok"],
  "type.confirmation-email.headline": [
    "{form, select, formal {Potvrďte svou e-mailovou adresu} other {Potvrď svou e-mailovou adresu}}",
    "{form, select, formal {Potvrďte prosím, že jste to vy} other {Potvrď prosím, že jsi to ty}}",
    "{form, select, formal {Potvrďte odběr: {thing}} other {Potvrď odběr: {thing}}}",
  ],
  "type.confirmation-email.intro": [
    "{form, select, formal {Děkujeme za přihlášení k odběru novinek značky {brand}. Potvrďte ho prosím tlačítkem níže.} other {Díky za přihlášení k odběru novinek značky {brand}! Potvrď ho prosím tlačítkem níže.}}",
    "{form, select, formal {Tato adresa byla přihlášena k odběru e-mailů značky {brand}. Potvrďte prosím, že jde o vás.} other {Tahle adresa byla přihlášena k odběru e-mailů značky {brand}. Potvrď prosím, že jde o tebe.}}",
  ],
  "type.confirmation-email.cta": ["Potvrdit odběr", "Potvrdit e-mailovou adresu"],
  "type.confirmation-email.why": "Tento e-mail přišel, protože tato adresa byla zadána na {domain}.",
  "type.newsletter.noun": "novinky",
  "type.newsletter.subject": ["Novinky značky {brand}", "{thing} – {brand}"],
  "type.newsletter.preheader": [
    "To nejnovější od značky {brand} v kostce.",
    "Co je nového u značky {brand}.",
  ],
  "type.newsletter.eyebrow": ["Newsletter", "Novinky"],
  "type.newsletter.headline": ["{thing}", "Novinky značky {brand}"],
  "type.newsletter.intro": [
    "Přinášíme to nejnovější od značky {brand}.",
    "Tohle je nového u značky {brand}.",
  ],
  "type.newsletter.cta": ["Navštívit {domain}", "Více na {domain}"],
  "type.newsletter.why":
    "{form, select, formal {Tento newsletter dostáváte, protože odebíráte novinky značky {brand}.} other {Tenhle newsletter dostáváš, protože odebíráš novinky značky {brand}.}}",
  "type.transactional-purchase.noun": "objednávka",
  "type.transactional-purchase.subject": [
    "{form, select, formal {Vaše objednávka v obchodě {brand} je potvrzená} other {Tvoje objednávka v obchodě {brand} je potvrzená}}",
    "Děkujeme za objednávku – {brand}",
  ],
  "type.transactional-purchase.preheader": [
    "{form, select, formal {Shrnutí objednávky najdete uvnitř.} other {Shrnutí objednávky najdeš uvnitř.}}",
    "{form, select, formal {Vaši objednávku jsme přijali.} other {Tvoji objednávku jsme přijali.}}",
  ],
  "type.transactional-purchase.eyebrow": ["Objednávka potvrzena", "Potvrzení"],
  "type.transactional-purchase.headline": [
    "Děkujeme za objednávku!",
    "{form, select, formal {Vaše objednávka je potvrzená} other {Tvoje objednávka je potvrzená}}",
  ],
  "type.transactional-purchase.intro": [
    "{form, select, formal {Děkujeme za nákup v obchodě {brand}. Vaši objednávku jsme přijali, shrnutí najdete níže.} other {Díky za nákup v obchodě {brand}! Tvoji objednávku jsme přijali, shrnutí najdeš níže.}}",
    "{form, select, formal {Dobrá zpráva: vaše objednávka v obchodě {brand} je potvrzená. Tady je shrnutí.} other {Dobrá zpráva: tvoje objednávka v obchodě {brand} je potvrzená. Tady je shrnutí.}}",
  ],
  "type.transactional-purchase.cta": ["Zobrazit objednávku", "Sledovat objednávku"],
  "type.transactional-purchase.why": "Toto je potvrzení nákupu v obchodě {brand}.",
  "type.whitepaper-autoreply.noun": "materiál ke stažení",
  "type.whitepaper-autoreply.subject": [
    "{form, select, formal {Váš materiál od značky {brand}: {thing}} other {Tvůj materiál od značky {brand}: {thing}}}",
    "{form, select, formal {Tady je váš výtisk: {thing}} other {Tady je tvůj výtisk: {thing}}}",
  ],
  "type.whitepaper-autoreply.preheader": [
    "{form, select, formal {Odkaz ke stažení najdete uvnitř.} other {Odkaz ke stažení najdeš uvnitř.}}",
    "{form, select, formal {Děkujeme za zájem – materiál máte na jedno kliknutí.} other {Díky za zájem – materiál máš na jedno kliknutí.}}",
  ],
  "type.whitepaper-autoreply.eyebrow": ["Ke stažení", "Zdarma"],
  "type.whitepaper-autoreply.headline": [
    "{form, select, formal {Materiál {thing} je připravený pro vás} other {Materiál {thing} je připravený pro tebe}}",
    "Tady je slíbený materiál",
  ],
  "type.whitepaper-autoreply.intro": [
    "{form, select, formal {Děkujeme za zájem o značku {brand}. Materiál si stáhnete tlačítkem níže.} other {Díky za zájem o značku {brand}! Materiál si stáhneš tlačítkem níže.}}",
    "{form, select, formal {Děkujeme za zájem o materiál {quoted}. Stáhnete si ho tlačítkem níže.} other {Díky za zájem o materiál {quoted}! Stáhneš si ho tlačítkem níže.}}",
  ],
  "type.whitepaper-autoreply.cta": ["Stáhnout", "Stáhnout materiál"],
  "type.whitepaper-autoreply.why": "O tento materiál bylo požádáno na {domain}.",
  "type.webinar.noun": "náš webinář",
  "type.webinar.subject": ["Pozvánka: {thing}", "Živě online: {thing}"],
  "type.webinar.preheader": [
    "{form, select, formal {Zarezervujte si místo na našem živém vysílání.} other {Zarezervuj si místo na našem živém vysílání.}}",
    "Živé online setkání s týmem {brand}.",
  ],
  "type.webinar.eyebrow": ["Živý webinář", "Pozvánka"],
  "type.webinar.headline": ["{thing}", "Živě: {thing}"],
  "type.webinar.intro": [
    "{form, select, formal {{brand} vás zve na živé online setkání.} other {{brand} tě zve na živé online setkání.}}",
    "{form, select, formal {Připojte se k týmu {brand} na živém online setkání.} other {Připoj se k týmu {brand} na živém online setkání.}}",
  ],
  "type.webinar.cta": ["Zaregistrovat se", "Rezervovat místo"],
  "type.webinar.why":
    "{form, select, formal {Tuto pozvánku dostáváte, protože odebíráte novinky značky {brand}.} other {Tuhle pozvánku dostáváš, protože odebíráš novinky značky {brand}.}}",
  "type.offline-event.noun": "naše akce",
  "type.offline-event.subject": ["Pozvánka: {thing}", "Uvidíme se osobně: {thing}"],
  "type.offline-event.preheader": [
    "{form, select, formal {Budeme rádi, když dorazíte.} other {Budeme rádi, když dorazíš.}}",
    "Akce značky {brand} naživo.",
  ],
  "type.offline-event.eyebrow": ["Pozvánka", "Akce naživo"],
  "type.offline-event.headline": [
    "{thing}",
    "{form, select, formal {Přijďte: {thing}} other {Přijď: {thing}}}",
  ],
  "type.offline-event.intro": [
    "{form, select, formal {{brand} vás srdečně zve na osobní setkání.} other {{brand} tě zve na osobní setkání.}}",
    "{form, select, formal {Rádi vás přivítáme osobně.} other {Rádi tě přivítáme osobně.}}",
  ],
  "type.offline-event.cta": ["Potvrdit účast", "Zaregistrovat se"],
  "type.offline-event.why":
    "{form, select, formal {Tuto pozvánku dostáváte, protože patříte do komunity {brand}.} other {Tuhle pozvánku dostáváš, protože patříš do komunity {brand}.}}",
  "type.customer-onboarding.noun": "{brand}",
  "type.customer-onboarding.subject": [
    "Vítejte v {thing}",
    "{form, select, formal {Vítejte na palubě!} other {Vítej na palubě!}}",
  ],
  "type.customer-onboarding.preheader": [
    "{form, select, formal {Jsme rádi, že jste s námi.} other {Jsme rádi, že jsi s námi.}}",
    "{form, select, formal {Vše, co potřebujete pro start se značkou {brand}.} other {Vše, co potřebuješ pro start se značkou {brand}.}}",
  ],
  "type.customer-onboarding.eyebrow": ["Vítejte", "Začínáme"],
  "type.customer-onboarding.headline": [
    "{form, select, formal {Vítejte v {thing}!} other {Vítej v {thing}!}}",
    "{form, select, formal {Jsme rádi, že jste tu} other {Jsme rádi, že jsi tu}}",
  ],
  "type.customer-onboarding.intro": [
    "{form, select, formal {Moc nás těší, že se přidáváte ke klientům {brand}.} other {Moc nás těší, že se přidáváš ke klientům {brand}.}}",
    "{form, select, formal {Děkujeme, že sázíte na značku {brand}.} other {Díky, že sázíš na značku {brand}.}}",
  ],
  "type.customer-onboarding.cta": ["Začít", "Navštívit {domain}"],
  "type.customer-onboarding.why":
    "{form, select, formal {Tento e-mail dostáváte, protože u značky {brand} máte nově založený účet.} other {Tenhle e-mail dostáváš, protože u značky {brand} máš nově založený účet.}}",
  "type.product-launch.noun": "novinka",
  "type.product-launch.subject": ["Novinka: {thing}", "Nové od značky {brand}: {thing}"],
  "type.product-launch.preheader": [
    "Právě teď v nabídce {brand}.",
    "{form, select, formal {Podívejte se, co je nového u značky {brand}.} other {Mrkni, co je nového u značky {brand}.}}",
  ],
  "type.product-launch.eyebrow": ["Novinka", "Právě venku"],
  "type.product-launch.headline": ["Představujeme {thing}", "Novinka: {thing}"],
  "type.product-launch.intro": ["Představujeme {thing}, novinku značky {brand}.", "{brand} uvádí: {thing}."],
  "type.product-launch.cta": ["Prohlédnout", "Zobrazit na {domain}"],
  "type.product-launch.why":
    "{form, select, formal {Tento e-mail dostáváte, protože odebíráte produktové novinky značky {brand}.} other {Tenhle e-mail dostáváš, protože odebíráš produktové novinky značky {brand}.}}",
};
