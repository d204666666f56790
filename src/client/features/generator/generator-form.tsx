import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { CorrectedFacts } from "../../../shared/corrected-facts";
import { campaignTypeAllowed, isCampaignType, PALETTE_MAX } from "../../../shared/campaign-types";
import { clearDemoPrefill, readDemoPrefill } from "../../lib/demo-prefill";
import type { PlanId } from "../../../shared/plans";
import { NOT_AN_IMAGE_MESSAGE, readLogo } from "../../lib/logo";
import { FALLBACK_PALETTE } from "../../lib/palette";
import { canEditPalette, canWriteCampaignDetails } from "../../lib/plan-rules";
import { BriefPanel } from "./brief-panel";
import { CampaignDetails } from "./campaign-details";
import { CampaignTypeSelect } from "./campaign-type-select";
import { LogoDropZone } from "./logo-drop-zone";
import { CampaignImages, type CampaignImage } from "./campaign-images";
import { PaletteEditor } from "./palette-editor";
import type { UpgradeTarget } from "../../components/upgrade-dialog";
import { Icon } from "../../components/icon";
import type { BrandKit } from "../../../shared/brand-kit";
import { needsPostalAddress } from "../../../shared/brand-kit";
import { SiteCheck } from "./site-check";
import { MissingFactsNotice } from "./missing-facts-notice";
import { needsFacts } from "./fact-needs";
import { VariantsControl } from "./variants-control";
import { canAskVariants, type VariantCount } from "../../../shared/variants";

export interface GeneratorValues {
  palette: string[];
  /** Absent when the brand kit's logo is used. */
  logo?: string;
  brandId?: string;
  /** Typed once inline for a marketing e-mail when neither the kit nor the profile has one. */
  address?: string;
  url: string;
  campaignType: string;
  campaignText: string;
  /** Campaign images as data URLs (Premium and Enterprise), at most 3. */
  images?: string[];
  userPlan: PlanId;
  /** What the user corrected or dismissed in the "We understood" panel (Premium and Enterprise). */
  facts?: CorrectedFacts | null;
  /** 2 or 3 versions of the brief for one credit (Premium and Enterprise); absent for one. */
  variants?: VariantCount;
}

interface Props {
  plan: PlanId;
  remaining: number;
  busy: boolean;
  onBack: () => void;
  onGenerate: (values: GeneratorValues) => void;
  onUpgrade: (target: UpgradeTarget, reason?: string) => void;
  /** The default brand kit the form starts from (logo, website, palette). */
  brand?: BrandKit | null;
  /** Every kit of the account (Enterprise keeps several): the form can switch between them. */
  brands?: BrandKit[];
  /** The profile's postal address, used when the kit has none. */
  profileAddress?: string | null;
  onBrandSaved?: (kit: BrandKit) => void;
}

export function normalizeUrl(input: string): string {
  const url = input.trim();
  if (!url) return "";
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`;
}

export function GeneratorForm({
  plan,
  remaining,
  busy,
  onBack,
  onGenerate,
  onUpgrade,
  brand: initialBrand = null,
  brands = [],
  profileAddress = null,
  onBrandSaved,
}: Props) {
  // What the visitor tried on the landing page before signing up starts the form; else the default brand kit.
  const [prefill] = useState(readDemoPrefill);
  const [brandId, setBrandId] = useState(initialBrand?.id ?? null);
  const brand = brands.find((b) => b.id === brandId) ?? (initialBrand?.id === brandId ? initialBrand : null);
  const logoOf = (k: BrandKit | null) =>
    k?.logoUrl ? { dataUrl: k.logoUrl, name: "Logo from your brand kit", fromKit: true } : null;
  const kitLogo = logoOf(brand);
  const [logo, setLogo] = useState<{ dataUrl: string; name: string; fromKit?: boolean } | null>(
    prefill?.logo ? { dataUrl: prefill.logo, name: "Logo from your demo" } : kitLogo,
  );
  const [address, setAddress] = useState("");
  const [extracting, setExtracting] = useState(false);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [url, setUrl] = useState(prefill?.url ?? brand?.website ?? "");
  // Spec 01: the campaign type choice defaults to a confirmation e-mail (available on every plan).
  const [campaignType, setCampaignType] = useState<string>(
    prefill && isCampaignType(prefill.campaignType) && campaignTypeAllowed(plan, prefill.campaignType)
      ? prefill.campaignType
      : "confirmation-email",
  );
  const [images, setImages] = useState<CampaignImage[]>([]);
  const [campaignText, setCampaignText] = useState(prefill?.brief ?? "");
  const [facts, setFacts] = useState<CorrectedFacts>({});
  const [variants, setVariants] = useState<VariantCount>(1);
  // "facts": the brief's facts are shown for confirmation; "missing": a type that needs facts has no brief.
  const [review, setReview] = useState<"facts" | "missing" | null>(null);
  const factsBox = useRef<HTMLDivElement>(null);
  const factsHeading = useRef<HTMLHeadingElement>(null);
  const onFacts = useCallback((f: CorrectedFacts) => setFacts(f), []);
  const [suggestions, setSuggestions] = useState<string[]>(
    prefill?.logo ? prefill.palette : (brand?.logoPalette ?? []),
  );
  const [palette, setPalette] = useState<string[]>(
    prefill?.logo ? prefill.palette.slice(0, PALETTE_MAX) : (brand?.palette ?? []).slice(0, PALETTE_MAX),
  );
  // The kits usually arrive after the form has opened: the default kit then fills only what the user has not entered
  // yet (remounting the form would throw away a logo or photos dropped meanwhile).
  const kitApplied = useRef(!!initialBrand);
  const paletteEdited = useRef(false);
  useEffect(() => {
    if (kitApplied.current || !initialBrand) return;
    kitApplied.current = true;
    setBrandId((id) => id ?? initialBrand.id);
    setLogo((l) => l ?? logoOf(initialBrand));
    setUrl((u) => (u.trim() ? u : (initialBrand.website ?? "")));
    if (prefill?.logo) return;
    if (!paletteEdited.current && initialBrand.palette.length)
      setPalette(initialBrand.palette.slice(0, PALETTE_MAX));
    if (initialBrand.logoPalette?.length) setSuggestions((s) => (s.length ? s : initialBrand.logoPalette));
  }, [initialBrand, prefill]);
  const askAddress =
    isCampaignType(campaignType) && needsPostalAddress(campaignType) && !brand?.address && !profileAddress;
  const switchBrand = (id: string) => {
    const k = brands.find((b) => b.id === id) ?? null;
    setBrandId(k?.id ?? null);
    setLogo(logoOf(k));
    setUrl(k?.website ?? "");
    setPalette((k?.palette ?? []).slice(0, PALETTE_MAX));
    setSuggestions(k?.logoPalette ?? []);
  };
  const editable = canEditPalette(plan);
  const detailsEnabled = canWriteCampaignDetails(plan);
  const complete = !!logo && url.trim() !== "" && campaignType !== "";

  const onFile = async (file: File) => {
    setExtracting(true);
    setLogoError(null);
    try {
      const { dataUrl, palette: extracted } = await readLogo(file);
      setReview(null);
      setLogo({ dataUrl, name: file.name });
      setSuggestions(extracted);
      // The kit's approved colours stay; a logo dropped for one e-mail does not replace them.
      if (!brand?.palette.length) setPalette(extracted.slice(0, PALETTE_MAX));
    } catch (e) {
      // A refused file changes nothing: the logo, photos and colours the form had stay, and the message says why.
      const why =
        e instanceof Error && (e.message.includes("2 MB") || e.message === NOT_AN_IMAGE_MESSAGE)
          ? e.message
          : "We could not read this image. Please try a PNG, JPG or WebP file.";
      setLogoError(logo ? `${why} Your previous logo and colours are kept.` : why);
    } finally {
      setExtracting(false);
    }
  };

  const hasBrief = detailsEnabled && campaignText.trim() !== "";
  const showFacts = hasBrief || review === "missing";

  /** Brings the confirmation into view: beside the form on a wide screen, under the details box on a phone. */
  const showReview = (kind: "facts" | "missing") => {
    setReview(kind);
    requestAnimationFrame(() => {
      factsBox.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
      factsHeading.current?.focus({ preventScroll: true });
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!complete || !logo || busy) return;
    // Nothing is spent before the user has seen what the e-mail will say, or been told what it will lack.
    if (hasBrief && review !== "facts") return showReview("facts");
    if (!hasBrief && needsFacts(campaignType) && review !== "missing") return showReview("missing");
    generate();
  };

  const generate = () => {
    if (!complete || !logo || busy) return;
    clearDemoPrefill();
    onGenerate({
      palette: palette.length ? palette : FALLBACK_PALETTE.slice(0, PALETTE_MAX),
      ...(logo.fromKit ? {} : { logo: logo.dataUrl }),
      ...(brand ? { brandId: brand.id } : {}),
      ...(askAddress && address.trim() ? { address: address.trim() } : {}),
      url: normalizeUrl(url),
      campaignType,
      campaignText: detailsEnabled ? campaignText : "",
      ...(detailsEnabled && images.length ? { images: images.map((i) => i.dataUrl) } : {}),
      userPlan: plan,
      ...(detailsEnabled && Object.keys(facts).length ? { facts } : {}),
      ...(variants > 1 && canAskVariants(plan) ? { variants } : {}),
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
          {brands.length > 1 && (
            <div className="field">
              <label htmlFor="generator-brand">Brand</label>
              <select
                id="generator-brand"
                value={brandId ?? ""}
                onChange={(e) => switchBrand(e.target.value)}
              >
                {brands.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className={`generator-body${showFacts ? " generator-body-facts" : ""}`}>
            <div className="generator-grid">
              <div>
                <LogoDropZone
                  preview={logo?.dataUrl ?? null}
                  fileName={logo?.name ?? null}
                  busy={extracting}
                  error={logoError}
                  onFile={(f) => void onFile(f)}
                  onClear={() => {
                    setLogo(logo?.fromKit ? null : kitLogo);
                    setPalette([]);
                    setSuggestions([]);
                  }}
                />
                <CampaignImages
                  images={images}
                  enabled={detailsEnabled}
                  onChange={setImages}
                  onUpgrade={() => onUpgrade("premium", "Add your own campaign photos with Premium.")}
                />
                {palette.length > 0 ? (
                  <PaletteEditor
                    palette={palette}
                    suggestions={suggestions}
                    editable={editable}
                    extracting={extracting}
                    onChange={(p) => {
                      paletteEdited.current = true;
                      setPalette(p);
                    }}
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
                <SiteCheck
                  url={normalizeUrl(url)}
                  brand={brand}
                  plan={plan}
                  onSaved={(kit) => {
                    setBrandId(kit.id);
                    if (kit.palette.length) setPalette(kit.palette.slice(0, PALETTE_MAX));
                    onBrandSaved?.(kit);
                  }}
                  onUpgrade={() => onUpgrade("premium", "Edit your brand palette with Premium.")}
                />
                <CampaignTypeSelect
                  plan={plan}
                  value={campaignType}
                  onChange={(t) => {
                    setCampaignType(t);
                    setReview(null);
                  }}
                  onUpgrade={(t) => onUpgrade(t)}
                  helperText="The campaign decides the layout, sections and copy."
                  required
                />
                {askAddress && (
                  <div className="field">
                    <label htmlFor="company-address">Company postal address</label>
                    <textarea
                      id="company-address"
                      rows={2}
                      maxLength={300}
                      value={address}
                      onChange={(e) => setAddress(e.target.value)}
                      placeholder="Street and number, postcode and city, country"
                    />
                    <p className="muted small">
                      Marketing e-mails need your postal address in the footer. We ask once and keep it in
                      your brand.
                    </p>
                  </div>
                )}
                <CampaignDetails
                  value={campaignText}
                  enabled={detailsEnabled}
                  onChange={setCampaignText}
                  onUpgrade={() => onUpgrade("premium", "Describe your campaign in detail with Premium.")}
                />
                <VariantsControl
                  plan={plan}
                  value={variants}
                  onChange={setVariants}
                  onUpgrade={() =>
                    onUpgrade("premium", "Get 2 or 3 versions of one brief for A/B tests with Premium.")
                  }
                />
              </div>
            </div>
            {showFacts && (
              <div className="generator-facts" ref={factsBox}>
                {hasBrief ? (
                  <BriefPanel
                    brief={campaignText}
                    campaignType={campaignType}
                    onChange={onFacts}
                    headingRef={factsHeading}
                    action={
                      <button
                        type="button"
                        className="btn btn-primary"
                        disabled={!complete || busy || extracting}
                        onClick={generate}
                      >
                        <Icon name="sparkles" /> Generate with these facts
                      </button>
                    }
                  />
                ) : (
                  <MissingFactsNotice
                    campaignType={campaignType}
                    canAddDetails={detailsEnabled}
                    headingRef={factsHeading}
                    disabled={!complete || busy || extracting}
                    onAddDetails={() => document.getElementById("campaign-details")?.focus()}
                    onGenerate={generate}
                    onUpgrade={() =>
                      onUpgrade("premium", "Write your campaign's facts in the details box with Premium.")
                    }
                  />
                )}
              </div>
            )}
          </div>
          <div className="generator-submit">
            <button
              type="submit"
              className="btn btn-primary btn-large"
              disabled={!complete || busy || extracting}
            >
              <Icon name="sparkles" /> {variants > 1 ? `Generate ${variants} Versions` : "Generate Template"}
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
