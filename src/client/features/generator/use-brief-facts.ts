import { useEffect, useState } from "react";
import { isCampaignType } from "../../../shared/campaign-types";
import { noCampaignFacts, type BriefReading } from "../../../shared/facts";
import { errorMessage } from "../../lib/api";
import { readBrief } from "./api/read-brief";

const DEBOUNCE_MS = 350;

/** The last reading kept (or nothing found), with why it could not be read again said as a warning. */
function unread(previous: BriefReading | null, brief: string, message: string): BriefReading {
  const base = previous ?? {
    text: brief,
    language: null,
    campaign: noCampaignFacts(),
    facts: [],
    warnings: [],
  };
  const kept = base.warnings.filter((w) => w.code !== "not-read");
  return { ...base, warnings: [...kept, { code: "not-read", field: "brief", message }] };
}

/** The form asks for a missing postal address itself, beside the details, so the panel does not say it twice. */
const withoutAddressWarning = (r: BriefReading): BriefReading => ({
  ...r,
  warnings: r.warnings.filter((w) => w.code !== "no-postal-address"),
});

/**
 * The brief as the server reads it, asked once the user pauses typing; a newer brief aborts the request still
 * running. When a request fails the panel keeps what it showed and says why.
 */
export function useBriefFacts(brief: string, campaignType: string): BriefReading | null {
  const [read, setRead] = useState<BriefReading | null>(null);
  useEffect(() => {
    if (!brief.trim() || !isCampaignType(campaignType)) {
      setRead(null);
      return;
    }
    const controller = new AbortController();
    const t = setTimeout(() => {
      // An answer to a brief the user has typed on from is dropped, whatever the fetch did with the abort.
      readBrief({ brief, campaignType }, controller.signal).then(
        (r) => void (controller.signal.aborted || setRead(withoutAddressWarning(r))),
        (e: unknown) => {
          if (controller.signal.aborted) return;
          const message = errorMessage(e, "The campaign details could not be read just now.");
          setRead((previous) => unread(previous, brief, message));
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(t);
      controller.abort();
    };
  }, [brief, campaignType]);
  return read;
}
