import type { Catalogue } from "./en";

/**
 * Polish: the reader is "Ty" (capitalised, as in a letter) by default and "Państwo" in the formal form. Greetings go
 * without the name: a merge tag gives the nominative, and "Cześć Anna" for "Cześć Anno" reads as a mail merge. Past
 * forms that would need the reader's gender ("zapisałeś/zapisałaś") are avoided.
 */
export const pl: Catalogue = {
  "footer.unsubscribe": "Wypisz się z tych wiadomości",
  "footer.preferences": "Ustawienia wiadomości e-mail",
  "footer.visit": "Odwiedź {domain}",
  "footer.viewInBrowser": "Otwórz w przeglądarce",
  team: "Zespół {brand}",
  hello:
    "{register, select, playful {Hej!} formal {Szanowni Państwo,} professional {Dzień dobry,} other {{form, select, formal {Dzień dobry,} other {Cześć!}}}}",
  signoff: ["Pozdrawiamy serdecznie,", "Do usłyszenia,", "Dziękujemy i pozdrawiamy,"],
  "signoff.friendly": ["Serdecznie pozdrawiamy,", "Do zobaczenia,"],
  "signoff.professional": ["Z pozdrowieniami,", "Pozdrawiamy,"],
  "signoff.playful": ["Do usłyszenia!", "Trzymaj się,"],
  "signoff.formal": ["Z wyrazami szacunku,", "Z poważaniem,"],
  quoted: "„{title}”",
  "label.date": "Data",
  "label.time": "Godzina",
  "label.venue": "Miejsce",
  "label.where": "Gdzie",
  "label.online": "Online",
  "label.speakers": "{count, plural, one {Prelegent} other {Prelegenci}}",
  "label.product": "Produkt",
  "label.price": "Cena",
  "label.code": "Kod",
  "label.validUntil": "Ważne do",
  "label.rsvpBy": "Zapisy do",
  "label.offer": "{form, select, formal {Oferta dla Państwa} other {Twoja oferta}}",
  "label.agenda": "Program",
  "label.details": "Szczegóły",
  "label.learn": "{form, select, formal {Czego się Państwo dowiedzą} other {Czego się dowiesz}}",
  "label.inside": "{form, select, formal {Co znajdą Państwo w środku} other {Co znajdziesz w środku}}",
  "label.highlights": "W tym wydaniu",
  "label.features": "Najważniejsze cechy",
  "label.join": "Dołącz online",
  "label.joinLink": "Link do transmisji",
  "label.calendar": "Zapisz w kalendarzu",
  "label.addToCalendar": "Dodaj do Kalendarza Google",
  "label.contact": "Kontakt",
  "label.fromSite": "Na {domain}",
  "label.explore": "Poznaj markę {brand}",
  "label.firstSteps": "{form, select, formal {Pierwsze kroki} other {Twoje pierwsze kroki}}",
  "label.orderSummary": "Podsumowanie zamówienia",
  "label.orderDetails": "Szczegóły zamówienia",
  "label.orderNumber": "Numer zamówienia",
  "label.orderDate": "Data zamówienia",
  "label.shippingTo": "Adres dostawy",
  "label.payment": "Płatność",
  "label.qty": "Ilość",
  "label.subtotal": "Wartość produktów",
  "label.shipping": "Dostawa",
  "label.tax": "VAT",
  "label.total": "Razem",
  "label.was": "zamiast",
  "label.ignore":
    "{form, select, formal {Jeśli to nie Państwa prośba, wystarczy zignorować tę wiadomość.} other {Jeśli to nie Ty, po prostu zignoruj tę wiadomość.}}",
  "label.questions":
    "{form, select, formal {Mają Państwo pytania? Wystarczy odpowiedzieć na tę wiadomość.} other {Masz pytania? Po prostu odpowiedz na tę wiadomość.}}",
  "link.register":
    "{register, select, friendly {Zarezerwuj miejsce} playful {Łap miejsce} formal {Zarejestruj się} other {Zapisz się}}",
  "link.rsvp":
    "{register, select, friendly {Potwierdź udział} playful {Wchodzę w to!} formal {Potwierdzam obecność} other {Potwierdź obecność}}",
  "link.join": "{register, select, playful {Wskakuj} formal {Przejdź do wydarzenia} other {Dołącz do sesji}}",
  "link.download":
    "{register, select, friendly {Pobierz swój egzemplarz} playful {Biorę!} formal {Pobierz dokument} other {Pobierz}}",
  "link.read": "{register, select, friendly {Czytaj dalej} playful {Zanurz się} other {Przeczytaj artykuł}}",
  "link.buy":
    "{register, select, friendly {Zamów teraz} playful {Zaszalej} formal {Złóż zamówienie} other {Kup teraz}}",
  "link.other":
    "{register, select, friendly {Dowiedz się więcej} playful {Zajrzyj} formal {Więcej informacji} other {Zobacz szczegóły}}",
  "heading.programme": "Program",
  "heading.tickets": "Bilety",
  "heading.travel": "Dojazd",
  "heading.speakers": "{form, select, formal {Kogo Państwo spotkają} other {Kogo spotkasz}}",
  "heading.about": "O wydarzeniu",
  "type.confirmation-email.noun": "{brand}",
  "type.confirmation-email.subject": [
    "{form, select, formal {Prosimy o potwierdzenie subskrypcji: {thing}} other {Potwierdź subskrypcję: {thing}}}",
    "{form, select, formal {Prosimy potwierdzić adres e-mail dla {thing}} other {Potwierdź swój adres e-mail dla {thing}}}",
  ],
  "type.confirmation-email.preheader": [
    "{form, select, formal {Wystarczy jedno kliknięcie, aby potwierdzić subskrypcję.} other {Jedno kliknięcie i gotowe – potwierdź subskrypcję.}}",
    "{form, select, formal {Po potwierdzeniu adresu zaczną Państwo otrzymywać wiadomości od marki {brand}.} other {Potwierdź adres, a zaczniesz dostawać wiadomości od marki {brand}.}}",
  ],
  "type.confirmation-email.eyebrow": ["Jeszcze jeden krok"],
  "type.confirmation-email.headline": [
    "{form, select, formal {Prosimy o potwierdzenie adresu e-mail} other {Potwierdź swój adres e-mail}}",
    "{form, select, formal {Prosimy potwierdzić, że to Państwo} other {Potwierdź, że to Ty}}",
    "{form, select, formal {Prosimy o potwierdzenie subskrypcji: {thing}} other {Potwierdź subskrypcję: {thing}}}",
  ],
  "type.confirmation-email.intro": [
    "{form, select, formal {Dziękujemy za zapis do wiadomości od marki {brand}. Prosimy potwierdzić subskrypcję przyciskiem poniżej.} other {Dzięki za zapis do wiadomości od marki {brand}! Potwierdź subskrypcję przyciskiem poniżej.}}",
    "{form, select, formal {Ten adres został zgłoszony do otrzymywania wiadomości od marki {brand}. Prosimy potwierdzić, że to Państwa zgłoszenie.} other {Ten adres został zapisany do wiadomości od marki {brand}. Potwierdź, że to Ty.}}",
  ],
  "type.confirmation-email.cta": ["Potwierdzam subskrypcję", "Potwierdzam adres e-mail"],
  "type.confirmation-email.why":
    "Ta wiadomość została wysłana, ponieważ ten adres podano na stronie {domain}.",
  "type.newsletter.noun": "najnowsze wiadomości",
  "type.newsletter.subject": ["Nowości od marki {brand}", "{thing} – {brand}"],
  "type.newsletter.preheader": [
    "Najważniejsze wieści od marki {brand} w pigułce.",
    "Zobacz nowości od marki {brand}.",
  ],
  "type.newsletter.eyebrow": ["Newsletter", "Nowości"],
  "type.newsletter.headline": ["{thing}", "Nowości od marki {brand}"],
  "type.newsletter.intro": [
    "Oto najnowsze wieści od marki {brand}.",
    "{form, select, formal {Oto, co słychać w zespole {brand}.} other {Sprawdź, co słychać w zespole {brand}.}}",
  ],
  "type.newsletter.cta": ["Odwiedź {domain}", "Więcej na {domain}"],
  "type.newsletter.why":
    "{form, select, formal {Otrzymują Państwo ten newsletter, ponieważ zapisali się Państwo na wiadomości od marki {brand}.} other {Dostajesz ten newsletter, ponieważ Twój adres jest zapisany na wiadomości od marki {brand}.}}",
  "type.transactional-purchase.noun": "zamówienie",
  "type.transactional-purchase.subject": [
    "{form, select, formal {Państwa zamówienie w sklepie {brand} zostało potwierdzone} other {Twoje zamówienie w sklepie {brand} jest potwierdzone}}",
    "Dziękujemy za zamówienie – {brand}",
  ],
  "type.transactional-purchase.preheader": [
    "{form, select, formal {Podsumowanie zamówienia znajduje się w środku.} other {Podsumowanie zamówienia znajdziesz w środku.}}",
    "{form, select, formal {Otrzymaliśmy Państwa zamówienie.} other {Mamy Twoje zamówienie.}}",
  ],
  "type.transactional-purchase.eyebrow": ["Zamówienie potwierdzone", "Potwierdzenie"],
  "type.transactional-purchase.headline": [
    "Dziękujemy za zamówienie!",
    "{form, select, formal {Państwa zamówienie zostało potwierdzone} other {Twoje zamówienie jest potwierdzone}}",
  ],
  "type.transactional-purchase.intro": [
    "{form, select, formal {Dziękujemy za zakupy w sklepie {brand}. Otrzymaliśmy Państwa zamówienie – podsumowanie znajduje się poniżej.} other {Dziękujemy za zakupy w sklepie {brand}! Twoje zamówienie już do nas dotarło – podsumowanie znajdziesz poniżej.}}",
    "{form, select, formal {Dobra wiadomość: Państwa zamówienie w sklepie {brand} zostało potwierdzone. Oto podsumowanie.} other {Dobra wiadomość: Twoje zamówienie w sklepie {brand} jest potwierdzone. Oto podsumowanie.}}",
  ],
  "type.transactional-purchase.cta": ["Zobacz zamówienie", "Sprawdź status zamówienia"],
  "type.transactional-purchase.why": "To potwierdzenie zakupu w sklepie {brand}.",
  "type.whitepaper-autoreply.noun": "materiał do pobrania",
  "type.whitepaper-autoreply.subject": [
    "{form, select, formal {Materiał od marki {brand} dla Państwa: {thing}} other {Twój materiał od marki {brand}: {thing}}}",
    "{form, select, formal {Oto Państwa egzemplarz: {thing}} other {Oto Twój egzemplarz: {thing}}}",
  ],
  "type.whitepaper-autoreply.preheader": [
    "{form, select, formal {Link do pobrania znajduje się w środku.} other {Link do pobrania znajdziesz w środku.}}",
    "{form, select, formal {Dziękujemy za zainteresowanie – egzemplarz jest o jedno kliknięcie od Państwa.} other {Dzięki za zainteresowanie – Twój egzemplarz czeka o jedno kliknięcie.}}",
  ],
  "type.whitepaper-autoreply.eyebrow": ["Do pobrania", "Bezpłatny materiał"],
  "type.whitepaper-autoreply.headline": [
    "{form, select, formal {Materiał {thing} czeka na Państwa} other {{thing} czeka na Ciebie}}",
    "{form, select, formal {Oto materiał, o który Państwo prosili} other {Oto materiał, o który prosisz}}",
  ],
  "type.whitepaper-autoreply.intro": [
    "{form, select, formal {Dziękujemy za zainteresowanie marką {brand}. Materiał można pobrać przyciskiem poniżej.} other {Dzięki za zainteresowanie marką {brand}! Materiał pobierzesz przyciskiem poniżej.}}",
    "{form, select, formal {Dziękujemy za zainteresowanie materiałem {quoted}. Można go pobrać przyciskiem poniżej.} other {Dzięki za zainteresowanie materiałem {quoted}! Pobierzesz go przyciskiem poniżej.}}",
  ],
  "type.whitepaper-autoreply.cta": ["Pobierz teraz", "Pobierz egzemplarz"],
  "type.whitepaper-autoreply.why":
    "Ta wiadomość jest odpowiedzią na prośbę o materiał wysłaną na stronie {domain}.",
  "type.webinar.noun": "nasz webinar",
  "type.webinar.subject": ["Zaproszenie: {thing}", "Webinar na żywo: {thing}"],
  "type.webinar.preheader": [
    "{form, select, formal {Prosimy zarezerwować miejsce na naszej sesji na żywo.} other {Zarezerwuj miejsce na naszej sesji na żywo.}}",
    "Sesja online na żywo z zespołem {brand}.",
  ],
  "type.webinar.eyebrow": ["Webinar na żywo", "Zaproszenie"],
  "type.webinar.headline": ["{thing}", "Na żywo: {thing}"],
  "type.webinar.intro": [
    "{form, select, formal {{brand} zaprasza Państwa na sesję online na żywo.} other {{brand} zaprasza Cię na sesję online na żywo.}}",
    "{form, select, formal {Zapraszamy Państwa na spotkanie online z zespołem {brand}.} other {Dołącz do zespołu {brand} podczas spotkania online na żywo.}}",
  ],
  "type.webinar.cta": ["Zapisz się", "Rezerwuję miejsce"],
  "type.webinar.why":
    "{form, select, formal {Otrzymują Państwo to zaproszenie, ponieważ są Państwo zapisani na wiadomości od marki {brand}.} other {Dostajesz to zaproszenie, ponieważ Twój adres jest zapisany na wiadomości od marki {brand}.}}",
  "type.offline-event.noun": "nasze wydarzenie",
  "type.offline-event.subject": ["Zaproszenie: {thing}", "Spotkajmy się: {thing}"],
  "type.offline-event.preheader": [
    "{form, select, formal {Będzie nam miło Państwa gościć.} other {Będzie nam miło Cię zobaczyć.}}",
    "Wydarzenie marki {brand} na żywo.",
  ],
  "type.offline-event.eyebrow": ["Zaproszenie", "Wydarzenie na żywo"],
  "type.offline-event.headline": ["{thing}", "Spotkajmy się: {thing}"],
  "type.offline-event.intro": [
    "{form, select, formal {{brand} serdecznie zaprasza Państwa na spotkanie na żywo.} other {{brand} zaprasza Cię na spotkanie na żywo.}}",
    "{form, select, formal {Z przyjemnością powitamy Państwa osobiście.} other {Chętnie spotkamy się z Tobą osobiście.}}",
  ],
  "type.offline-event.cta": ["Potwierdzam udział", "Zapisz się"],
  "type.offline-event.why":
    "{form, select, formal {Otrzymują Państwo to zaproszenie jako członkowie społeczności {brand}.} other {Dostajesz to zaproszenie, bo należysz do społeczności {brand}.}}",
  "type.customer-onboarding.noun": "{brand}",
  "type.customer-onboarding.subject": [
    "{form, select, formal {Witamy w {thing}} other {Witaj w {thing}}}",
    "{form, select, formal {Witamy na pokładzie!} other {Witaj na pokładzie!}}",
  ],
  "type.customer-onboarding.preheader": [
    "{form, select, formal {Cieszymy się, że są Państwo z nami.} other {Cieszymy się, że jesteś z nami.}}",
    "{form, select, formal {Wszystko, czego Państwo potrzebują na start z marką {brand}.} other {Wszystko, czego potrzebujesz na start z marką {brand}.}}",
  ],
  "type.customer-onboarding.eyebrow": ["Witamy", "Pierwsze kroki"],
  "type.customer-onboarding.headline": [
    "{form, select, formal {Witamy w {thing}!} other {Witaj w {thing}!}}",
    "{form, select, formal {Cieszymy się, że są Państwo z nami} other {Cieszymy się, że jesteś z nami}}",
  ],
  "type.customer-onboarding.intro": [
    "{form, select, formal {Bardzo się cieszymy, że wybrali Państwo markę {brand}.} other {Bardzo się cieszymy, że dołączasz do grona klientów {brand}.}}",
    "{form, select, formal {Dziękujemy za zaufanie do marki {brand}.} other {Dzięki, że wybierasz markę {brand}.}}",
  ],
  "type.customer-onboarding.cta": ["Zaczynamy", "Odwiedź {domain}"],
  "type.customer-onboarding.why":
    "{form, select, formal {Otrzymują Państwo tę wiadomość, ponieważ założyli Państwo konto w serwisie {brand}.} other {Dostajesz tę wiadomość, ponieważ Twoje konto w serwisie {brand} zostało założone.}}",
  "type.product-launch.noun": "nowość",
  "type.product-launch.subject": ["Nowość: {thing}", "Nowość od marki {brand}: {thing}"],
  "type.product-launch.preheader": ["Już dostępne w ofercie {brand}.", "Zobacz nowości od marki {brand}."],
  "type.product-launch.eyebrow": ["Nowość", "Właśnie wchodzi"],
  "type.product-launch.headline": ["Poznaj {thing}", "Nowość: {thing}"],
  "type.product-launch.intro": ["Poznaj {thing} – nowość od marki {brand}.", "{brand} przedstawia: {thing}."],
  "type.product-launch.cta": ["Sprawdź teraz", "Zobacz na {domain}"],
  "type.product-launch.why":
    "{form, select, formal {Otrzymują Państwo tę wiadomość, ponieważ są Państwo zapisani na nowości produktowe marki {brand}.} other {Dostajesz tę wiadomość, ponieważ Twój adres jest zapisany na nowości produktowe marki {brand}.}}",
};
