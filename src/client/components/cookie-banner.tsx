import { useEffect, useRef, useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { loadAnalytics, removeAnalytics } from "../lib/analytics";
import { useDialog } from "./use-dialog";

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

const listeners = new Set<() => void>();
const subscribe = (cb: () => void) => {
  listeners.add(cb);
  return () => listeners.delete(cb);
};
// Pre-rendered pages have no storage: nothing is shown until the browser knows the visitor's choice.
const serverSnapshot = () => "unknown" as const;

function deleteAnalyticsCookies() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name && (name.startsWith("_ga") || name.startsWith("_gid") || name === "_gat"))
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** The policies stay readable while the choice is open: there the banner docks at the bottom instead of covering. */
const READABLE_UNDER_BANNER = ["/privacy", "/terms"];

export function CookieBanner() {
  const consent = useSyncExternalStore(subscribe, readConsent, serverSnapshot);
  const { pathname } = useLocation();
  const docked = READABLE_UNDER_BANNER.includes(pathname.replace(/\/+$/, ""));

  useEffect(() => {
    if (consent === "accepted") void loadAnalytics();
  }, [consent]);

  const choose = (value: Consent) => {
    localStorage.setItem(CONSENT_KEY, value);
    localStorage.setItem(CONSENT_DATE_KEY, String(Date.now()));
    if (value === "declined") {
      removeAnalytics();
      deleteAnalyticsCookies();
    }
    listeners.forEach((l) => l());
  };

  const reopen = () => {
    localStorage.removeItem(CONSENT_KEY);
    localStorage.removeItem(CONSENT_DATE_KEY);
    deleteAnalyticsCookies();
    window.location.reload();
  };

  if (consent === "unknown") return null;
  if (consent) {
    return (
      <button
        type="button"
        className="cookie-settings"
        onClick={reopen}
        aria-label="Cookie settings"
        title="Cookie settings"
      >
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
  return docked ? <ConsentCard docked onChoose={choose} /> : <ConsentOverlay onChoose={choose} />;
}

function ConsentOverlay({ onChoose }: { onChoose: (c: Consent) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  // No Escape: the overlay closes only with a choice.
  useDialog(ref);
  return (
    <div className="cookie-overlay">
      <div
        ref={ref}
        className="cookie-card"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cookie-title"
        tabIndex={-1}
      >
        <ConsentBody onChoose={onChoose} />
      </div>
    </div>
  );
}

function ConsentCard({ onChoose }: { docked: true; onChoose: (c: Consent) => void }) {
  return (
    <div className="cookie-dock" role="region" aria-labelledby="cookie-title">
      <div className="cookie-card">
        <ConsentBody onChoose={onChoose} />
      </div>
    </div>
  );
}

function ConsentBody({ onChoose }: { onChoose: (c: Consent) => void }) {
  return (
    <>
      <h2 id="cookie-title">Cookie Consent</h2>
      <p>
        We use essential storage to keep you signed in and, with your permission, analytics (Cloudflare Web
        Analytics) to understand how the product is used.
      </p>
      <details className="cookie-more">
        <summary>Learn more about cookies</summary>
        <p>
          Essential storage keeps your session for this browser tab. Analytics load only if you accept them
          and are removed when you decline. Read our <Link to="/privacy">Privacy Policy</Link>; it stays
          readable while you decide.
        </p>
      </details>
      <div className="cookie-actions">
        <button type="button" className="btn btn-secondary" onClick={() => onChoose("declined")}>
          Decline Analytics
        </button>
        <button type="button" className="btn btn-primary" onClick={() => onChoose("accepted")}>
          Accept All Cookies
        </button>
      </div>
    </>
  );
}
