/**
 * The brief reader's part of `npm run generate`: the facts (each with the span of the brief it came from), the
 * warnings, and the event's .ics written next to the e-mail. generate.ts calls these; they add nothing to the e-mail.
 */
import { writeFileSync } from "node:fs";
import { understandBrief } from "../src/worker/reading/brief/understand";
import { buildFacts } from "../src/worker/reading/facts";
import { icsFile } from "../src/worker/generation/plan/calendar";
import { calendarEvent } from "../src/worker/generation/plan/planner";
import type { GenerationInput } from "../src/worker/generation/types";

export function briefFacts(input: GenerationInput) {
  const facts = buildFacts(input);
  const u = understandBrief(input.campaignText, {
    now: input.now ?? new Date(),
    lang: facts.language.value,
    campaignType: input.campaignType,
    hasPostalAddress: !!(input.companyAddress?.trim() || facts.brand.address?.value),
  });
  return { facts: u.facts, warnings: u.warnings, campaign: facts.campaign };
}

/** Writes `<out>.ics` for an event with a date; returns its path, or null when there is no event to put in a calendar. */
export function writeEventIcs(input: GenerationInput, outHtml: string): string | null {
  if (input.campaignType !== "webinar" && input.campaignType !== "offline-event") return null;
  const facts = buildFacts(input);
  const ev = calendarEvent(facts, facts.campaign.title ?? facts.brand.name.value);
  if (!ev) return null;
  const path = outHtml.replace(/\.html?$/i, "") + ".ics";
  writeFileSync(path, icsFile(ev, `${Date.now()}@brandmail-cli`, input.now ?? new Date()));
  return path;
}
