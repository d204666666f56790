import { z } from "zod";
import { CAMPAIGN_TEXT_MAX, CAMPAIGN_TYPE_VALUES } from "../../shared/campaign-types";
import { understandBrief } from "../reading/brief/understand";
import { detectLanguage } from "../reading/language";

export const briefReadSchema = z
  .object({
    brief: z
      .string({ error: "must be text" })
      .max(CAMPAIGN_TEXT_MAX, `Campaign details can be at most ${CAMPAIGN_TEXT_MAX} characters.`),
    campaignType: z.enum(CAMPAIGN_TYPE_VALUES, { error: "Please choose a campaign type." }),
  })
  .strict();

/** What the "We understood" panel shows: the facts with the spans they came from, and the reader's warnings. */
export function readBriefForPanel(
  body: z.infer<typeof briefReadSchema>,
  opts: { now: Date; hasPostalAddress: boolean },
) {
  const lang = detectLanguage(body.brief);
  const u = understandBrief(body.brief, {
    now: opts.now,
    lang,
    campaignType: body.campaignType,
    hasPostalAddress: opts.hasPostalAddress,
  });
  return { language: lang, campaign: u.campaign, facts: u.facts, warnings: u.warnings };
}
