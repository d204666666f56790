import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { api, errorMessage } from "../../../lib/api";
import { saveDemoPrefill } from "../../../lib/demo-prefill";
import { CAMPAIGN_TYPES } from "../../../../shared/campaign-types";
import type { DemoMade } from "../../../../shared/api-types";

const RegisterModal = lazy(() =>
  import("../../../components/auth/register-modal").then((m) => ({ default: m.RegisterModal })),
);

interface DemoResult {
  subject: string;
  preheader: string;
  html: string;
  text: string;
  /** Absent from servers before it was added. */
  made?: DemoMade;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
};

/** What the e-mail was made from, said plainly: a site that could not be read, colours that are only a default. */
function madeFrom(made: DemoMade, url: string): string[] {
  const lines: string[] = [];
  if (!made.siteRead)
    lines.push(
      `We could not read ${hostOf(url)}: ${made.siteProblem ?? "the website could not be read."} The name comes from its address and nothing else from the site is used.`,
    );
  if (made.colours === "default")
    lines.push("The colours are a default, not yours: add your logo to use your brand's colours.");
  return lines;
}

const MAX_LOGO_BYTES = 2 * 1024 * 1024;

function withScheme(input: string): string {
  const url = input.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`;
}

/** Try it without an account: one form, one generated e-mail, shown in a frame that cannot run scripts. */
export function TryDemo() {
  const [url, setUrl] = useState("");
  const [campaignType, setCampaignType] = useState("confirmation-email");
  const [brief, setBrief] = useState("");
  const [logo, setLogo] = useState<{ dataUrl: string; name: string; palette: string[] } | null>(null);
  const [logoError, setLogoError] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [result, setResult] = useState<(DemoResult & { url: string }) | null>(null);
  const [signup, setSignup] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  const onFile = async (file: File | undefined) => {
    setLogoError("");
    if (!file) return setLogo(null);
    if (!file.type.startsWith("image/"))
      return setLogoError("Please choose an image file (PNG, JPG, WebP or SVG).");
    if (file.size > MAX_LOGO_BYTES * 4)
      return setLogoError("The logo is larger than 2 MB. Please upload a smaller file.");
    try {
      // The logo reader (palette extraction, SVG to PNG) is loaded only when a visitor drops a logo.
      const { readLogo } = await import("../../../lib/logo");
      const read = await readLogo(file);
      setLogo({ dataUrl: read.dataUrl, name: file.name, palette: read.palette.slice(0, 3) });
    } catch (e) {
      setLogo(null);
      setLogoError(
        e instanceof Error && e.message.includes("2 MB")
          ? e.message
          : "We could not read this image. Please try a PNG, JPG or WebP file.",
      );
    }
  };

  const generate = async (url: string, campaignType: string, brief: string) => {
    if (!url.trim()) return setError("Please enter your website address.");
    setBusy(true);
    setError("");
    const site = withScheme(url);
    try {
      const answer = await api<DemoResult>("/api/demo/generate", {
        method: "POST",
        json: {
          url: site,
          campaignType,
          brief: brief.trim() || undefined,
          logo: logo?.dataUrl,
          palette: logo?.palette,
        },
        fallbackError: "We could not generate the e-mail. Please try again.",
        timeoutMs: 30_000,
      });
      setResult({ ...answer, url: site });
      saveDemoPrefill({
        url: site,
        campaignType,
        brief: brief.trim(),
        logo: logo?.dataUrl ?? null,
        palette: logo?.palette ?? [],
      });
      requestAnimationFrame(() => resultRef.current?.scrollIntoView({ behavior: "smooth", block: "start" }));
    } catch (err) {
      setError(errorMessage(err, "We could not generate the e-mail. Please try again."));
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) void generate(url, campaignType, brief);
  };

  // The page is painted before its code runs (boot.ts): a form sent in that moment arrives as a plain GET
  // (/?url=…&campaignType=…&brief=…#try). Its values are taken into the form and generated, and the address is
  // cleaned, so a quick visitor loses nothing (a logo file cannot travel that way and is asked for again).
  const [params, setParams] = useSearchParams();
  const sent = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const sentUrl = params.get("url");
    if (sent.current) return;
    sent.current = true;
    if (sentUrl === null) {
      // Typed (or chosen) before the code ran: the fields hold it, the state does not yet.
      const fields = formRef.current?.elements;
      const field = (name: string) => fields?.namedItem(name) as HTMLInputElement | null;
      const typedType = field("campaignType")?.value ?? "";
      if (field("url")?.value) setUrl(field("url")!.value);
      if (field("brief")?.value) setBrief(field("brief")!.value);
      if (CAMPAIGN_TYPES.some((t) => t.value === typedType)) setCampaignType(typedType);
      if (field("logo")?.files?.[0]) void onFile(field("logo")!.files![0]);
      return;
    }
    const type = params.get("campaignType") ?? "";
    const sentType = CAMPAIGN_TYPES.some((t) => t.value === type) ? type : campaignType;
    const sentBrief = (params.get("brief") ?? "").slice(0, 2500);
    const hadLogo = !!params.get("logo");
    setUrl(sentUrl);
    setCampaignType(sentType);
    setBrief(sentBrief);
    setParams(
      (p) => {
        for (const k of ["url", "campaignType", "brief", "logo"]) p.delete(k);
        return p;
      },
      { replace: true },
    );
    if (hadLogo) setLogoError("Please choose your logo again.");
    void generate(sentUrl, sentType, sentBrief);
    // Once, for the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section className="landing-section try-demo" id="try" aria-labelledby="try-title">
      <div className="lp-section-head">
        <span className="lp-eyebrow">Try it now, no account needed</span>
        <h2 id="try-title">See your own brand in an e-mail</h2>
        <p className="muted">
          Enter your website, drop your logo if you like, pick a campaign. Your e-mail is ready in seconds.
        </p>
      </div>
      <form
        ref={formRef}
        className="try-form"
        action="/#try"
        noValidate
        onSubmit={submit}
        aria-describedby={error ? "try-error" : undefined}
      >
        <label className="try-field">
          <span>Website</span>
          <input
            type="url"
            name="url"
            required
            inputMode="url"
            placeholder="https://your-company.com"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            onBlur={() => url.trim() && !/^[a-z]+:\/\//i.test(url.trim()) && setUrl(withScheme(url))}
          />
        </label>
        <label className="try-field">
          <span>Campaign type</span>
          <select name="campaignType" value={campaignType} onChange={(e) => setCampaignType(e.target.value)}>
            {CAMPAIGN_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
        <label className="try-field try-logo">
          <span>Logo (optional)</span>
          <input
            type="file"
            name="logo"
            accept="image/png,image/jpeg,image/webp,image/svg+xml"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          {logo && <span className="muted small">{logo.name} ready</span>}
          {logoError && (
            <span className="field-error" role="alert">
              {logoError}
            </span>
          )}
        </label>
        <label className="try-field try-brief">
          <span>What is it about? (optional)</span>
          <textarea
            name="brief"
            rows={2}
            maxLength={2500}
            placeholder="e.g. Our spring webinar on 12 March"
            value={brief}
            onChange={(e) => setBrief(e.target.value)}
          />
        </label>
        <button type="submit" className="btn btn-primary try-submit" disabled={busy}>
          {busy ? "Generating..." : "Generate my e-mail"}
        </button>
        {error && (
          <p id="try-error" className="try-error" role="alert">
            {error}
          </p>
        )}
      </form>
      <div ref={resultRef} aria-live="polite">
        {result && (
          <div className="try-result">
            <div className="try-meta">
              <div>
                <span className="muted small">Subject</span>
                <strong className="try-subject">{result.subject}</strong>
                <span className="muted small">{result.preheader}</span>
              </div>
              <button type="button" className="btn btn-primary" onClick={() => setSignup(true)}>
                Sign up to keep and edit it
              </button>
            </div>
            {result.made && madeFrom(result.made, result.url).length > 0 && (
              <div className="try-made" role="status" data-testid="demo-made-from">
                {madeFrom(result.made, result.url).map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </div>
            )}
            <iframe className="try-frame" title="Your generated e-mail" sandbox="" srcDoc={result.html} />
          </div>
        )}
      </div>
      {signup && (
        <Suspense fallback={null}>
          <RegisterModal onClose={() => setSignup(false)} />
        </Suspense>
      )}
    </section>
  );
}
