import { request } from "./api";

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
export function fetchTemplates(q: TemplatesQuery) {
  const query = {
    pageSize: String(q.pageSize ?? PAGE_SIZE),
    search: q.search.trim() || undefined,
    type: q.type || undefined,
    cursor: q.cursor || undefined,
  };
  return request({ auth: true, fallbackError: "Failed to load templates" }, (c) =>
    c.api.templates.$get({ query }),
  );
}

/** Page-numbered reading, kept for the generation watcher that only needs the total. */
export function listTemplatesPage(page: number, pageSize = PAGE_SIZE) {
  const query = { page: String(page), pageSize: String(pageSize) };
  return request({ auth: true, fallbackError: "Failed to load templates" }, (c) =>
    c.api.templates.$get({ query }),
  );
}

/** Totals, per-type counts and the latest 5, counted by the server; "This Month" starts in the viewer's time zone. */
export function fetchTemplateStats(now = new Date()) {
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1).toISOString();
  return request({ auth: true, fallbackError: "Failed to load template statistics" }, (c) =>
    c.api.templates.stats.$get({ query: { monthStart } }),
  );
}
