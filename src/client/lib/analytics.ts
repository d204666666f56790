/** Cloudflare Web Analytics, loaded only after 'Accept All Cookies' and only when the site has a token. */
export const ANALYTICS_SCRIPT_ID = "analytics-script";
const BEACON_SRC = "https://static.cloudflareinsights.com/beacon.min.js";

let config: Promise<string | null> | null = null;

function analyticsToken(): Promise<string | null> {
  config ??= fetch("/api/site-config")
    .then((r) => (r.ok ? (r.json() as Promise<{ analyticsToken?: unknown }>) : null))
    .then((c) => (typeof c?.analyticsToken === "string" && c.analyticsToken ? c.analyticsToken : null))
    .catch(() => null);
  return config;
}

export async function loadAnalytics(): Promise<boolean> {
  if (document.getElementById(ANALYTICS_SCRIPT_ID)) return true;
  const token = await analyticsToken();
  if (!token || document.getElementById(ANALYTICS_SCRIPT_ID)) return !!token;
  const script = document.createElement("script");
  script.id = ANALYTICS_SCRIPT_ID;
  script.defer = true;
  script.src = BEACON_SRC;
  script.dataset.cfBeacon = JSON.stringify({ token });
  document.head.appendChild(script);
  return true;
}

export function removeAnalytics() {
  document.getElementById(ANALYTICS_SCRIPT_ID)?.remove();
}

/** @internal */
export function resetAnalyticsConfigForTests() {
  config = null;
}
