import type { Lang } from "../../../shared/facts";

/** The view-in-browser line above the header of marketing e-mails, per language. */
const VIEW_IN_BROWSER: Record<Lang, string> = {
  en: "View in browser",
  de: "Im Browser ansehen",
  fr: "Voir dans le navigateur",
  es: "Ver en el navegador",
  it: "Visualizza nel browser",
  nl: "Bekijk in je browser",
  pt: "Ver no navegador",
};

export function viewInBrowserLabel(lang: string | undefined): string {
  return VIEW_IN_BROWSER[(lang ?? "en") as Lang] ?? VIEW_IN_BROWSER.en;
}
