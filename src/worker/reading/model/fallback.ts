import type { BriefReading } from "../../../shared/facts";
import { checkLink, checkZone, place, type Evidence } from "./checks";
import { locate } from "./quote";
import type { Refusal, Verdicts } from "./verify";

/** Words of the rules' reading hold unless they stand in a passage not for the readers (words it rewrote cannot be judged). */
const holds = (ev: Evidence, words: string | null | undefined): boolean =>
  !!words && (!locate(ev.text, words) || place(ev, words).ok);

/**
 * Whether the rules' value for a field holds where the model's was refused: a refused value falls back to the rules'
 * reading only when that reading passes the same check ("Central" from "Central Library" is no zone for either).
 */
export function rulesHold(ev: Evidence, rules: BriefReading, key: keyof Verdicts): boolean {
  const r = rules.campaign;
  switch (key) {
    case "name":
      return holds(ev, r.title);
    case "time":
      return holds(ev, r.time?.text);
    case "zone":
      return !!r.time?.zone && checkZone(ev, r.time.zone, r.time.zone).ok;
    case "venue":
      return holds(ev, r.venue);
    case "duration":
      return !!r.durationMinutes;
    case "mainLink": {
      const url = r.mainLink?.url;
      const at = rules.facts.find((f) => f.field.startsWith("link:") && f.value === url);
      return !!url && (!at || checkLink(ev, url, ev.text.slice(at.start, at.end)).ok);
    }
    case "offer":
      return !!r.offer;
    default:
      return false;
  }
}

/** The rules' items that hold: all of them (`all`), or those standing in the words of refused items. */
export function rulesIn<T>(
  ev: Evidence,
  refused: Refusal[],
  items: T[],
  words: (t: T) => string,
  all: boolean,
): T[] {
  return items.filter(
    (t) => (all || refused.some((x) => x.quote && locate(x.quote, words(t)))) && holds(ev, words(t)),
  );
}

/** Whether a refused value leaves a rules' value in its place (else it is left out, with a warning). */
export function fallbackFor(
  ev: Evidence,
  rules: BriefReading,
  key: keyof Verdicts,
  x: Refusal,
  wholeList: boolean,
): boolean {
  const r = rules.campaign;
  const list = { dates: r.dates, speakers: r.speakers, products: r.products }[key as string] as
    (typeof r.dates | typeof r.speakers | typeof r.products) | undefined;
  if (!list) return rulesHold(ev, rules, key);
  const words = (t: unknown) => (t as { text?: string; name?: string }).text ?? (t as { name: string }).name;
  return rulesIn(ev, wholeList ? [] : [x], list as unknown[], words, wholeList).length > 0;
}
