import type { Catalogue } from "./en";

export const de: Catalogue = {
  "footer.unsubscribe": "Von diesen E-Mails abmelden",
  "footer.preferences": "E-Mail-Einstellungen verwalten",
  "footer.visit": "{domain} besuchen",
  "footer.viewInBrowser": "Im Browser ansehen",
  team: "{form, select, formal {Ihr {brand}-Team} other {Dein {brand}-Team}}",
  hello:
    "{register, select, professional {Guten Tag <firstName>zusammen</firstName>,} playful {Hey <firstName>zusammen</firstName>!} formal {Guten Tag,} other {Hallo <firstName>zusammen</firstName>,}}",
  "hello.named":
    "{gender, select, female {Sehr geehrte {title} {name},} other {Sehr geehrter {title} {name},}}",
  signoff: ["Viele Grüße,", "Herzliche Grüße,", "Beste Grüße,"],
  "signoff.friendly": ["Herzliche Grüße,", "Bis bald,"],
  "signoff.professional": ["Beste Grüße,", "Viele Grüße,"],
  "signoff.playful": ["Bis gleich,", "Liebe Grüße,"],
  "signoff.formal": ["Mit freundlichen Grüßen,", "Freundliche Grüße,"],
  quoted: "„{title}“",
  "label.date": "Datum",
  "label.time": "Uhrzeit",
  "label.venue": "Ort",
  "label.where": "Wo",
  "label.online": "Online",
  "label.speakers": "{count, plural, one {Referent} other {Referenten}}",
  "label.product": "Produkt",
  "label.price": "Preis",
  "label.code": "Code",
  "label.validUntil": "Gültig bis",
  "label.rsvpBy": "Anmeldeschluss",
  "label.offer": "{form, select, formal {Ihr Angebot} other {Dein Angebot}}",
  "label.agenda": "Programm",
  "label.details": "Die Details",
  "label.learn": "{form, select, formal {Das erfahren Sie} other {Das erfährst du}}",
  "label.inside": "{form, select, formal {Das erwartet Sie} other {Das erwartet dich}}",
  "label.highlights": "In dieser Ausgabe",
  "label.features": "Highlights",
  "label.join": "Online teilnehmen",
  "label.joinLink": "Zum Teilnahme-Link",
  "label.calendar": "Termin vormerken",
  "label.addToCalendar": "In Google Kalender eintragen",
  "label.contact": "Kontakt",
  "label.fromSite": "Auf {domain}",
  "label.explore": "{brand} entdecken",
  "label.firstSteps": "{form, select, formal {Ihre ersten Schritte} other {Deine ersten Schritte}}",
  "label.orderSummary": "Bestellübersicht",
  "label.orderDetails": "Bestelldetails",
  "label.supportSummary": "Übersicht",
  "label.supportDetails": "Details",
  "label.reference": "Vorgangsnummer",
  "label.supportDate": "Datum",
  "label.orderNumber": "Bestellnummer",
  "label.orderDate": "Bestelldatum",
  "label.shippingTo": "Lieferung an",
  "label.payment": "Zahlung",
  "label.qty": "Menge",
  "label.subtotal": "Zwischensumme",
  "label.shipping": "Versand",
  "label.tax": "MwSt.",
  "label.total": "Gesamt",
  "label.was": "statt",
  "label.ignore":
    "{form, select, formal {Wenn Sie das nicht angefordert haben, können Sie diese E-Mail einfach ignorieren.} other {Wenn du das nicht angefordert hast, kannst du diese E-Mail einfach ignorieren.}}",
  "label.questions":
    "{form, select, formal {Fragen? Antworten Sie einfach auf diese E-Mail.} other {Fragen? Antworte einfach auf diese E-Mail.}}",
  "label.expect": "{form, select, formal {Das erwartet Sie} other {Das erwartet dich}}",
  "label.nextSteps": "So geht es weiter",
  "label.goodToKnow": "Gut zu wissen",
  "label.available": "Erhältlich ab",
  "label.donate":
    "{form, select, formal {Ihre Spende macht es möglich} other {Deine Spende macht es möglich}}",
  "label.discount": "Rabatt",
  "label.tip": "Trinkgeld",
  "link.donate": "{register, select, playful {Jetzt mitmachen} formal {Spenden} other {Jetzt spenden}}",
  "contact.both":
    "{form, select, formal {Fragen? Rufen Sie uns an unter {phone} oder schreiben Sie an {email}.} other {Fragen? Ruf uns an unter {phone} oder schreib an {email}.}}",
  "closing.invite":
    "{form, select, formal {Wir laden Sie herzlich {what} ein.} other {Wir laden dich herzlich {what} ein.}}",
  "contact.phone":
    "{form, select, formal {Fragen? Rufen Sie uns an: {phone}.} other {Fragen? Ruf uns an: {phone}.}}",
  "contact.email":
    "{form, select, formal {Fragen? Schreiben Sie uns an {email}.} other {Fragen? Schreib uns an {email}.}}",
  "label.directions": "Anfahrt",
  "label.openMap": "Route planen",
  "link.register":
    "{register, select, friendly {Platz sichern} playful {Schnell Platz schnappen} formal {Anmelden} other {Jetzt anmelden}}",
  "link.rsvp":
    "{register, select, friendly {Jetzt zusagen} playful {Ich bin dabei} other {Teilnahme bestätigen}}",
  "link.join": "{register, select, friendly {Jetzt teilnehmen} playful {Rein da} other {Zur Veranstaltung}}",
  "link.download":
    "{register, select, friendly {Jetzt herunterladen} playful {Gleich holen} formal {Dokument herunterladen} other {Herunterladen}}",
  "link.read": "{register, select, friendly {Weiterlesen} playful {Reinlesen} other {Artikel lesen}}",
  "link.buy": "{register, select, playful {Gönn dir} formal {Bestellung aufgeben} other {Jetzt bestellen}}",
  "link.other":
    "{register, select, playful {Reinschauen} formal {Weitere Informationen} other {Mehr erfahren}}",
  "heading.programme": "{form, select, formal {Das erwartet Sie} other {Das erwartet dich}}",
  "heading.tickets": "Tickets",
  "heading.travel": "Anreise",
  "heading.speakers": "{form, select, formal {Wen Sie treffen} other {Wen du triffst}}",
  "heading.about": "Worum es geht",
  "type.confirmation-email.noun": "Neuigkeiten von {brand}",
  "type.confirmation-email.subject": [
    "{form, select, formal {Bitte bestätigen Sie Ihre Anmeldung: {quoted}} other {Bitte bestätige deine Anmeldung: {quoted}}}",
    "{form, select, formal {{quoted}: Waren Sie das? Bitte bestätigen} other {{quoted}: Warst du das? Bitte bestätigen}}",
    "{form, select, formal {Noch ein Klick: Ihre Anmeldung für {quoted}} other {Noch ein Klick: deine Anmeldung für {quoted}}}",
  ],
  "type.confirmation-email.preheader": [
    "{form, select, formal {Ein Klick, und Sie sind dabei.} other {Ein Klick, und du bist dabei.}}",
    "{form, select, formal {Wenn Sie sich angemeldet haben, bestätigen Sie mit einem Klick. Wenn nicht, ignorieren Sie diese E-Mail einfach.} other {Wenn du dich angemeldet hast, bestätige mit einem Klick. Wenn nicht, ignoriere diese E-Mail einfach.}}",
    "{form, select, formal {Bestätigen Sie Ihre Adresse, dann ist alles erledigt.} other {Bestätige deine Adresse, dann ist alles erledigt.}}",
  ],
  "type.confirmation-email.eyebrow": ["Noch ein Schritt"],
  "type.confirmation-email.headline": [
    "{named, select, yes {{form, select, formal {Bestätigen Sie Ihre Anmeldung: {thing}} other {Bestätige deine Anmeldung: {thing}}}} other {{form, select, formal {Bitte bestätigen Sie Ihre Anmeldung} other {Bitte bestätige deine Anmeldung}}}}",
    "{named, select, yes {{form, select, formal {{thing}: Waren Sie das?} other {{thing}: Warst du das?}}} other {{form, select, formal {Waren Sie das?} other {Warst du das?}}}}",
    "{named, select, yes {Fast geschafft: {thing}} other {Fast geschafft!}}",
  ],
  "type.confirmation-email.intro": [
    "{form, select, formal {Danke für Ihre Anmeldung für {quoted}! Bitte bestätigen Sie Ihre E-Mail-Adresse mit dem Button unten, damit wir Ihnen schreiben dürfen.} other {Danke für deine Anmeldung für {quoted}! Bitte bestätige deine E-Mail-Adresse mit dem Button unten, damit wir dir schreiben dürfen.}}",
    "{form, select, formal {Diese E-Mail-Adresse wurde gerade für {quoted} angemeldet. Wenn Sie das waren, bestätigen Sie es bitte mit einem Klick.} other {Diese E-Mail-Adresse wurde gerade für {quoted} angemeldet. Wenn du das warst, bestätige es bitte mit einem Klick.}}",
    "{form, select, formal {Nur noch ein Klick: Bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört, und Sie erhalten {quoted}.} other {Nur noch ein Klick: Bestätige, dass diese E-Mail-Adresse dir gehört, und du erhältst {quoted}.}}",
  ],
  "type.confirmation-email.cta": ["Abonnement bestätigen", "E-Mail-Adresse bestätigen"],
  "type.confirmation-email.why":
    "{form, select, formal {Sie erhalten diese E-Mail, weil diese Adresse auf {domain} eingegeben wurde.} other {Du bekommst diese E-Mail, weil diese Adresse auf {domain} eingegeben wurde.}}",
  "type.newsletter.noun": "Neuigkeiten von {brand}",
  "type.newsletter.subject": [
    "{named, select, yes {{thing}} other {Frisch von {brand}}}",
    "{named, select, yes {{thing}: Was gibt es Neues?} other {Was gibt es Neues bei {brand}?}}",
    "{named, select, yes {{thing} auf einen Blick} other {{brand} auf einen Blick}}",
    "{named, select, yes {{thing}: {lead}} other {{lead}}}",
  ],
  "type.newsletter.preheader": [
    "Das Neueste von {brand} – kurz und kompakt.",
    "Woran wir zuletzt gearbeitet haben.",
    "Alles Wichtige dieses Mal auf einen Blick.",
    "Und alles Weitere von {brand}.",
  ],
  "type.newsletter.eyebrow": ["Newsletter", "Neuigkeiten"],
  "type.newsletter.headline": [
    "{named, select, yes {{thing}} other {Frisch von {brand}}}",
    "{named, select, yes {{thing}: Was gibt es Neues?} other {Was gibt es Neues bei {brand}?}}",
    "{named, select, yes {{thing} auf einen Blick} other {{brand} auf einen Blick}}",
    "{named, select, yes {{thing}: {lead}} other {{lead}}}",
  ],
  "type.newsletter.intro": [
    "Hier ist das Neueste von {brand}.",
    "Was war los bei uns? Hier die Kurzfassung.",
    "Alles Wichtige dieses Mal, kurz zusammengefasst.",
    "Wir beginnen mit dem Wichtigsten, danach folgt der Rest.",
  ],
  "type.newsletter.cta": ["{domain} besuchen", "Mehr auf {domain}"],
  "type.newsletter.why":
    "{form, select, formal {Sie erhalten diesen Newsletter, weil Sie Neuigkeiten von {brand} abonniert haben.} other {Du bekommst diesen Newsletter, weil du Neuigkeiten von {brand} abonniert hast.}}",
  "type.transactional-purchase.noun": "{form, select, formal {Ihre Bestellung} other {deine Bestellung}}",
  "type.transactional-purchase.subject": [
    "{form, select, formal {Danke für Ihre Bestellung bei {brand}} other {Danke für deine Bestellung bei {brand}}}",
    "{form, select, formal {Ihre Bestellung bei {brand} ist bestätigt} other {Deine Bestellung bei {brand} ist bestätigt}}",
    "{form, select, formal {Ihre Bestellung bei {brand}: So geht es weiter} other {Deine Bestellung bei {brand}: So geht es weiter}}",
  ],
  "type.transactional-purchase.preheader": [
    "{form, select, formal {Ihre Bestellübersicht finden Sie in dieser E-Mail.} other {Deine Bestellübersicht findest du in dieser E-Mail.}}",
    "{form, select, formal {Wir haben Ihre Bestellung erhalten.} other {Wir haben deine Bestellung erhalten.}}",
    "{form, select, formal {Ihr Beleg und die nächsten Schritte auf einen Blick.} other {Dein Beleg und die nächsten Schritte auf einen Blick.}}",
  ],
  "type.transactional-purchase.eyebrow": ["Bestellung bestätigt", "Beleg"],
  "type.transactional-purchase.headline": [
    "{form, select, formal {Vielen Dank für Ihre Bestellung!} other {Vielen Dank für deine Bestellung!}}",
    "{form, select, formal {Ihre Bestellung ist bestätigt} other {Deine Bestellung ist bestätigt}}",
    "Bestellung erhalten: So geht es weiter",
  ],
  "type.transactional-purchase.intro": [
    "{form, select, formal {Vielen Dank für Ihre Bestellung bei {brand}! Hier ist Ihre Übersicht.} other {Vielen Dank für deine Bestellung bei {brand}! Hier ist deine Übersicht.}}",
    "{form, select, formal {Gute Nachricht: Ihre Bestellung bei {brand} ist bestätigt. Hier sind die Details.} other {Gute Nachricht: Deine Bestellung bei {brand} ist bestätigt. Hier sind die Details.}}",
    "{form, select, formal {Wir haben Ihre Bestellung erhalten. Unten lesen Sie, wie es weitergeht, und finden Ihren Beleg.} other {Wir haben deine Bestellung erhalten. Unten liest du, wie es weitergeht, und findest deinen Beleg.}}",
  ],
  "type.transactional-purchase.cta": ["Bestellung ansehen", "Bestellstatus ansehen"],
  "type.transactional-purchase.why":
    "{form, select, formal {Dies ist ein Beleg für Ihren Einkauf bei {brand}.} other {Dies ist ein Beleg für deinen Einkauf bei {brand}.}}",
  "type.transactional-purchase.support.subject": [
    "{form, select, formal {Herzlichen Dank für Ihre Unterstützung von {brand}} other {Herzlichen Dank für deine Unterstützung von {brand}}}",
    "{form, select, formal {Ihre Unterstützung für {brand} ist bestätigt} other {Deine Unterstützung für {brand} ist bestätigt}}",
    "{form, select, formal {Ihre Unterstützung für {brand}: So geht es weiter} other {Deine Unterstützung für {brand}: So geht es weiter}}",
  ],
  "type.transactional-purchase.support.preheader": [
    "{form, select, formal {Ihre Bestätigung und Übersicht finden Sie in dieser E-Mail.} other {Deine Bestätigung und Übersicht findest du in dieser E-Mail.}}",
    "{form, select, formal {Wir haben Ihre Zusage erhalten.} other {Wir haben deine Zusage erhalten.}}",
    "{form, select, formal {Ihre Übersicht und die nächsten Schritte auf einen Blick.} other {Deine Übersicht und die nächsten Schritte auf einen Blick.}}",
  ],
  "type.transactional-purchase.support.eyebrow": ["Herzlichen Dank", "Bestätigung"],
  "type.transactional-purchase.support.headline": [
    "{form, select, formal {Herzlichen Dank für Ihre Unterstützung!} other {Herzlichen Dank für deine Unterstützung!}}",
    "{form, select, formal {Ihre Unterstützung ist bestätigt} other {Deine Unterstützung ist bestätigt}}",
    "Herzlichen Dank: So geht es weiter",
  ],
  "type.transactional-purchase.support.intro": [
    "{form, select, formal {Herzlichen Dank, dass Sie {brand} unterstützen! Hier ist Ihre Übersicht.} other {Herzlichen Dank, dass du {brand} unterstützt! Hier ist deine Übersicht.}}",
    "{form, select, formal {Gute Nachricht: Ihre Unterstützung für {brand} ist bestätigt. Hier sind die Details.} other {Gute Nachricht: Deine Unterstützung für {brand} ist bestätigt. Hier sind die Details.}}",
    "{form, select, formal {Wir haben Ihre Zusage erhalten. Unten lesen Sie, wie es weitergeht, und finden Ihre Übersicht.} other {Wir haben deine Zusage erhalten. Unten liest du, wie es weitergeht, und findest deine Übersicht.}}",
  ],
  "type.transactional-purchase.support.why":
    "{form, select, formal {Dies ist eine Bestätigung Ihrer Unterstützung für {brand}.} other {Dies ist eine Bestätigung deiner Unterstützung für {brand}.}}",
  "type.whitepaper-autoreply.noun": "{form, select, formal {Ihr Download} other {dein Download}}",
  "type.whitepaper-autoreply.subject": [
    "{named, select, yes {{form, select, formal {Ihr Exemplar: {thing}} other {Dein Exemplar: {thing}}}} other {{form, select, formal {Ihr Download von {brand}} other {Dein Download von {brand}}}}}",
    "{named, select, yes {Das steckt drin: {thing}} other {{form, select, formal {Das steckt in Ihrem Download} other {Das steckt in deinem Download}}}}",
    "{named, select, yes {Bereit für {quoted}?} other {Bereit zum Lesen?}}",
  ],
  "type.whitepaper-autoreply.preheader": [
    "{form, select, formal {Ihr Download-Link ist in dieser E-Mail.} other {Dein Download-Link ist in dieser E-Mail.}}",
    "{form, select, formal {Ein kurzer Blick hinein – und Ihr Download-Link.} other {Ein kurzer Blick hinein – und dein Download-Link.}}",
    "{form, select, formal {Danke für Ihr Interesse – Ihr Exemplar ist nur einen Klick entfernt.} other {Danke für dein Interesse – dein Exemplar ist nur einen Klick entfernt.}}",
  ],
  "type.whitepaper-autoreply.eyebrow": [
    "{form, select, formal {Ihr Download} other {Dein Download}}",
    "Kostenlose Ressource",
  ],
  "type.whitepaper-autoreply.headline": [
    "{named, select, yes {{form, select, formal {Ihr Exemplar: {thing}} other {Dein Exemplar: {thing}}}} other {{form, select, formal {Ihr Download ist bereit} other {Dein Download ist bereit}}}}",
    "{named, select, yes {Das steckt in {quoted}} other {{form, select, formal {Das steckt in Ihrem Download} other {Das steckt in deinem Download}}}}",
    "{named, select, yes {Bereit für {quoted}?} other {Bereit zum Lesen?}}",
  ],
  "type.whitepaper-autoreply.intro": [
    "{named, select, yes {{form, select, formal {Danke für Ihr Interesse an {quoted}. Ihr Exemplar steht zum Download bereit.} other {Danke für dein Interesse an {quoted}. Dein Exemplar steht zum Download bereit.}}} other {{form, select, formal {Danke für Ihr Interesse. Ihr Exemplar steht zum Download bereit.} other {Danke für dein Interesse. Dein Exemplar steht zum Download bereit.}}}}",
    "{named, select, yes {{form, select, formal {Danke, dass Sie {quoted} heruntergeladen haben! Hier ein kurzer Blick hinein.} other {Danke, dass du {quoted} heruntergeladen hast! Hier ein kurzer Blick hinein.}}} other {{form, select, formal {Danke für Ihren Download! Hier ein kurzer Blick hinein.} other {Danke für deinen Download! Hier ein kurzer Blick hinein.}}}}",
    "{form, select, formal {Vielen Dank für Ihr Interesse an {brand}. Ihr Exemplar ist nur einen Klick entfernt.} other {Danke für dein Interesse an {brand}! Dein Exemplar ist nur einen Klick entfernt.}}",
  ],
  "type.whitepaper-autoreply.cta": ["Jetzt herunterladen", "Exemplar herunterladen"],
  "type.whitepaper-autoreply.why":
    "{form, select, formal {Sie haben diesen Download auf {domain} angefordert.} other {Du hast diesen Download auf {domain} angefordert.}}",
  "type.webinar.noun": "unser Live-Webinar",
  "type.webinar.subject": [
    "{named, select, yes {Webinar: {thing}} other {Einladung zum Live-Webinar von {brand}}}",
    "{named, select, yes {{form, select, formal {{thing}: Sind Sie dabei?} other {{thing}: Bist du dabei?}}} other {{form, select, formal {Sind Sie live dabei?} other {Bist du live dabei?}}}}",
    "{named, select, yes {Live und online: {thing}} other {Live und online mit {brand}}}",
    "{named, select, yes {{date}: {thing}} other {{date}: Live-Webinar mit {brand}}}",
  ],
  "type.webinar.preheader": [
    "{form, select, formal {Sichern Sie sich Ihren Platz für die Live-Session.} other {Sichere dir deinen Platz für die Live-Session.}}",
    "{form, select, formal {Wir freuen uns auf Sie – jetzt Platz sichern.} other {Wir freuen uns auf dich – jetzt Platz sichern.}}",
    "{form, select, formal {Seien Sie live dabei, egal wo Sie sind.} other {Sei live dabei, egal wo du bist.}}",
    "Termin vormerken und Platz sichern.",
  ],
  "type.webinar.eyebrow": ["Live-Webinar", "Einladung"],
  "type.webinar.headline": [
    "{named, select, yes {{thing}} other {Live-Webinar von {brand}}}",
    "{named, select, yes {{form, select, formal {Sind Sie dabei bei {quoted}?} other {Bist du dabei bei {quoted}?}}} other {{form, select, formal {Sind Sie live dabei?} other {Bist du live dabei?}}}}",
    "{named, select, yes {Live und online: {thing}} other {Live und online mit {brand}}}",
    "{named, select, yes {{date}: {thing}} other {Live am {date}}}",
  ],
  "type.webinar.intro": [
    "{form, select, formal {Wir laden Sie herzlich ein, live und online dabei zu sein.} other {Wir laden dich herzlich ein, live und online dabei zu sein.}}",
    "{form, select, formal {Wir würden uns freuen, Sie live dabeizuhaben.} other {Wir würden uns freuen, dich live dabeizuhaben.}}",
    "{form, select, formal {Seien Sie live dabei – egal, wo Sie gerade sind.} other {Sei live dabei – egal, wo du gerade bist.}}",
    "{form, select, formal {Tragen Sie sich den Termin ein.} other {Trag dir den Termin ein.}}",
  ],
  "type.webinar.cta": ["Jetzt anmelden", "Platz sichern"],
  "type.webinar.why":
    "{form, select, formal {Sie erhalten diese Einladung, weil Sie Neuigkeiten von {brand} abonniert haben.} other {Du bekommst diese Einladung, weil du Neuigkeiten von {brand} abonniert hast.}}",
  "type.offline-event.noun": "unsere Veranstaltung",
  "type.offline-event.subject": [
    "{named, select, yes {Einladung: {thing}} other {Einladung von {brand}}}",
    "{named, select, yes {{form, select, formal {{thing}: Sind Sie dabei?} other {{thing}: Bist du dabei?}}} other {{form, select, formal {Sind Sie dabei?} other {Bist du dabei?}}}}",
    "{named, select, yes {Wir sehen uns: {thing}} other {{form, select, formal {Treffen Sie uns persönlich} other {Triff uns persönlich}}}}",
    "{named, select, yes {{date}: {thing}} other {Vormerken: {date}}}",
  ],
  "type.offline-event.preheader": [
    "{form, select, formal {Wir freuen uns auf Sie.} other {Wir freuen uns auf dich.}}",
    "{form, select, formal {Sagen Sie uns, ob Sie kommen.} other {Sag uns, ob du kommst.}}",
    "{form, select, formal {Kommen Sie vorbei und sagen Sie persönlich Hallo.} other {Komm vorbei und sag persönlich Hallo.}}",
    "Termin vormerken: alle Details in dieser E-Mail.",
  ],
  "type.offline-event.eyebrow": ["Einladung", "Veranstaltung vor Ort"],
  "type.offline-event.headline": [
    "{named, select, yes {{thing}} other {{form, select, formal {Sie sind eingeladen} other {Du bist eingeladen}}}}",
    "{named, select, yes {{form, select, formal {Sind Sie dabei? {thing}} other {Bist du dabei? {thing}}}} other {{form, select, formal {Sind Sie dabei?} other {Bist du dabei?}}}}",
    "{named, select, yes {Wir sehen uns: {thing}} other {{form, select, formal {Treffen Sie uns persönlich} other {Triff uns persönlich}}}}",
    "{named, select, yes {{date}: {thing}} other {Vormerken: {date}}}",
  ],
  "type.offline-event.intro": [
    "{form, select, formal {Sie sind herzlich eingeladen! Wir freuen uns, Sie persönlich zu begrüßen.} other {Du bist herzlich eingeladen! Wir freuen uns, dich persönlich zu begrüßen.}}",
    "{form, select, formal {Wir würden uns freuen, Sie zu sehen.} other {Wir würden uns freuen, dich zu sehen.}}",
    "{form, select, formal {Manches ist persönlich einfach schöner. Kommen Sie vorbei!} other {Manches ist persönlich einfach schöner. Komm vorbei!}}",
    "{form, select, formal {Tragen Sie sich den Termin gleich ein.} other {Trag dir den Termin gleich ein.}}",
  ],
  "type.offline-event.cta": ["Jetzt zusagen", "Jetzt anmelden"],
  "type.offline-event.why":
    "{form, select, formal {Sie erhalten diese Einladung, weil Sie zur Community von {brand} gehören.} other {Du bekommst diese Einladung, weil du zur Community von {brand} gehörst.}}",
  "type.customer-onboarding.noun": "{brand}",
  "type.customer-onboarding.subject": [
    "Willkommen bei {thing}!",
    "{form, select, formal {Willkommen bei {thing}! So starten Sie} other {Willkommen bei {thing}! So startest du}}",
    "<firstName>Hallo</firstName>, bereit für den Start mit {thing}?",
  ],
  "type.customer-onboarding.preheader": [
    "{form, select, formal {Schön, dass Sie dabei sind.} other {Schön, dass du dabei bist.}}",
    "{form, select, formal {Ihre ersten Schritte, einer nach dem anderen.} other {Deine ersten Schritte, einer nach dem anderen.}}",
    "Alles für einen guten Start.",
  ],
  "type.customer-onboarding.eyebrow": ["Willkommen", "Erste Schritte"],
  "type.customer-onboarding.headline": [
    "Willkommen bei {thing}!",
    "{form, select, formal {So starten Sie mit {thing}} other {So startest du mit {thing}}}",
    "Bereit für den Start mit {thing}?",
  ],
  "type.customer-onboarding.intro": [
    "{form, select, formal {Wir freuen uns sehr, dass Sie dabei sind.} other {Wir freuen uns sehr, dass du dabei bist.}}",
    "Der Start ist ganz einfach – so geht es jetzt weiter.",
    "{form, select, formal {Danke, dass Sie sich für {brand} entschieden haben. Hier ist alles für einen guten Start.} other {Danke, dass du dich für {brand} entschieden hast. Hier ist alles für einen guten Start.}}",
  ],
  "type.customer-onboarding.cta": ["Jetzt starten", "{domain} besuchen"],
  "type.customer-onboarding.why":
    "{form, select, formal {Sie erhalten diese E-Mail, weil Sie sich bei {brand} angemeldet haben.} other {Du bekommst diese E-Mail, weil du dich bei {brand} angemeldet hast.}}",
  "type.product-launch.noun": "etwas Neues",
  "type.product-launch.subject": [
    "{named, select, yes {Neu: {thing}} other {Neu bei {brand}}}",
    "{named, select, yes {Schon gesehen? {thing}} other {Schon gesehen, was es Neues bei {brand} gibt?}}",
    "{named, select, yes {Darf ich vorstellen: {thing}} other {Das Neueste von {brand}}}",
    "{named, select, yes {{thing} – ab {date}} other {Neu bei {brand} ab {date}}}",
    "{named, select, yes {{thing}: {offer}} other {Neu bei {brand}: {offer}}}",
  ],
  "type.product-launch.preheader": [
    "Ab sofort bei {brand}.",
    "Warum sich ein Blick lohnt.",
    "Das Neueste von {brand} auf einen Blick.",
    "Vormerken: {date}.",
    "{form, select, formal {Verpassen Sie das Angebot zum Start nicht.} other {Verpasse das Angebot zum Start nicht.}}",
  ],
  "type.product-launch.eyebrow": ["Neu", "Gerade erschienen"],
  "type.product-launch.headline": [
    "{named, select, yes {Neu: {thing}} other {Neu bei {brand}}}",
    "{named, select, yes {Schon gesehen? {thing}} other {Schon gesehen, was es Neues gibt?}}",
    "{named, select, yes {Darf ich vorstellen: {thing}} other {Das Neueste von {brand}}}",
    "{named, select, yes {{thing} – ab {date}} other {Neu ab {date}}}",
    "{named, select, yes {{thing}: {offer}} other {{offer} auf unsere Neuheit}}",
  ],
  "type.product-launch.intro": [
    "{named, select, yes {Das ist {thing}, ganz neu bei {brand}.} other {Es gibt etwas Neues bei {brand}.}}",
    "{named, select, yes {{form, select, formal {Kennen Sie schon {thing}? Hier erfahren Sie, warum sich ein Blick lohnt.} other {Kennst du schon {thing}? Hier erfährst du, warum sich ein Blick lohnt.}}} other {Hier ist unsere Neuheit – und warum sich ein Blick lohnt.}}",
    "{named, select, yes {{brand} stellt vor: {thing}.} other {{form, select, formal {{brand} hat etwas Neues für Sie.} other {{brand} hat etwas Neues für dich.}}}}",
    "{named, select, yes {{thing} gibt es ab {date}.} other {Erhältlich ab {date}.}}",
    "{named, select, yes {{thing} ist da – mit einem Angebot zum Start.} other {Unsere Neuheit ist da – mit einem Angebot zum Start.}}",
  ],
  "type.product-launch.cta": ["Jetzt entdecken", "Auf {domain} ansehen"],
  "type.product-launch.why":
    "{form, select, formal {Sie erhalten diese E-Mail, weil Sie Produktneuheiten von {brand} abonniert haben.} other {Du bekommst diese E-Mail, weil du Produktneuheiten von {brand} abonniert hast.}}",
  "type.confirmation-email.reservation.eyebrow": "Reservierung bestätigt",
  "type.confirmation-email.reservation.headline":
    "{form, select, formal {Ihre Reservierung ist bestätigt} other {Deine Reservierung ist bestätigt}}",
  "type.confirmation-email.reservation.intro":
    "{form, select, formal {Vielen Dank für Ihre Reservierung bei {brand}. Hier sind die Angaben; wir freuen uns auf Ihren Besuch.} other {Danke für deine Reservierung bei {brand}. Hier sind die Angaben; wir freuen uns auf deinen Besuch.}}",
  "type.confirmation-email.appointment.eyebrow": "Termin bestätigt",
  "type.confirmation-email.appointment.headline":
    "{form, select, formal {Ihr Termin ist bestätigt} other {Dein Termin ist bestätigt}}",
  "type.confirmation-email.appointment.intro":
    "{form, select, formal {Vielen Dank für Ihre Terminbuchung bei {brand}. Hier sind die Angaben.} other {Danke für deine Terminbuchung bei {brand}. Hier sind die Angaben.}}",
  "type.confirmation-email.registration.eyebrow": "Anmeldung bestätigt",
  "type.confirmation-email.registration.headline":
    "{form, select, formal {Sie sind angemeldet} other {Du bist angemeldet}}",
  "type.confirmation-email.registration.intro":
    "{form, select, formal {Vielen Dank für Ihre Anmeldung bei {brand}. Hier sind die Angaben.} other {Danke für deine Anmeldung bei {brand}. Hier sind die Angaben.}}",
  "type.confirmation-email.intake.eyebrow": "Auftrag angenommen",
  "type.confirmation-email.intake.headline":
    "{form, select, formal {Wir haben Ihren Auftrag angenommen} other {Wir haben deinen Auftrag angenommen}}",
  "type.confirmation-email.intake.intro":
    "{form, select, formal {Vielen Dank für Ihr Vertrauen. Hier sind die Angaben und wie es weitergeht.} other {Danke für dein Vertrauen. Hier sind die Angaben und wie es weitergeht.}}",
  "type.confirmation-email.request.eyebrow": "Anfrage erhalten",
  "type.confirmation-email.request.headline":
    "{form, select, formal {Wir haben Ihre Anfrage erhalten} other {Wir haben deine Anfrage erhalten}}",
  "type.confirmation-email.request.intro":
    "{form, select, formal {Vielen Dank für Ihre Anfrage. Hier sind Ihre Referenz und die nächsten Schritte.} other {Danke für deine Anfrage. Hier sind deine Referenz und die nächsten Schritte.}}",
  "type.confirmation-email.application.eyebrow": "Bewerbung erhalten",
  "type.confirmation-email.application.headline":
    "{form, select, formal {Wir haben Ihre Bewerbung erhalten} other {Wir haben deine Bewerbung erhalten}}",
  "type.confirmation-email.application.intro":
    "{form, select, formal {Vielen Dank für Ihre Bewerbung bei {brand}. So geht es weiter.} other {Danke für deine Bewerbung bei {brand}. So geht es weiter.}}",
  "type.confirmation-email.details": "{form, select, formal {Ihre Angaben} other {Deine Angaben}}",
  "type.confirmation-email.next": "Gut zu wissen",
  "type.confirmation-email.reach.lead":
    "{kind, select, request {Eilt es?} application {Fragen?} other {{form, select, formal {Sie möchten etwas ändern oder absagen?} other {Du möchtest etwas ändern oder absagen?}}}}",
  "type.confirmation-email.reach.how":
    "{form, select, formal {{how, select, email {Schreiben Sie uns an {email}.} both {Rufen Sie uns an unter {phone} oder schreiben Sie an {email}.} other {Rufen Sie uns an: {phone}.}}} other {{how, select, email {Schreib uns an {email}.} both {Ruf uns an unter {phone} oder schreib an {email}.} other {Ruf uns an: {phone}.}}}}",
  "type.transactional-purchase.attached": "Im Anhang: {what}.",
};
