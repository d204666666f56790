import type { CampaignType } from "../../../shared/campaign-types";
import type { Lang } from "../../../shared/facts";

/**
 * Every fixed string of an e-mail, per language. Placeholders in braces are filled by `fill` and never reach a reader:
 * {brand}, {thing} (the campaign's title or the type's noun), {quoted} (the title in the language's quotation marks, where
 * a name after a verb would want an article: "Descarregue «Guia da Reforma»"; the noun as is), {domain}, {date}.
 */
export interface TypeStrings {
  /** What the campaign is called when the brief gives no title. */
  noun: string;
  subject: string[];
  preheader: string[];
  eyebrow: string[];
  headline: string[];
  intro: string[];
  cta: string[];
  /** Footer: why the reader gets this e-mail. */
  why: string;
}

export interface Strings {
  unsubscribe: string;
  preferences: string;
  visit: string;
  viewInBrowser: string;
  signoff: string[];
  team: string;
  hello: string;
  labels: {
    date: string;
    time: string;
    venue: string;
    where: string;
    online: string;
    speaker: string;
    speakers: string;
    product: string;
    price: string;
    code: string;
    validUntil: string;
    /** The last day to register for an event. */
    rsvpBy: string;
    offer: string;
    agenda: string;
    details: string;
    learn: string;
    inside: string;
    highlights: string;
    /** Heading of a product's points (a launch is not an issue). */
    features: string;
    join: string;
    joinLink: string;
    calendar: string;
    addToCalendar: string;
    contact: string;
    fromSite: string;
    explore: string;
    firstSteps: string;
    orderSummary: string;
    orderDetails: string;
    orderNumber: string;
    orderDate: string;
    shippingTo: string;
    payment: string;
    qty: string;
    subtotal: string;
    shipping: string;
    tax: string;
    total: string;
    /** Before a struck-through list price, after the price paid now: "€14.50 was €19". */
    was: string;
    ignore: string;
    questions: string;
  };
  types: Record<CampaignType, TypeStrings>;
}

const en: Strings = {
  unsubscribe: "Unsubscribe from these emails",
  preferences: "Manage email preferences",
  visit: "Visit {domain}",
  viewInBrowser: "View in browser",
  signoff: ["Best regards,", "Warm regards,", "Thank you,", "See you soon,"],
  team: "The {brand} team",
  hello: "Hi {{first_name|there}},",
  labels: {
    date: "Date",
    time: "Time",
    venue: "Venue",
    where: "Where",
    online: "Online",
    speaker: "Speaker",
    speakers: "Speakers",
    product: "Product",
    price: "Price",
    code: "Code",
    validUntil: "Valid until",
    rsvpBy: "RSVP by",
    offer: "Your offer",
    agenda: "Agenda",
    details: "The details",
    learn: "What you'll learn",
    inside: "What's inside",
    highlights: "In this issue",
    features: "Highlights",
    join: "Join online",
    joinLink: "Open the joining link",
    calendar: "Save the date",
    addToCalendar: "Add to Google Calendar",
    contact: "Contact",
    fromSite: "On {domain}",
    explore: "Explore {brand}",
    firstSteps: "Your first steps",
    orderSummary: "Order summary",
    orderDetails: "Order details",
    orderNumber: "Order number",
    orderDate: "Order date",
    shippingTo: "Shipping to",
    payment: "Payment",
    qty: "Qty",
    subtotal: "Subtotal",
    shipping: "Shipping",
    tax: "Tax",
    total: "Total",
    was: "was",
    ignore: "If you didn't request this, you can safely ignore this email.",
    questions: "Questions? Just reply to this email.",
  },
  types: {
    "confirmation-email": {
      noun: "{brand}",
      subject: ["Please confirm your subscription to {thing}", "Confirm your email for {thing}"],
      preheader: [
        "Tap the button inside to confirm your subscription.",
        "Confirm your address to start receiving emails from {brand}.",
      ],
      eyebrow: ["One more step"],
      headline: [
        "Confirm your email address",
        "Please confirm it's you",
        "Confirm your subscription to {thing}",
      ],
      intro: [
        "Thanks for signing up to hear from {brand}. Please confirm your subscription with the button below.",
        "You asked to receive emails from {brand} at this address. Please confirm that this was you.",
      ],
      cta: ["Confirm my subscription", "Confirm email address"],
      why: "You received this email because this address was entered on {domain}.",
    },
    newsletter: {
      noun: "the latest news",
      subject: ["News from {brand}", "{thing} - {brand}"],
      preheader: ["The latest from {brand}, in one short read.", "What's new at {brand}."],
      eyebrow: ["Newsletter", "The latest"],
      headline: ["{thing}", "News from {brand}"],
      intro: ["Here is the latest from {brand}.", "Here's what's new at {brand}."],
      cta: ["Visit {domain}", "Read more on {domain}"],
      why: "You are receiving this newsletter because you subscribed to updates from {brand}.",
    },
    "transactional-purchase": {
      noun: "your order",
      subject: ["Your {brand} order is confirmed", "Thanks for your order - {brand}"],
      preheader: ["Your order summary is inside.", "We've received your order."],
      eyebrow: ["Order confirmed", "Receipt"],
      headline: ["Thanks for your order!", "Your order is confirmed"],
      intro: [
        "Thank you for shopping with {brand}. We've received your order; you'll find the summary below.",
        "Good news: your order with {brand} is confirmed. Here is the summary.",
      ],
      cta: ["View your order", "See order status"],
      why: "This is a receipt for your purchase from {brand}.",
    },
    "whitepaper-autoreply": {
      noun: "your download",
      subject: ["Your download from {brand}: {thing}", "Here's your copy of {thing}"],
      preheader: ["Your download link is inside.", "Thanks for your interest - your copy is one click away."],
      eyebrow: ["Your download", "Free resource"],
      headline: ["Your copy of {thing} is ready", "Here's the download you asked for"],
      intro: [
        "Thank you for your interest in {brand}. Your download is ready with the button below.",
        "Thanks for requesting {quoted}. You can download it with the button below.",
      ],
      cta: ["Download now", "Get your copy"],
      why: "You requested this download on {domain}.",
    },
    webinar: {
      noun: "our webinar",
      subject: ["You're invited: {thing}", "Join us live: {thing}"],
      preheader: ["Save your seat for our live session.", "A live online session from {brand}."],
      eyebrow: ["Live webinar", "You're invited"],
      headline: ["{thing}", "Join us live: {thing}"],
      intro: [
        "Join {brand} for a live online session.",
        "You're invited to a live online session with {brand}.",
      ],
      cta: ["Register now", "Save my seat"],
      why: "You are receiving this invitation because you subscribed to updates from {brand}.",
    },
    "offline-event": {
      noun: "our event",
      subject: ["You're invited: {thing}", "Join us in person: {thing}"],
      preheader: ["We'd love to see you there.", "An in-person event from {brand}."],
      eyebrow: ["You're invited", "In-person event"],
      headline: ["{thing}", "Join us in person: {thing}"],
      intro: ["{brand} invites you to join us in person.", "We'd love to welcome you in person."],
      cta: ["Reply to RSVP", "Register now"],
      why: "You are receiving this invitation because you are part of the {brand} community.",
    },
    "customer-onboarding": {
      noun: "{brand}",
      subject: ["Welcome to {thing}", "{{first_name|Hi}}, welcome aboard!"],
      preheader: ["Good to have you with us.", "Everything to get started with {brand}."],
      eyebrow: ["Welcome", "Getting started"],
      headline: ["Welcome to {thing}!", "Great to have you with us"],
      intro: ["We're delighted you've joined {brand}.", "Thank you for choosing {brand}."],
      cta: ["Get started", "Visit {domain}"],
      why: "You are receiving this email because you signed up with {brand}.",
    },
    "product-launch": {
      noun: "something new",
      subject: ["Introducing {thing}", "New from {brand}: {thing}"],
      preheader: ["Now available from {brand}.", "See what's new at {brand}."],
      eyebrow: ["Just launched", "New"],
      headline: ["Introducing {thing}", "Meet {thing}"],
      intro: ["Say hello to {thing}, new from {brand}.", "{brand} presents {thing}."],
      cta: ["Discover it now", "See it on {domain}"],
      why: "You are receiving this email because you subscribed to product news from {brand}.",
    },
  },
};

const de: Strings = {
  unsubscribe: "Von diesen E-Mails abmelden",
  preferences: "E-Mail-Einstellungen verwalten",
  visit: "{domain} besuchen",
  viewInBrowser: "Im Browser ansehen",
  signoff: ["Viele Grüße,", "Herzliche Grüße,", "Beste Grüße,"],
  team: "Ihr {brand}-Team",
  hello: "Hallo {{first_name|zusammen}},",
  labels: {
    date: "Datum",
    time: "Uhrzeit",
    venue: "Ort",
    where: "Wo",
    online: "Online",
    speaker: "Referent",
    speakers: "Referenten",
    product: "Produkt",
    price: "Preis",
    code: "Code",
    validUntil: "Gültig bis",
    rsvpBy: "Anmeldeschluss",
    offer: "Ihr Angebot",
    agenda: "Programm",
    details: "Die Details",
    learn: "Das erfahren Sie",
    inside: "Das erwartet Sie",
    highlights: "In dieser Ausgabe",
    features: "Highlights",
    join: "Online teilnehmen",
    joinLink: "Zum Teilnahme-Link",
    calendar: "Termin vormerken",
    addToCalendar: "In Google Kalender eintragen",
    contact: "Kontakt",
    fromSite: "Auf {domain}",
    explore: "{brand} entdecken",
    firstSteps: "Ihre ersten Schritte",
    orderSummary: "Bestellübersicht",
    orderDetails: "Bestelldetails",
    orderNumber: "Bestellnummer",
    orderDate: "Bestelldatum",
    shippingTo: "Lieferung an",
    payment: "Zahlung",
    qty: "Menge",
    subtotal: "Zwischensumme",
    shipping: "Versand",
    tax: "MwSt.",
    total: "Gesamt",
    was: "statt",
    ignore: "Wenn Sie das nicht angefordert haben, können Sie diese E-Mail einfach ignorieren.",
    questions: "Fragen? Antworten Sie einfach auf diese E-Mail.",
  },
  types: {
    "confirmation-email": {
      noun: "{brand}",
      subject: [
        "Bitte bestätigen Sie Ihr Abonnement: {thing}",
        "Bestätigen Sie Ihre E-Mail-Adresse für {thing}",
      ],
      preheader: [
        "Ein Klick auf den Button bestätigt Ihr Abonnement.",
        "Bestätigen Sie Ihre Adresse, um E-Mails von {brand} zu erhalten.",
      ],
      eyebrow: ["Noch ein Schritt"],
      headline: [
        "Bestätigen Sie Ihre E-Mail-Adresse",
        "Bitte bestätigen Sie, dass Sie es sind",
        "Bestätigen Sie Ihr Abonnement: {thing}",
      ],
      intro: [
        "Danke für Ihre Anmeldung bei {brand}. Bitte bestätigen Sie Ihr Abonnement mit dem Button unten.",
        "Sie möchten E-Mails von {brand} an diese Adresse erhalten. Bitte bestätigen Sie das.",
      ],
      cta: ["Abonnement bestätigen", "E-Mail-Adresse bestätigen"],
      why: "Sie erhalten diese E-Mail, weil diese Adresse auf {domain} eingegeben wurde.",
    },
    newsletter: {
      noun: "Neuigkeiten",
      subject: ["Neues von {brand}", "{thing} – {brand}"],
      preheader: ["Das Neueste von {brand} in einer kurzen Lektüre.", "Was es bei {brand} Neues gibt."],
      eyebrow: ["Newsletter", "Neuigkeiten"],
      headline: ["{thing}", "Neues von {brand}"],
      intro: ["Hier ist das Neueste von {brand}.", "Das gibt es Neues bei {brand}."],
      cta: ["{domain} besuchen", "Mehr auf {domain}"],
      why: "Sie erhalten diesen Newsletter, weil Sie Neuigkeiten von {brand} abonniert haben.",
    },
    "transactional-purchase": {
      noun: "Ihre Bestellung",
      subject: ["Ihre Bestellung bei {brand} ist bestätigt", "Danke für Ihre Bestellung – {brand}"],
      preheader: [
        "Ihre Bestellübersicht finden Sie in dieser E-Mail.",
        "Wir haben Ihre Bestellung erhalten.",
      ],
      eyebrow: ["Bestellung bestätigt", "Beleg"],
      headline: ["Danke für Ihre Bestellung!", "Ihre Bestellung ist bestätigt"],
      intro: [
        "Vielen Dank für Ihren Einkauf bei {brand}. Wir haben Ihre Bestellung erhalten; die Übersicht finden Sie unten.",
        "Gute Nachricht: Ihre Bestellung bei {brand} ist bestätigt. Hier ist die Übersicht.",
      ],
      cta: ["Bestellung ansehen", "Bestellstatus ansehen"],
      why: "Dies ist ein Beleg für Ihren Einkauf bei {brand}.",
    },
    "whitepaper-autoreply": {
      noun: "Ihr Download",
      subject: ["Ihr Download von {brand}: {thing}", "Hier ist Ihr Exemplar: {thing}"],
      preheader: [
        "Ihr Download-Link ist in dieser E-Mail.",
        "Danke für Ihr Interesse – Ihr Exemplar ist nur einen Klick entfernt.",
      ],
      eyebrow: ["Ihr Download", "Kostenlose Ressource"],
      headline: ["{thing} steht für Sie bereit", "Hier ist Ihr angeforderter Download"],
      intro: [
        "Vielen Dank für Ihr Interesse an {brand}. Ihr Download steht über den Button unten bereit.",
        "Danke für Ihre Anfrage. Sie können {quoted} über den Button unten herunterladen.",
      ],
      cta: ["Jetzt herunterladen", "Exemplar herunterladen"],
      why: "Sie haben diesen Download auf {domain} angefordert.",
    },
    webinar: {
      noun: "unser Webinar",
      subject: ["Einladung: {thing}", "Live dabei sein: {thing}"],
      preheader: ["Sichern Sie sich Ihren Platz für unsere Live-Session.", "Eine Live-Session von {brand}."],
      eyebrow: ["Live-Webinar", "Einladung"],
      headline: ["{thing}", "Live dabei: {thing}"],
      intro: [
        "{brand} lädt Sie zu einer Live-Session online ein.",
        "Seien Sie live dabei, wenn {brand} online einlädt.",
      ],
      cta: ["Jetzt anmelden", "Platz sichern"],
      why: "Sie erhalten diese Einladung, weil Sie Neuigkeiten von {brand} abonniert haben.",
    },
    "offline-event": {
      noun: "unsere Veranstaltung",
      subject: ["Einladung: {thing}", "Treffen Sie uns persönlich: {thing}"],
      preheader: ["Wir freuen uns auf Sie.", "Eine Veranstaltung von {brand} vor Ort."],
      eyebrow: ["Einladung", "Veranstaltung vor Ort"],
      headline: ["{thing}", "Seien Sie dabei: {thing}"],
      intro: [
        "{brand} lädt Sie herzlich ein, uns persönlich zu treffen.",
        "Wir freuen uns, Sie persönlich begrüßen zu dürfen.",
      ],
      cta: ["Jetzt zusagen", "Jetzt anmelden"],
      why: "Sie erhalten diese Einladung, weil Sie zur Community von {brand} gehören.",
    },
    "customer-onboarding": {
      noun: "{brand}",
      subject: ["Willkommen bei {thing}", "{{first_name|Hallo}}, willkommen an Bord!"],
      preheader: ["Schön, dass Sie dabei sind.", "Alles für Ihren Start mit {brand}."],
      eyebrow: ["Willkommen", "Erste Schritte"],
      headline: ["Willkommen bei {thing}!", "Schön, dass Sie da sind"],
      intro: [
        "Wir freuen uns, dass Sie sich für {brand} entschieden haben.",
        "Danke, dass Sie {brand} gewählt haben.",
      ],
      cta: ["Jetzt starten", "{domain} besuchen"],
      why: "Sie erhalten diese E-Mail, weil Sie sich bei {brand} angemeldet haben.",
    },
    "product-launch": {
      noun: "etwas Neues",
      subject: ["Neu: {thing}", "Neu von {brand}: {thing}"],
      preheader: ["Ab sofort bei {brand}.", "Das ist neu bei {brand}."],
      eyebrow: ["Neu", "Gerade erschienen"],
      headline: ["Neu: {thing}", "Darf ich vorstellen: {thing}"],
      intro: ["{thing} – neu von {brand}.", "{brand} stellt vor: {thing}."],
      cta: ["Jetzt entdecken", "Auf {domain} ansehen"],
      why: "Sie erhalten diese E-Mail, weil Sie Produktneuheiten von {brand} abonniert haben.",
    },
  },
};

const fr: Strings = {
  unsubscribe: "Se désabonner de ces e-mails",
  preferences: "Gérer mes préférences e-mail",
  visit: "Visiter {domain}",
  viewInBrowser: "Voir dans le navigateur",
  signoff: ["Bien cordialement,", "À très bientôt,", "Merci,"],
  team: "L'équipe {brand}",
  hello: "Bonjour {{first_name|à tous}},",
  labels: {
    date: "Date",
    time: "Heure",
    venue: "Lieu",
    where: "Où",
    online: "En ligne",
    speaker: "Intervenant",
    speakers: "Intervenants",
    product: "Produit",
    price: "Prix",
    code: "Code",
    validUntil: "Valable jusqu'au",
    rsvpBy: "Date limite d'inscription",
    offer: "Votre offre",
    agenda: "Programme",
    details: "Les détails",
    learn: "Ce que vous allez apprendre",
    inside: "Au sommaire",
    highlights: "Dans ce numéro",
    features: "Points forts",
    join: "Participer en ligne",
    joinLink: "Ouvrir le lien de connexion",
    calendar: "Réservez la date",
    addToCalendar: "Ajouter à Google Agenda",
    contact: "Contact",
    fromSite: "Sur {domain}",
    explore: "Découvrir {brand}",
    firstSteps: "Vos premiers pas",
    orderSummary: "Récapitulatif de commande",
    orderDetails: "Détails de la commande",
    orderNumber: "Numéro de commande",
    orderDate: "Date de commande",
    shippingTo: "Livraison à",
    payment: "Paiement",
    qty: "Qté",
    subtotal: "Sous-total",
    shipping: "Livraison",
    tax: "TVA",
    total: "Total",
    was: "au lieu de",
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement cet e-mail.",
    questions: "Des questions ? Répondez simplement à cet e-mail.",
  },
  types: {
    "confirmation-email": {
      noun: "{brand}",
      subject: ["Merci de confirmer votre inscription : {thing}", "Confirmez votre e-mail pour {thing}"],
      preheader: [
        "Un clic sur le bouton confirme votre inscription.",
        "Confirmez votre adresse pour recevoir les e-mails de {brand}.",
      ],
      eyebrow: ["Encore une étape"],
      headline: [
        "Confirmez votre adresse e-mail",
        "Merci de confirmer que c'est bien vous",
        "Confirmez votre inscription : {thing}",
      ],
      intro: [
        "Merci de votre inscription chez {brand}. Confirmez votre abonnement avec le bouton ci-dessous.",
        "Vous avez demandé à recevoir les e-mails de {brand} à cette adresse. Merci de le confirmer.",
      ],
      cta: ["Confirmer mon inscription", "Confirmer mon adresse"],
      why: "Vous recevez cet e-mail parce que cette adresse a été saisie sur {domain}.",
    },
    newsletter: {
      noun: "les dernières nouvelles",
      subject: ["Les nouvelles de {brand}", "{thing} – {brand}"],
      preheader: ["L'essentiel de {brand} en une courte lecture.", "Les nouveautés de {brand}."],
      eyebrow: ["Newsletter", "Actualités"],
      headline: ["{thing}", "Les nouvelles de {brand}"],
      intro: ["Voici les dernières nouvelles de {brand}.", "Voici ce qui est nouveau chez {brand}."],
      cta: ["Visiter {domain}", "En savoir plus sur {domain}"],
      why: "Vous recevez cette newsletter parce que vous êtes abonné aux actualités de {brand}.",
    },
    "transactional-purchase": {
      noun: "votre commande",
      subject: ["Votre commande {brand} est confirmée", "Merci pour votre commande – {brand}"],
      preheader: [
        "Le récapitulatif de votre commande est à l'intérieur.",
        "Nous avons bien reçu votre commande.",
      ],
      eyebrow: ["Commande confirmée", "Reçu"],
      headline: ["Merci pour votre commande !", "Votre commande est confirmée"],
      intro: [
        "Merci pour votre achat chez {brand}. Nous avons bien reçu votre commande ; voici le récapitulatif.",
        "Bonne nouvelle : votre commande chez {brand} est confirmée. Voici le récapitulatif.",
      ],
      cta: ["Voir ma commande", "Suivre ma commande"],
      why: "Ceci est le reçu de votre achat chez {brand}.",
    },
    "whitepaper-autoreply": {
      noun: "votre téléchargement",
      subject: ["Votre téléchargement {brand} : {thing}", "Voici votre exemplaire : {thing}"],
      preheader: [
        "Votre lien de téléchargement est à l'intérieur.",
        "Merci de votre intérêt – votre exemplaire est à un clic.",
      ],
      eyebrow: ["Votre téléchargement", "Ressource gratuite"],
      headline: ["Votre exemplaire : {thing}", "Voici le document demandé"],
      intro: [
        "Merci de votre intérêt pour {brand}. Votre document est prêt à être téléchargé avec le bouton ci-dessous.",
        "Merci de votre demande. Téléchargez {quoted} avec le bouton ci-dessous.",
      ],
      cta: ["Télécharger maintenant", "Obtenir mon exemplaire"],
      why: "Vous avez demandé ce téléchargement sur {domain}.",
    },
    webinar: {
      noun: "notre webinar",
      subject: ["Invitation : {thing}", "Rejoignez-nous en direct : {thing}"],
      preheader: ["Réservez votre place pour notre session en direct.", "Une session en ligne de {brand}."],
      eyebrow: ["Webinar en direct", "Invitation"],
      headline: ["{thing}", "En direct : {thing}"],
      intro: [
        "{brand} vous invite à une session en ligne, en direct.",
        "Rejoignez {brand} pour une session en direct.",
      ],
      cta: ["Je m'inscris", "Réserver ma place"],
      why: "Vous recevez cette invitation parce que vous êtes abonné aux actualités de {brand}.",
    },
    "offline-event": {
      noun: "notre événement",
      subject: ["Invitation : {thing}", "Rencontrons-nous : {thing}"],
      preheader: ["Nous serions ravis de vous y voir.", "Un événement {brand} en présentiel."],
      eyebrow: ["Invitation", "Événement"],
      headline: ["{thing}", "Rejoignez-nous : {thing}"],
      intro: ["{brand} vous invite à nous rencontrer en personne.", "Nous serions ravis de vous accueillir."],
      cta: ["Confirmer ma venue", "Je m'inscris"],
      why: "Vous recevez cette invitation parce que vous faites partie de la communauté {brand}.",
    },
    "customer-onboarding": {
      noun: "{brand}",
      subject: ["Bienvenue chez {thing}", "{{first_name|Bonjour}}, bienvenue à bord !"],
      preheader: ["Ravis de vous compter parmi nous.", "Tout pour bien démarrer avec {brand}."],
      eyebrow: ["Bienvenue", "Premiers pas"],
      headline: ["Bienvenue chez {thing} !", "Ravis de vous compter parmi nous"],
      intro: ["Nous sommes ravis que vous ayez rejoint {brand}.", "Merci d'avoir choisi {brand}."],
      cta: ["Commencer", "Visiter {domain}"],
      why: "Vous recevez cet e-mail parce que vous vous êtes inscrit chez {brand}.",
    },
    "product-launch": {
      noun: "une nouveauté",
      subject: ["Nouveau : {thing}", "Nouveau chez {brand} : {thing}"],
      preheader: ["Disponible dès maintenant chez {brand}.", "Découvrez la nouveauté de {brand}."],
      eyebrow: ["Nouveau", "Vient de sortir"],
      headline: ["Voici {thing}", "Découvrez {thing}"],
      intro: ["Voici {thing}, la nouveauté de {brand}.", "{brand} présente {thing}."],
      cta: ["Découvrir maintenant", "Voir sur {domain}"],
      why: "Vous recevez cet e-mail parce que vous êtes abonné aux nouveautés de {brand}.",
    },
  },
};

const es: Strings = {
  unsubscribe: "Darse de baja de estos correos",
  preferences: "Gestionar preferencias de correo",
  visit: "Visitar {domain}",
  viewInBrowser: "Ver en el navegador",
  signoff: ["Saludos cordiales,", "Un saludo,", "Gracias,"],
  team: "El equipo de {brand}",
  hello: "Hola {{first_name|a todos}}:",
  labels: {
    date: "Fecha",
    time: "Hora",
    venue: "Lugar",
    where: "Dónde",
    online: "En línea",
    speaker: "Ponente",
    speakers: "Ponentes",
    product: "Producto",
    price: "Precio",
    code: "Código",
    validUntil: "Válido hasta",
    rsvpBy: "Fecha límite de inscripción",
    offer: "Tu oferta",
    agenda: "Programa",
    details: "Los detalles",
    learn: "Lo que aprenderás",
    inside: "Contenido",
    highlights: "En este número",
    features: "Lo más destacado",
    join: "Únete en línea",
    joinLink: "Abrir el enlace de acceso",
    calendar: "Reserva la fecha",
    addToCalendar: "Añadir a Google Calendar",
    contact: "Contacto",
    fromSite: "En {domain}",
    explore: "Descubre {brand}",
    firstSteps: "Tus primeros pasos",
    orderSummary: "Resumen del pedido",
    orderDetails: "Detalles del pedido",
    orderNumber: "Número de pedido",
    orderDate: "Fecha del pedido",
    shippingTo: "Envío a",
    payment: "Pago",
    qty: "Cant.",
    subtotal: "Subtotal",
    shipping: "Envío",
    tax: "IVA",
    total: "Total",
    was: "antes",
    ignore: "Si no lo has solicitado, puedes ignorar este correo.",
    questions: "¿Preguntas? Responde a este correo.",
  },
  types: {
    "confirmation-email": {
      noun: "{brand}",
      subject: ["Confirma tu suscripción: {thing}", "Confirma tu correo para {thing}"],
      preheader: [
        "Pulsa el botón para confirmar tu suscripción.",
        "Confirma tu dirección para recibir los correos de {brand}.",
      ],
      eyebrow: ["Un paso más"],
      headline: [
        "Confirma tu dirección de correo",
        "Confirma que eres tú",
        "Confirma tu suscripción: {thing}",
      ],
      intro: [
        "Gracias por suscribirte a {brand}. Confirma tu suscripción con el botón de abajo.",
        "Has pedido recibir correos de {brand} en esta dirección. Confírmalo, por favor.",
      ],
      cta: ["Confirmar suscripción", "Confirmar mi correo"],
      why: "Recibes este correo porque esta dirección se introdujo en {domain}.",
    },
    newsletter: {
      noun: "las últimas novedades",
      subject: ["Novedades de {brand}", "{thing} – {brand}"],
      preheader: ["Lo último de {brand} en una lectura breve.", "Lo nuevo de {brand}."],
      eyebrow: ["Newsletter", "Novedades"],
      headline: ["{thing}", "Novedades de {brand}"],
      intro: ["Esto es lo último de {brand}.", "Esto es lo nuevo en {brand}."],
      cta: ["Visitar {domain}", "Más en {domain}"],
      why: "Recibes esta newsletter porque te suscribiste a las novedades de {brand}.",
    },
    "transactional-purchase": {
      noun: "tu pedido",
      subject: ["Tu pedido en {brand} está confirmado", "Gracias por tu pedido – {brand}"],
      preheader: ["Dentro encontrarás el resumen de tu pedido.", "Hemos recibido tu pedido."],
      eyebrow: ["Pedido confirmado", "Recibo"],
      headline: ["¡Gracias por tu pedido!", "Tu pedido está confirmado"],
      intro: [
        "Gracias por comprar en {brand}. Hemos recibido tu pedido; abajo tienes el resumen.",
        "Buenas noticias: tu pedido en {brand} está confirmado. Este es el resumen.",
      ],
      cta: ["Ver mi pedido", "Ver el estado del pedido"],
      why: "Este es el recibo de tu compra en {brand}.",
    },
    "whitepaper-autoreply": {
      noun: "tu descarga",
      subject: ["Tu descarga de {brand}: {thing}", "Aquí tienes tu copia: {thing}"],
      preheader: ["Dentro está tu enlace de descarga.", "Gracias por tu interés: tu copia está a un clic."],
      eyebrow: ["Tu descarga", "Recurso gratuito"],
      headline: ["Tu copia: {thing}", "Aquí tienes la descarga que pediste"],
      intro: [
        "Gracias por tu interés en {brand}. Tu descarga está lista con el botón de abajo.",
        "Gracias por tu solicitud. Descarga {quoted} con el botón de abajo.",
      ],
      cta: ["Descargar ahora", "Obtener mi copia"],
      why: "Solicitaste esta descarga en {domain}.",
    },
    webinar: {
      noun: "nuestro webinar",
      subject: ["Invitación: {thing}", "Únete en directo: {thing}"],
      preheader: ["Reserva tu plaza para nuestra sesión en directo.", "Una sesión en línea de {brand}."],
      eyebrow: ["Webinar en directo", "Invitación"],
      headline: ["{thing}", "En directo: {thing}"],
      intro: [
        "{brand} te invita a una sesión en línea en directo.",
        "Únete a {brand} en una sesión en directo.",
      ],
      cta: ["Inscribirme", "Reservar mi plaza"],
      why: "Recibes esta invitación porque te suscribiste a las novedades de {brand}.",
    },
    "offline-event": {
      noun: "nuestro evento",
      subject: ["Invitación: {thing}", "Te esperamos: {thing}"],
      preheader: ["Nos encantaría verte allí.", "Un evento presencial de {brand}."],
      eyebrow: ["Invitación", "Evento presencial"],
      headline: ["{thing}", "Acompáñanos: {thing}"],
      intro: ["{brand} te invita a conocernos en persona.", "Nos encantaría recibirte en persona."],
      cta: ["Confirmar asistencia", "Inscribirme"],
      why: "Recibes esta invitación porque formas parte de la comunidad de {brand}.",
    },
    "customer-onboarding": {
      noun: "{brand}",
      subject: ["Bienvenido a {thing}", "{{first_name|Hola}}, ¡te damos la bienvenida!"],
      preheader: ["Nos alegra tenerte con nosotros.", "Todo para empezar con {brand}."],
      eyebrow: ["Bienvenida", "Primeros pasos"],
      headline: ["¡Bienvenido a {thing}!", "Nos alegra tenerte aquí"],
      intro: ["Nos alegra que te hayas unido a {brand}.", "Gracias por elegir {brand}."],
      cta: ["Empezar", "Visitar {domain}"],
      why: "Recibes este correo porque te registraste en {brand}.",
    },
    "product-launch": {
      noun: "una novedad",
      subject: ["Presentamos {thing}", "Nuevo de {brand}: {thing}"],
      preheader: ["Ya disponible en {brand}.", "Descubre lo nuevo de {brand}."],
      eyebrow: ["Novedad", "Recién lanzado"],
      headline: ["Presentamos {thing}", "Te presentamos {thing}"],
      intro: ["Te presentamos {thing}, lo nuevo de {brand}.", "{brand} presenta {thing}."],
      cta: ["Descúbrelo ahora", "Verlo en {domain}"],
      why: "Recibes este correo porque te suscribiste a las novedades de producto de {brand}.",
    },
  },
};

const it: Strings = {
  unsubscribe: "Annulla l'iscrizione a queste email",
  preferences: "Gestisci le preferenze email",
  visit: "Visita {domain}",
  viewInBrowser: "Visualizza nel browser",
  signoff: ["Cordiali saluti,", "A presto,", "Grazie,"],
  team: "Il team di {brand}",
  hello: "Ciao {{first_name|a tutti}},",
  labels: {
    date: "Data",
    time: "Ora",
    venue: "Luogo",
    where: "Dove",
    online: "Online",
    speaker: "Relatore",
    speakers: "Relatori",
    product: "Prodotto",
    price: "Prezzo",
    code: "Codice",
    validUntil: "Valido fino a",
    rsvpBy: "Scadenza iscrizioni",
    offer: "La tua offerta",
    agenda: "Programma",
    details: "I dettagli",
    learn: "Cosa imparerai",
    inside: "Cosa contiene",
    highlights: "In questo numero",
    features: "In evidenza",
    join: "Partecipa online",
    joinLink: "Apri il link di accesso",
    calendar: "Segna la data",
    addToCalendar: "Aggiungi a Google Calendar",
    contact: "Contatti",
    fromSite: "Su {domain}",
    explore: "Scopri {brand}",
    firstSteps: "I tuoi primi passi",
    orderSummary: "Riepilogo dell'ordine",
    orderDetails: "Dettagli dell'ordine",
    orderNumber: "Numero d'ordine",
    orderDate: "Data dell'ordine",
    shippingTo: "Spedizione a",
    payment: "Pagamento",
    qty: "Qtà",
    subtotal: "Subtotale",
    shipping: "Spedizione",
    tax: "IVA",
    total: "Totale",
    was: "anziché",
    ignore: "Se non l'hai richiesto tu, puoi ignorare questa email.",
    questions: "Domande? Rispondi a questa email.",
  },
  types: {
    "confirmation-email": {
      noun: "{brand}",
      subject: ["Conferma la tua iscrizione: {thing}", "Conferma la tua email per {thing}"],
      preheader: [
        "Tocca il pulsante per confermare l'iscrizione.",
        "Conferma il tuo indirizzo per ricevere le email di {brand}.",
      ],
      eyebrow: ["Ancora un passo"],
      headline: [
        "Conferma il tuo indirizzo email",
        "Conferma che sei tu",
        "Conferma la tua iscrizione: {thing}",
      ],
      intro: [
        "Grazie per esserti iscritto a {brand}. Conferma l'iscrizione con il pulsante qui sotto.",
        "Hai chiesto di ricevere le email di {brand} a questo indirizzo. Confermalo, per favore.",
      ],
      cta: ["Conferma l'iscrizione", "Conferma l'indirizzo"],
      why: "Ricevi questa email perché questo indirizzo è stato inserito su {domain}.",
    },
    newsletter: {
      noun: "le ultime novità",
      subject: ["Novità da {brand}", "{thing} – {brand}"],
      preheader: ["Il meglio di {brand} in una breve lettura.", "Le novità di {brand}."],
      eyebrow: ["Newsletter", "Novità"],
      headline: ["{thing}", "Novità da {brand}"],
      intro: ["Ecco le ultime novità da {brand}.", "Ecco cosa c'è di nuovo da {brand}."],
      cta: ["Visita {domain}", "Scopri di più su {domain}"],
      why: "Ricevi questa newsletter perché sei iscritto agli aggiornamenti di {brand}.",
    },
    "transactional-purchase": {
      noun: "il tuo ordine",
      subject: ["Il tuo ordine {brand} è confermato", "Grazie per il tuo ordine – {brand}"],
      preheader: ["All'interno il riepilogo del tuo ordine.", "Abbiamo ricevuto il tuo ordine."],
      eyebrow: ["Ordine confermato", "Ricevuta"],
      headline: ["Grazie per il tuo ordine!", "Il tuo ordine è confermato"],
      intro: [
        "Grazie per aver acquistato da {brand}. Abbiamo ricevuto il tuo ordine; ecco il riepilogo.",
        "Buone notizie: il tuo ordine da {brand} è confermato. Ecco il riepilogo.",
      ],
      cta: ["Vedi il tuo ordine", "Stato dell'ordine"],
      why: "Questa è la ricevuta del tuo acquisto da {brand}.",
    },
    "whitepaper-autoreply": {
      noun: "il tuo download",
      subject: ["Il tuo download da {brand}: {thing}", "Ecco la tua copia: {thing}"],
      preheader: [
        "Il link per il download è all'interno.",
        "Grazie per l'interesse: la tua copia è a un clic.",
      ],
      eyebrow: ["Il tuo download", "Risorsa gratuita"],
      headline: ["La tua copia: {thing}", "Ecco il download che hai richiesto"],
      intro: [
        "Grazie per l'interesse verso {brand}. Il download è pronto con il pulsante qui sotto.",
        "Grazie per la richiesta. Scarica {quoted} con il pulsante qui sotto.",
      ],
      cta: ["Scarica ora", "Ottieni la tua copia"],
      why: "Hai richiesto questo download su {domain}.",
    },
    webinar: {
      noun: "il nostro webinar",
      subject: ["Invito: {thing}", "Partecipa in diretta: {thing}"],
      preheader: ["Riserva il tuo posto per la sessione in diretta.", "Una sessione online di {brand}."],
      eyebrow: ["Webinar in diretta", "Invito"],
      headline: ["{thing}", "In diretta: {thing}"],
      intro: [
        "{brand} ti invita a una sessione online in diretta.",
        "Partecipa con {brand} a una sessione in diretta.",
      ],
      cta: ["Iscriviti ora", "Riserva il mio posto"],
      why: "Ricevi questo invito perché sei iscritto agli aggiornamenti di {brand}.",
    },
    "offline-event": {
      noun: "il nostro evento",
      subject: ["Invito: {thing}", "Ti aspettiamo: {thing}"],
      preheader: ["Ci farebbe piacere vederti.", "Un evento dal vivo di {brand}."],
      eyebrow: ["Invito", "Evento dal vivo"],
      headline: ["{thing}", "Unisciti a noi: {thing}"],
      intro: ["{brand} ti invita a incontrarci di persona.", "Saremo felici di accoglierti di persona."],
      cta: ["Conferma la presenza", "Iscriviti ora"],
      why: "Ricevi questo invito perché fai parte della community di {brand}.",
    },
    "customer-onboarding": {
      noun: "{brand}",
      subject: ["Benvenuto in {thing}", "{{first_name|Ciao}}, ti diamo il benvenuto!"],
      preheader: ["Siamo felici di averti con noi.", "Tutto per iniziare con {brand}."],
      eyebrow: ["Benvenuto", "Per iniziare"],
      headline: ["Benvenuto in {thing}!", "Siamo felici di averti con noi"],
      intro: ["Siamo felici che tu abbia scelto {brand}.", "Grazie per aver scelto {brand}."],
      cta: ["Inizia ora", "Visita {domain}"],
      why: "Ricevi questa email perché ti sei registrato con {brand}.",
    },
    "product-launch": {
      noun: "una novità",
      subject: ["Ecco {thing}", "Novità da {brand}: {thing}"],
      preheader: ["Disponibile ora da {brand}.", "Scopri la novità di {brand}."],
      eyebrow: ["Novità", "Appena uscito"],
      headline: ["Ecco {thing}", "Scopri {thing}"],
      intro: ["Ecco {thing}, la novità di {brand}.", "{brand} presenta {thing}."],
      cta: ["Scoprilo ora", "Guardalo su {domain}"],
      why: "Ricevi questa email perché sei iscritto alle novità di prodotto di {brand}.",
    },
  },
};

const nl: Strings = {
  unsubscribe: "Afmelden voor deze e-mails",
  preferences: "E-mailvoorkeuren beheren",
  visit: "Bezoek {domain}",
  viewInBrowser: "Bekijk in je browser",
  signoff: ["Met vriendelijke groet,", "Hartelijke groet,", "Bedankt,"],
  team: "Het {brand}-team",
  hello: "Hoi {{first_name|allemaal}},",
  labels: {
    date: "Datum",
    time: "Tijd",
    venue: "Locatie",
    where: "Waar",
    online: "Online",
    speaker: "Spreker",
    speakers: "Sprekers",
    product: "Product",
    price: "Prijs",
    code: "Code",
    validUntil: "Geldig tot",
    rsvpBy: "Uiterste aanmelddatum",
    offer: "Jouw aanbieding",
    agenda: "Programma",
    details: "De details",
    learn: "Wat je leert",
    inside: "Wat erin staat",
    highlights: "In deze editie",
    features: "Hoogtepunten",
    join: "Online deelnemen",
    joinLink: "Open de deelnamelink",
    calendar: "Zet het in je agenda",
    addToCalendar: "Toevoegen aan Google Agenda",
    contact: "Contact",
    fromSite: "Op {domain}",
    explore: "Ontdek {brand}",
    firstSteps: "Je eerste stappen",
    orderSummary: "Besteloverzicht",
    orderDetails: "Bestelgegevens",
    orderNumber: "Bestelnummer",
    orderDate: "Besteldatum",
    shippingTo: "Verzenden naar",
    payment: "Betaling",
    qty: "Aantal",
    subtotal: "Subtotaal",
    shipping: "Verzending",
    tax: "Btw",
    total: "Totaal",
    was: "was",
    ignore: "Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren.",
    questions: "Vragen? Beantwoord gewoon deze e-mail.",
  },
  types: {
    "confirmation-email": {
      noun: "{brand}",
      subject: ["Bevestig je inschrijving: {thing}", "Bevestig je e-mailadres voor {thing}"],
      preheader: [
        "Tik op de knop om je inschrijving te bevestigen.",
        "Bevestig je adres om e-mails van {brand} te ontvangen.",
      ],
      eyebrow: ["Nog één stap"],
      headline: ["Bevestig je e-mailadres", "Bevestig dat jij het bent", "Bevestig je inschrijving: {thing}"],
      intro: [
        "Bedankt voor je aanmelding bij {brand}. Bevestig je inschrijving met de knop hieronder.",
        "Je wilt e-mails van {brand} ontvangen op dit adres. Bevestig dat even.",
      ],
      cta: ["Inschrijving bevestigen", "E-mailadres bevestigen"],
      why: "Je ontvangt deze e-mail omdat dit adres is ingevuld op {domain}.",
    },
    newsletter: {
      noun: "het laatste nieuws",
      subject: ["Nieuws van {brand}", "{thing} – {brand}"],
      preheader: ["Het laatste van {brand} in één korte leesbeurt.", "Wat er nieuw is bij {brand}."],
      eyebrow: ["Nieuwsbrief", "Nieuws"],
      headline: ["{thing}", "Nieuws van {brand}"],
      intro: ["Dit is het laatste nieuws van {brand}.", "Dit is er nieuw bij {brand}."],
      cta: ["Bezoek {domain}", "Lees meer op {domain}"],
      why: "Je ontvangt deze nieuwsbrief omdat je je hebt aangemeld voor updates van {brand}.",
    },
    "transactional-purchase": {
      noun: "je bestelling",
      subject: ["Je bestelling bij {brand} is bevestigd", "Bedankt voor je bestelling – {brand}"],
      preheader: ["Je besteloverzicht staat in deze e-mail.", "We hebben je bestelling ontvangen."],
      eyebrow: ["Bestelling bevestigd", "Bon"],
      headline: ["Bedankt voor je bestelling!", "Je bestelling is bevestigd"],
      intro: [
        "Bedankt voor je aankoop bij {brand}. We hebben je bestelling ontvangen; hieronder vind je het overzicht.",
        "Goed nieuws: je bestelling bij {brand} is bevestigd. Hier is het overzicht.",
      ],
      cta: ["Bekijk je bestelling", "Bekijk de status"],
      why: "Dit is een bon voor je aankoop bij {brand}.",
    },
    "whitepaper-autoreply": {
      noun: "je download",
      subject: ["Je download van {brand}: {thing}", "Hier is je exemplaar: {thing}"],
      preheader: [
        "Je downloadlink staat in deze e-mail.",
        "Bedankt voor je interesse – je exemplaar is één klik verwijderd.",
      ],
      eyebrow: ["Je download", "Gratis"],
      headline: ["{thing} staat klaar", "Hier is je download"],
      intro: [
        "Bedankt voor je interesse in {brand}. Je download staat klaar via de knop hieronder.",
        "Bedankt voor je aanvraag. Download {quoted} via de knop hieronder.",
      ],
      cta: ["Nu downloaden", "Ontvang je exemplaar"],
      why: "Je hebt deze download aangevraagd op {domain}.",
    },
    webinar: {
      noun: "ons webinar",
      subject: ["Uitnodiging: {thing}", "Doe live mee: {thing}"],
      preheader: ["Reserveer je plek voor onze live sessie.", "Een online sessie van {brand}."],
      eyebrow: ["Live webinar", "Uitnodiging"],
      headline: ["{thing}", "Live: {thing}"],
      intro: [
        "{brand} nodigt je uit voor een live online sessie.",
        "Doe mee met {brand} in een live sessie.",
      ],
      cta: ["Nu aanmelden", "Reserveer mijn plek"],
      why: "Je ontvangt deze uitnodiging omdat je je hebt aangemeld voor updates van {brand}.",
    },
    "offline-event": {
      noun: "ons evenement",
      subject: ["Uitnodiging: {thing}", "Ontmoet ons: {thing}"],
      preheader: ["We zien je graag.", "Een evenement van {brand}."],
      eyebrow: ["Uitnodiging", "Evenement"],
      headline: ["{thing}", "Wees erbij: {thing}"],
      intro: [
        "{brand} nodigt je uit om ons persoonlijk te ontmoeten.",
        "We verwelkomen je graag persoonlijk.",
      ],
      cta: ["Aanwezigheid bevestigen", "Nu aanmelden"],
      why: "Je ontvangt deze uitnodiging omdat je deel uitmaakt van de {brand}-community.",
    },
    "customer-onboarding": {
      noun: "{brand}",
      subject: ["Welkom bij {thing}", "{{first_name|Hoi}}, welkom aan boord!"],
      preheader: ["Fijn dat je er bent.", "Alles om te beginnen met {brand}."],
      eyebrow: ["Welkom", "Aan de slag"],
      headline: ["Welkom bij {thing}!", "Fijn dat je er bent"],
      intro: ["We zijn blij dat je voor {brand} hebt gekozen.", "Bedankt dat je voor {brand} kiest."],
      cta: ["Aan de slag", "Bezoek {domain}"],
      why: "Je ontvangt deze e-mail omdat je je hebt aangemeld bij {brand}.",
    },
    "product-launch": {
      noun: "iets nieuws",
      subject: ["Nieuw: {thing}", "Nieuw van {brand}: {thing}"],
      preheader: ["Nu verkrijgbaar bij {brand}.", "Ontdek wat er nieuw is bij {brand}."],
      eyebrow: ["Nieuw", "Net gelanceerd"],
      headline: ["Maak kennis met {thing}", "Nieuw: {thing}"],
      intro: ["Maak kennis met {thing}, nieuw van {brand}.", "{brand} presenteert {thing}."],
      cta: ["Ontdek het nu", "Bekijk het op {domain}"],
      why: "Je ontvangt deze e-mail omdat je je hebt aangemeld voor productnieuws van {brand}.",
    },
  },
};

const pt: Strings = {
  unsubscribe: "Cancelar a subscrição destes e-mails",
  preferences: "Gerir preferências de e-mail",
  visit: "Visitar {domain}",
  viewInBrowser: "Ver no navegador",
  signoff: ["Com os melhores cumprimentos,", "Até breve,", "Obrigado,"],
  team: "A equipa {brand}",
  hello: "Olá {{first_name|a todos}},",
  labels: {
    date: "Data",
    time: "Hora",
    venue: "Local",
    where: "Onde",
    online: "Online",
    speaker: "Orador",
    speakers: "Oradores",
    product: "Produto",
    price: "Preço",
    code: "Código",
    validUntil: "Válido até",
    rsvpBy: "Prazo de inscrição",
    offer: "A sua oferta",
    agenda: "Programa",
    details: "Os detalhes",
    learn: "O que vai aprender",
    inside: "O que inclui",
    highlights: "Nesta edição",
    features: "Destaques",
    join: "Participar online",
    joinLink: "Abrir a ligação de acesso",
    calendar: "Guarde a data",
    addToCalendar: "Adicionar ao Google Calendar",
    contact: "Contacto",
    fromSite: "Em {domain}",
    explore: "Descubra {brand}",
    firstSteps: "Os seus primeiros passos",
    orderSummary: "Resumo da encomenda",
    orderDetails: "Detalhes da encomenda",
    orderNumber: "Número da encomenda",
    orderDate: "Data da encomenda",
    shippingTo: "Envio para",
    payment: "Pagamento",
    qty: "Qtd.",
    subtotal: "Subtotal",
    shipping: "Envio",
    tax: "IVA",
    total: "Total",
    was: "antes",
    ignore: "Se não fez este pedido, pode ignorar este e-mail.",
    questions: "Dúvidas? Basta responder a este e-mail.",
  },
  types: {
    "confirmation-email": {
      noun: "{brand}",
      subject: ["Confirme a sua subscrição: {thing}", "Confirme o seu e-mail para {thing}"],
      preheader: [
        "Toque no botão para confirmar a sua subscrição.",
        "Confirme o seu endereço para receber os e-mails de {brand}.",
      ],
      eyebrow: ["Só mais um passo"],
      headline: [
        "Confirme o seu endereço de e-mail",
        "Confirme que é você",
        "Confirme a sua subscrição: {thing}",
      ],
      intro: [
        "Obrigado por se inscrever em {brand}. Confirme a sua subscrição com o botão abaixo.",
        "Pediu para receber e-mails de {brand} neste endereço. Por favor, confirme.",
      ],
      cta: ["Confirmar subscrição", "Confirmar e-mail"],
      why: "Recebe este e-mail porque este endereço foi introduzido em {domain}.",
    },
    newsletter: {
      noun: "as últimas novidades",
      subject: ["Novidades de {brand}", "{thing} – {brand}"],
      preheader: ["O mais recente de {brand} numa leitura curta.", "O que há de novo em {brand}."],
      eyebrow: ["Newsletter", "Novidades"],
      headline: ["{thing}", "Novidades de {brand}"],
      intro: ["Aqui estão as últimas novidades de {brand}.", "Eis o que há de novo em {brand}."],
      cta: ["Visitar {domain}", "Saber mais em {domain}"],
      why: "Recebe esta newsletter porque subscreveu as novidades de {brand}.",
    },
    "transactional-purchase": {
      noun: "a sua encomenda",
      subject: ["A sua encomenda {brand} está confirmada", "Obrigado pela sua encomenda – {brand}"],
      preheader: ["O resumo da sua encomenda está no interior.", "Recebemos a sua encomenda."],
      eyebrow: ["Encomenda confirmada", "Recibo"],
      headline: ["Obrigado pela sua encomenda!", "A sua encomenda está confirmada"],
      intro: [
        "Obrigado por comprar em {brand}. Recebemos a sua encomenda; o resumo está abaixo.",
        "Boas notícias: a sua encomenda em {brand} está confirmada. Eis o resumo.",
      ],
      cta: ["Ver a encomenda", "Ver o estado da encomenda"],
      why: "Este é o recibo da sua compra em {brand}.",
    },
    "whitepaper-autoreply": {
      noun: "o seu download",
      subject: ["O seu download de {brand}: {thing}", "Aqui está a sua cópia: {thing}"],
      preheader: [
        "A ligação de download está no interior.",
        "Obrigado pelo interesse – a sua cópia está a um clique.",
      ],
      eyebrow: ["O seu download", "Recurso gratuito"],
      headline: ["A sua cópia: {thing}", "Aqui está o download que pediu"],
      intro: [
        "Obrigado pelo seu interesse em {brand}. O download está pronto no botão abaixo.",
        "Obrigado pelo pedido. Descarregue {quoted} com o botão abaixo.",
      ],
      cta: ["Descarregar agora", "Obter a minha cópia"],
      why: "Pediu este download em {domain}.",
    },
    webinar: {
      noun: "o nosso webinar",
      subject: ["Convite: {thing}", "Participe em direto: {thing}"],
      preheader: ["Reserve o seu lugar na nossa sessão em direto.", "Uma sessão online de {brand}."],
      eyebrow: ["Webinar em direto", "Convite"],
      headline: ["{thing}", "Em direto: {thing}"],
      intro: [
        "{brand} convida-o para uma sessão online em direto.",
        "Junte-se a {brand} numa sessão em direto.",
      ],
      cta: ["Inscrever-me", "Reservar o meu lugar"],
      why: "Recebe este convite porque subscreveu as novidades de {brand}.",
    },
    "offline-event": {
      noun: "o nosso evento",
      subject: ["Convite: {thing}", "Venha ter connosco: {thing}"],
      preheader: ["Gostaríamos muito de o ver lá.", "Um evento presencial de {brand}."],
      eyebrow: ["Convite", "Evento presencial"],
      headline: ["{thing}", "Junte-se a nós: {thing}"],
      intro: [
        "{brand} convida-o a conhecer-nos pessoalmente.",
        "Teremos todo o gosto em recebê-lo pessoalmente.",
      ],
      cta: ["Confirmar presença", "Inscrever-me"],
      why: "Recebe este convite porque faz parte da comunidade {brand}.",
    },
    "customer-onboarding": {
      noun: "{brand}",
      subject: ["Bem-vindo a {thing}", "{{first_name|Olá}}, boas-vindas a bordo!"],
      preheader: ["É bom tê-lo connosco.", "Tudo para começar com {brand}."],
      eyebrow: ["Bem-vindo", "Primeiros passos"],
      headline: ["Bem-vindo a {thing}!", "É ótimo tê-lo connosco"],
      intro: ["Estamos muito contentes por se juntar a {brand}.", "Obrigado por escolher {brand}."],
      cta: ["Começar", "Visitar {domain}"],
      why: "Recebe este e-mail porque se registou em {brand}.",
    },
    "product-launch": {
      noun: "uma novidade",
      subject: ["Apresentamos {thing}", "Novo de {brand}: {thing}"],
      preheader: ["Já disponível em {brand}.", "Descubra a novidade de {brand}."],
      eyebrow: ["Novidade", "Acabado de lançar"],
      headline: ["Apresentamos {thing}", "Conheça {thing}"],
      intro: ["Conheça {thing}, a novidade de {brand}.", "{brand} apresenta {thing}."],
      cta: ["Descobrir agora", "Ver em {domain}"],
      why: "Recebe este e-mail porque subscreveu as novidades de produto de {brand}.",
    },
  },
};

export const STRINGS: Record<Lang, Strings> = { en, de, fr, es, it, nl, pt };

export function stringsFor(lang: Lang): Strings {
  return STRINGS[lang] ?? en;
}

/** Fills `{name}` slots; `{{merge_fields}}` pass through untouched. A slot without a value is an error, never output. */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/(?<!\{)\{([a-z]+)\}(?!\})/g, (_, key: string) => {
    if (!(key in vars)) throw new Error(`i18n: no value for {${key}}`);
    return vars[key];
  });
}

/** The footer's fixed strings for the renderer and the plain-text part. */
export function footerStrings(lang: string | undefined): {
  unsubscribe: string;
  preferences: string;
  visit: (domain: string) => string;
} {
  const s = STRINGS[(lang ?? "en") as Lang] ?? en;
  return {
    unsubscribe: s.unsubscribe,
    preferences: s.preferences,
    visit: (domain) => fill(s.visit, { domain }),
  };
}
