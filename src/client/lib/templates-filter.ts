import { campaignTypeEntry } from "../../shared/campaign-types";
import type { TemplateSummary } from "./api-types";

export function shortCardId(t: Pick<TemplateSummary, "id" | "templatecardid">): string {
  return t.templatecardid || t.id.slice(0, 6);
}

export function displayWebsite(url: string | null | undefined): string {
  return (url ?? "")
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/$/, "");
}

export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ""
    : d.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}

export function campaignLabel(value: string): string {
  return campaignTypeEntry(value)?.label ?? value;
}

export const missingHtml = (what: "preview" | "download" | "copy" | "editing" | "sending") =>
  `Template ${what} is not available. The HTML content is missing.`;
