import { useState, type FormEvent } from "react";
import { campaignTypeAllowed, isCampaignType, PALETTE_MAX } from "../../../shared/campaign-types";
import { clearDemoPrefill, readDemoPrefill } from "../../lib/demo-prefill";
import type { PlanId } from "../../../shared/plans";
import { NOT_AN_IMAGE_MESSAGE, readLogo } from "../../lib/logo";
import { FALLBACK_PALETTE } from "../../lib/palette";
import { canEditPalette, canWriteCampaignDetails } from "../../lib/plan-rules";
import { CampaignDetails } from "./campaign-details";
import { CampaignTypeSelect } from "./campaign-type-select";
import { LogoDropZone } from "./logo-drop-zone";
import { PaletteEditor } from "./palette-editor";
import type { UpgradeTarget } from "../../components/upgrade-dialog";
import { Icon } from "../../components/icon";

export interface GeneratorValues {
  palette: string[];
  logo: string;
  url: string;
  campaignType: string;
  campaignText: string;
  userPlan: PlanId;
}

interface Props {
  plan: PlanId;
  remaining: number;
  busy: boolean;
  onBack: () => void;
  onGenerate: (values: GeneratorValues) => void;
  onUpgrade: (target: UpgradeTarget, reason?: string) => void;
}

export function normalizeUrl(input: string): string {
  const url = input.trim();
  if (!url) return "";
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`;
}

export function GeneratorForm({ plan, remaining, busy, onBack, onGenerate, onUpgrade }: Props) {
  // What the visitor tried on the landing page before signing up starts the form.
  const [prefill] = useState(readDemoPrefill);
  const [logo, setLogo] = useState<{ dataUrl: string; name: string } | null>(
    prefill?.logo ? { dataUrl: prefill.logo, name: "Logo from your demo" } : null,
  );
  const [extracting, setExtracting] = useState(false);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [url, setUrl] = useState(prefill?.url ?? "");
  // Spec 01: the campaign type choice defaults to a confirmation e-mail (available on every plan).
  const [campaignType, setCampaignType] = useState<string>(
    prefill && isCampaignType(prefill.campaignType) && campaignTypeAllowed(plan, prefill.campaignType)
      ? prefill.campaignType
      : "confirmation-email",
  );
  const [campaignText, setCampaignText] = useState(prefill?.brief ?? "");
  const [suggestions, setSuggestions] = useState<string[]>(prefill?.logo ? prefill.palette : []);
  const [palette, setPalette] = useState<string[]>(
    prefill?.logo ? prefill.palette.slice(0, PALETTE_MAX) : [],
  );
  const editable = canEditPalette(plan);
  const detailsEnabled = canWriteCampaignDetails(plan);
  const complete = !!logo && url.trim() !== "" && campaignType !== "";

  const onFile = async (file: File) => {
    setExtracting(true);
    setLogoError(null);
    try {
      const { dataUrl, palette: extracted } = await readLogo(file);
      setLogo({ dataUrl, name: file.name });
      setSuggestions(extracted);
      setPalette(extracted.slice(0, PALETTE_MAX));
    } catch (e) {
      setLogo(null);
      setPalette([]);
      setLogoError(
        e instanceof Error && (e.message.includes("2 MB") || e.message === NOT_AN_IMAGE_MESSAGE)
          ? e.message
          : "We could not read this image. Please try a PNG, JPG or WebP file.",
      );
    } finally {
      setExtracting(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!complete || !logo || busy) return;
    clearDemoPrefill();
    onGenerate({
      palette: palette.length ? palette : FALLBACK_PALETTE.slice(0, PALETTE_MAX),
      logo: logo.dataUrl,
      url: normalizeUrl(url),
      campaignType,
      campaignText: detailsEnabled ? campaignText : "",
      userPlan: plan,
    });
  };

  return (
    <section className="generator" aria-labelledby="generator-title">
      <div className="section-head">
        <button type="button" className="btn btn-secondary btn-small" onClick={onBack}>
          <Icon name="arrowLeft" size={16} /> Back to Dashboard
        </button>
      </div>
      <div className="card generator-card">
        <h2 id="generator-title">Email Template Generator</h2>
        <p className="muted">Upload your logo, tell us your website and pick a campaign. We do the rest.</p>
        {remaining <= 0 && (
          <div className="alert alert-warning" role="status">
            You have used all the templates in your plan.{" "}
            <button
              type="button"
              className="link-button"
              onClick={() => onUpgrade("premium", "Get more templates every month.")}
            >
              Upgrade Plan
            </button>
          </div>
        )}
        <form onSubmit={submit} noValidate>
          <div className="generator-grid">
            <div>
              <LogoDropZone
                preview={logo?.dataUrl ?? null}
                fileName={logo?.name ?? null}
                busy={extracting}
                error={logoError}
                onFile={(f) => void onFile(f)}
                onClear={() => {
                  setLogo(null);
                  setPalette([]);
                  setSuggestions([]);
                }}
              />
              {palette.length > 0 ? (
                <PaletteEditor
                  palette={palette}
                  suggestions={suggestions}
                  editable={editable}
                  extracting={extracting}
                  onChange={setPalette}
                  onUpgrade={() => onUpgrade("premium", "Edit your brand palette with Premium.")}
                />
              ) : (
                <div className="field">
                  <span className="dash-label">Brand Colors</span>
                  <p className="muted small">
                    {extracting
                      ? "Extracting brand colours..."
                      : "Upload a logo to extract your brand colours."}
                  </p>
                </div>
              )}
            </div>
            <div>
              <div className="field">
                <label htmlFor="website-url">
                  Website URL{" "}
                  <span className="required" aria-hidden="true">
                    *
                  </span>
                </label>
                <input
                  id="website-url"
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  placeholder="https://yourcompany.com"
                  value={url}
                  onChange={(e) => setUrl(e.target.value)}
                  required
                />
              </div>
              <CampaignTypeSelect
                plan={plan}
                value={campaignType}
                onChange={setCampaignType}
                onUpgrade={(t) => onUpgrade(t)}
                helperText="The campaign decides the layout, sections and copy."
                required
              />
              <CampaignDetails
                value={campaignText}
                enabled={detailsEnabled}
                onChange={setCampaignText}
                onUpgrade={() => onUpgrade("premium", "Describe your campaign in detail with Premium.")}
              />
            </div>
          </div>
          <div className="generator-submit">
            <button
              type="submit"
              className="btn btn-primary btn-large"
              disabled={!complete || busy || extracting}
            >
              <Icon name="sparkles" /> Generate Template
            </button>
            {!complete && (
              <p className="muted small" role="status">
                Please fill in all fields
              </p>
            )}
          </div>
        </form>
      </div>
    </section>
  );
}
