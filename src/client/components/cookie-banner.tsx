import { useState } from "react";
import { Link } from "react-router";

export const CONSENT_KEY = "cookieConsent";
const CONSENT_DATE_KEY = "cookieConsentDate";
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;
type Consent = "accepted" | "declined";

export function readConsent(): Consent | null {
  const value = localStorage.getItem(CONSENT_KEY);
  const at = Number(localStorage.getItem(CONSENT_DATE_KEY) ?? "0");
  if (value !== "accepted" && value !== "declined") return null;
  if (at && Date.now() - at > ONE_YEAR_MS) return null;
  return value;
}

function deleteAnalyticsCookies() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name && (name.startsWith("_ga") || name.startsWith("_gid") || name === "_gat"))
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

export function CookieBanner() {
  const [consent, setConsent] = useState<Consent | null>(() => readConsent());
  const [learnMore, setLearnMore] = useState(false);

  const choose = (value: Consent) => {
    localStorage.setItem(CONSENT_KEY, value);
    localStorage.setItem(CONSENT_DATE_KEY, String(Date.now()));
    if (value === "declined") {
      document.getElementById("analytics-script")?.remove();
      deleteAnalyticsCookies();
    }
    setConsent(value);
  };

  const reopen = () => {
    localStorage.removeItem(CONSENT_KEY);
    localStorage.removeItem(CONSENT_DATE_KEY);
    deleteAnalyticsCookies();
    window.location.reload();
  };

  if (consent) {
    return (
      <button type="button" className="cookie-settings" onClick={reopen} aria-label="Cookie settings" title="Cookie settings">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3-3 3 3 0 0 1-3-3 3 3 0 0 1-3-3z"
            fill="#f5d49a"
            stroke="#a16207"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
          <circle cx="8.5" cy="10" r="1.2" fill="#7c2d12" />
          <circle cx="13" cy="15.5" r="1.2" fill="#7c2d12" />
          <circle cx="8" cy="15" r="0.9" fill="#7c2d12" />
          <circle cx="16.5" cy="12.5" r="0.9" fill="#7c2d12" />
        </svg>
      </button>
    );
  }

  return (
    <div className="cookie-overlay" role="dialog" aria-modal="true" aria-labelledby="cookie-title">
      <div className="cookie-card">
        <h2 id="cookie-title">Cookie Consent</h2>
        <p>
          We use essential cookies to keep you signed in and, with your permission, analytics cookies to understand how the
          product is used.
        </p>
        <button type="button" className="link-button" onClick={() => setLearnMore((v) => !v)} aria-expanded={learnMore}>
          Learn more about cookies
        </button>
        {learnMore && (
          <div className="cookie-more">
            <p>
              Essential storage keeps your session for this browser tab. Analytics cookies (_ga, _gid, _gat) are set only if
              you accept them, and are removed when you decline. Read our <Link to="/privacy">Privacy Policy</Link>.
            </p>
          </div>
        )}
        <div className="cookie-actions">
          <button type="button" className="btn btn-secondary" onClick={() => choose("declined")}>
            Decline Analytics
          </button>
          <button type="button" className="btn btn-primary" onClick={() => choose("accepted")}>
            Accept All Cookies
          </button>
        </div>
      </div>
    </div>
  );
}
