import type { Facts, LinkFact } from "../../../shared/facts";

/**
 * Which of the site's pages an e-mail may link. The reader takes them from the site's navigation, so most are the
 * site's furniture (log in, careers, legal, the homepage under the brand's name) and all are in the site's language.
 */

/** The site's furniture, by the page's words or its address, in the seven languages we write. */
const FURNITURE_TERMS = [
  // signing in and the visitor's own pages
  "log ?in|log ?out|sign ?in|sign ?up|sign ?out|register|registrier\\w*|anmeld\\w*|einlogg\\w*|auslogg\\w*|abmeld\\w*|connexion|se connecter|s'inscrire|inscri(?:ption|vete)|iniciar sesi[oó]n|registrati|inloggen|aanmelden|registreren|cadastr\\w*",
  "(?:my |mein |mon |mi |il mio |mijn |minha )?(?:account|konto|compte|cuenta|profile?|profil|profiel|perfil)",
  "password|passwort|mot de passe|contrase[nñ]a|wachtwoord|senha",
  "cart|basket|warenkorb|panier|carrito|carrello|winkelwagen|carrinho|checkout|wish ?list|wunschliste|merkliste",
  // jobs
  "careers?|jobs?|karriere|stellenangebote|stellenmarkt|emplois?|recrutement|carri[eè]res?|empleo|trabaja con nosotros|lavora con noi|vacatures?|werken bij|carreiras|vagas|freelance[- ]jobs|apply as",
  // legal, cookies, sitemaps
  "legal|imprint|impressum|mentions l[eé]gales|aviso legal|note legali|colofon|privacy|datenschutz\\w*|confidentialit[eé]|privacidad|privacidade|agb|nutzungsbedingungen|cgv|cgu|t[eé]rminos|termini|voorwaarden|termos|disclaimer|cookies?|sitemap|site ?map",
  // contact, advertising, newsletter sign-up
  "contact|kontakt\\w*|contacto|contatti|contato|advertis\\w*|werben\\w*|werbepartner\\w*|[üu]ber uns|[àa] propos|qui sommes-nous|sobre nosotros|chi siamo|over ons|sobre n[oó]s|newsletter\\w*|subscribe|abonnieren|s'abonner|suscr[ií]bete|iscriviti|abonneren|assinar",
].join("|");
/** Furniture words anywhere in a page's text or address ("Go to Your Profile", "/python/freelance-jobs"). */
const FURNITURE = new RegExp(`(?<![\\p{L}])(?:${FURNITURE_TERMS})(?![\\p{L}])`, "iu");
/** Words that are furniture only on their own ("Press", "Terms", "About"), not in "French press" or "About the roastery". */
const FURNITURE_ALONE =
  /^(?:press|presse|prensa|stampa|pers|imprensa|feed|rss|terms|conditions|about|about us|entrar|accedi|kasse|favoriten)$/i;

/** Words that, beside the brand's name, only say "the homepage" ("ebrosia - zur Startseite wechseln", "The Verge homepage"). */
const HOME = new Set(
  "home homepage start startseite zur wechseln zuruck back accueil retour inicio volver iniziale pagina torna beginpagina terug inicio website site seite page".split(
    " ",
  ),
);

/** Function words and words every campaign uses: they make no page relevant. */
const STOP = new Set(
  (
    "the and for you your our ours with from that this these those have has will what when where which while who why how about more most only into over also just than then them they their there here each every some other after before until like make made very much many such been were would could should back first last next week month year today free best new now top all any can get one two via its it's not are was his her him she out off per yes " +
    "und oder aber für mit von vom zum zur ein eine einer einen einem eines sich nicht auch noch nach über unter durch sind wird werden kann ihre ihr unsere unser diese dieser dieses wenn dann jetzt hier mehr alle schon sehr heute neue neuen neues des den dem der die das bei wie was wir sie uns " +
    "pour avec dans sans sous chez plus tous tout toute toutes votre vos notre nos leur leurs cette ces mais comme nous vous elle elles ils sont être avoir fait très aussi bien encore après avant depuis entre les des une aux sur par qui que quoi " +
    "para como pero este esta estos estas nuestro nuestra nuestros vuestro todo todos todas más desde hasta sobre entre cuando donde los las una del por con sus ese esa " +
    "della delle dello degli nella nelle sono come anche questo questa nostro nostra vostro tutti tutto più dopo prima alla alle per con una gli dei " +
    "voor met naar over onze jouw deze heel meer niet ook maar zijn wordt worden alle een het van die dat wat hoe " +
    "com mais nosso nossa nossos seu sua seus suas este esta todos pela pelo sobre entre quando onde uma dos das nas nos"
  )
    .split(" ")
    .map((w) => fold(w)),
);

function fold(w: string): string {
  return w.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** A text's content words: letters (and digits inside a word, "PS5"), at least 3 long, not function words. */
function words(text: string, skip: Set<string>): string[] {
  return (fold(text).match(/\p{L}[\p{L}\p{N}]{2,}/gu) ?? []).filter((w) => !STOP.has(w) && !skip.has(w));
}

/** "developers" ~ "developer", "roast" ~ "roastery", "team" ~ "teams": the same word or one grown from it. */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const shorter = Math.min(a.length, b.length);
  return i >= 4 && (i >= shorter - 1 || i >= 7);
}

/** A page's own words: its link text and the last words of its address ("/python/fast-track" -> fast, track). */
function pageWords(p: LinkFact, skip: Set<string>): string[] {
  let path = "";
  try {
    path = new URL(p.url).pathname
      .split("/")
      .filter(Boolean)
      .slice(-1)
      .join(" ")
      .replace(/[-_.]+/g, " ");
  } catch {
    // A page without a readable address has its words only.
  }
  return [...new Set([...words(p.label, skip), ...words(path, skip)])];
}

/** The campaign's own words: title, story, points, products, articles, agenda, offer, audience. */
export function campaignWords(facts: Facts): string[] {
  const c = facts.campaign;
  const text = [
    c.title,
    ...c.story,
    ...c.points,
    ...c.products.map((p) => p.name),
    ...(c.articles ?? []).flatMap((a) => [a.title, a.summary]),
    ...c.agenda.map((a) => a.title),
    c.offer?.condition,
    c.offer?.discount,
    c.audience,
  ]
    .filter(Boolean)
    .join(" ");
  return [...new Set(words(text, brandWords(facts)))];
}

function brandWords(facts: Facts): Set<string> {
  const host = facts.brand.domain
    .replace(/^www\./, "")
    .split(".")
    .slice(0, -1)
    .join(" ");
  return new Set(words(`${facts.brand.name.value} ${host}`, new Set()));
}

/**
 * The site's pages worth showing in this e-mail, best first, at most `max`: not the site's furniture (log in,
 * careers, legal, cookies, sitemap, contact, the homepage), not a page that only repeats the brand's name, not one
 * the e-mail already links, and, when the campaign has words of its own, one that shares a word with them. A page
 * whose words another chosen page already says ("Developers" beside "top Python developers") is not listed twice.
 */
export function fittingPages(facts: Facts, linked: Set<string> = new Set(), max = 3): LinkFact[] {
  const skip = brandWords(facts);
  const campaign = campaignWords(facts);
  const scored: { page: LinkFact; words: string[]; score: number; at: number }[] = [];
  for (const [at, page] of facts.brand.pages.entries()) {
    if (linked.has(page.url)) continue;
    let path = "/";
    try {
      path = new URL(page.url).pathname;
    } catch {
      continue;
    }
    const segments = path.split("/").map((x) => x.replace(/[-_.]+/g, " ").trim());
    const furniture = (t: string) => FURNITURE.test(t) || FURNITURE_ALONE.test(t.trim());
    if (path === "/" || furniture(page.label) || segments.some(furniture)) continue;
    // A page that only repeats the brand's name, or names the homepage, says nothing the footer does not.
    if (!words(page.label, skip).some((w) => !HOME.has(w))) continue;
    const own = pageWords(page, skip);
    const score = own.filter((w) => campaign.some((x) => sameWord(w, x))).length;
    if (campaign.length && !score) continue;
    scored.push({ page, words: own, score, at });
  }
  scored.sort((a, b) => b.score - a.score || a.at - b.at);
  const out: typeof scored = [];
  for (const s of scored) {
    const said = (x: string[], y: string[]) => x.every((w) => y.some((v) => sameWord(w, v)));
    if (out.some((o) => said(s.words, o.words) || said(o.words, s.words))) continue;
    out.push(s);
    if (out.length >= max) break;
  }
  return out.sort((a, b) => a.at - b.at).map((s) => s.page);
}
