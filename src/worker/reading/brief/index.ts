import type { CampaignType } from "../../../shared/campaign-types";
import type { BriefReading, Lang } from "../../../shared/facts";
import { detectLanguage } from "../language";
import { understandBrief } from "./understand";

export interface ReadBriefOptions {
  now: Date;
  campaignType: CampaignType;
  /** Whether the sender has a postal address (profile or site); marketing e-mail needs one. */
  hasPostalAddress?: boolean;
  /** The brief's language when the caller knows it; detected from the brief otherwise. */
  lang?: Lang | null;
}

/** Reads a brief into facts, each with the words it came from, and the reader's warnings. */
export function readBrief(brief: string, opts: ReadBriefOptions): BriefReading {
  const language = opts.lang !== undefined ? opts.lang : detectLanguage(brief);
  const read = understandBrief(brief, {
    now: opts.now,
    lang: language,
    campaignType: opts.campaignType,
    hasPostalAddress: opts.hasPostalAddress,
  });
  return { text: read.text, language, campaign: read.campaign, facts: read.facts, warnings: read.warnings };
}
