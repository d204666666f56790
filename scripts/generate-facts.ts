/**
 * The brief reader's part of `npm run generate`: the facts (each with the span of the brief it came from), the
 * warnings, and the event's .ics written next to the e-mail. generate.ts calls these; they add nothing to the e-mail.
 */
import { writeFileSync } from "node:fs";
import type { CampaignType } from "../src/shared/campaign-types";
import type { Facts } from "../src/shared/facts";
import { icsFile } from "../src/worker/generation/plan/calendar";
import { calendarEvent } from "../src/worker/generation/plan/planner";
import { readBrief } from "../src/worker/reading";

/** The brief read again for its spans and warnings, in the language the facts chose. */
export function briefFacts(brief: string, type: CampaignType, facts: Facts, now = new Date()) {
  const read = readBrief(brief, {
    now,
    lang: facts.language.value,
    campaignType: type,
    hasPostalAddress: !!facts.brand.address?.value,
  });
  return { facts: read.facts, warnings: read.warnings, campaign: facts.campaign };
}

/** Writes `<out>.ics` for an event with a date; returns its path, or null when there is no event to put in a calendar. */
export function writeEventIcs(
  type: CampaignType,
  facts: Facts,
  outHtml: string,
  now = new Date(),
): string | null {
  if (type !== "webinar" && type !== "offline-event") return null;
  const ev = calendarEvent(facts, facts.campaign.title ?? facts.brand.name.value);
  if (!ev) return null;
  const path = outHtml.replace(/\.html?$/i, "") + ".ics";
  writeFileSync(path, icsFile(ev, `${Date.now()}@brandmail-cli`, now));
  return path;
}
