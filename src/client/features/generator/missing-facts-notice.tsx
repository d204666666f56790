import type { Ref } from "react";
import { capitalise } from "../../../shared/capitalise";
import { FILL_IN_FIELDS, FILL_IN_NEEDS, fillInToken } from "../../../shared/fill-in";
import { Icon } from "../../components/icon";
import { missingFacts, type FactNeed } from "./fact-needs";

interface Props {
  campaignType: string;
  /** Premium and Enterprise have the campaign details box; other plans get marked fields instead. */
  canAddDetails: boolean;
  disabled: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  onAddDetails: () => void;
  onGenerate: () => void;
  /** The plans page, for a plan without the details box. */
  onUpgrade?: () => void;
}

/** Shown before a credit is spent on a type that needs facts (an event's date) when there is no brief. */
export function MissingFactsNotice({
  campaignType,
  canAddDetails,
  disabled,
  headingRef,
  onAddDetails,
  onGenerate,
  onUpgrade,
}: Props) {
  const missing = missingFacts(campaignType, {});
  // Plans without the details box cannot give the facts here: the e-mail carries a marked field for each instead.
  const fields = FILL_IN_NEEDS[campaignType] ?? [];
  return (
    <section className="brief-panel card" aria-labelledby="missing-facts-title" data-testid="missing-facts">
      <h3 id="missing-facts-title" ref={headingRef} tabIndex={-1}>
        Before you generate
      </h3>
      {canAddDetails ? (
        <>
          <MissingFactsList missing={missing} />
          <p className="muted small">Write them in the campaign details.</p>
        </>
      ) : (
        <>
          <p className="small">
            Your plan has no campaign details box, so the e-mail marks these as fields to fill in your e-mail
            platform before sending:
          </p>
          <ul className="brief-warnings fill-in-list" aria-label="Marked fields in the e-mail">
            {fields.map((k) => (
              <li key={k} className="small">
                {capitalise(FILL_IN_FIELDS[k].what.replace(/^the /, ""))}:{" "}
                <code className="fill-in-token">{fillInToken(k)}</code>
              </li>
            ))}
          </ul>
          {onUpgrade && (
            <p className="muted small">
              <button type="button" className="link-button" onClick={onUpgrade}>
                Upgrade to Premium
              </button>{" "}
              to write them here instead.
            </p>
          )}
        </>
      )}
      <div className="brief-panel-action">
        {canAddDetails && (
          <button type="button" className="btn btn-secondary" onClick={onAddDetails}>
            Add details
          </button>
        )}
        <button type="button" className="btn btn-primary" disabled={disabled} onClick={onGenerate}>
          <Icon name="sparkles" /> {canAddDetails ? "Generate without" : "Generate with marked fields"}
        </button>
      </div>
    </section>
  );
}

/** The facts a campaign type needs that the details do not give yet, one warning each. */
export function MissingFactsList({ missing }: { missing: readonly FactNeed[] }) {
  return (
    <ul className="brief-warnings" aria-label="Missing for this campaign type">
      {missing.map((m) => (
        <li key={m.field} className="alert alert-warning small" role="status">
          {m.message}
        </li>
      ))}
    </ul>
  );
}
