/** The visitor's demo inputs, kept so the generator can start from them after sign-up and verification. */
export const DEMO_PREFILL_KEY = "brandmail.demoPrefill";
const MAX_AGE_MS = 7 * 24 * 3600 * 1000;
// localStorage holds about 5 MB; a large logo is left out rather than failing the whole save.
const MAX_LOGO_CHARS = 1_500_000;

export interface DemoPrefill {
  url: string;
  campaignType: string;
  brief: string;
  logo: string | null;
  palette: string[];
  savedAt: number;
}

export function saveDemoPrefill(v: Omit<DemoPrefill, "savedAt">) {
  const logo = v.logo && v.logo.length <= MAX_LOGO_CHARS ? v.logo : null;
  try {
    localStorage.setItem(DEMO_PREFILL_KEY, JSON.stringify({ ...v, logo, savedAt: Date.now() }));
  } catch {
    localStorage.setItem(DEMO_PREFILL_KEY, JSON.stringify({ ...v, logo: null, savedAt: Date.now() }));
  }
}

export function readDemoPrefill(): DemoPrefill | null {
  try {
    const raw = JSON.parse(localStorage.getItem(DEMO_PREFILL_KEY) ?? "null") as Partial<DemoPrefill> | null;
    if (!raw || typeof raw.url !== "string" || typeof raw.campaignType !== "string") return null;
    if (!raw.savedAt || Date.now() - raw.savedAt > MAX_AGE_MS) return null;
    return {
      url: raw.url,
      campaignType: raw.campaignType,
      brief: typeof raw.brief === "string" ? raw.brief : "",
      logo: typeof raw.logo === "string" && raw.logo.startsWith("data:image/") ? raw.logo : null,
      palette: Array.isArray(raw.palette)
        ? raw.palette.filter((p): p is string => typeof p === "string" && /^#[0-9a-f]{6}$/i.test(p))
        : [],
      savedAt: raw.savedAt,
    };
  } catch {
    return null;
  }
}

export function clearDemoPrefill() {
  localStorage.removeItem(DEMO_PREFILL_KEY);
}
