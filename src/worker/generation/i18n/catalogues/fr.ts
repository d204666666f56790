import type { Catalogue } from "./en";

export const fr: Catalogue = {
  "footer.unsubscribe": "Se désabonner de ces e-mails",
  "footer.preferences": "Gérer mes préférences e-mail",
  "footer.visit": "Visiter {domain}",
  "footer.viewInBrowser": "Voir dans le navigateur",
  team: "L'équipe {brand}",
  hello:
    "{register, select, playful {Coucou <firstName>à tous</firstName> !} formal {Madame, Monsieur,} other {Bonjour <firstName>à tous</firstName>,}}",
  "hello.named": "Bonjour {title} {name},",
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
  "label.supportSummary": "Récapitulatif",
  "label.supportDetails": "Détails",
  "label.reference": "Référence",
  "label.supportDate": "Date",
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
  "label.expect": "{form, select, formal {Ce qui vous attend} other {Ce qui t'attend}}",
  "label.nextSteps": "La suite",
  "label.goodToKnow": "Bon à savoir",
  "label.available": "Disponible dès le",
  "label.donate": "{form, select, formal {Votre don rend cela possible} other {Ton don rend cela possible}}",
  "label.discount": "Remise",
  "label.tip": "Pourboire",
  "link.donate": "{register, select, playful {Je donne} formal {Faire un don} other {Faire un don}}",
  "contact.both":
    "{form, select, formal {Des questions ? Appelez-nous au {phone} ou écrivez à {email}.} other {Des questions ? Appelle-nous au {phone} ou écris à {email}.}}",
  "closing.invite": "{form, select, formal {Nous vous invitons {what}.} other {On t'invite {what}.}}",
  "contact.phone":
    "{form, select, formal {Des questions ? Appelez-nous au {phone}.} other {Des questions ? Appelle-nous au {phone}.}}",
  "contact.email":
    "{form, select, formal {Des questions ? Écrivez-nous à {email}.} other {Des questions ? Écris-nous à {email}.}}",
  "label.directions": "Accès",
  "label.openMap": "Itinéraire",
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
  "type.confirmation-email.noun": "les nouvelles de {brand}",
  "type.confirmation-email.subject": [
    "{form, select, formal {Merci de confirmer votre inscription : {quoted}} other {Confirme ton inscription : {quoted}}}",
    "{form, select, formal {{quoted} : c'était vous ? Confirmez} other {{quoted} : c'était toi ? Confirme}}",
    "{form, select, formal {Plus qu'un clic : votre inscription à {quoted}} other {Plus qu'un clic : ton inscription à {quoted}}}",
  ],
  "type.confirmation-email.preheader": [
    "{form, select, formal {Un clic et vous êtes inscrit.} other {Un clic et tu es inscrit.}}",
    "{form, select, formal {Si vous vous êtes inscrit, confirmez en un clic. Sinon, ignorez simplement cet e-mail.} other {Si tu t'es inscrit, confirme en un clic. Sinon, ignore simplement cet e-mail.}}",
    "{form, select, formal {Confirmez votre adresse et le tour est joué.} other {Confirme ton adresse et le tour est joué.}}",
  ],
  "type.confirmation-email.eyebrow": ["Encore une étape"],
  "type.confirmation-email.headline": [
    "{named, select, yes {{form, select, formal {Confirmez votre inscription : {thing}} other {Confirme ton inscription : {thing}}}} other {{form, select, formal {Merci de confirmer votre inscription} other {Confirme ton inscription}}}}",
    "{named, select, yes {{form, select, formal {{thing} : c'était bien vous ?} other {{thing} : c'était bien toi ?}}} other {{form, select, formal {C'était bien vous ?} other {C'était bien toi ?}}}}",
    "{named, select, yes {Presque fini : {thing}} other {{form, select, formal {Vous y êtes presque !} other {Tu y es presque !}}}}",
  ],
  "type.confirmation-email.intro": [
    "{form, select, formal {Merci de votre inscription à {quoted} ! Confirmez votre adresse e-mail avec le bouton ci-dessous pour que nous puissions vous écrire.} other {Merci pour ton inscription à {quoted} ! Confirme ton adresse e-mail avec le bouton ci-dessous pour que nous puissions t'écrire.}}",
    "{form, select, formal {Cette adresse e-mail vient d'être inscrite à {quoted}. Si c'était vous, confirmez d'un simple clic.} other {Cette adresse e-mail vient d'être inscrite à {quoted}. Si c'était toi, confirme d'un simple clic.}}",
    "{form, select, formal {Plus qu'un clic avant {quoted} : confirmez simplement que cette adresse e-mail est bien la vôtre.} other {Plus qu'un clic avant {quoted} : confirme simplement que cette adresse e-mail est bien la tienne.}}",
  ],
  "type.confirmation-email.cta": ["Confirmer mon inscription", "Confirmer mon adresse"],
  "type.confirmation-email.why":
    "{form, select, formal {Vous recevez cet e-mail parce que cette adresse a été saisie sur {domain}.} other {Tu reçois cet e-mail parce que cette adresse a été saisie sur {domain}.}}",
  "type.newsletter.noun": "les nouvelles de {brand}",
  "type.newsletter.subject": [
    "{named, select, yes {{thing}} other {Tout frais de chez {brand}}}",
    "{named, select, yes {{thing} : quoi de neuf ?} other {Quoi de neuf chez {brand} ?}}",
    "{named, select, yes {{thing} en bref} other {{brand} en bref}}",
    "{named, select, yes {{thing} : {lead}} other {{lead}}}",
  ],
  "type.newsletter.preheader": [
    "Les dernières nouvelles de {brand}, en une lecture rapide.",
    "Ce sur quoi nous avons travaillé.",
    "L'essentiel de ce numéro, en un coup d'œil.",
    "Et toutes les autres nouvelles de {brand}.",
  ],
  "type.newsletter.eyebrow": ["Newsletter", "Actualités"],
  "type.newsletter.headline": [
    "{named, select, yes {{thing}} other {Tout frais de chez {brand}}}",
    "{named, select, yes {{thing} : quoi de neuf ?} other {Quoi de neuf chez {brand} ?}}",
    "{named, select, yes {{thing} en bref} other {{brand} en bref}}",
    "{named, select, yes {{thing} : {lead}} other {{lead}}}",
  ],
  "type.newsletter.intro": [
    "Voici les dernières nouvelles de {brand}.",
    "Qu'avons-nous fait ces derniers temps ? Voici la version courte.",
    "L'essentiel de ce numéro, en quelques lignes.",
    "Commençons par la grande nouvelle, puis le reste.",
  ],
  "type.newsletter.cta": ["Visiter {domain}", "En savoir plus sur {domain}"],
  "type.newsletter.why":
    "{form, select, formal {Vous recevez cette newsletter parce que vous êtes abonné aux actualités de {brand}.} other {Tu reçois cette newsletter parce que tu suis les actualités de {brand}.}}",
  "type.transactional-purchase.noun": "{form, select, formal {votre commande} other {ta commande}}",
  "type.transactional-purchase.subject": [
    "{form, select, formal {Merci pour votre commande chez {brand}} other {Merci pour ta commande chez {brand}}}",
    "{form, select, formal {Votre commande chez {brand} est confirmée} other {Ta commande chez {brand} est confirmée}}",
    "{form, select, formal {Votre commande chez {brand} : la suite} other {Ta commande chez {brand} : la suite}}",
  ],
  "type.transactional-purchase.preheader": [
    "{form, select, formal {Le récapitulatif de votre commande est à l'intérieur.} other {Le récapitulatif de ta commande est à l'intérieur.}}",
    "{form, select, formal {Nous avons bien reçu votre commande.} other {Nous avons bien reçu ta commande.}}",
    "{form, select, formal {Votre reçu et les prochaines étapes, au même endroit.} other {Ton reçu et les prochaines étapes, au même endroit.}}",
  ],
  "type.transactional-purchase.eyebrow": ["Commande confirmée", "Reçu"],
  "type.transactional-purchase.headline": [
    "{form, select, formal {Merci pour votre commande !} other {Merci pour ta commande !}}",
    "{form, select, formal {Votre commande est confirmée} other {Ta commande est confirmée}}",
    "Commande reçue : voici la suite",
  ],
  "type.transactional-purchase.intro": [
    "{form, select, formal {Merci pour votre commande chez {brand} ! Voici votre récapitulatif.} other {Merci pour ta commande chez {brand} ! Voici ton récapitulatif.}}",
    "{form, select, formal {Bonne nouvelle : votre commande chez {brand} est confirmée. Voici les détails.} other {Bonne nouvelle : ta commande chez {brand} est confirmée. Voici les détails.}}",
    "{form, select, formal {Nous avons bien reçu votre commande. Vous trouverez ci-dessous la suite et votre reçu.} other {Nous avons bien reçu ta commande. Tu trouveras ci-dessous la suite et ton reçu.}}",
  ],
  "type.transactional-purchase.cta": ["Voir ma commande", "Suivre ma commande"],
  "type.transactional-purchase.why":
    "{form, select, formal {Ceci est le reçu de votre achat chez {brand}.} other {Voici le reçu de ton achat chez {brand}.}}",
  "type.transactional-purchase.support.subject": [
    "{form, select, formal {Merci pour votre soutien à {brand}} other {Merci pour ton soutien à {brand}}}",
    "{form, select, formal {Votre soutien à {brand} est confirmé} other {Ton soutien à {brand} est confirmé}}",
    "{form, select, formal {Votre soutien à {brand} : la suite} other {Ton soutien à {brand} : la suite}}",
  ],
  "type.transactional-purchase.support.preheader": [
    "{form, select, formal {Votre confirmation et votre récapitulatif sont dans cet e-mail.} other {Ta confirmation et ton récapitulatif sont dans cet e-mail.}}",
    "{form, select, formal {Nous avons bien reçu votre engagement.} other {Nous avons bien reçu ton engagement.}}",
    "{form, select, formal {Votre récapitulatif et les prochaines étapes, en un coup d'œil.} other {Ton récapitulatif et les prochaines étapes, en un coup d'œil.}}",
  ],
  "type.transactional-purchase.support.eyebrow": ["Merci", "Confirmation"],
  "type.transactional-purchase.support.headline": [
    "{form, select, formal {Merci pour votre soutien !} other {Merci pour ton soutien !}}",
    "{form, select, formal {Votre soutien est confirmé} other {Ton soutien est confirmé}}",
    "Merci : voici la suite",
  ],
  "type.transactional-purchase.support.intro": [
    "{form, select, formal {Merci de soutenir {brand} ! Voici votre récapitulatif.} other {Merci de soutenir {brand} ! Voici ton récapitulatif.}}",
    "{form, select, formal {Bonne nouvelle : votre soutien à {brand} est confirmé. Voici les détails.} other {Bonne nouvelle : ton soutien à {brand} est confirmé. Voici les détails.}}",
    "{form, select, formal {Nous avons bien reçu votre engagement. Vous trouverez ci-dessous la suite et votre récapitulatif.} other {Nous avons bien reçu ton engagement. Tu trouveras ci-dessous la suite et ton récapitulatif.}}",
  ],
  "type.transactional-purchase.support.why":
    "{form, select, formal {Ceci est la confirmation de votre soutien à {brand}.} other {Voici la confirmation de ton soutien à {brand}.}}",
  "type.whitepaper-autoreply.noun":
    "{form, select, formal {votre téléchargement} other {ton téléchargement}}",
  "type.whitepaper-autoreply.subject": [
    "{named, select, yes {{form, select, formal {Votre exemplaire : {thing}} other {Ton exemplaire : {thing}}}} other {{form, select, formal {Votre téléchargement de {brand}} other {Ton téléchargement de {brand}}}}}",
    "{named, select, yes {Au sommaire : {thing}} other {{form, select, formal {Ce que contient votre téléchargement} other {Ce que contient ton téléchargement}}}}",
    "{named, select, yes {Prêt à lire {quoted} ?} other {Prêt à lire ?}}",
  ],
  "type.whitepaper-autoreply.preheader": [
    "{form, select, formal {Votre lien de téléchargement est à l'intérieur.} other {Ton lien de téléchargement est à l'intérieur.}}",
    "Un aperçu du contenu, et le lien de téléchargement.",
    "{form, select, formal {Merci de votre intérêt : votre exemplaire est à un clic.} other {Merci pour ton intérêt : ton exemplaire est à un clic.}}",
  ],
  "type.whitepaper-autoreply.eyebrow": [
    "{form, select, formal {Votre téléchargement} other {Ton téléchargement}}",
    "Ressource gratuite",
  ],
  "type.whitepaper-autoreply.headline": [
    "{named, select, yes {{form, select, formal {Votre exemplaire : {thing}} other {Ton exemplaire : {thing}}}} other {{form, select, formal {Votre téléchargement est prêt} other {Ton téléchargement est prêt}}}}",
    "{named, select, yes {Au sommaire de {quoted}} other {{form, select, formal {Ce que contient votre téléchargement} other {Ce que contient ton téléchargement}}}}",
    "{named, select, yes {Prêt à découvrir {quoted} ?} other {Prêt à plonger dedans ?}}",
  ],
  "type.whitepaper-autoreply.intro": [
    "{named, select, yes {{form, select, formal {Merci d'avoir demandé {quoted}. Votre exemplaire est prêt à être téléchargé.} other {Merci d'avoir demandé {quoted}. Ton exemplaire est prêt à être téléchargé.}}} other {{form, select, formal {Merci de votre intérêt. Votre exemplaire est prêt à être téléchargé.} other {Merci pour ton intérêt. Ton exemplaire est prêt à être téléchargé.}}}}",
    "{named, select, yes {Merci d'avoir téléchargé {quoted} ! Voici un aperçu de son contenu.} other {Merci pour le téléchargement ! Voici un aperçu de son contenu.}}",
    "{form, select, formal {Merci de l'intérêt que vous portez à {brand}. Votre exemplaire est à un clic.} other {Merci pour l'intérêt que tu portes à {brand}. Ton exemplaire est à un clic.}}",
  ],
  "type.whitepaper-autoreply.cta": ["Télécharger maintenant", "Obtenir mon exemplaire"],
  "type.whitepaper-autoreply.why":
    "{form, select, formal {Vous avez demandé ce téléchargement sur {domain}.} other {Tu as demandé ce téléchargement sur {domain}.}}",
  "type.webinar.noun": "notre webinaire en direct",
  "type.webinar.subject": [
    "{named, select, yes {Webinaire : {thing}} other {{form, select, formal {{brand} vous invite à un webinaire en direct} other {{brand} t'invite à un webinaire en direct}}}}",
    "{named, select, yes {{form, select, formal {{thing} : serez-vous des nôtres ?} other {{thing} : tu seras des nôtres ?}}} other {{form, select, formal {Serez-vous des nôtres en direct ?} other {Tu seras des nôtres en direct ?}}}}",
    "{named, select, yes {En direct et en ligne : {thing}} other {En direct et en ligne avec {brand}}}",
    "{named, select, yes {{date} : {thing}} other {{date} : webinaire en direct avec {brand}}}",
  ],
  "type.webinar.preheader": [
    "{form, select, formal {Réservez votre place pour la session en direct.} other {Réserve ta place pour la session en direct.}}",
    "{form, select, formal {Nous serions ravis de vous y voir : réservez votre place.} other {On serait ravis de t'y voir : réserve ta place.}}",
    "{form, select, formal {Rejoignez-nous en direct, où que vous soyez.} other {Rejoins-nous en direct, où que tu sois.}}",
    "{form, select, formal {Notez la date et réservez votre place.} other {Note la date et réserve ta place.}}",
  ],
  "type.webinar.eyebrow": ["Webinar en direct", "Invitation"],
  "type.webinar.headline": [
    "{named, select, yes {{thing}} other {Notre webinaire en direct}}",
    "{named, select, yes {{form, select, formal {Serez-vous des nôtres pour {quoted} ?} other {Tu seras des nôtres pour {quoted} ?}}} other {{form, select, formal {Serez-vous des nôtres en direct ?} other {Tu seras des nôtres en direct ?}}}}",
    "{named, select, yes {En direct et en ligne : {thing}} other {En direct et en ligne avec {brand}}}",
    "{named, select, yes {{date} : {thing}} other {En direct le {date}}}",
  ],
  "type.webinar.intro": [
    "{form, select, formal {Vous êtes invité à nous rejoindre en direct, en ligne.} other {Tu es invité à nous rejoindre en direct, en ligne.}}",
    "{form, select, formal {Nous serions ravis de vous compter parmi nous.} other {On serait ravis de te compter parmi nous.}}",
    "{form, select, formal {Rejoignez-nous en direct, où que vous soyez.} other {Rejoins-nous en direct, où que tu sois.}}",
    "{form, select, formal {Notez la date.} other {Note la date.}}",
  ],
  "type.webinar.cta": ["Je m'inscris", "Réserver ma place"],
  "type.webinar.why":
    "{form, select, formal {Vous recevez cette invitation parce que vous êtes abonné aux actualités de {brand}.} other {Tu reçois cette invitation parce que tu suis les actualités de {brand}.}}",
  "type.offline-event.noun": "notre événement",
  "type.offline-event.subject": [
    "{named, select, yes {Invitation : {thing}} other {Invitation de {brand}}}",
    "{named, select, yes {{form, select, formal {{thing} : serez-vous là ?} other {{thing} : tu seras là ?}}} other {{form, select, formal {Serez-vous là ?} other {Tu seras là ?}}}}",
    "{named, select, yes {Retrouvons-nous : {thing}} other {Retrouvons-nous en personne}}",
    "{named, select, yes {{date} : {thing}} other {À noter : {date}}}",
  ],
  "type.offline-event.preheader": [
    "{form, select, formal {Nous serions ravis de vous y voir.} other {On serait ravis de t'y voir.}}",
    "{form, select, formal {Dites-nous si vous venez.} other {Dis-nous si tu viens.}}",
    "{form, select, formal {Venez nous dire bonjour en personne.} other {Viens nous dire bonjour en personne.}}",
    "À noter dans l'agenda : tous les détails sont à l'intérieur.",
  ],
  "type.offline-event.eyebrow": ["Invitation", "Événement"],
  "type.offline-event.headline": [
    "{named, select, yes {{thing}} other {{form, select, formal {Vous êtes invité} other {Tu es invité}}}}",
    "{named, select, yes {{form, select, formal {Serez-vous là ? {thing}} other {Tu seras là ? {thing}}}} other {{form, select, formal {Serez-vous là ?} other {Tu seras là ?}}}}",
    "{named, select, yes {Retrouvons-nous : {thing}} other {Retrouvons-nous en personne}}",
    "{named, select, yes {{date} : {thing}} other {À noter : {date}}}",
  ],
  "type.offline-event.intro": [
    "{form, select, formal {Vous êtes invité ! Nous serions ravis de vous accueillir en personne.} other {Tu es invité ! On serait ravis de t'accueillir en personne.}}",
    "{form, select, formal {Nous serions ravis de vous y voir.} other {On serait ravis de t'y voir.}}",
    "{form, select, formal {Certaines choses sont plus belles en vrai. Venez nous rencontrer.} other {Certaines choses sont plus belles en vrai. Viens nous rencontrer.}}",
    "{form, select, formal {Notez dès maintenant la date dans votre agenda.} other {Note dès maintenant la date dans ton agenda.}}",
  ],
  "type.offline-event.cta": ["Confirmer ma venue", "Je m'inscris"],
  "type.offline-event.why":
    "{form, select, formal {Vous recevez cette invitation parce que vous faites partie de la communauté {brand}.} other {Tu reçois cette invitation parce que tu fais partie de la communauté {brand}.}}",
  "type.customer-onboarding.noun": "{brand}",
  "type.customer-onboarding.subject": [
    "Bienvenue chez {thing} !",
    "Bienvenue chez {thing} ! Voici comment démarrer",
    "{form, select, formal {<firstName>Bonjour</firstName>, prêt à démarrer avec {thing} ?} other {<firstName>Salut</firstName>, prêt à démarrer avec {thing} ?}}",
  ],
  "type.customer-onboarding.preheader": [
    "{form, select, formal {Ravis de vous compter parmi nous.} other {Ravis de te compter parmi nous.}}",
    "{form, select, formal {Vos premiers pas, un par un.} other {Tes premiers pas, un par un.}}",
    "Tout ce qu'il faut pour bien démarrer.",
  ],
  "type.customer-onboarding.eyebrow": ["Bienvenue", "Premiers pas"],
  "type.customer-onboarding.headline": [
    "Bienvenue chez {thing} !",
    "Bien démarrer avec {thing}",
    "Prêt à démarrer avec {thing} ?",
  ],
  "type.customer-onboarding.intro": [
    "{form, select, formal {Nous sommes ravis de vous compter parmi nous.} other {On est ravis de te compter parmi nous.}}",
    "Démarrer est simple : voici la suite.",
    "Merci d'avoir choisi {brand}. Voici tout ce qu'il faut pour bien démarrer.",
  ],
  "type.customer-onboarding.cta": ["Commencer", "Visiter {domain}"],
  "type.customer-onboarding.why":
    "{form, select, formal {Vous recevez cet e-mail parce que vous vous êtes inscrit chez {brand}.} other {Tu reçois cet e-mail parce que ton adresse est inscrite chez {brand}.}}",
  "type.product-launch.noun": "une nouveauté",
  "type.product-launch.subject": [
    "{named, select, yes {Nouveau : {thing}} other {Du nouveau chez {brand}}}",
    "{named, select, yes {{form, select, formal {Connaissez-vous déjà {thing} ?} other {Tu connais déjà {thing} ?}}} other {{form, select, formal {Avez-vous vu la nouveauté de {brand} ?} other {Tu as vu la nouveauté de {brand} ?}}}}",
    "{named, select, yes {Découvrez {thing}} other {La dernière nouveauté de {brand}}}",
    "{named, select, yes {{thing}, dès le {date}} other {Du nouveau chez {brand} dès le {date}}}",
    "{named, select, yes {{thing} : {offer}} other {Du nouveau chez {brand} : {offer}}}",
  ],
  "type.product-launch.preheader": [
    "Disponible dès maintenant chez {brand}.",
    "Voici pourquoi cela vaut le coup d'œil.",
    "La nouveauté de {brand}, en bref.",
    "À noter : {date}.",
    "{form, select, formal {Ne manquez pas l'offre de lancement.} other {Ne rate pas l'offre de lancement.}}",
  ],
  "type.product-launch.eyebrow": ["Nouveau", "Vient de sortir"],
  "type.product-launch.headline": [
    "{named, select, yes {Nouveau : {thing}} other {Du nouveau chez {brand}}}",
    "{named, select, yes {{form, select, formal {Connaissez-vous {thing} ?} other {Tu connais {thing} ?}}} other {{form, select, formal {Avez-vous vu la nouveauté ?} other {Tu as vu la nouveauté ?}}}}",
    "{named, select, yes {Découvrez {thing}} other {La dernière nouveauté de {brand}}}",
    "{named, select, yes {{thing}, dès le {date}} other {Nouveau dès le {date}}}",
    "{named, select, yes {{thing} : {offer}} other {{offer} sur la nouveauté}}",
  ],
  "type.product-launch.intro": [
    "{named, select, yes {Voici {thing}, la nouveauté de {brand}.} other {Il y a du nouveau chez {brand}.}}",
    "{named, select, yes {{form, select, formal {Connaissez-vous déjà {thing} ? Voici pourquoi cela vaut le coup d'œil.} other {Tu connais déjà {thing} ? Voici pourquoi cela vaut le coup d'œil.}}} other {Voici la nouveauté, et pourquoi elle vaut le coup d'œil.}}",
    "{named, select, yes {{brand} présente {thing}.} other {{form, select, formal {{brand} a une nouveauté pour vous.} other {{brand} a une nouveauté pour toi.}}}}",
    "{named, select, yes {{thing} est disponible dès le {date}.} other {Disponible dès le {date}.}}",
    "{named, select, yes {{thing} est là, avec une offre de lancement.} other {La nouveauté est là, avec une offre de lancement.}}",
  ],
  "type.product-launch.cta": ["Découvrir maintenant", "Voir sur {domain}"],
  "type.product-launch.why":
    "{form, select, formal {Vous recevez cet e-mail parce que vous êtes abonné aux nouveautés de {brand}.} other {Tu reçois cet e-mail parce que tu suis les nouveautés de {brand}.}}",
  "type.confirmation-email.reservation.eyebrow": "Réservation confirmée",
  "type.confirmation-email.reservation.headline":
    "{form, select, formal {Votre réservation est confirmée} other {Ta réservation est confirmée}}",
  "type.confirmation-email.reservation.intro":
    "{form, select, formal {Merci pour votre réservation chez {brand}. Voici les détails ; nous nous réjouissons de vous accueillir.} other {Merci pour ta réservation chez {brand}. Voici les détails ; nous avons hâte de t'accueillir.}}",
  "type.confirmation-email.appointment.eyebrow": "Rendez-vous confirmé",
  "type.confirmation-email.appointment.headline":
    "{form, select, formal {Votre rendez-vous est confirmé} other {Ton rendez-vous est confirmé}}",
  "type.confirmation-email.appointment.intro":
    "Merci d'avoir pris rendez-vous chez {brand}. Voici les détails.",
  "type.confirmation-email.registration.eyebrow": "Inscription confirmée",
  "type.confirmation-email.registration.headline":
    "{form, select, formal {Votre inscription est confirmée} other {Ton inscription est confirmée}}",
  "type.confirmation-email.registration.intro":
    "{form, select, formal {Merci pour votre inscription chez {brand}. Voici les détails.} other {Merci pour ton inscription chez {brand}. Voici les détails.}}",
  "type.confirmation-email.intake.eyebrow": "Prise en charge confirmée",
  "type.confirmation-email.intake.headline":
    "{form, select, formal {Nous avons bien pris en charge votre demande} other {Nous avons bien pris en charge ta demande}}",
  "type.confirmation-email.intake.intro":
    "{form, select, formal {Merci pour votre confiance. Voici les détails et la suite.} other {Merci pour ta confiance. Voici les détails et la suite.}}",
  "type.confirmation-email.request.eyebrow": "Demande reçue",
  "type.confirmation-email.request.headline":
    "{form, select, formal {Nous avons bien reçu votre demande} other {Nous avons bien reçu ta demande}}",
  "type.confirmation-email.request.intro":
    "{form, select, formal {Merci pour votre demande. Voici votre référence et la suite.} other {Merci pour ta demande. Voici ta référence et la suite.}}",
  "type.confirmation-email.application.eyebrow": "Candidature reçue",
  "type.confirmation-email.application.headline":
    "{form, select, formal {Nous avons bien reçu votre candidature} other {Nous avons bien reçu ta candidature}}",
  "type.confirmation-email.application.intro":
    "{form, select, formal {Merci pour votre candidature chez {brand}. Voici la suite.} other {Merci pour ta candidature chez {brand}. Voici la suite.}}",
  "type.confirmation-email.details": "{form, select, formal {Vos informations} other {Tes informations}}",
  "type.confirmation-email.next": "Bon à savoir",
  "type.confirmation-email.reach.lead":
    "{kind, select, request {C'est urgent ?} application {Des questions ?} other {Un changement ou une annulation ?}}",
  "type.confirmation-email.reach.how":
    "{form, select, formal {{how, select, email {Écrivez-nous à {email}.} both {Appelez-nous au {phone} ou écrivez à {email}.} other {Appelez-nous au {phone}.}}} other {{how, select, email {Écris-nous à {email}.} both {Appelle-nous au {phone} ou écris à {email}.} other {Appelle-nous au {phone}.}}}}",
  "type.transactional-purchase.attached": "En pièce jointe : {what}.",
};
