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
  "hello.named": "{gender, select, female {Szanowna Pani {name},} other {Szanowny Panie {name},}}",
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
  "label.supportSummary": "Podsumowanie",
  "label.supportDetails": "Szczegóły",
  "label.reference": "Numer referencyjny",
  "label.supportDate": "Data",
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
  "label.expect":
    "{form, select, formal {Czego mogą się Państwo spodziewać} other {Czego możesz się spodziewać}}",
  "label.nextSteps": "Co dalej",
  "label.goodToKnow": "Warto wiedzieć",
  "label.available": "Dostępne od",
  "label.donate":
    "{form, select, formal {Państwa darowizna to umożliwia} other {Twoja darowizna to umożliwia}}",
  "label.discount": "Rabat",
  "label.tip": "Napiwek",
  "link.donate":
    "{register, select, playful {Dorzucam się} formal {Przekaż darowiznę} other {Wesprzyj teraz}}",
  "contact.both":
    "{form, select, formal {Mają Państwo pytania? Prosimy dzwonić pod numer {phone} lub pisać na {email}.} other {Masz pytania? Zadzwoń pod numer {phone} albo napisz na {email}.}}",
  "closing.invite":
    "{form, select, formal {Serdecznie zapraszamy Państwa {what}.} other {Serdecznie zapraszamy {what}.}}",
  "contact.phone":
    "{form, select, formal {Mają Państwo pytania? Prosimy dzwonić pod numer {phone}.} other {Masz pytania? Zadzwoń pod numer {phone}.}}",
  "contact.email":
    "{form, select, formal {Mają Państwo pytania? Prosimy pisać na {email}.} other {Masz pytania? Napisz na {email}.}}",
  "label.directions": "Dojazd",
  "label.openMap": "Wyznacz trasę",
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
  "type.confirmation-email.noun": "wiadomości od marki {brand}",
  "type.confirmation-email.subject": [
    "{form, select, formal {Prosimy o potwierdzenie zapisu: {quoted}} other {Potwierdź zapis: {quoted}}}",
    "{form, select, formal {{quoted}: czy to Państwo? Prosimy potwierdzić} other {{quoted}: to Ty? Potwierdź}}",
    "Zostało jedno kliknięcie: {quoted}",
  ],
  "type.confirmation-email.preheader": [
    "{form, select, formal {Jedno kliknięcie i są Państwo na liście.} other {Jedno kliknięcie i jesteś na liście.}}",
    "{form, select, formal {Jeśli to Państwo się zapisali, wystarczy potwierdzić. Jeśli nie, prosimy zignorować tę wiadomość.} other {Jeśli to Ty się zapisujesz, potwierdź jednym kliknięciem. Jeśli nie, zignoruj tę wiadomość.}}",
    "{form, select, formal {Wystarczy potwierdzić adres i gotowe.} other {Potwierdź adres i gotowe.}}",
  ],
  "type.confirmation-email.eyebrow": ["Jeszcze jeden krok"],
  "type.confirmation-email.headline": [
    "{named, select, yes {{form, select, formal {Prosimy o potwierdzenie zapisu: {thing}} other {Potwierdź zapis: {thing}}}} other {{form, select, formal {Prosimy o potwierdzenie zapisu} other {Potwierdź swój zapis}}}}",
    "{named, select, yes {{form, select, formal {{thing}: czy to Państwo?} other {{thing}: to Ty?}}} other {{form, select, formal {Czy to Państwo?} other {To Ty?}}}}",
    "{named, select, yes {Prawie gotowe: {thing}} other {Prawie gotowe!}}",
  ],
  "type.confirmation-email.intro": [
    "{form, select, formal {Dziękujemy za zapis: {quoted}! Prosimy potwierdzić adres e-mail przyciskiem poniżej, abyśmy mogli do Państwa pisać.} other {Dzięki za zapis: {quoted}! Potwierdź adres e-mail przyciskiem poniżej, żebyśmy mogli do Ciebie pisać.}}",
    "{form, select, formal {Ten adres e-mail został właśnie zapisany: {quoted}. Jeśli to Państwo, prosimy potwierdzić jednym kliknięciem.} other {Ten adres e-mail został właśnie zapisany: {quoted}. Jeśli to Ty, potwierdź jednym kliknięciem.}}",
    "{form, select, formal {Zostało jedno kliknięcie: wystarczy potwierdzić, że ten adres e-mail należy do Państwa.} other {Zostało jedno kliknięcie: potwierdź, że ten adres e-mail należy do Ciebie.}}",
  ],
  "type.confirmation-email.cta": ["Potwierdzam subskrypcję", "Potwierdzam adres e-mail"],
  "type.confirmation-email.why":
    "Ta wiadomość została wysłana, ponieważ ten adres podano na stronie {domain}.",
  "type.newsletter.noun": "nowości od marki {brand}",
  "type.newsletter.subject": [
    "{named, select, yes {{thing}} other {Świeżo od zespołu {brand}}}",
    "{named, select, yes {{thing}: co nowego?} other {Co nowego w {brand}?}}",
    "{named, select, yes {{thing} w pigułce} other {{brand} w pigułce}}",
    "{named, select, yes {{thing}: {lead}} other {{lead}}}",
  ],
  "type.newsletter.preheader": [
    "Najnowsze wieści od zespołu {brand} w krótkiej formie.",
    "Oto nad czym pracowaliśmy.",
    "Najważniejsze informacje w jednym miejscu.",
    "A w środku reszta nowości od zespołu {brand}.",
  ],
  "type.newsletter.eyebrow": ["Newsletter", "Nowości"],
  "type.newsletter.headline": [
    "{named, select, yes {{thing}} other {Świeżo od zespołu {brand}}}",
    "{named, select, yes {{thing}: co nowego?} other {Co nowego w {brand}?}}",
    "{named, select, yes {{thing} w pigułce} other {{brand} w pigułce}}",
    "{named, select, yes {{thing}: {lead}} other {{lead}}}",
  ],
  "type.newsletter.intro": [
    "Oto najnowsze wieści od zespołu {brand}.",
    "Co u nas słychać? Oto krótka wersja.",
    "Wszystko, co ważne, w kilku zdaniach.",
    "Zaczynamy od najważniejszego, potem reszta.",
  ],
  "type.newsletter.cta": ["Odwiedź {domain}", "Więcej na {domain}"],
  "type.newsletter.why":
    "{form, select, formal {Otrzymują Państwo ten newsletter, ponieważ zapisali się Państwo na wiadomości od marki {brand}.} other {Dostajesz ten newsletter, ponieważ Twój adres jest zapisany na wiadomości od marki {brand}.}}",
  "type.transactional-purchase.noun": "zamówienie",
  "type.transactional-purchase.subject": [
    "{form, select, formal {Dziękujemy za zamówienie w {brand}} other {Dzięki za zamówienie w {brand}}}",
    "{form, select, formal {Państwa zamówienie w {brand} zostało potwierdzone} other {Twoje zamówienie w {brand} jest potwierdzone}}",
    "{form, select, formal {Zamówienie w {brand}: co dalej} other {Twoje zamówienie w {brand}: co dalej}}",
  ],
  "type.transactional-purchase.preheader": [
    "{form, select, formal {Podsumowanie zamówienia znajduje się w środku.} other {Podsumowanie zamówienia znajdziesz w środku.}}",
    "{form, select, formal {Otrzymaliśmy Państwa zamówienie.} other {Mamy Twoje zamówienie.}}",
    "Potwierdzenie i kolejne kroki w jednym miejscu.",
  ],
  "type.transactional-purchase.eyebrow": ["Zamówienie potwierdzone", "Potwierdzenie"],
  "type.transactional-purchase.headline": [
    "Dziękujemy za zamówienie!",
    "{form, select, formal {Państwa zamówienie jest potwierdzone} other {Twoje zamówienie jest potwierdzone}}",
    "Zamówienie przyjęte: co dalej",
  ],
  "type.transactional-purchase.intro": [
    "{form, select, formal {Dziękujemy za zamówienie w {brand}! Oto podsumowanie.} other {Dzięki za zamówienie w {brand}! Oto podsumowanie.}}",
    "{form, select, formal {Dobra wiadomość: Państwa zamówienie w {brand} zostało potwierdzone. Oto szczegóły.} other {Dobra wiadomość: Twoje zamówienie w {brand} jest potwierdzone. Oto szczegóły.}}",
    "{form, select, formal {Otrzymaliśmy Państwa zamówienie. Poniżej opisujemy kolejne kroki i załączamy potwierdzenie.} other {Mamy Twoje zamówienie. Poniżej znajdziesz kolejne kroki i potwierdzenie.}}",
  ],
  "type.transactional-purchase.cta": ["Zobacz zamówienie", "Sprawdź status zamówienia"],
  "type.transactional-purchase.why": "To potwierdzenie zakupu w sklepie {brand}.",
  "type.transactional-purchase.support.subject": [
    "{form, select, formal {Dziękujemy za Państwa wsparcie dla {brand}} other {Dziękujemy za Twoje wsparcie dla {brand}}}",
    "{form, select, formal {Państwa wsparcie dla {brand} zostało potwierdzone} other {Twoje wsparcie dla {brand} zostało potwierdzone}}",
    "{form, select, formal {Państwa wsparcie dla {brand}: co dalej} other {Twoje wsparcie dla {brand}: co dalej}}",
  ],
  "type.transactional-purchase.support.preheader": [
    "{form, select, formal {Potwierdzenie i podsumowanie znajdą Państwo w tej wiadomości.} other {Potwierdzenie i podsumowanie znajdziesz w tej wiadomości.}}",
    "{form, select, formal {Otrzymaliśmy Państwa wsparcie.} other {Otrzymaliśmy Twoje wsparcie.}}",
    "{form, select, formal {Podsumowanie i kolejne kroki w jednym miejscu.} other {Podsumowanie i kolejne kroki w jednym miejscu.}}",
  ],
  "type.transactional-purchase.support.eyebrow": ["Dziękujemy", "Potwierdzenie"],
  "type.transactional-purchase.support.headline": [
    "{form, select, formal {Dziękujemy za Państwa wsparcie!} other {Dziękujemy za Twoje wsparcie!}}",
    "{form, select, formal {Państwa wsparcie zostało potwierdzone} other {Twoje wsparcie zostało potwierdzone}}",
    "Dziękujemy: oto co dalej",
  ],
  "type.transactional-purchase.support.intro": [
    "{form, select, formal {Dziękujemy, że wspierają Państwo {brand}! Oto podsumowanie.} other {Dziękujemy, że wspierasz {brand}! Oto podsumowanie.}}",
    "{form, select, formal {Dobra wiadomość: Państwa wsparcie dla {brand} zostało potwierdzone. Oto szczegóły.} other {Dobra wiadomość: Twoje wsparcie dla {brand} zostało potwierdzone. Oto szczegóły.}}",
    "{form, select, formal {Otrzymaliśmy Państwa wsparcie. Poniżej znajdą Państwo kolejne kroki i podsumowanie.} other {Otrzymaliśmy Twoje wsparcie. Poniżej znajdziesz kolejne kroki i podsumowanie.}}",
  ],
  "type.transactional-purchase.support.why": "To potwierdzenie wsparcia dla {brand}.",
  "type.whitepaper-autoreply.noun": "materiał do pobrania",
  "type.whitepaper-autoreply.subject": [
    "{named, select, yes {{form, select, formal {Państwa egzemplarz: {thing}} other {Twój egzemplarz: {thing}}}} other {{form, select, formal {Materiał od {brand} dla Państwa} other {Twój materiał od {brand}}}}}",
    "{named, select, yes {Co jest w środku: {thing}} other {{form, select, formal {Co znajdą Państwo w materiale} other {Co znajdziesz w materiale}}}}",
    "{named, select, yes {Gotowi na lekturę? {quoted}} other {Gotowi na lekturę?}}",
  ],
  "type.whitepaper-autoreply.preheader": [
    "{form, select, formal {Link do pobrania znajduje się w środku.} other {Link do pobrania znajdziesz w środku.}}",
    "Krótki przegląd treści i link do pobrania.",
    "{form, select, formal {Dziękujemy za zainteresowanie – egzemplarz jest o jedno kliknięcie od Państwa.} other {Dzięki za zainteresowanie – Twój egzemplarz czeka o jedno kliknięcie.}}",
  ],
  "type.whitepaper-autoreply.eyebrow": ["Do pobrania", "Bezpłatny materiał"],
  "type.whitepaper-autoreply.headline": [
    "{named, select, yes {{form, select, formal {Państwa egzemplarz: {thing}} other {Twój egzemplarz: {thing}}}} other {Materiał jest gotowy do pobrania}}",
    "{named, select, yes {Co zawiera {quoted}} other {Co jest w środku}}",
    "{named, select, yes {Gotowi na lekturę? {quoted}} other {Gotowi na lekturę?}}",
  ],
  "type.whitepaper-autoreply.intro": [
    "{named, select, yes {{form, select, formal {Dziękujemy za zainteresowanie materiałem {quoted}. Egzemplarz jest gotowy do pobrania.} other {Dzięki za zainteresowanie materiałem {quoted}! Egzemplarz jest gotowy do pobrania.}}} other {{form, select, formal {Dziękujemy za zainteresowanie. Egzemplarz jest gotowy do pobrania.} other {Dzięki za zainteresowanie! Egzemplarz jest gotowy do pobrania.}}}}",
    "{named, select, yes {Dziękujemy za pobranie materiału {quoted}! Oto krótki przegląd treści.} other {Dziękujemy za pobranie! Oto krótki przegląd treści.}}",
    "{form, select, formal {Dziękujemy za zainteresowanie marką {brand}. Egzemplarz jest o jedno kliknięcie od Państwa.} other {Dzięki za zainteresowanie marką {brand}! Twój egzemplarz jest o jedno kliknięcie.}}",
  ],
  "type.whitepaper-autoreply.cta": ["Pobierz teraz", "Pobierz egzemplarz"],
  "type.whitepaper-autoreply.why":
    "Ta wiadomość jest odpowiedzią na prośbę o materiał wysłaną na stronie {domain}.",
  "type.webinar.noun": "nasz webinar na żywo",
  "type.webinar.subject": [
    "{named, select, yes {Webinar: {thing}} other {Zaproszenie na webinar zespołu {brand}}}",
    "{named, select, yes {{form, select, formal {{thing}: dołączą Państwo?} other {{thing}: dołączysz?}}} other {{form, select, formal {Dołączą Państwo na żywo?} other {Dołączysz na żywo?}}}}",
    "{named, select, yes {Na żywo i online: {thing}} other {Na żywo i online z zespołem {brand}}}",
    "{named, select, yes {{date}: {thing}} other {{date}: webinar na żywo z zespołem {brand}}}",
  ],
  "type.webinar.preheader": [
    "{form, select, formal {Prosimy zarezerwować miejsce na sesji na żywo.} other {Zarezerwuj miejsce na sesji na żywo.}}",
    "{form, select, formal {Chętnie Państwa zobaczymy – prosimy zarezerwować miejsce.} other {Chętnie Cię zobaczymy – zarezerwuj miejsce.}}",
    "{form, select, formal {Można dołączyć na żywo z dowolnego miejsca.} other {Dołącz na żywo, gdziekolwiek jesteś.}}",
    "{form, select, formal {Prosimy zapisać datę w kalendarzu i zarezerwować miejsce.} other {Zapisz datę w kalendarzu i zarezerwuj miejsce.}}",
  ],
  "type.webinar.eyebrow": ["Webinar na żywo", "Zaproszenie"],
  "type.webinar.headline": [
    "{named, select, yes {{thing}} other {Nasz webinar na żywo}}",
    "{named, select, yes {{form, select, formal {Dołączą Państwo? {thing}} other {Dołączysz? {thing}}}} other {{form, select, formal {Dołączą Państwo na żywo?} other {Dołączysz na żywo?}}}}",
    "{named, select, yes {Na żywo i online: {thing}} other {Na żywo i online z zespołem {brand}}}",
    "{named, select, yes {{date}: {thing}} other {Na żywo: {date}}}",
  ],
  "type.webinar.intro": [
    "{form, select, formal {Zapraszamy Państwa na spotkanie na żywo, online.} other {Zapraszamy Cię na spotkanie na żywo, online.}}",
    "{form, select, formal {Będzie nam miło gościć Państwa na żywo.} other {Będzie nam miło, jeśli dołączysz na żywo.}}",
    "{form, select, formal {Zapraszamy na żywo – z dowolnego miejsca.} other {Dołącz do nas na żywo – gdziekolwiek jesteś.}}",
    "{form, select, formal {Prosimy zapisać datę.} other {Zapisz datę.}}",
  ],
  "type.webinar.cta": ["Zapisz się", "Rezerwuję miejsce"],
  "type.webinar.why":
    "{form, select, formal {Otrzymują Państwo to zaproszenie, ponieważ są Państwo zapisani na wiadomości od marki {brand}.} other {Dostajesz to zaproszenie, ponieważ Twój adres jest zapisany na wiadomości od marki {brand}.}}",
  "type.offline-event.noun": "nasze wydarzenie",
  "type.offline-event.subject": [
    "{named, select, yes {Zaproszenie: {thing}} other {Zaproszenie od zespołu {brand}}}",
    "{named, select, yes {{form, select, formal {{thing}: będą Państwo?} other {{thing}: będziesz?}}} other {{form, select, formal {Będą Państwo?} other {Będziesz?}}}}",
    "{named, select, yes {Spotkajmy się: {thing}} other {Spotkajmy się osobiście}}",
    "{named, select, yes {{date}: {thing}} other {{form, select, formal {Prosimy zapisać datę: {date}} other {Zapisz datę: {date}}}}}",
  ],
  "type.offline-event.preheader": [
    "{form, select, formal {Będzie nam miło Państwa gościć.} other {Będzie nam miło Cię zobaczyć.}}",
    "{form, select, formal {Prosimy dać znać, czy Państwo przyjdą.} other {Daj znać, czy przyjdziesz.}}",
    "{form, select, formal {Zapraszamy, by przywitać się osobiście.} other {Wpadnij przywitać się osobiście.}}",
    "{form, select, formal {Prosimy zapisać w kalendarzu: wszystkie szczegóły w środku.} other {Zapisz w kalendarzu: wszystkie szczegóły w środku.}}",
  ],
  "type.offline-event.eyebrow": ["Zaproszenie", "Wydarzenie na żywo"],
  "type.offline-event.headline": [
    "{named, select, yes {{thing}} other {Zaproszenie}}",
    "{named, select, yes {{form, select, formal {Będą Państwo? {thing}} other {Będziesz? {thing}}}} other {{form, select, formal {Będą Państwo?} other {Będziesz?}}}}",
    "{named, select, yes {Spotkajmy się: {thing}} other {Spotkajmy się osobiście}}",
    "{named, select, yes {{date}: {thing}} other {{form, select, formal {Prosimy zapisać datę: {date}} other {Zapisz datę: {date}}}}}",
  ],
  "type.offline-event.intro": [
    "{form, select, formal {Serdecznie zapraszamy! Chętnie powitamy Państwa osobiście.} other {Serdecznie zapraszamy! Chętnie spotkamy się z Tobą osobiście.}}",
    "{form, select, formal {Będzie nam miło Państwa zobaczyć.} other {Będzie nam miło Cię zobaczyć.}}",
    "{form, select, formal {Niektóre rzeczy najlepiej przeżyć osobiście. Zapraszamy!} other {Niektóre rzeczy najlepiej przeżyć osobiście. Wpadnij!}}",
    "{form, select, formal {Prosimy już teraz zapisać datę w kalendarzu.} other {Zapisz datę w kalendarzu już teraz.}}",
  ],
  "type.offline-event.cta": ["Potwierdzam udział", "Zapisz się"],
  "type.offline-event.why":
    "{form, select, formal {Otrzymują Państwo to zaproszenie jako członkowie społeczności {brand}.} other {Dostajesz to zaproszenie, bo należysz do społeczności {brand}.}}",
  "type.customer-onboarding.noun": "{brand}",
  "type.customer-onboarding.subject": [
    "{form, select, formal {Witamy w {thing}!} other {Witaj w {thing}!}}",
    "{form, select, formal {Witamy w {thing}! Tak zaczynają Państwo} other {Witaj w {thing}! Tak zaczniesz}}",
    "Gotowi na start z {thing}?",
  ],
  "type.customer-onboarding.preheader": [
    "{form, select, formal {Cieszymy się, że są Państwo z nami.} other {Cieszymy się, że jesteś z nami.}}",
    "Pierwsze kroki, jeden po drugim.",
    "Wszystko, czego trzeba na dobry start.",
  ],
  "type.customer-onboarding.eyebrow": ["Witamy", "Pierwsze kroki"],
  "type.customer-onboarding.headline": [
    "{form, select, formal {Witamy w {thing}!} other {Witaj w {thing}!}}",
    "Pierwsze kroki z {thing}",
    "Gotowi na start z {thing}?",
  ],
  "type.customer-onboarding.intro": [
    "{form, select, formal {Bardzo się cieszymy, że są Państwo z nami.} other {Bardzo się cieszymy, że jesteś z nami.}}",
    "Start jest prosty – oto co dalej.",
    "{form, select, formal {Dziękujemy za wybór {brand}. Oto wszystko, czego trzeba na dobry start.} other {Dzięki za wybór {brand}! Oto wszystko, czego trzeba na dobry start.}}",
  ],
  "type.customer-onboarding.cta": ["Zaczynamy", "Odwiedź {domain}"],
  "type.customer-onboarding.why":
    "{form, select, formal {Otrzymują Państwo tę wiadomość, ponieważ założyli Państwo konto w serwisie {brand}.} other {Dostajesz tę wiadomość, ponieważ Twoje konto w serwisie {brand} zostało założone.}}",
  "type.product-launch.noun": "nowość",
  "type.product-launch.subject": [
    "{named, select, yes {Nowość: {thing}} other {Nowość od zespołu {brand}}}",
    "{named, select, yes {{form, select, formal {Znają Państwo już {thing}?} other {Znasz już {thing}?}}} other {{form, select, formal {Czy znają Państwo już nowość od {brand}?} other {Znasz już nowość od {brand}?}}}}",
    "{named, select, yes {Przedstawiamy: {thing}} other {Najnowsze od zespołu {brand}}}",
    "{named, select, yes {{thing} – od {date}} other {Nowość od {date}}}",
    "{named, select, yes {{thing}: {offer}} other {Nowość: {offer}}}",
  ],
  "type.product-launch.preheader": [
    "Już dostępne w {brand}.",
    "Oto dlaczego warto zajrzeć.",
    "Najnowsze od zespołu {brand} w pigułce.",
    "{form, select, formal {Prosimy zapisać datę: {date}.} other {Zapisz datę: {date}.}}",
    "{form, select, formal {Prosimy nie przegapić oferty na start.} other {Nie przegap oferty na start.}}",
  ],
  "type.product-launch.eyebrow": ["Nowość", "Właśnie wchodzi"],
  "type.product-launch.headline": [
    "{named, select, yes {Nowość: {thing}} other {Nowość od zespołu {brand}}}",
    "{named, select, yes {{form, select, formal {Znają Państwo {thing}?} other {Znasz {thing}?}}} other {{form, select, formal {Czy znają Państwo już nowość?} other {Znasz już nowość?}}}}",
    "{named, select, yes {Przedstawiamy: {thing}} other {Najnowsze od zespołu {brand}}}",
    "{named, select, yes {{thing} – od {date}} other {Nowość od {date}}}",
    "{named, select, yes {{thing}: {offer}} other {{offer} na nowość}}",
  ],
  "type.product-launch.intro": [
    "{named, select, yes {Oto {thing} – nowość od zespołu {brand}.} other {Mamy nowość w {brand}.}}",
    "{named, select, yes {{form, select, formal {Znają Państwo już {thing}? Oto dlaczego warto zajrzeć.} other {Znasz już {thing}? Oto dlaczego warto zajrzeć.}}} other {Oto nowość – i dlaczego warto zajrzeć.}}",
    "{named, select, yes {Zespół {brand} przedstawia: {thing}.} other {{form, select, formal {Zespół {brand} ma dla Państwa nowość.} other {Zespół {brand} ma dla Ciebie nowość.}}}}",
    "{named, select, yes {{thing} – dostępne od {date}.} other {Dostępne od {date}.}}",
    "{named, select, yes {{thing} już jest – z ofertą na start.} other {Nowość już jest – z ofertą na start.}}",
  ],
  "type.product-launch.cta": ["Sprawdź teraz", "Zobacz na {domain}"],
  "type.product-launch.why":
    "{form, select, formal {Otrzymują Państwo tę wiadomość, ponieważ są Państwo zapisani na nowości produktowe marki {brand}.} other {Dostajesz tę wiadomość, ponieważ Twój adres jest zapisany na nowości produktowe marki {brand}.}}",
  "type.confirmation-email.reservation.eyebrow": "Rezerwacja potwierdzona",
  "type.confirmation-email.reservation.headline":
    "{form, select, formal {Państwa rezerwacja jest potwierdzona} other {Twoja rezerwacja jest potwierdzona}}",
  "type.confirmation-email.reservation.intro":
    "{form, select, formal {Dziękujemy za rezerwację w firmie {brand}. Poniżej znajdą Państwo szczegóły.} other {Dziękujemy za rezerwację w firmie {brand}. Poniżej znajdziesz szczegóły.}}",
  "type.confirmation-email.appointment.eyebrow": "Wizyta potwierdzona",
  "type.confirmation-email.appointment.headline":
    "{form, select, formal {Państwa wizyta jest potwierdzona} other {Twoja wizyta jest potwierdzona}}",
  "type.confirmation-email.appointment.intro":
    "{form, select, formal {Dziękujemy za umówienie wizyty. Poniżej znajdą Państwo szczegóły.} other {Dziękujemy za umówienie wizyty. Poniżej znajdziesz szczegóły.}}",
  "type.confirmation-email.registration.eyebrow": "Zapis potwierdzony",
  "type.confirmation-email.registration.headline":
    "{form, select, formal {Państwa zapis jest potwierdzony} other {Twój zapis jest potwierdzony}}",
  "type.confirmation-email.registration.intro":
    "{form, select, formal {Dziękujemy za zapis. Poniżej znajdą Państwo szczegóły.} other {Dziękujemy za zapis. Poniżej znajdziesz szczegóły.}}",
  "type.confirmation-email.intake.eyebrow": "Zlecenie przyjęte",
  "type.confirmation-email.intake.headline":
    "{form, select, formal {Przyjęliśmy Państwa zlecenie} other {Przyjęliśmy Twoje zlecenie}}",
  "type.confirmation-email.intake.intro":
    "{form, select, formal {Dziękujemy za zaufanie. Poniżej znajdą Państwo szczegóły i dalsze kroki.} other {Dziękujemy za zaufanie. Poniżej znajdziesz szczegóły i dalsze kroki.}}",
  "type.confirmation-email.request.eyebrow": "Zapytanie otrzymane",
  "type.confirmation-email.request.headline":
    "{form, select, formal {Otrzymaliśmy Państwa zapytanie} other {Otrzymaliśmy Twoje zapytanie}}",
  "type.confirmation-email.request.intro":
    "{form, select, formal {Dziękujemy za zapytanie. Poniżej znajdą Państwo jego numer i dalsze kroki.} other {Dziękujemy za zapytanie. Poniżej znajdziesz jego numer i dalsze kroki.}}",
  "type.confirmation-email.application.eyebrow": "Aplikacja otrzymana",
  "type.confirmation-email.application.headline":
    "{form, select, formal {Otrzymaliśmy Państwa aplikację} other {Otrzymaliśmy Twoją aplikację}}",
  "type.confirmation-email.application.intro":
    "{form, select, formal {Dziękujemy za aplikację. Poniżej znajdą Państwo dalsze kroki.} other {Dziękujemy za aplikację. Poniżej znajdziesz dalsze kroki.}}",
  "type.confirmation-email.details": "{form, select, formal {Państwa dane} other {Twoje dane}}",
  "type.confirmation-email.next": "Warto wiedzieć",
  "type.confirmation-email.reach.lead":
    "{kind, select, request {Sprawa pilna?} application {Pytania?} other {Zmiana lub odwołanie?}}",
  "type.confirmation-email.reach.how":
    "{form, select, formal {{how, select, email {Prosimy pisać na adres {email}.} both {Prosimy dzwonić pod numer {phone} lub pisać na adres {email}.} other {Prosimy dzwonić pod numer {phone}.}}} other {{how, select, email {Napisz na adres {email}.} both {Zadzwoń pod numer {phone} lub napisz na adres {email}.} other {Zadzwoń pod numer {phone}.}}}}",
  "type.transactional-purchase.attached": "W załączniku: {what}.",
};
