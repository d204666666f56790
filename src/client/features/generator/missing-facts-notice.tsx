import type { Ref } from "react";
import { Icon } from "../../components/icon";
import { missingFacts } from "./fact-needs";

// Plans without the details box cannot give the facts here: said before the credit is spent.
const NO_DETAILS_NOTE =
  "Your plan has no campaign details box, so the e-mail will not state these. Add them in your e-mail platform before sending, or upgrade to Premium to write them here.";

interface Props {
  campaignType: string;
  /** Premium and Enterprise have the campaign details box; other plans get marked fields instead. */
  canAddDetails: boolean;
  disabled: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  onAddDetails: () => void;
  onGenerate: () => void;
}

/** Shown before a credit is spent on a type that needs facts (an event's date) when there is no brief. */
export function MissingFactsNotice({
  campaignType,
  canAddDetails,
  disabled,
  headingRef,
  onAddDetails,
  onGenerate,
}: Props) {
  const missing = missingFacts(campaignType, {});
  return (
    <section className="brief-panel card" aria-labelledby="missing-facts-title" data-testid="missing-facts">
      <h3 id="missing-facts-title" ref={headingRef} tabIndex={-1}>
        Before you generate
      </h3>
      <ul className="brief-warnings" aria-label="Missing for this campaign type">
        {missing.map((m) => (
          <li key={m.field} className="alert alert-warning small" role="status">
            {m.message}
          </li>
        ))}
      </ul>
      <p className="muted small">{canAddDetails ? "Write them in the campaign details." : NO_DETAILS_NOTE}</p>
      <div className="brief-panel-action">
        {canAddDetails && (
          <button type="button" className="btn btn-secondary" onClick={onAddDetails}>
            Add details
          </button>
        )}
        <button type="button" className="btn btn-primary" disabled={disabled} onClick={onGenerate}>
          <Icon name="sparkles" /> Generate without
        </button>
      </div>
    </section>
  );
}
