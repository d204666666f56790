import { fold } from "../../../shared/format";

/** City and region words: "heure de Paris", "Berliner Zeit", "hora de Madrid", "Eastern time". Keys are folded. */
const CITY: [RegExp, string][] = [
  [/\b(?:heure de paris|paris time|heure francaise|heure de france)\b/, "Europe/Paris"],
  [/\b(?:berliner zeit|deutscher zeit|deutsche zeit|berlin time|german time)\b/, "Europe/Berlin"],
  [/\b(?:wiener zeit|vienna time)\b/, "Europe/Vienna"],
  [/\b(?:zurcher zeit|schweizer zeit|heure de geneve|heure suisse)\b/, "Europe/Zurich"],
  [/\b(?:hora de madrid|hora peninsular|hora espanola|madrid time)\b/, "Europe/Madrid"],
  [/\b(?:ora italiana|ora di roma|ora di milano|rome time)\b/, "Europe/Rome"],
  [/\b(?:nederlandse tijd|amsterdamse tijd|amsterdam time|belgische tijd)\b/, "Europe/Amsterdam"],
  [/\b(?:hora de lisboa|hora portuguesa|lisbon time|hora de portugal)\b/, "Europe/Lisbon"],
  [/\b(?:hora de brasilia|horario de brasilia|brasilia time)\b/, "America/Sao_Paulo"],
  [
    /\b(?:hora de buenos aires|hora argentina|hora de argentina|buenos aires time)\b/,
    "America/Argentina/Buenos_Aires",
  ],
  [
    /\b(?:hora de (?:la )?ciudad de mexico|hora del centro de mexico|hora de mexico|mexico city time)\b/,
    "America/Mexico_City",
  ],
  [/\b(?:hora de bogota|hora colombiana|hora de colombia|bogota time)\b/, "America/Bogota"],
  [/\b(?:hora de santiago|hora de chile|hora chilena)\b/, "America/Santiago"],
  [/\b(?:hora de lima|hora peruana|hora de peru)\b/, "America/Lima"],
  [/\b(?:london time|uk time|heure de londres)\b/, "Europe/London"],
  [/\b(?:eastern(?: time)?|new york time)\b/, "America/New_York"],
  [/\b(?:central(?: time)?|chicago time|austin time)\b/, "America/Chicago"],
  [/\b(?:pacific(?: time)?|california time|san francisco time)\b/, "America/Los_Angeles"],
  [/\b(?:mountain time|denver time)\b/, "America/Denver"],
];

/** The city-zone words in a piece of text ("(heure de Paris)"), with where they are. */
export function findCityZone(text: string): { iana: string; index: number; length: number } | null {
  const folded = fold(text);
  let best: { iana: string; index: number; length: number } | null = null;
  for (const [re, iana] of CITY) {
    const m = re.exec(folded);
    if (m && (!best || m.index < best.index)) best = { iana, index: m.index, length: m[0].length };
  }
  return best;
}
