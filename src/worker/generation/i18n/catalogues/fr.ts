import type { Catalogue } from "./en";

export const fr: Catalogue = {
  "footer.unsubscribe": "Se désabonner de ces e-mails",
  "footer.preferences": "Gérer mes préférences e-mail",
  "footer.visit": "Visiter {domain}",
  "footer.viewInBrowser": "Voir dans le navigateur",
  team: "L'équipe {brand}",
  hello:
    "{register, select, playful {Coucou <firstName>à tous</firstName> !} formal {Madame, Monsieur,} other {Bonjour <firstName>à tous</firstName>,}}",
  signoff: ["Bien cordialement,", "À très bientôt,", "Merci,"],
  "signoff.friendly": ["À très bientôt,", "Chaleureusement,"],
  "signoff.professional": ["Bien cordialement,", "Cordialement,"],
  "signoff.playful": ["À tout vite,", "Bises,"],
  "signoff.formal": ["Veuillez agréer nos salutations distinguées,", "Respectueusement,"],
  quoted: "« {title} »",
  "label.date": "Date",
  "label.time": "Heure",
  "label.venue": "Lieu",
  "label.where": "Où",
  "label.online": "En ligne",
  "label.speakers": "{count, plural, one {Intervenant} other {Intervenants}}",
  "label.product": "Produit",
  "label.price": "Prix",
  "label.code": "Code",
  "label.validUntil": "Valable jusqu'au",
  "label.rsvpBy": "Date limite d'inscription",
  "label.offer": "{form, select, formal {Votre offre} other {Ton offre}}",
  "label.agenda": "Programme",
  "label.details": "Les détails",
  "label.learn": "{form, select, formal {Ce que vous allez apprendre} other {Ce que tu vas apprendre}}",
  "label.inside": "Au sommaire",
  "label.highlights": "Dans ce numéro",
  "label.features": "Points forts",
  "label.join": "Participer en ligne",
  "label.joinLink": "Ouvrir le lien de connexion",
  "label.calendar": "Réservez la date",
  "label.addToCalendar": "Ajouter à Google Agenda",
  "label.contact": "Contact",
  "label.fromSite": "Sur {domain}",
  "label.explore": "Découvrir {brand}",
  "label.firstSteps": "Vos premiers pas",
  "label.orderSummary": "Récapitulatif de commande",
  "label.orderDetails": "Détails de la commande",
  "label.orderNumber": "Numéro de commande",
  "label.orderDate": "Date de commande",
  "label.shippingTo": "Livraison à",
  "label.payment": "Paiement",
  "label.qty": "Qté",
  "label.subtotal": "Sous-total",
  "label.shipping": "Livraison",
  "label.tax": "TVA",
  "label.total": "Total",
  "label.was": "au lieu de",
  "label.ignore":
    "{form, select, formal {Si vous n'êtes pas à l'origine de cette demande, ignorez simplement cet e-mail.} other {Si tu n'es pas à l'origine de cette demande, ignore simplement cet e-mail.}}",
  "label.questions":
    "{form, select, formal {Des questions ? Répondez simplement à cet e-mail.} other {Des questions ? Réponds simplement à cet e-mail.}}",
  "link.register":
    "{register, select, friendly {Réserver ma place} playful {Je réserve !} other {S'inscrire}}",
  "link.rsvp":
    "{register, select, friendly {Je confirme} playful {J'y serai !} formal {Confirmer votre présence} other {Confirmer ma présence}}",
  "link.join":
    "{register, select, playful {On y va} formal {Accéder à l'événement} other {Rejoindre la session}}",
  "link.download":
    "{register, select, friendly {Télécharger} playful {Je le veux} other {Télécharger le document}}",
  "link.read":
    "{register, select, friendly {Lire la suite} playful {Je lis} formal {Consulter l'article} other {Lire l'article}}",
  "link.buy":
    "{register, select, friendly {Je commande} playful {Je craque} formal {Passer commande} other {Commander}}",
  "link.other":
    "{register, select, playful {Je découvre} formal {Plus d'informations} other {En savoir plus}}",
  "heading.programme": "Au programme",
  "heading.tickets": "Billets",
  "heading.travel": "Accès",
  "heading.speakers": "Les intervenants",
  "heading.about": "En bref",
  "type.confirmation-email.noun": "{brand}",
  "type.confirmation-email.subject": [
    "{form, select, formal {Merci de confirmer votre inscription : {thing}} other {Confirme ton inscription : {thing}}}",
    "{form, select, formal {Confirmez votre e-mail pour {thing}} other {Confirme ton e-mail pour {thing}}}",
  ],
  "type.confirmation-email.preheader": [
    "{form, select, formal {Un clic sur le bouton confirme votre inscription.} other {Un clic sur le bouton confirme ton inscription.}}",
    "{form, select, formal {Confirmez votre adresse pour recevoir les e-mails de {brand}.} other {Confirme ton adresse pour recevoir les e-mails de {brand}.}}",
  ],
  "type.confirmation-email.eyebrow": ["Encore une étape"],
  "type.confirmation-email.headline": [
    "{form, select, formal {Confirmez votre adresse e-mail} other {Confirme ton adresse e-mail}}",
    "{form, select, formal {Merci de confirmer que c'est bien vous} other {Confirme que c'est bien toi}}",
    "{form, select, formal {Confirmez votre inscription : {thing}} other {Confirme ton inscription : {thing}}}",
  ],
  "type.confirmation-email.intro": [
    "{form, select, formal {Merci de votre inscription chez {brand}. Confirmez votre abonnement avec le bouton ci-dessous.} other {Merci pour ton inscription chez {brand} ! Confirme ton abonnement avec le bouton ci-dessous.}}",
    "{form, select, formal {Vous avez demandé à recevoir les e-mails de {brand} à cette adresse. Merci de le confirmer.} other {Tu as demandé à recevoir les e-mails de {brand} à cette adresse ? Confirme-le d'un clic.}}",
  ],
  "type.confirmation-email.cta": ["Confirmer mon inscription", "Confirmer mon adresse"],
  "type.confirmation-email.why":
    "{form, select, formal {Vous recevez cet e-mail parce que cette adresse a été saisie sur {domain}.} other {Tu reçois cet e-mail parce que cette adresse a été saisie sur {domain}.}}",
  "type.newsletter.noun": "les dernières nouvelles",
  "type.newsletter.subject": ["Les nouvelles de {brand}", "{thing} – {brand}"],
  "type.newsletter.preheader": [
    "L'essentiel de {brand} en une courte lecture.",
    "Les nouveautés de {brand}.",
  ],
  "type.newsletter.eyebrow": ["Newsletter", "Actualités"],
  "type.newsletter.headline": ["{thing}", "Les nouvelles de {brand}"],
  "type.newsletter.intro": [
    "Voici les dernières nouvelles de {brand}.",
    "Voici ce qui est nouveau chez {brand}.",
  ],
  "type.newsletter.cta": ["Visiter {domain}", "En savoir plus sur {domain}"],
  "type.newsletter.why":
    "{form, select, formal {Vous recevez cette newsletter parce que vous êtes abonné aux actualités de {brand}.} other {Tu reçois cette newsletter parce que tu suis les actualités de {brand}.}}",
  "type.transactional-purchase.noun": "{form, select, formal {votre commande} other {ta commande}}",
  "type.transactional-purchase.subject": [
    "{form, select, formal {Votre commande {brand} est confirmée} other {Ta commande {brand} est confirmée}}",
    "{form, select, formal {Merci pour votre commande – {brand}} other {Merci pour ta commande – {brand}}}",
  ],
  "type.transactional-purchase.preheader": [
    "{form, select, formal {Le récapitulatif de votre commande est à l'intérieur.} other {Le récapitulatif de ta commande est à l'intérieur.}}",
    "{form, select, formal {Nous avons bien reçu votre commande.} other {On a bien reçu ta commande.}}",
  ],
  "type.transactional-purchase.eyebrow": ["Commande confirmée", "Reçu"],
  "type.transactional-purchase.headline": [
    "{form, select, formal {Merci pour votre commande !} other {Merci pour ta commande !}}",
    "{form, select, formal {Votre commande est confirmée} other {Ta commande est confirmée}}",
  ],
  "type.transactional-purchase.intro": [
    "{form, select, formal {Merci pour votre achat chez {brand}. Nous avons bien reçu votre commande ; voici le récapitulatif.} other {Merci pour ton achat chez {brand} ! On a bien reçu ta commande ; voici le récapitulatif.}}",
    "{form, select, formal {Bonne nouvelle : votre commande chez {brand} est confirmée. Voici le récapitulatif.} other {Bonne nouvelle : ta commande chez {brand} est confirmée. Voici le récapitulatif.}}",
  ],
  "type.transactional-purchase.cta": ["Voir ma commande", "Suivre ma commande"],
  "type.transactional-purchase.why":
    "{form, select, formal {Ceci est le reçu de votre achat chez {brand}.} other {Voici le reçu de ton achat chez {brand}.}}",
  "type.whitepaper-autoreply.noun":
    "{form, select, formal {votre téléchargement} other {ton téléchargement}}",
  "type.whitepaper-autoreply.subject": [
    "{form, select, formal {Votre téléchargement {brand} : {thing}} other {Ton téléchargement {brand} : {thing}}}",
    "{form, select, formal {Voici votre exemplaire : {thing}} other {Voici ton exemplaire : {thing}}}",
  ],
  "type.whitepaper-autoreply.preheader": [
    "{form, select, formal {Votre lien de téléchargement est à l'intérieur.} other {Ton lien de téléchargement est à l'intérieur.}}",
    "{form, select, formal {Merci de votre intérêt – votre exemplaire est à un clic.} other {Merci pour ton intérêt – ton exemplaire est à un clic.}}",
  ],
  "type.whitepaper-autoreply.eyebrow": [
    "{form, select, formal {Votre téléchargement} other {Ton téléchargement}}",
    "Ressource gratuite",
  ],
  "type.whitepaper-autoreply.headline": [
    "{form, select, formal {Votre exemplaire : {thing}} other {Ton exemplaire : {thing}}}",
    "Voici le document demandé",
  ],
  "type.whitepaper-autoreply.intro": [
    "{form, select, formal {Merci de votre intérêt pour {brand}. Votre document est prêt à être téléchargé avec le bouton ci-dessous.} other {Merci pour ton intérêt pour {brand} ! Ton document t'attend : télécharge-le avec le bouton ci-dessous.}}",
    "{form, select, formal {Merci de votre demande. Téléchargez {quoted} avec le bouton ci-dessous.} other {Merci pour ta demande. Télécharge {quoted} avec le bouton ci-dessous.}}",
  ],
  "type.whitepaper-autoreply.cta": ["Télécharger maintenant", "Obtenir mon exemplaire"],
  "type.whitepaper-autoreply.why":
    "{form, select, formal {Vous avez demandé ce téléchargement sur {domain}.} other {Tu as demandé ce téléchargement sur {domain}.}}",
  "type.webinar.noun": "notre webinar",
  "type.webinar.subject": [
    "Invitation : {thing}",
    "{form, select, formal {Rejoignez-nous en direct : {thing}} other {Rejoins-nous en direct : {thing}}}",
  ],
  "type.webinar.preheader": [
    "{form, select, formal {Réservez votre place pour notre session en direct.} other {Réserve ta place pour notre session en direct.}}",
    "Une session en ligne de {brand}.",
  ],
  "type.webinar.eyebrow": ["Webinar en direct", "Invitation"],
  "type.webinar.headline": ["{thing}", "En direct : {thing}"],
  "type.webinar.intro": [
    "{form, select, formal {{brand} vous invite à une session en ligne, en direct.} other {{brand} t'invite à une session en ligne, en direct.}}",
    "{form, select, formal {Rejoignez {brand} pour une session en direct.} other {Rejoins {brand} pour une session en direct.}}",
  ],
  "type.webinar.cta": ["Je m'inscris", "Réserver ma place"],
  "type.webinar.why":
    "{form, select, formal {Vous recevez cette invitation parce que vous êtes abonné aux actualités de {brand}.} other {Tu reçois cette invitation parce que tu suis les actualités de {brand}.}}",
  "type.offline-event.noun": "notre événement",
  "type.offline-event.subject": ["Invitation : {thing}", "Rencontrons-nous : {thing}"],
  "type.offline-event.preheader": [
    "{form, select, formal {Nous serions ravis de vous y voir.} other {On serait ravis de t'y voir.}}",
    "Un événement {brand} en présentiel.",
  ],
  "type.offline-event.eyebrow": ["Invitation", "Événement"],
  "type.offline-event.headline": [
    "{thing}",
    "{form, select, formal {Rejoignez-nous : {thing}} other {Rejoins-nous : {thing}}}",
  ],
  "type.offline-event.intro": [
    "{form, select, formal {{brand} vous invite à nous rencontrer en personne.} other {{brand} t'invite à nous rencontrer en personne.}}",
    "{form, select, formal {Nous serions ravis de vous accueillir.} other {On serait ravis de t'accueillir.}}",
  ],
  "type.offline-event.cta": ["Confirmer ma venue", "Je m'inscris"],
  "type.offline-event.why":
    "{form, select, formal {Vous recevez cette invitation parce que vous faites partie de la communauté {brand}.} other {Tu reçois cette invitation parce que tu fais partie de la communauté {brand}.}}",
  "type.customer-onboarding.noun": "{brand}",
  "type.customer-onboarding.subject": [
    "Bienvenue chez {thing}",
    "<firstName>Bonjour</firstName>, bienvenue à bord !",
  ],
  "type.customer-onboarding.preheader": [
    "{form, select, formal {Ravis de vous compter parmi nous.} other {Ravis de te compter parmi nous.}}",
    "Tout pour bien démarrer avec {brand}.",
  ],
  "type.customer-onboarding.eyebrow": ["Bienvenue", "Premiers pas"],
  "type.customer-onboarding.headline": [
    "Bienvenue chez {thing} !",
    "{form, select, formal {Ravis de vous compter parmi nous} other {Ravis de te compter parmi nous}}",
  ],
  "type.customer-onboarding.intro": [
    "{form, select, formal {Nous sommes ravis que vous ayez rejoint {brand}.} other {On est ravis que tu aies rejoint {brand}.}}",
    "Merci d'avoir choisi {brand}.",
  ],
  "type.customer-onboarding.cta": ["Commencer", "Visiter {domain}"],
  "type.customer-onboarding.why":
    "{form, select, formal {Vous recevez cet e-mail parce que vous vous êtes inscrit chez {brand}.} other {Tu reçois cet e-mail parce que ton adresse est inscrite chez {brand}.}}",
  "type.product-launch.noun": "une nouveauté",
  "type.product-launch.subject": ["Nouveau : {thing}", "Nouveau chez {brand} : {thing}"],
  "type.product-launch.preheader": [
    "Disponible dès maintenant chez {brand}.",
    "{form, select, formal {Découvrez la nouveauté de {brand}.} other {Découvre la nouveauté de {brand}.}}",
  ],
  "type.product-launch.eyebrow": ["Nouveau", "Vient de sortir"],
  "type.product-launch.headline": [
    "Voici {thing}",
    "{form, select, formal {Découvrez {thing}} other {Découvre {thing}}}",
  ],
  "type.product-launch.intro": ["Voici {thing}, la nouveauté de {brand}.", "{brand} présente {thing}."],
  "type.product-launch.cta": ["Découvrir maintenant", "Voir sur {domain}"],
  "type.product-launch.why":
    "{form, select, formal {Vous recevez cet e-mail parce que vous êtes abonné aux nouveautés de {brand}.} other {Tu reçois cet e-mail parce que tu suis les nouveautés de {brand}.}}",
};
