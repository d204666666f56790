import { api } from "./api";
import type { TemplateListResponse, TemplateStats } from "./api-types";

/** Cards per request: fills 2 and 3 column grids evenly. */
export const PAGE_SIZE = 24;

export interface TemplatesQuery {
  search: string;
  /** A type filter label (Newsletter, Event, ...) or "" for all. */
  type: string;
  cursor?: string | null;
  pageSize?: number;
}

/** One page of the user's templates, searched and filtered on the server, newest first. */
export function fetchTemplates(q: TemplatesQuery): Promise<TemplateListResponse> {
  const params = new URLSearchParams({ pageSize: String(q.pageSize ?? PAGE_SIZE) });
  if (q.search.trim()) params.set("search", q.search.trim());
  if (q.type) params.set("type", q.type);
  if (q.cursor) params.set("cursor", q.cursor);
  return api<TemplateListResponse>(`/api/templates?${params}`, {
    auth: true,
    fallbackError: "Failed to load templates",
  });
}

/** Page-numbered reading, kept for the generation watcher that only needs the total. */
export function listTemplatesPage(page: number, pageSize = PAGE_SIZE): Promise<TemplateListResponse> {
  const q = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return api<TemplateListResponse>(`/api/templates?${q}`, {
    auth: true,
    fallbackError: "Failed to load templates",
  });
}

/** Totals, per-type counts and the latest 5, counted by the server; "This Month" starts in the viewer's time zone. */
export function fetchTemplateStats(now = new Date()): Promise<TemplateStats> {
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1).toISOString();
  return api<TemplateStats>(`/api/templates/stats?${new URLSearchParams({ monthStart })}`, {
    auth: true,
    fallbackError: "Failed to load template statistics",
  });
}
