import { useEffect, useState } from "react";
import { understandBrief, type UnderstoodBrief } from "../../../worker/reading/brief/understand";
import { isCampaignType } from "../../../shared/campaign-types";

const DEBOUNCE_MS = 350;

/** The brief read in the browser with the server's own reader, debounced while the user types. */
export function useBriefFacts(
  brief: string,
  campaignType: string,
  hasPostalAddress: boolean | undefined,
): UnderstoodBrief | null {
  const [read, setRead] = useState<UnderstoodBrief | null>(null);
  useEffect(() => {
    if (!brief.trim() || !isCampaignType(campaignType)) {
      setRead(null);
      return;
    }
    const t = setTimeout(() => {
      setRead(understandBrief(brief, { now: new Date(), lang: null, campaignType, hasPostalAddress }));
    }, DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [brief, campaignType, hasPostalAddress]);
  return read;
}
