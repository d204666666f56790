import { CAMPAIGN_TEXT_MAX } from "../../../shared/campaign-types";
import { counterLevel } from "../../lib/plan-rules";
import { Icon } from "../../components/icon";

interface Props {
  value: string;
  enabled: boolean;
  onChange: (value: string) => void;
  onUpgrade: () => void;
}

export function CampaignDetails({ value, enabled, onChange, onUpgrade }: Props) {
  const level = counterLevel(value.length);
  return (
    <div className="field">
      <label htmlFor="campaign-details">
        Campaign Details <span className="muted small">(optional)</span>
        {!enabled && (
          <span className="lock-note">
            <Icon name="lock" size={12} /> Premium
          </span>
        )}
      </label>
      <textarea
        id="campaign-details"
        rows={5}
        value={enabled ? value : ""}
        disabled={!enabled}
        maxLength={CAMPAIGN_TEXT_MAX}
        aria-describedby="campaign-details-help"
        placeholder={
          enabled
            ? "Describe the offer, audience, key dates, tone of voice or anything the template should say."
            : "Campaign details are available on Premium and Enterprise plans."
        }
        onChange={(e) => onChange(e.target.value.slice(0, CAMPAIGN_TEXT_MAX))}
      />
      {enabled ? (
        <div className="details-footer" id="campaign-details-help">
          <span className="muted small">
            Tip: mention the main message, the call to action and any dates or prices.
          </span>
          <span className={`char-counter char-counter-${level}`} data-testid="char-counter">
            {value.length}/{CAMPAIGN_TEXT_MAX}
          </span>
        </div>
      ) : (
        <p className="muted small" id="campaign-details-help">
          Tailor the copy to your campaign with Premium.{" "}
          <button type="button" className="link-button" onClick={onUpgrade}>
            Upgrade
          </button>
        </p>
      )}
    </div>
  );
}
