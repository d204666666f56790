import { fold } from "../../../shared/format";
import { alt } from "./words";

/** The places a time is told in, per IANA zone: cities, countries and their adjectives, regions ("heure de l'Est"). */
const PLACES: Record<string, string> = {
  "Europe/Paris": "paris|france|francaise|francais|frankreich|francia",
  "Europe/Berlin": "berlin|berliner|deutsche|deutscher|deutschland|german|germany|alemania|allemagne",
  "Europe/Vienna": "wien|wiener|vienna|osterreich|osterreichischer|austria|austrian",
  "Europe/Zurich": "zurich|zurcher|schweiz|schweizer|suisse|swiss|geneve|geneva",
  "Europe/Madrid": "madrid|espana|espanola|peninsular|spain",
  "Europe/Rome": "italia|italiana|italiano|italy|italian|roma|rome|milano|milan",
  "Europe/Amsterdam": "amsterdam|amsterdamse|nederland|nederlandse|netherlands|dutch",
  "Europe/Brussels": "brussels|brussel|bruxelles|belgium|belgian|belgische|belgie|belgique|belge",
  "Europe/Lisbon": "lisboa|lisbon|portugal|portuguesa",
  "Europe/London": "uk|london|londres|british|britain",
  "America/Sao_Paulo": "brasilia|brasil|brazil",
  "America/Argentina/Buenos_Aires": "buenos aires|argentina",
  "America/Mexico_City":
    "ciudad de mexico|la ciudad de mexico|centro de mexico|del centro de mexico|cdmx|mexico city|mexico",
  "America/Bogota": "bogota|colombia|colombiana",
  "America/Santiago": "santiago|chile|chilena",
  "America/Lima": "lima|peru|peruana",
  "America/New_York": "eastern|east coast|new york|l'est|del este",
  "America/Toronto": "toronto|montreal|quebec",
  "America/Chicago": "central|chicago|austin",
  "America/Los_Angeles": "pacific|california|san francisco|los angeles",
  "America/Denver": "mountain|denver",
};
const TIME = "(?:time|zeit|heure|hora|horario|ora|orario|tijd|czas|cas|tid)";
const ZONE_OF = Object.entries(PLACES).map(([iana, places]) => {
  const place = alt(places);
  return {
    iana,
    // "heure de Paris", "hora Colombia", "ora italiana", "Berliner Zeit", "Eastern time", "(UK time)".
    told: new RegExp(
      `\\b(?:${TIME}\\s+(?:(?:de|da|di|del|do|of|in)\\s+)?(?:la\\s+)?${place}|${place}\\s+${TIME})\\b`,
    ),
    // "4pm UK", "19:00 Berlin": the place alone, right after the time.
    after: new RegExp(`^\\s*\\(?${place}\\b`),
  };
});

/** The zone words in a piece of text ("(heure de Paris)"), or right after the time (`timeEnd`), with where they are. */
export function findCityZone(
  text: string,
  timeEnd = -1,
): { iana: string; index: number; length: number } | null {
  const folded = fold(text);
  let best: { iana: string; index: number; length: number } | null = null;
  for (const z of ZONE_OF) {
    const m = z.told.exec(folded);
    const a = timeEnd >= 0 ? folded.slice(timeEnd).match(z.after) : null;
    const hit = m ? { index: m.index, length: m[0].length } : a && { index: timeEnd, length: a[0].length };
    if (hit && (!best || hit.index < best.index)) best = { iana: z.iana, ...hit };
  }
  return best;
}
