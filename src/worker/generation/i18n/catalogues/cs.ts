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
  "hello.named": "{gender, select, female {Vážená paní {name},} other {Vážený pane {name},}}",
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
  "label.supportSummary": "Přehled",
  "label.supportDetails": "Podrobnosti",
  "label.reference": "Číslo",
  "label.supportDate": "Datum",
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
  "label.expect": "{form, select, formal {Na co se můžete těšit} other {Na co se můžeš těšit}}",
  "label.nextSteps": "Co bude dál",
  "label.goodToKnow": "Dobré vědět",
  "label.available": "K dostání od",
  "label.donate": "{form, select, formal {Váš dar to umožní} other {Tvůj dar to umožní}}",
  "label.discount": "Sleva",
  "label.tip": "Spropitné",
  "link.donate": "{register, select, playful {Chci pomoct} formal {Přispět} other {Přispět teď}}",
  "contact.both":
    "{form, select, formal {Máte dotaz? Zavolejte nám na {phone} nebo napište na {email}.} other {Máš dotaz? Zavolej nám na {phone} nebo napiš na {email}.}}",
  "closing.invite": "{form, select, formal {Rádi Vás zveme {what}.} other {Rádi tě zveme {what}.}}",
  "contact.phone":
    "{form, select, formal {Máte dotaz? Zavolejte nám na {phone}.} other {Máš dotaz? Zavolej nám na {phone}.}}",
  "contact.email":
    "{form, select, formal {Máte dotaz? Napište nám na {email}.} other {Máš dotaz? Napiš nám na {email}.}}",
  "label.directions": "Cesta na místo",
  "label.openMap": "Naplánovat trasu",
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
  "type.confirmation-email.noun": "novinky od {brand}",
  "type.confirmation-email.subject": [
    "{form, select, formal {Potvrďte prosím přihlášení: {quoted}} other {Potvrď prosím přihlášení: {quoted}}}",
    "{form, select, formal {{quoted}: byli jste to vy? Potvrďte} other {{quoted}: byl(a) jsi to ty? Potvrď}}",
    "Zbývá jedno kliknutí: {quoted}",
  ],
  "type.confirmation-email.preheader": [
    "{form, select, formal {Jedno kliknutí a jste na seznamu.} other {Jedno kliknutí a jsi na seznamu.}}",
    "{form, select, formal {Pokud jste se přihlásili, potvrďte to jedním kliknutím. Pokud ne, tento e-mail ignorujte.} other {Pokud ses přihlásil(a), potvrď to jedním kliknutím. Pokud ne, tenhle e-mail ignoruj.}}",
    "{form, select, formal {Potvrďte adresu a je hotovo.} other {Potvrď adresu a je hotovo.}}",
  ],
  "type.confirmation-email.eyebrow": ["Ještě jeden krok"],
  "type.confirmation-email.headline": [
    "{named, select, yes {{form, select, formal {Potvrďte prosím přihlášení: {thing}} other {Potvrď prosím přihlášení: {thing}}}} other {{form, select, formal {Potvrďte prosím přihlášení} other {Potvrď prosím přihlášení}}}}",
    "{named, select, yes {{form, select, formal {{thing}: byli jste to vy?} other {{thing}: byl(a) jsi to ty?}}} other {{form, select, formal {Byli jste to vy?} other {Byl(a) jsi to ty?}}}}",
    "{named, select, yes {Skoro hotovo: {thing}} other {Skoro hotovo!}}",
  ],
  "type.confirmation-email.intro": [
    "{form, select, formal {Děkujeme za přihlášení: {quoted}! Potvrďte prosím svůj e-mail tlačítkem níže, abychom vám mohli psát.} other {Díky za přihlášení: {quoted}! Potvrď prosím svůj e-mail tlačítkem níže, abychom ti mohli psát.}}",
    "{form, select, formal {Tato e-mailová adresa byla právě přihlášena: {quoted}. Pokud jste to byli vy, potvrďte to jedním kliknutím.} other {Tahle e-mailová adresa byla právě přihlášena: {quoted}. Pokud jsi to byl(a) ty, potvrď to jedním kliknutím.}}",
    "{form, select, formal {Zbývá jedno kliknutí: stačí potvrdit, že tato e-mailová adresa patří vám.} other {Zbývá jedno kliknutí: stačí potvrdit, že tahle e-mailová adresa patří tobě.}}",
  ],
  "type.confirmation-email.cta": ["Potvrdit odběr", "Potvrdit e-mailovou adresu"],
  "type.confirmation-email.why": "Tento e-mail přišel, protože tato adresa byla zadána na {domain}.",
  "type.newsletter.noun": "novinky od {brand}",
  "type.newsletter.subject": [
    "{named, select, yes {{thing}} other {Čerstvě od týmu {brand}}}",
    "{named, select, yes {{thing}: co je nového?} other {Co je nového v {brand}?}}",
    "{named, select, yes {{thing} v kostce} other {{brand} v kostce}}",
    "{named, select, yes {{thing}: {lead}} other {{lead}}}",
  ],
  "type.newsletter.preheader": [
    "Nejnovější zprávy od týmu {brand} v kostce.",
    "Na tomhle jsme pracovali.",
    "To nejdůležitější na jednom místě.",
    "A uvnitř i další novinky od týmu {brand}.",
  ],
  "type.newsletter.eyebrow": ["Newsletter", "Novinky"],
  "type.newsletter.headline": [
    "{named, select, yes {{thing}} other {Čerstvě od týmu {brand}}}",
    "{named, select, yes {{thing}: co je nového?} other {Co je nového v {brand}?}}",
    "{named, select, yes {{thing} v kostce} other {{brand} v kostce}}",
    "{named, select, yes {{thing}: {lead}} other {{lead}}}",
  ],
  "type.newsletter.intro": [
    "Tady jsou nejnovější zprávy od týmu {brand}.",
    "Co je u nás nového? Tady je krátká verze.",
    "To nejdůležitější v několika větách.",
    "Začneme tím nejdůležitějším, pak zbytek.",
  ],
  "type.newsletter.cta": ["Navštívit {domain}", "Více na {domain}"],
  "type.newsletter.why":
    "{form, select, formal {Tento newsletter dostáváte, protože odebíráte novinky značky {brand}.} other {Tenhle newsletter dostáváš, protože odebíráš novinky značky {brand}.}}",
  "type.transactional-purchase.noun": "objednávka",
  "type.transactional-purchase.subject": [
    "{form, select, formal {Děkujeme za vaši objednávku v {brand}} other {Díky za tvou objednávku v {brand}}}",
    "{form, select, formal {Vaše objednávka v {brand} je potvrzená} other {Tvoje objednávka v {brand} je potvrzená}}",
    "{form, select, formal {Vaše objednávka v {brand}: co bude dál} other {Tvoje objednávka v {brand}: co bude dál}}",
  ],
  "type.transactional-purchase.preheader": [
    "{form, select, formal {Shrnutí objednávky najdete uvnitř.} other {Shrnutí objednávky najdeš uvnitř.}}",
    "{form, select, formal {Vaši objednávku jsme přijali.} other {Tvou objednávku jsme přijali.}}",
    "Potvrzení a další kroky na jednom místě.",
  ],
  "type.transactional-purchase.eyebrow": ["Objednávka potvrzena", "Potvrzení"],
  "type.transactional-purchase.headline": [
    "{form, select, formal {Děkujeme za vaši objednávku!} other {Díky za tvou objednávku!}}",
    "{form, select, formal {Vaše objednávka je potvrzená} other {Tvoje objednávka je potvrzená}}",
    "Objednávka přijata: co bude dál",
  ],
  "type.transactional-purchase.intro": [
    "{form, select, formal {Děkujeme za vaši objednávku v {brand}! Tady je shrnutí.} other {Díky za tvou objednávku v {brand}! Tady je shrnutí.}}",
    "{form, select, formal {Dobrá zpráva: vaše objednávka v {brand} je potvrzená. Tady jsou podrobnosti.} other {Dobrá zpráva: tvoje objednávka v {brand} je potvrzená. Tady jsou podrobnosti.}}",
    "{form, select, formal {Vaši objednávku jsme přijali. Níže najdete další kroky a potvrzení.} other {Tvou objednávku jsme přijali. Níže najdeš další kroky a potvrzení.}}",
  ],
  "type.transactional-purchase.cta": ["Zobrazit objednávku", "Sledovat objednávku"],
  "type.transactional-purchase.why": "Toto je potvrzení nákupu v obchodě {brand}.",
  "type.transactional-purchase.support.subject": [
    "{form, select, formal {Děkujeme za vaši podporu {brand}} other {Děkujeme za tvou podporu {brand}}}",
    "{form, select, formal {Vaše podpora {brand} je potvrzena} other {Tvoje podpora {brand} je potvrzena}}",
    "{form, select, formal {Vaše podpora {brand}: co bude dál} other {Tvoje podpora {brand}: co bude dál}}",
  ],
  "type.transactional-purchase.support.preheader": [
    "{form, select, formal {Potvrzení a přehled najdete v tomto e-mailu.} other {Potvrzení a přehled najdeš v tomto e-mailu.}}",
    "{form, select, formal {Vaši podporu jsme přijali.} other {Tvou podporu jsme přijali.}}",
    "{form, select, formal {Přehled a další kroky na jednom místě.} other {Přehled a další kroky na jednom místě.}}",
  ],
  "type.transactional-purchase.support.eyebrow": ["Děkujeme", "Potvrzení"],
  "type.transactional-purchase.support.headline": [
    "{form, select, formal {Děkujeme za vaši podporu!} other {Děkujeme za tvou podporu!}}",
    "{form, select, formal {Vaše podpora je potvrzena} other {Tvoje podpora je potvrzena}}",
    "Děkujeme: co bude dál",
  ],
  "type.transactional-purchase.support.intro": [
    "{form, select, formal {Děkujeme, že podporujete {brand}! Tady je váš přehled.} other {Děkujeme, že podporuješ {brand}! Tady je tvůj přehled.}}",
    "{form, select, formal {Dobrá zpráva: vaše podpora {brand} je potvrzena. Tady jsou podrobnosti.} other {Dobrá zpráva: tvoje podpora {brand} je potvrzena. Tady jsou podrobnosti.}}",
    "{form, select, formal {Vaši podporu jsme přijali. Níže najdete, co bude dál, a svůj přehled.} other {Tvou podporu jsme přijali. Níže najdeš, co bude dál, a svůj přehled.}}",
  ],
  "type.transactional-purchase.support.why":
    "{form, select, formal {Toto je potvrzení vaší podpory {brand}.} other {Toto je potvrzení tvé podpory {brand}.}}",
  "type.whitepaper-autoreply.noun": "materiál ke stažení",
  "type.whitepaper-autoreply.subject": [
    "{named, select, yes {{form, select, formal {Váš výtisk: {thing}} other {Tvůj výtisk: {thing}}}} other {{form, select, formal {Materiál od {brand} pro vás} other {Materiál od {brand} pro tebe}}}}",
    "{named, select, yes {Co najdete uvnitř: {thing}} other {{form, select, formal {Co najdete v materiálu} other {Co najdeš v materiálu}}}}",
    "{named, select, yes {Připraveni na čtení? {quoted}} other {Připraveni na čtení?}}",
  ],
  "type.whitepaper-autoreply.preheader": [
    "{form, select, formal {Odkaz ke stažení najdete uvnitř.} other {Odkaz ke stažení najdeš uvnitř.}}",
    "Krátký pohled dovnitř a odkaz ke stažení.",
    "{form, select, formal {Děkujeme za zájem – váš výtisk je jen jedno kliknutí daleko.} other {Díky za zájem – tvůj výtisk je jen jedno kliknutí daleko.}}",
  ],
  "type.whitepaper-autoreply.eyebrow": ["Ke stažení", "Zdarma"],
  "type.whitepaper-autoreply.headline": [
    "{named, select, yes {{form, select, formal {Váš výtisk: {thing}} other {Tvůj výtisk: {thing}}}} other {Materiál je připravený ke stažení}}",
    "{named, select, yes {Uvnitř: {thing}} other {Co je uvnitř}}",
    "{named, select, yes {Připraveni na čtení? {quoted}} other {Připraveni na čtení?}}",
  ],
  "type.whitepaper-autoreply.intro": [
    "{named, select, yes {{form, select, formal {Děkujeme za zájem o {quoted}. Váš výtisk je připravený ke stažení.} other {Díky za zájem o {quoted}! Tvůj výtisk je připravený ke stažení.}}} other {{form, select, formal {Děkujeme za zájem. Váš výtisk je připravený ke stažení.} other {Díky za zájem! Tvůj výtisk je připravený ke stažení.}}}}",
    "{named, select, yes {Děkujeme za stažení {quoted}! Tady je krátký pohled dovnitř.} other {Děkujeme za stažení! Tady je krátký pohled dovnitř.}}",
    "{form, select, formal {Děkujeme za zájem o {brand}. Váš výtisk je jen jedno kliknutí daleko.} other {Díky za zájem o {brand}! Tvůj výtisk je jen jedno kliknutí daleko.}}",
  ],
  "type.whitepaper-autoreply.cta": ["Stáhnout", "Stáhnout materiál"],
  "type.whitepaper-autoreply.why": "O tento materiál bylo požádáno na {domain}.",
  "type.webinar.noun": "náš živý webinář",
  "type.webinar.subject": [
    "{named, select, yes {Webinář: {thing}} other {Pozvánka na živý webinář týmu {brand}}}",
    "{named, select, yes {{form, select, formal {{thing}: připojíte se?} other {{thing}: připojíš se?}}} other {{form, select, formal {Připojíte se živě?} other {Připojíš se živě?}}}}",
    "{named, select, yes {Živě a online: {thing}} other {Živě a online s týmem {brand}}}",
    "{named, select, yes {{date}: {thing}} other {{date}: živý webinář s týmem {brand}}}",
  ],
  "type.webinar.preheader": [
    "{form, select, formal {Zarezervujte si místo na živém vysílání.} other {Zarezervuj si místo na živém vysílání.}}",
    "{form, select, formal {Rádi vás uvidíme – zarezervujte si místo.} other {Rádi tě uvidíme – zarezervuj si místo.}}",
    "{form, select, formal {Připojte se živě, ať jste kdekoli.} other {Připoj se živě, ať jsi kdekoli.}}",
    "{form, select, formal {Zapište si datum a zarezervujte si místo.} other {Zapiš si datum a zarezervuj si místo.}}",
  ],
  "type.webinar.eyebrow": ["Živý webinář", "Pozvánka"],
  "type.webinar.headline": [
    "{named, select, yes {{thing}} other {Náš živý webinář}}",
    "{named, select, yes {{form, select, formal {Připojíte se? {thing}} other {Připojíš se? {thing}}}} other {{form, select, formal {Připojíte se živě?} other {Připojíš se živě?}}}}",
    "{named, select, yes {Živě a online: {thing}} other {Živě a online s týmem {brand}}}",
    "{named, select, yes {{date}: {thing}} other {Živě: {date}}}",
  ],
  "type.webinar.intro": [
    "{form, select, formal {Zveme vás k živému online setkání.} other {Zveme tě k živému online setkání.}}",
    "{form, select, formal {Budeme rádi, když se připojíte živě.} other {Budeme rádi, když se připojíš živě.}}",
    "{form, select, formal {Připojte se živě, ať jste kdekoli.} other {Připoj se živě, ať jsi kdekoli.}}",
    "{form, select, formal {Zapište si datum.} other {Zapiš si datum.}}",
  ],
  "type.webinar.cta": ["Zaregistrovat se", "Rezervovat místo"],
  "type.webinar.why":
    "{form, select, formal {Tuto pozvánku dostáváte, protože odebíráte novinky značky {brand}.} other {Tuhle pozvánku dostáváš, protože odebíráš novinky značky {brand}.}}",
  "type.offline-event.noun": "naše akce",
  "type.offline-event.subject": [
    "{named, select, yes {Pozvánka: {thing}} other {Pozvánka od týmu {brand}}}",
    "{named, select, yes {{form, select, formal {{thing}: přijdete?} other {{thing}: přijdeš?}}} other {{form, select, formal {Přijdete?} other {Přijdeš?}}}}",
    "{named, select, yes {Uvidíme se: {thing}} other {Potkejme se osobně}}",
    "{named, select, yes {{date}: {thing}} other {{form, select, formal {Zapište si datum: {date}} other {Zapiš si datum: {date}}}}}",
  ],
  "type.offline-event.preheader": [
    "{form, select, formal {Rádi vás uvidíme.} other {Rádi tě uvidíme.}}",
    "{form, select, formal {Dejte nám vědět, jestli přijdete.} other {Dej nám vědět, jestli přijdeš.}}",
    "{form, select, formal {Přijďte se osobně pozdravit.} other {Přijď se osobně pozdravit.}}",
    "{form, select, formal {Zapište si to do kalendáře: všechny podrobnosti uvnitř.} other {Zapiš si to do kalendáře: všechny podrobnosti uvnitř.}}",
  ],
  "type.offline-event.eyebrow": ["Pozvánka", "Akce naživo"],
  "type.offline-event.headline": [
    "{named, select, yes {{thing}} other {Pozvánka}}",
    "{named, select, yes {{form, select, formal {Přijdete? {thing}} other {Přijdeš? {thing}}}} other {{form, select, formal {Přijdete?} other {Přijdeš?}}}}",
    "{named, select, yes {Uvidíme se: {thing}} other {Potkejme se osobně}}",
    "{named, select, yes {{date}: {thing}} other {{form, select, formal {Zapište si datum: {date}} other {Zapiš si datum: {date}}}}}",
  ],
  "type.offline-event.intro": [
    "{form, select, formal {Srdečně vás zveme! Rádi vás přivítáme osobně.} other {Srdečně tě zveme! Rádi tě přivítáme osobně.}}",
    "{form, select, formal {Rádi vás uvidíme.} other {Rádi tě uvidíme.}}",
    "{form, select, formal {Některé věci jsou osobně prostě lepší. Přijďte!} other {Některé věci jsou osobně prostě lepší. Přijď!}}",
    "{form, select, formal {Zapište si datum do kalendáře už teď.} other {Zapiš si datum do kalendáře už teď.}}",
  ],
  "type.offline-event.cta": ["Potvrdit účast", "Zaregistrovat se"],
  "type.offline-event.why":
    "{form, select, formal {Tuto pozvánku dostáváte, protože patříte do komunity {brand}.} other {Tuhle pozvánku dostáváš, protože patříš do komunity {brand}.}}",
  "type.customer-onboarding.noun": "{brand}",
  "type.customer-onboarding.subject": [
    "{form, select, formal {Vítejte v {thing}!} other {Vítej v {thing}!}}",
    "{form, select, formal {Vítejte v {thing}! Takhle začnete} other {Vítej v {thing}! Takhle začneš}}",
    "Připraveni začít s {thing}?",
  ],
  "type.customer-onboarding.preheader": [
    "{form, select, formal {Jsme rádi, že jste s námi.} other {Jsme rádi, že jsi s námi.}}",
    "První kroky, jeden po druhém.",
    "{form, select, formal {Vše, co potřebujete pro dobrý start.} other {Vše, co potřebuješ pro dobrý start.}}",
  ],
  "type.customer-onboarding.eyebrow": ["Vítejte", "Začínáme"],
  "type.customer-onboarding.headline": [
    "{form, select, formal {Vítejte v {thing}!} other {Vítej v {thing}!}}",
    "První kroky s {thing}",
    "Připraveni začít s {thing}?",
  ],
  "type.customer-onboarding.intro": [
    "{form, select, formal {Moc nás těší, že jste s námi.} other {Moc nás těší, že jsi s námi.}}",
    "Začít je snadné – tady je, co bude dál.",
    "{form, select, formal {Děkujeme, že jste si vybrali {brand}. Tady je vše pro dobrý start.} other {Díky, že sis vybral(a) {brand}. Tady je vše pro dobrý start.}}",
  ],
  "type.customer-onboarding.cta": ["Začít", "Navštívit {domain}"],
  "type.customer-onboarding.why":
    "{form, select, formal {Tento e-mail dostáváte, protože u značky {brand} máte nově založený účet.} other {Tenhle e-mail dostáváš, protože u značky {brand} máš nově založený účet.}}",
  "type.product-launch.noun": "novinka",
  "type.product-launch.subject": [
    "{named, select, yes {Novinka: {thing}} other {Novinka od týmu {brand}}}",
    "{named, select, yes {{form, select, formal {Znáte už {thing}?} other {Znáš už {thing}?}}} other {{form, select, formal {Znáte už novinku od {brand}?} other {Znáš už novinku od {brand}?}}}}",
    "{named, select, yes {Představujeme: {thing}} other {Nejnovější od týmu {brand}}}",
    "{named, select, yes {{thing} – od {date}} other {Novinka od {date}}}",
    "{named, select, yes {{thing}: {offer}} other {Novinka: {offer}}}",
  ],
  "type.product-launch.preheader": [
    "Nově k dostání u {brand}.",
    "Proč se vyplatí podívat.",
    "To nejnovější od týmu {brand} v kostce.",
    "{form, select, formal {Zapište si datum: {date}.} other {Zapiš si datum: {date}.}}",
    "{form, select, formal {Nenechte si ujít úvodní nabídku.} other {Nenech si ujít úvodní nabídku.}}",
  ],
  "type.product-launch.eyebrow": ["Novinka", "Právě venku"],
  "type.product-launch.headline": [
    "{named, select, yes {Novinka: {thing}} other {Novinka od týmu {brand}}}",
    "{named, select, yes {{form, select, formal {Znáte {thing}?} other {Znáš {thing}?}}} other {{form, select, formal {Znáte už novinku?} other {Znáš už novinku?}}}}",
    "{named, select, yes {Představujeme: {thing}} other {Nejnovější od týmu {brand}}}",
    "{named, select, yes {{thing} – od {date}} other {Novinka od {date}}}",
    "{named, select, yes {{thing}: {offer}} other {{offer} na novinku}}",
  ],
  "type.product-launch.intro": [
    "{named, select, yes {Tohle je {thing} – novinka od týmu {brand}.} other {Máme novinku v {brand}.}}",
    "{named, select, yes {{form, select, formal {Znáte už {thing}? Tady je, proč se vyplatí podívat.} other {Znáš už {thing}? Tady je, proč se vyplatí podívat.}}} other {Tady je novinka – a proč se vyplatí podívat.}}",
    "{named, select, yes {Tým {brand} představuje: {thing}.} other {{form, select, formal {Tým {brand} má pro vás novinku.} other {Tým {brand} má pro tebe novinku.}}}}",
    "{named, select, yes {{thing} – k dostání od {date}.} other {K dostání od {date}.}}",
    "{named, select, yes {{thing} je tady – s úvodní nabídkou.} other {Novinka je tady – s úvodní nabídkou.}}",
  ],
  "type.product-launch.cta": ["Prohlédnout", "Zobrazit na {domain}"],
  "type.product-launch.why":
    "{form, select, formal {Tento e-mail dostáváte, protože odebíráte produktové novinky značky {brand}.} other {Tenhle e-mail dostáváš, protože odebíráš produktové novinky značky {brand}.}}",
  "type.confirmation-email.reservation.eyebrow": "Rezervace potvrzena",
  "type.confirmation-email.reservation.headline":
    "{form, select, formal {Vaše rezervace je potvrzená} other {Tvoje rezervace je potvrzená}}",
  "type.confirmation-email.reservation.intro":
    "{form, select, formal {Děkujeme za rezervaci. Níže najdete podrobnosti; těšíme se na vás.} other {Děkujeme za rezervaci. Níže najdeš podrobnosti; těšíme se na tebe.}}",
  "type.confirmation-email.appointment.eyebrow": "Termín potvrzen",
  "type.confirmation-email.appointment.headline":
    "{form, select, formal {Váš termín je potvrzený} other {Tvůj termín je potvrzený}}",
  "type.confirmation-email.appointment.intro":
    "{form, select, formal {Děkujeme za objednání. Níže najdete podrobnosti.} other {Děkujeme za objednání. Níže najdeš podrobnosti.}}",
  "type.confirmation-email.registration.eyebrow": "Přihláška potvrzena",
  "type.confirmation-email.registration.headline":
    "{form, select, formal {Vaše přihláška je potvrzená} other {Tvoje přihláška je potvrzená}}",
  "type.confirmation-email.registration.intro":
    "{form, select, formal {Děkujeme za přihlášku. Níže najdete podrobnosti.} other {Děkujeme za přihlášku. Níže najdeš podrobnosti.}}",
  "type.confirmation-email.intake.eyebrow": "Zakázka přijata",
  "type.confirmation-email.intake.headline":
    "{form, select, formal {Vaši zakázku jsme přijali} other {Tvoji zakázku jsme přijali}}",
  "type.confirmation-email.intake.intro":
    "{form, select, formal {Děkujeme za důvěru. Níže najdete podrobnosti a další postup.} other {Děkujeme za důvěru. Níže najdeš podrobnosti a další postup.}}",
  "type.confirmation-email.request.eyebrow": "Poptávka přijata",
  "type.confirmation-email.request.headline":
    "{form, select, formal {Vaši poptávku jsme přijali} other {Tvoji poptávku jsme přijali}}",
  "type.confirmation-email.request.intro":
    "{form, select, formal {Děkujeme za poptávku. Níže najdete její číslo a další postup.} other {Děkujeme za poptávku. Níže najdeš její číslo a další postup.}}",
  "type.confirmation-email.application.eyebrow": "Žádost přijata",
  "type.confirmation-email.application.headline":
    "{form, select, formal {Vaši žádost jsme přijali} other {Tvoji žádost jsme přijali}}",
  "type.confirmation-email.application.intro":
    "{form, select, formal {Děkujeme za vaši žádost. Níže najdete další postup.} other {Děkujeme za tvoji žádost. Níže najdeš další postup.}}",
  "type.confirmation-email.details": "{form, select, formal {Vaše údaje} other {Tvoje údaje}}",
  "type.confirmation-email.next": "Dobré vědět",
  "type.confirmation-email.reach.lead":
    "{kind, select, request {Spěchá to?} application {{form, select, formal {Máte dotaz?} other {Máš dotaz?}}} other {{form, select, formal {Potřebujete něco změnit nebo zrušit?} other {Potřebuješ něco změnit nebo zrušit?}}}}",
  "type.confirmation-email.reach.how":
    "{form, select, formal {{how, select, email {Napište nám na {email}.} both {Zavolejte nám na {phone} nebo napište na {email}.} other {Zavolejte nám na {phone}.}}} other {{how, select, email {Napiš nám na {email}.} both {Zavolej nám na {phone} nebo napiš na {email}.} other {Zavolej nám na {phone}.}}}}",
  "type.transactional-purchase.attached": "V příloze: {what}.",
};
