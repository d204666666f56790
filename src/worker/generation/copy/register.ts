import type { Lang, LinkPurpose } from "../../../shared/facts";

export type Register = "friendly" | "professional" | "playful" | "formal";

interface RegisterStrings {
  hello: string;
  signoff: string[];
  /** Button labels by what the link is for. */
  link: Record<Exclude<LinkPurpose, "other">, string> & { other: string };
}

type Table = Record<Lang, Record<Register, RegisterStrings>>;

const en = (hello: string, signoff: string[], link: RegisterStrings["link"]): RegisterStrings => ({
  hello,
  signoff,
  link,
});

/**
 * The fixed strings whose register changes with the brief's tone; the rest of the copy is neutral in every tone.
 * Every greeting that names the reader carries a fallback word (`{{first_name|there}}`), as the neutral greeting does:
 * without one a preview reads "Dear," and a platform with an empty default sends "Hey !".
 */
const TABLE: Table = {
  en: {
    friendly: en("Hi {{first_name|there}},", ["Warm regards,", "See you soon,"], {
      register: "Save your seat",
      rsvp: "RSVP now",
      join: "Join the session",
      download: "Get your copy",
      read: "Read the full story",
      buy: "Get yours",
      other: "Find out more",
    }),
    professional: en("Hello {{first_name|there}},", ["Best regards,", "Kind regards,"], {
      register: "Register now",
      rsvp: "Confirm your attendance",
      join: "Join the session",
      download: "Download your copy",
      read: "Read the article",
      buy: "Order now",
      other: "See the details",
    }),
    playful: en("Hey {{first_name|there}}!", ["Cheers,", "Catch you soon,"], {
      register: "Grab your spot",
      rsvp: "Count me in",
      join: "Hop in",
      download: "Grab your copy",
      read: "Dive in",
      buy: "Treat yourself",
      other: "Take a look",
    }),
    formal: en("Dear {{first_name|Sir or Madam}},", ["Yours sincerely,", "With kind regards,"], {
      register: "Register",
      rsvp: "Confirm attendance",
      join: "Join the event",
      download: "Download the document",
      read: "Read the article",
      buy: "Place your order",
      other: "Further information",
    }),
  },
  de: {
    friendly: en("Hallo {{first_name|zusammen}},", ["Herzliche Grüße,", "Bis bald,"], {
      register: "Platz sichern",
      rsvp: "Jetzt zusagen",
      join: "Jetzt teilnehmen",
      download: "Jetzt herunterladen",
      read: "Weiterlesen",
      buy: "Jetzt bestellen",
      other: "Mehr erfahren",
    }),
    professional: en("Guten Tag {{first_name|zusammen}},", ["Beste Grüße,", "Viele Grüße,"], {
      register: "Jetzt anmelden",
      rsvp: "Teilnahme bestätigen",
      join: "Zur Veranstaltung",
      download: "Herunterladen",
      read: "Artikel lesen",
      buy: "Jetzt bestellen",
      other: "Mehr erfahren",
    }),
    playful: en("Hey {{first_name|zusammen}}!", ["Bis gleich,", "Liebe Grüße,"], {
      register: "Schnell Platz schnappen",
      rsvp: "Ich bin dabei",
      join: "Rein da",
      download: "Gleich holen",
      read: "Reinlesen",
      buy: "Gönn dir",
      other: "Reinschauen",
    }),
    formal: en("Sehr geehrte Damen und Herren,", ["Mit freundlichen Grüßen,", "Hochachtungsvoll,"], {
      register: "Anmelden",
      rsvp: "Teilnahme bestätigen",
      join: "Zur Veranstaltung",
      download: "Dokument herunterladen",
      read: "Artikel lesen",
      buy: "Bestellung aufgeben",
      other: "Weitere Informationen",
    }),
  },
  fr: {
    friendly: en("Bonjour {{first_name|à tous}},", ["À très bientôt,", "Chaleureusement,"], {
      register: "Réserver ma place",
      rsvp: "Je confirme",
      join: "Rejoindre la session",
      download: "Télécharger",
      read: "Lire la suite",
      buy: "Je commande",
      other: "En savoir plus",
    }),
    professional: en("Bonjour {{first_name|à tous}},", ["Bien cordialement,", "Cordialement,"], {
      register: "S'inscrire",
      rsvp: "Confirmer ma présence",
      join: "Rejoindre la session",
      download: "Télécharger le document",
      read: "Lire l'article",
      buy: "Commander",
      other: "En savoir plus",
    }),
    playful: en("Coucou {{first_name|à tous}} !", ["À tout vite,", "Bises,"], {
      register: "Je réserve !",
      rsvp: "J'y serai !",
      join: "On y va",
      download: "Je le veux",
      read: "Je lis",
      buy: "Je craque",
      other: "Je découvre",
    }),
    formal: en("Madame, Monsieur,", ["Veuillez agréer nos salutations distinguées,", "Respectueusement,"], {
      register: "S'inscrire",
      rsvp: "Confirmer votre présence",
      join: "Accéder à l'événement",
      download: "Télécharger le document",
      read: "Consulter l'article",
      buy: "Passer commande",
      other: "Plus d'informations",
    }),
  },
  es: {
    friendly: en("Hola {{first_name|a todos}}:", ["Un abrazo,", "¡Hasta pronto!"], {
      register: "Reserva tu plaza",
      rsvp: "Confirmo",
      join: "Unirme a la sesión",
      download: "Descárgalo",
      read: "Seguir leyendo",
      buy: "Lo quiero",
      other: "Descubre más",
    }),
    professional: en("Hola {{first_name|a todos}}:", ["Saludos cordiales,", "Un saludo,"], {
      register: "Inscribirse",
      rsvp: "Confirmar asistencia",
      join: "Unirse a la sesión",
      download: "Descargar el documento",
      read: "Leer el artículo",
      buy: "Comprar ahora",
      other: "Más información",
    }),
    playful: en("¡Hola {{first_name|a todos}}!", ["¡Nos vemos!", "¡Chao!"], {
      register: "¡Me apunto!",
      rsvp: "¡Allí estaré!",
      join: "¡Vamos!",
      download: "¡Lo quiero ya!",
      read: "A leer",
      buy: "Date un capricho",
      other: "Échale un ojo",
    }),
    formal: en("Estimado/a {{first_name|cliente}}:", ["Atentamente,", "Reciba un cordial saludo,"], {
      register: "Inscribirse",
      rsvp: "Confirmar su asistencia",
      join: "Acceder al evento",
      download: "Descargar el documento",
      read: "Consultar el artículo",
      buy: "Realizar el pedido",
      other: "Más información",
    }),
  },
  it: {
    friendly: en("Ciao {{first_name|a tutti}},", ["A presto,", "Un caro saluto,"], {
      register: "Prenota il tuo posto",
      rsvp: "Ci sono",
      join: "Partecipa",
      download: "Scaricala ora",
      read: "Leggi di più",
      buy: "Lo voglio",
      other: "Scopri di più",
    }),
    professional: en("Buongiorno {{first_name|a tutti}},", ["Cordiali saluti,", "Un saluto,"], {
      register: "Iscriviti",
      rsvp: "Conferma la partecipazione",
      join: "Partecipa alla sessione",
      download: "Scarica il documento",
      read: "Leggi l'articolo",
      buy: "Acquista ora",
      other: "Scopri di più",
    }),
    playful: en("Ehi {{first_name|a tutti}}!", ["Ciao ciao,", "A prestissimo,"], {
      register: "Tienimi un posto",
      rsvp: "Io ci sono!",
      join: "Dentro!",
      download: "La voglio",
      read: "Leggi qui",
      buy: "Concediti un regalo",
      other: "Dai un'occhiata",
    }),
    formal: en("Gentile {{first_name|cliente}},", ["Distinti saluti,", "Con i migliori saluti,"], {
      register: "Iscriversi",
      rsvp: "Confermare la partecipazione",
      join: "Accedere all'evento",
      download: "Scaricare il documento",
      read: "Consultare l'articolo",
      buy: "Effettuare l'ordine",
      other: "Ulteriori informazioni",
    }),
  },
  nl: {
    friendly: en("Hoi {{first_name|allemaal}},", ["Tot snel,", "Hartelijke groet,"], {
      register: "Reserveer je plek",
      rsvp: "Ik kom",
      join: "Doe mee",
      download: "Download nu",
      read: "Lees verder",
      buy: "Bestel nu",
      other: "Ontdek meer",
    }),
    professional: en("Beste {{first_name|lezer}},", ["Met vriendelijke groet,", "Groet,"], {
      register: "Schrijf je in",
      rsvp: "Bevestig je aanwezigheid",
      join: "Neem deel",
      download: "Document downloaden",
      read: "Lees het artikel",
      buy: "Bestellen",
      other: "Meer informatie",
    }),
    playful: en("Hé {{first_name|allemaal}}!", ["Doei,", "Tot zo,"], {
      register: "Claim je plekje",
      rsvp: "Ik ben erbij!",
      join: "Spring erin",
      download: "Pak 'm",
      read: "Duik erin",
      buy: "Trakteer jezelf",
      other: "Neem een kijkje",
    }),
    formal: en("Geachte {{first_name|heer/mevrouw}},", ["Hoogachtend,", "Met vriendelijke groet,"], {
      register: "Aanmelden",
      rsvp: "Aanwezigheid bevestigen",
      join: "Naar het evenement",
      download: "Document downloaden",
      read: "Artikel raadplegen",
      buy: "Bestelling plaatsen",
      other: "Meer informatie",
    }),
  },
  pt: {
    friendly: en("Olá {{first_name|a todos}}!", ["Até breve,", "Um abraço,"], {
      register: "Garanta o seu lugar",
      rsvp: "Vou participar",
      join: "Entrar na sessão",
      download: "Descarregar",
      read: "Ler mais",
      buy: "Quero já",
      other: "Saiba mais",
    }),
    professional: en("Olá {{first_name|a todos}},", ["Com os melhores cumprimentos,", "Cumprimentos,"], {
      register: "Inscrever-se",
      rsvp: "Confirmar presença",
      join: "Entrar na sessão",
      download: "Descarregar o documento",
      read: "Ler o artigo",
      buy: "Comprar agora",
      other: "Saiba mais",
    }),
    playful: en("Olá {{first_name|pessoal}}!", ["Até já,", "Beijinhos,"], {
      register: "Quero o meu lugar",
      rsvp: "Conta comigo!",
      join: "Bora lá",
      download: "Quero já",
      read: "Mergulhe",
      buy: "Mime-se",
      other: "Dê uma espreitadela",
    }),
    formal: en("Exmo./Exma. {{first_name|Cliente}},", ["Com os melhores cumprimentos,", "Atenciosamente,"], {
      register: "Efetuar inscrição",
      rsvp: "Confirmar a sua presença",
      join: "Aceder ao evento",
      download: "Descarregar o documento",
      read: "Consultar o artigo",
      buy: "Efetuar encomenda",
      other: "Mais informações",
    }),
  },
};

export function registerStrings(lang: Lang, register: Register | null): RegisterStrings | null {
  return register ? TABLE[lang][register] : null;
}

/** A worded label for a link: the register's when the brief set a tone, else the professional one. */
export function linkLabel(lang: Lang, register: Register | null, purpose: LinkPurpose): string {
  return TABLE[lang][register ?? "professional"].link[purpose];
}
