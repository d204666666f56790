import type { CampaignType } from "../../../shared/campaign-types";
import type { Facts } from "../../../shared/facts";
import { FILL_IN_NEEDS, fillInToken, type FillInKey } from "../../../shared/fill-in";
import type { ContentBlock, EmailContent } from "../content";
import { say, voiceOf } from "../i18n/voice";

type Details = Extract<ContentBlock, { kind: "details" }>;

/**
 * For plans without the campaign details box: what the type needs and the facts lack (an event's date, time, venue)
 * becomes a row whose value is a marked merge field, so the e-mail says what to fill in instead of leaving it out.
 * Rows the copy already has keep their place; the event's date and time lead, as the copy orders them.
 */
export function withFillIns(content: EmailContent, type: CampaignType, facts: Facts): EmailContent {
  const c = facts.campaign;
  const has: Partial<Record<FillInKey, boolean>> = {
    eventDate: c.dates.length > 0,
    eventTime: !!c.time,
    eventVenue: !!c.venue,
  };
  const missing = (FILL_IN_NEEDS[type] ?? []).filter((k) => !has[k]);
  if (!missing.length) return content;
  // The labels as the copy says them, so the copy's own details block is found and extended.
  const voice = voiceOf(facts);
  const label: Partial<Record<FillInKey, string>> = {
    eventDate: say(voice, "label.date"),
    eventTime: say(voice, "label.time"),
    eventVenue: say(voice, "label.venue"),
  };
  const details = say(voice, "label.details");
  const row = (k: FillInKey) => ({ label: label[k] ?? "", value: fillInToken(k) });
  const lead = missing.filter((k) => k !== "eventVenue").map(row);
  const tail = missing.filter((k) => k === "eventVenue").map(row);
  const at = content.blocks.findIndex((b) => b.kind === "details" && b.title === details);
  if (at < 0) {
    const block: Details = { kind: "details", title: details, rows: [...lead, ...tail] };
    return { ...content, blocks: [block, ...content.blocks] };
  }
  const blocks = [...content.blocks];
  const found = blocks[at] as Details;
  blocks[at] = { ...found, rows: [...lead, ...found.rows, ...tail] };
  return { ...content, blocks };
}
